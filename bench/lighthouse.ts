// Lighthouse (mobile, simulated throttling) on a sample of routes in every locale, against the
// production server: scores, LCP, CLS, TBT and the JavaScript, CSS and total bytes each page
// loads. Prints one table and writes the results as JSON: bench/results/<time>.json (not
// committed) and bench/lighthouse-latest.json (committed, to compare runs).
// Targets: performance >= 95, the other categories 100, LCP < 1.8 s, CLS < 0.02.
// Each page is audited LIGHTHOUSE_RUNS times (3 unless set), in rounds over all the pages, and the
// median run kept, as Lighthouse's own guidance has it: on a shared machine one run's blocking time
// moves by hundreds of milliseconds.
// Run: npm run build && npx tsx bench/lighthouse.ts [route ids...]

import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { localePath, locales, type Locale } from '../src/i18n/locales';
import { startProductionServer } from './production-server';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const sample = [
  ['home', ''],
  ['curriculum', 'curriculum'],
  ['school fees', 'school-fees'],
  ['news list', 'news-updates'],
  ['article', 'news-updates/stem-education'],
  ['application form', 'application-form'],
] as const;

const targets = { performance: 95, other: 100, lcpMs: 1800, cls: 0.02 };
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

export interface LighthouseRow {
  route: string;
  locale: Locale;
  url: string;
  scores: Record<(typeof categories)[number], number>;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** Bytes on the wire (compressed) the page itself requested, by type; the service worker's own fetches excluded. */
  jsBytes: number;
  cssBytes: number;
  totalBytes: number;
  requests: number;
  /** Audits that lost points in accessibility, best practices or SEO. */
  failing: string[];
}

interface NetworkItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
  sessionTargetType?: string;
}

function summarise(route: string, locale: Locale, url: string, lhr: Result): LighthouseRow {
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const details = lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined;
  const items = (details?.items ?? []).filter((i) => !i.sessionTargetType || i.sessionTargetType === 'page');
  const bytes = (type?: string) =>
    items.filter((i) => !type || i.resourceType === type).reduce((sum, i) => sum + (i.transferSize ?? 0), 0);
  const failing = categories
    .filter((c) => c !== 'performance')
    .flatMap((c) => lhr.categories[c]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
    .map((ref) => ref.id);
  return {
    route,
    locale,
    url,
    scores: Object.fromEntries(
      categories.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
    ) as LighthouseRow['scores'],
    lcpMs: Math.round(audit('largest-contentful-paint')),
    cls: Number(audit('cumulative-layout-shift').toFixed(3)),
    tbtMs: Math.round(audit('total-blocking-time')),
    jsBytes: bytes('Script'),
    cssBytes: bytes('Stylesheet'),
    totalBytes: bytes(),
    requests: items.length,
    failing: [...new Set(failing)],
  };
}

function meetsTargets(row: LighthouseRow): boolean {
  const { performance, ...others } = row.scores;
  return (
    performance >= targets.performance &&
    Object.values(others).every((s) => s >= targets.other) &&
    row.lcpMs < targets.lcpMs &&
    row.cls < targets.cls
  );
}

function table(rows: LighthouseRow[]): string {
  const kb = (n: number) => (n / 1024).toFixed(1);
  const header = [
    'route',
    'locale',
    'perf',
    'a11y',
    'bp',
    'seo',
    'LCP s',
    'CLS',
    'TBT ms',
    'JS KB',
    'CSS KB',
    'total KB',
    'ok',
  ];
  const cells = rows.map((r) => [
    r.route,
    r.locale,
    `${r.scores.performance}`,
    `${r.scores.accessibility}`,
    `${r.scores['best-practices']}`,
    `${r.scores.seo}`,
    (r.lcpMs / 1000).toFixed(2),
    r.cls.toFixed(3),
    `${r.tbtMs}`,
    kb(r.jsBytes),
    kb(r.cssBytes),
    kb(r.totalBytes),
    meetsTargets(r) ? 'yes' : 'NO',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (c: string[]) => `| ${c.map((s, i) => s.padEnd(widths[i]!)).join(' | ')} |`;
  return [line(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...cells.map(line)].join('\n');
}

/** One Lighthouse run; a run that fails to load the page (it happens on a busy machine) is retried once. */
async function audit(url: string, retry = true): Promise<Result> {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...categories],
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  if (result.lhr.runtimeError && retry) {
    process.stderr.write(`${url}: ${result.lhr.runtimeError.code}, running again\n`);
    return audit(url, false);
  }
  // Kept for the median of a whole round of pages: the pictures are most of a report's size.
  const lhr = result.lhr;
  delete lhr.fullPageScreenshot;
  for (const id of ['screenshot-thumbnails', 'final-screenshot']) delete lhr.audits[id];
  return lhr;
}

const only = process.argv.slice(2);
const server = await startProductionServer();
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
const pages = sample
  .filter(([, rest]) => !only.length || only.includes(rest || 'home'))
  .flatMap(([route, rest]) => locales.map((locale) => ({ route, locale, path: localePath(locale, rest) })));
const rows: LighthouseRow[] = [];
try {
  // Round after round over every page rather than a page's runs back to back: a busy spell on the
  // shared machine then costs each page one run, which the median leaves out, instead of all the
  // runs of the pages it falls on.
  const results = pages.map(() => [] as Result[]);
  for (let run = 0; run < runs; run++) {
    for (const [i, page] of pages.entries()) results[i]!.push(await audit(server.origin + page.path));
    process.stderr.write(`round ${run + 1} of ${runs} done\n`);
  }
  for (const [i, page] of pages.entries()) {
    const row = summarise(page.route, page.locale, page.path, computeMedianRun(results[i]!));
    rows.push(row);
    process.stderr.write(`${row.url}: ${Object.values(row.scores).join('/')} ${row.failing.join(' ')}\n`);
  }
} finally {
  chrome.kill();
  await server.close();
}

console.log(
  `Lighthouse, mobile (simulated throttling), median of ${runs} runs a page; bytes on the wire as the page requested them`,
);
console.log(table(rows));
const failing = [...new Set(rows.flatMap((r) => r.failing))];
if (failing.length) console.log(`Audits losing points: ${failing.join(', ')}`);
const report = { date: new Date().toISOString(), lighthouse: '12.8.2', runsPerPage: runs, targets, rows };
await mkdir(path.join(root, 'bench/results'), { recursive: true });
const stamp = report.date.replace(/[:.]/g, '-');
await writeFile(path.join(root, 'bench/results', `lighthouse-${stamp}.json`), JSON.stringify(report, null, 2));
if (!only.length) await writeFile(path.join(root, 'bench/lighthouse-latest.json'), JSON.stringify(report, null, 2));
