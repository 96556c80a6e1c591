// How the page bundle is cut into files. The app (src/entry-client.tsx) loads after the first paint
// (src/boot.ts): left to itself, the bundler cuts the modules it shares with lazy pages into a
// dozen chunks of a few hundred bytes each, one request and one preload tag apiece. Here the app's
// whole static import graph is one chunk, apart from React (with React DOM) and react-intl, which
// get their own so the browser evaluates each in a task of its own (boot.ts imports them side by
// side). React's chunk imports nothing and react-intl's only React's: chunks that imported each
// other could run their modules out of order, depending on which arrived first. What the entry
// itself needs before the first paint stays in the entry, and what the islands load after the
// load event (src/islands/later.ts) stays out of the app's chunk: a document page loads the
// islands and never the app.

import path from 'node:path';
import type { Rolldown } from 'vite';

type Context = Rolldown.ChunkingContext;

/** Module ids statically reachable from `start`. */
function staticGraph(context: Context, start: string): Set<string> {
  const seen = new Set<string>();
  const stack = [start];
  while (stack.length) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(context.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

export function chunkGroups(root: string): Rolldown.CodeSplittingOptions {
  const app = path.join(root, 'src/entry-client.tsx');
  const boot = path.join(root, 'src/boot.ts');
  // Every page's islands after the load event: a document page loads them, and never the app.
  const islands = path.join(root, 'src/islands/later.ts');
  let appModules: Set<string> | undefined;
  return {
    // Modules the entry and the app share stay where the bundler puts them (the entry), instead
    // of being pulled into the app's chunk, which the entry would then have to load at once.
    includeDependenciesRecursively: false,
    groups: [
      { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 2 },
      { name: 'react-intl', test: /node_modules[\\/](react-intl|@formatjs|intl-messageformat)[\\/]/, priority: 2 },
      {
        name: (id, context) => {
          if (!appModules) {
            const notApp = new Set([...staticGraph(context, boot), ...staticGraph(context, islands)]);
            appModules = new Set([...staticGraph(context, app)].filter((m) => !notApp.has(m)));
          }
          return appModules.has(id) ? 'app' : null;
        },
        priority: 1,
      },
    ],
  };
}
