// The page bundle's module graph, written by a Vite plugin to dist/build-stats.json (beside the
// served files, not among them): every chunk with its static and dynamic imports and the source
// modules inside it. The byte budgets (tests/build) and the JavaScript benchmark read it.

import { readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';

export interface ChunkStats {
  file: string;
  isEntry: boolean;
  /** The source module the chunk was made for (a page, a catalogue...), if any. */
  facade?: string;
  imports: string[];
  dynamicImports: string[];
  /** Source modules in the chunk, relative to the project (node_modules paths kept as such). */
  modules: string[];
  /** Scripts the chunk starts as workers (`new Worker(new URL(...))`), built apart. */
  workers?: string[];
  /** Stylesheets the chunk's modules import, which Vite's loader links before running it. */
  css?: string[];
}

export type BuildStats = Record<string, ChunkStats>;

export const buildStatsFile = (root: string) => path.join(root, 'dist/build-stats.json');

export function buildStatsPlugin(root: string): Plugin {
  // A catalogue's part keeps its query: `src/locales/th.json?part=first` is not the whole catalogue.
  const relative = (id: string) => {
    const [file, query = ''] = id.replace(/^\0/, '').split('?');
    const part = /(?:^|&)(part=\w+)/.exec(query)?.[1];
    return path.relative(root, file!) + (part ? `?${part}` : '');
  };
  return {
    name: 'ccis-build-stats',
    apply: 'build',
    async writeBundle(_options, bundle) {
      // The service worker is built with the same plugins: only the page bundle has index.html.
      if (!('index.html' in bundle)) return;
      const stats: BuildStats = {};
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk') continue;
        stats[item.fileName] = {
          file: item.fileName,
          isEntry: item.isEntry,
          facade: item.facadeModuleId ? relative(item.facadeModuleId) : undefined,
          imports: item.imports,
          dynamicImports: item.dynamicImports,
          modules: item.moduleIds.map(relative),
          workers: [...(item.viteMetadata?.importedAssets ?? [])].filter((file) => file.endsWith('.js')),
          css: [...(item.viteMetadata?.importedCss ?? [])],
        };
      }
      await mkdir(path.dirname(buildStatsFile(root)), { recursive: true });
      await writeFile(buildStatsFile(root), JSON.stringify(stats));
    },
  };
}

/** Reads dist/build-stats.json (written by `npm run build`). */
export function readBuildStats(root: string): BuildStats {
  return JSON.parse(readFileSync(buildStatsFile(root), 'utf8')) as BuildStats;
}

/** The chunk that holds a source module (`src/entry-client.tsx`, in a chunk of its group). */
export function chunkWith(stats: BuildStats, module: string): ChunkStats {
  const chunk = Object.values(stats).find((c) => c.modules.includes(module));
  if (!chunk) throw new Error(`No chunk holds ${module} in the build`);
  return chunk;
}

/** The chunk made for a source module (`src/app/pages/content-page.tsx`...). */
export function chunkOf(stats: BuildStats, facade: string): ChunkStats {
  const chunk = Object.values(stats).find((c) => c.facade === facade);
  if (!chunk) throw new Error(`No chunk for ${facade} in the build`);
  return chunk;
}

/**
 * Chunk files reachable from `files` by static imports, and by dynamic ones too when asked;
 * files in `notThrough` are left out and not followed (the entry, whose router imports every page).
 */
export function reachable(
  stats: BuildStats,
  files: string[],
  { dynamic = false, notThrough = [] as string[] } = {},
): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    const chunk = stats[file];
    if (!chunk || seen.has(file)) return;
    if (notThrough.includes(file)) return;
    seen.add(file);
    for (const next of [...chunk.imports, ...(dynamic ? chunk.dynamicImports : [])]) visit(next);
  };
  files.forEach(visit);
  return seen;
}

/** Source modules inside the given chunk files. */
export function modulesIn(stats: BuildStats, files: Iterable<string>): string[] {
  return [...files].flatMap((file) => stats[file]?.modules ?? []);
}
