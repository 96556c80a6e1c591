// What a first visit to one page loads, service worker off: every request until the page is
// ready and the network is quiet, with the JavaScript split at the page's load event. A document
// page (prose, news, gallery) loads the entry's few kilobytes before its load event and its
// islands after it; a page that is a React app (forms, search, device pages) loads its app after
// its first paint. Byte counts are the build's gzip files, so one build always gives the same
// figures. Shared by bench/route-js.ts and the budget tests (tests/build/budgets.test.ts,
// tests/e2e/budgets.spec.ts).

import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { chunkWith, modulesIn, reachable, readBuildStats, type BuildStats } from '../scripts/build-stats';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const clientDir = path.join(root, 'dist/client');

export interface FirstLoad {
  /** Every request, in order, as paths of this origin (or full URLs of others). */
  requests: { path: string; type: string }[];
  /** JavaScript requested before the page's load event. */
  beforeLoadJs: string[];
  /** All the JavaScript the page loaded until it was ready and the network quiet. */
  allJs: string[];
  beforeLoadJsBytes: number;
  allJsBytes: number;
  /** Source modules in allJs (relative paths; node_modules included). */
  modules: string[];
}

/** gzip size of `file` (`assets/...`): the build's .gz copy, or (small files are not precompressed) gzipped here. */
export function gzipBytes(file: string): number {
  const full = path.join(clientDir, file);
  return existsSync(`${full}.gz`) ? statSync(`${full}.gz`).size : gzipSync(readFileSync(full), { level: 9 }).length;
}

const sum = (files: Iterable<string>) => [...files].reduce((total, file) => total + gzipBytes(file), 0);
export const totalGzipBytes = sum;

/** Opens `url` in `page` (whose context blocks service workers) and records the first load. */
export async function recordFirstLoad(
  page: Page,
  url: string,
  stats: BuildStats = readBuildStats(root),
): Promise<FirstLoad> {
  const origin = new URL(url).origin;
  const requests: (FirstLoad['requests'][number] & { beforeLoad: boolean })[] = [];
  let loaded = false;
  page.on('load', () => (loaded = true));
  page.on('request', (request) => {
    const address = request.url();
    requests.push({
      path: address.startsWith(origin) ? address.slice(origin.length) : address,
      type: request.resourceType(),
      beforeLoad: !loaded,
    });
  });
  await page.goto(url, { waitUntil: 'load' });
  // The islands report once started; an app page, once hydrated.
  await page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
  await page.waitForLoadState('networkidle');
  const js = (beforeLoad?: boolean) =>
    requests
      .filter((r) => r.path.startsWith('/assets/') && r.path.endsWith('.js'))
      .filter((r) => beforeLoad === undefined || r.beforeLoad === beforeLoad)
      .map((r) => r.path.slice(1));
  const beforeLoadJs = js(true);
  const allJs = js();
  return {
    requests: requests.map(({ path: p, type }) => ({ path: p, type })),
    beforeLoadJs,
    allJs,
    beforeLoadJsBytes: sum(beforeLoadJs),
    allJsBytes: sum(allJs),
    modules: modulesIn(stats, allJs),
  };
}

/** Modules that belong to forms and must never load on a document page. */
export const formModule = /^(src\/forms\/|src\/wizards\/|node_modules\/(react-hook-form|@hookform|zod)\/)/;

/** Modules of React and its libraries: none of them loads on a document page. */
export const reactModule = /^node_modules\/(react|react-dom|react-intl|react-router|scheduler|@headlessui)\//;

function entryOf(stats: BuildStats) {
  const entry = Object.values(stats).find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('No entry chunk in the build');
  return entry;
}

/**
 * A document page's JavaScript from the build's module graph: before its load event, the entry
 * (src/boot.ts) and its static imports; ever, that and the islands it starts after the load event
 * (src/islands/later.ts) with everything they can import, however late. Never the app, React or
 * the form code, which only an app page starts.
 */
export function documentPageJs(stats: BuildStats): { beforeLoad: string[]; ever: string[] } {
  const entry = entryOf(stats);
  const appOnly = [
    chunkWith(stats, 'src/entry-client.tsx').file,
    chunkWith(stats, 'src/entry-form.tsx').file,
    chunkWith(stats, 'node_modules/react-dom/client.js').file,
    chunkWith(stats, 'node_modules/react-intl/index.js').file,
  ];
  return {
    beforeLoad: [...reachable(stats, [entry.file])],
    ever: [...reachable(stats, [entry.file], { dynamic: true, notThrough: appOnly })],
  };
}

/**
 * gzip KB of JavaScript, the budgets of the tests. A document page: before its load event (the
 * entry) and everything it ever loads (with its islands); it runs no React. A form page's budget
 * is the script before its first field takes typing, in brotli bytes (./form-budget.ts).
 */
export const jsBudgetKb = {
  documentBeforeLoad: 15,
  documentEver: 40,
} as const;

/**
 * Requests of a first visit to a document page before its load event (HTML, fonts, the entry's
 * JavaScript, the icon; the stylesheet is in the HTML). The school fees page makes about 10 in
 * English and Chinese, one or two more in Russian and Thai (their fonts).
 */
export const documentRequestBudget = 14;
