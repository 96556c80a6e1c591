// How the page bundle is cut into files. The app loads after the first paint (src/boot.ts): the
// router's app (src/entry-client.tsx) on the search, device and status pages, the form island
// (src/entry-form.tsx) on a form page. Left to itself, the bundler cuts the modules they share
// with lazy pages into a dozen chunks of a few hundred bytes each, one request and one preload
// tag apiece. Here each entry's whole static import graph is one chunk (`app`, `form`; what both
// import, `app-shared`), apart from React (with React DOM) and react-intl, which get their own so
// the browser evaluates each in a task of its own (boot.ts imports them side by side). React's
// chunk imports nothing and react-intl's only React's: chunks that imported each other could run
// their modules out of order, depending on which arrived first. What the entry itself needs
// before the first paint stays in the entry, and what the islands load after the load event
// (src/islands/later.ts) stays out of both: a document page loads the islands and never an app;
// a form page never loads the router, nor a search page the forms.

import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';

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

/** Wizards whose page opens on a start page of its own (the application's drafts), not on the first tab. */
const OPENS_ON_START_PAGE = new Set(['application']);

/**
 * Each wizard's start (src/wizards/<folder>/): what a form shown directly loads side by side as its
 * page starts (src/entry-form.tsx), its meta and its first tab, each with the wizard's own modules
 * they import, left to itself the bundler's four to six small files (the scholarship's meta, its
 * variants, the first tab, its options, its variant hook...), each a preload link to insert and a
 * module to compile and run in the page's busiest moments. Here they are one chunk per wizard,
 * `wizard-<folder>`. The application opens on its start page and loads its first tab once idle:
 * its meta stays alone, and the first tab's modules are the chunk. A wizard's first tab is the
 * first of its `steps/` that its meta imports lazily; shared code outside the wizard's folder
 * (the school's facts, the dates) stays where the bundler puts it.
 */
function wizardStarts(context: Context, root: string, claimed: ReadonlySet<string>): Map<string, string> {
  const wizards = path.join(root, 'src/wizards');
  const groups = new Map<string, string>();
  // The metas, which the island's and the app's route tables import lazily (src/app/form/form-routes.ts).
  const metas = new Set(
    [...claimed]
      .flatMap((id) => context.getModuleInfo(id)?.dynamicallyImportedIds ?? [])
      .filter((id) => /^[^.][^\\/]*[\\/]meta[^\\/]*\.ts$/.test(path.relative(wizards, id))),
  );
  for (const meta of metas) {
    const folder = path.relative(wizards, meta).split(path.sep)[0]!;
    const own = (id: string) => id.startsWith(path.join(wizards, folder) + path.sep) && !claimed.has(id);
    const metaGraph = staticGraph(context, meta);
    const first = [...metaGraph]
      .flatMap((id) => context.getModuleInfo(id)?.dynamicallyImportedIds ?? [])
      .find((id) => id.startsWith(path.join(wizards, folder, 'steps') + path.sep));
    const tab = first ? staticGraph(context, first) : new Set<string>();
    const opensOnTab = !OPENS_ON_START_PAGE.has(folder);
    for (const id of opensOnTab ? [...metaGraph, ...tab] : [...tab].filter((m) => !metaGraph.has(m)))
      if (own(id)) groups.set(id, `wizard-${folder}`);
  }
  return groups;
}

export function chunkGroups(root: string): Rolldown.CodeSplittingOptions {
  const app = path.join(root, 'src/entry-client.tsx');
  const form = path.join(root, 'src/entry-form.tsx');
  const boot = path.join(root, 'src/boot.ts');
  // Every page's islands after the load event: a document page loads them, and never the app.
  const islands = path.join(root, 'src/islands/later.ts');
  let groupOf: Map<string, string> | undefined;
  const group = (id: string, context: Context) => {
    if (!groupOf) {
      const notApp = new Set([...staticGraph(context, boot), ...staticGraph(context, islands)]);
      const appModules = [...staticGraph(context, app)].filter((m) => !notApp.has(m));
      const formModules = new Set([...staticGraph(context, form)].filter((m) => !notApp.has(m)));
      groupOf = new Map();
      for (const m of formModules) groupOf.set(m, 'form');
      for (const m of appModules) groupOf.set(m, formModules.has(m) ? 'app-shared' : 'app');
      const claimed = new Set([...groupOf.keys(), ...notApp]);
      for (const [m, name] of wizardStarts(context, root, claimed)) groupOf.set(m, name);
    }
    return groupOf.get(id) ?? null;
  };
  return {
    // Modules the entry and the app share stay where the bundler puts them (the entry), instead
    // of being pulled into the app's chunk, which the entry would then have to load at once.
    includeDependenciesRecursively: false,
    groups: [
      { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 2 },
      { name: 'react-intl', test: /node_modules[\\/](react-intl|@formatjs|intl-messageformat)[\\/]/, priority: 2 },
      { name: (id, context) => group(id, context), priority: 1 },
    ],
  };
}

/**
 * What a lazy import preloads besides the file it imports (Vite's `modulePreload.resolveDependencies`):
 * only the files its host chunk has not already loaded, and nothing for a wizard's schemas, which
 * load in the background (src/forms/wizard/warm-up.ts) and whose own imports can come a round trip
 * later. Vite lists every file of the imported chunk's graph, the host's own imports too (React,
 * the app...), and those lists of hashed names were a good part of the chunks that import many
 * others lazily (a wizard's meta). `plugin` keeps the bundle for `resolveDependencies` to read.
 */
export function preloadLists(): {
  plugin: Plugin;
  resolveDependencies: (file: string, deps: string[], context: { hostId: string }) => string[];
} {
  let bundle: Record<string, { type: string; imports?: string[]; facadeModuleId?: string | null }> = {};
  const loadedWith = new Map<string, Set<string>>();
  const closure = (file: string): Set<string> => {
    let seen = loadedWith.get(file);
    if (seen) return seen;
    seen = new Set();
    const stack = [file];
    while (stack.length) {
      const next = stack.pop()!;
      if (seen.has(next)) continue;
      seen.add(next);
      stack.push(...(bundle[next]?.imports ?? []));
    }
    loadedWith.set(file, seen);
    return seen;
  };
  return {
    plugin: {
      name: 'ccis:preload-lists',
      generateBundle: {
        order: 'pre',
        handler(_options, output) {
          bundle = output as typeof bundle;
          loadedWith.clear();
        },
      },
    },
    resolveDependencies: (file, deps, { hostId }) => {
      if (/\/src\/wizards\/[^/]+\/schema[^/]*\.ts$/.test(bundle[file]?.facadeModuleId ?? '')) return [];
      const loaded = closure(hostId);
      return deps.filter((dep) => !loaded.has(dep));
    },
  };
}

/**
 * Chromium's explicit compile hint (V8's `//# allFunctionsCalledOnLoad`, Chrome 136 on): the
 * chunks whose code nearly all runs as a page's app starts (React with React DOM, react-intl, the
 * form island, the router's app) are compiled whole on a background thread while they download,
 * instead of function by function on the main thread as hydration first calls them (30-70 ms of
 * a form page's main thread after its first paint here, in tasks long enough to count as
 * blocking). Other engines ignore the comment. Not on the small chunks: a hint costs up to 20
 * bytes of brotli, which the forms' first-field budget has little room for, and their compiling
 * is short. The comment goes first in the file, after minification (which would strip it) and
 * Vite's preload list (which it puts first); the file's hash covers it. The client build has no
 * source maps to shift.
 */
const eagerlyCompiled = new Set(['react', 'react-intl', 'form', 'app']);

const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

const hinted = (chunk: { name: string; isEntry: boolean }) => !chunk.isEntry && eagerlyCompiled.has(chunk.name);

export function compileHints(): Plugin {
  return {
    name: 'ccis:compile-hints',
    augmentChunkHash: (chunk) => (hinted(chunk) ? COMPILE_HINT : undefined),
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type === 'chunk' && hinted(chunk)) chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
        }
      },
    },
  };
}
