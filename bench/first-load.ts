// What a first visit to one page loads, service worker off: every request the page makes until
// it is hydrated and the network is quiet, with the JavaScript sorted into the code the page
// needs to show and hydrate, and the code it loads after its load event (the header's menus,
// src/app/layout/deferred-header.tsx, and the service-worker bridge with the outbox). Byte counts are the gzip files of the build, so the same build always gives the same
// figures. Shared by bench/route-js.ts and the budget tests (tests/e2e/budgets.spec.ts).

import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { chunkWith, modulesIn, reachable, readBuildStats, type BuildStats } from '../scripts/build-stats';
import type { Locale } from '../src/i18n/locales';
import type { RouteKind } from '../src/routes/table';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const clientDir = path.join(root, 'dist/client');

export interface FirstLoad {
  /** Every request, in order, as paths of this origin (or full URLs of others). */
  requests: { path: string; type: string }[];
  /** JavaScript files the page needs to render and hydrate. */
  pageJs: string[];
  /** JavaScript loaded after the load event: header menus, service worker, outbox. */
  afterLoadJs: string[];
  /** gzip bytes of pageJs and afterLoadJs. */
  pageJsBytes: number;
  afterLoadJsBytes: number;
  /** Source modules in pageJs (relative paths; node_modules included). */
  pageModules: string[];
}

/** gzip size of `file` (`assets/...`): the build's .gz copy, or (small files are not precompressed) gzipped here. */
export function gzipBytes(file: string): number {
  const full = path.join(clientDir, file);
  return existsSync(`${full}.gz`) ? statSync(`${full}.gz`).size : gzipSync(readFileSync(full), { level: 9 }).length;
}

/** Modules a page imports only after its load event (src/app/after-load.ts). */
const afterLoadModules = ['src/app/pwa/bridge.ts', 'src/outbox/index.ts', 'src/app/layout/site-header.tsx'];

const sum = (files: string[]) => files.reduce((total, file) => total + gzipBytes(file), 0);

/** Opens `url` in `page` (whose context blocks service workers) and records the first load. */
export async function recordFirstLoad(
  page: Page,
  url: string,
  stats: BuildStats = readBuildStats(root),
): Promise<FirstLoad> {
  const origin = new URL(url).origin;
  const requests: FirstLoad['requests'] = [];
  page.on('request', (request) => {
    const address = request.url();
    requests.push({
      path: address.startsWith(origin) ? address.slice(origin.length) : address,
      type: request.resourceType(),
    });
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await page.waitForLoadState('networkidle');
  const js = requests
    .filter((r) => r.path.startsWith('/assets/') && r.path.endsWith('.js'))
    .map((r) => r.path.slice(1));
  // Chunks only the deferred modules can have asked for load after the load event; a chunk the
  // page's own code imports too (the IndexedDB code on a form page) is the page's.
  const deferred = reachable(
    stats,
    afterLoadModules.map((m) => chunkWith(stats, m).file),
  );
  const own = reachable(
    stats,
    js.filter((file) => !deferred.has(file)),
  );
  const pageJs = js.filter((file) => own.has(file) || !deferred.has(file));
  const afterLoadJs = js.filter((file) => !pageJs.includes(file));
  return {
    requests,
    pageJs,
    afterLoadJs,
    pageJsBytes: sum(pageJs),
    afterLoadJsBytes: sum(afterLoadJs),
    pageModules: modulesIn(stats, pageJs),
  };
}

/** Modules that belong to forms and must never load on a content page. */
export const formModule = /^(src\/forms\/|src\/wizards\/|node_modules\/(react-hook-form|@hookform|zod)\/)/;

/** The page module each route kind loads (src/app/lazy-pages.ts). */
const pageModule = (kind: RouteKind) => `src/app/pages/${kind === 'news-page' ? 'news-list' : kind}-page.tsx`;

/**
 * The JavaScript a prerendered page of `kind` needs to render and hydrate, from the build's
 * module graph: the entry and its imports, the page module, the locale's catalogue and (content
 * pages) the page's prose, each with its static imports. Form pages load steps and catalogues
 * as they render: they are measured in the browser only (tests/e2e/budgets.spec.ts).
 */
export function expectedPageJs(
  stats: BuildStats,
  page: { kind: Exclude<RouteKind, 'form'>; locale: Locale; id: string },
): string[] {
  const entry = Object.values(stats).find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('No entry chunk in the build');
  const lazy = [pageModule(page.kind), `src/locales/${page.locale}.json`, `src/pages/${page.id}/${page.locale}.tsx`]
    .map((facade) => Object.values(stats).find((chunk) => chunk.facade === facade)?.file)
    .filter((file): file is string => file !== undefined);
  // The entry (src/boot.ts) starts the app after the first paint.
  const app = chunkWith(stats, 'src/entry-client.tsx');
  return [...reachable(stats, [entry.file, app.file, ...lazy])];
}

export const totalGzipBytes = sum;

/**
 * gzip KB of JavaScript a first visit may load to show and hydrate a page, per kind of page
 * (tests/build/budgets.test.ts, tests/e2e/budgets.spec.ts). Issue 7's target is 100 KB for a
 * content page; the libraries the stack fixes are about 99 KB on their own (React with React DOM
 * 66, React Router about 25, react-intl without its message parser 7.6: docs/performance.md), so
 * these are the figures the build achieves (README, Benchmarks): they can only go down. A content
 * page is 130 KB in English and 133 KB in Russian (its catalogue and prose are larger); it was
 * 136/140 before the catalogues were compiled at build time (scripts/precompile-messages.ts).
 */
export const jsBudgetKb = {
  home: 128,
  content: 134,
  'news-list': 128,
  'news-article': 148,
  form: 248,
} as const;

/**
 * Requests of a first visit to a content page, after-load code aside (HTML, fonts, JavaScript,
 * icon, and /app-config.json for the consent manager; the stylesheet is in the HTML). The school
 * fees page makes 18 in English and Chinese, 19 in Thai and 20 in Russian (the Cyrillic face, and
 * the Thai one for the baht sign of Russian prices). It was 28 while every page fetched the
 * Cyrillic faces (fontsource's per-subset files declare no unicode-range: src/styles/fonts.css),
 * and 24 with a file per font weight.
 */
export const contentPageRequestBudget = 20;
