// Search benchmark: index size and query latency per locale (`npx tsx bench/search.ts [dir]`).
// Uses the built indexes in dist/client/search (or in `dir`) when they exist; otherwise
// synthesises ~60 pages of ~300 words per locale from the message catalogues. Target: p95 under
// 30 ms per query.

import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import { locales, localeInfo, localePath, type Locale } from '../src/i18n/locales';
import { buildIndex, loadIndex, search, serializeIndex, type SearchDoc, type SearchIndex } from '../src/search';
import { wordSegments } from '../src/search/tokenize';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const indexDir = path.resolve(process.argv[2] ?? path.join(root, 'dist/client/search'));
const SYNTHETIC_DOCS = 60;
const WORDS_PER_DOC = 300;
const QUERIES = 200;
const WARM_UP = 20;
const TARGET_MS = 30;

/** A small seeded generator, so every run draws the same corpus and queries. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(items: readonly T[], next: () => number): T {
  const item = items[Math.floor(next() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

/** Words as written (not normalised), the way a visitor would type them. */
function wordsOf(text: string, locale: Locale): string[] {
  return wordSegments(text, locale)
    .map((word) => word.segment)
    .filter((word) => /\p{L}/u.test(word));
}

/** Joins words the way the language writes them: Thai and Chinese without spaces inside a phrase. */
function writeText(words: string[], locale: Locale): string {
  if (locale !== 'th' && locale !== 'cn') return words.join(' ');
  const phrases: string[] = [];
  for (let i = 0; i < words.length; i += 6) phrases.push(words.slice(i, i + 6).join(''));
  return phrases.join(locale === 'cn' ? '，' : ' ');
}

async function syntheticDocs(locale: Locale, next: () => number): Promise<SearchDoc[]> {
  const catalogue = JSON.parse(await readFile(path.join(root, 'src/locales', `${locale}.json`), 'utf8')) as Record<
    string,
    string
  >;
  const messages = Object.values(catalogue).map((text) => text.replace(/\{[^{}]*\}/g, ' '));
  const titles = Object.entries(catalogue)
    .filter(([id]) => /^page\..+\.title$/.test(id))
    .map(([, text]) => text);
  const pool = messages.flatMap((text) => wordsOf(text, locale));
  return Array.from({ length: SYNTHETIC_DOCS }, (_, i) => {
    const url = localePath(locale, `bench-${i}`);
    const words = Array.from({ length: WORDS_PER_DOC }, () => pick(pool, next));
    return { id: url, url, title: pick(titles, next), text: writeText(words, locale), kind: i % 5 ? 'page' : 'news' };
  });
}

interface Corpus {
  source: 'dist' | 'synthetic';
  index: SearchIndex;
  json: string;
  loadMs: number;
  /** Text to draw query words from. */
  texts: string[];
}

async function corpus(locale: Locale, next: () => number): Promise<Corpus> {
  const file = path.join(indexDir, `${locale}.json`);
  let source: Corpus['source'] = 'dist';
  let json: string;
  if (existsSync(file)) json = await readFile(file, 'utf8');
  else {
    source = 'synthetic';
    json = serializeIndex(buildIndex(await syntheticDocs(locale, next), locale));
  }
  const started = performance.now();
  const index = loadIndex(json, locale);
  const loadMs = performance.now() - started;
  const stored = (JSON.parse(json) as { storedFields: Record<string, { title?: string; excerpt?: string }> })
    .storedFields;
  const texts = Object.values(stored).map((fields) => `${fields.title ?? ''} ${fields.excerpt ?? ''}`);
  return { source, index, json, loadMs, texts };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

interface Row {
  locale: string;
  source: string;
  docs: number;
  kb: string;
  gzipKb: string;
  loadMs: string;
  medianMs: string;
  p95Ms: string;
  hitsPerQuery: string;
}

async function measure(locale: Locale): Promise<Row> {
  const next = random(0x5eed + locales.indexOf(locale));
  const { source, index, json, loadMs, texts } = await corpus(locale, next);
  const words = texts.flatMap((text) => wordsOf(text, locale));
  const queries = Array.from({ length: WARM_UP + QUERIES }, () =>
    Array.from({ length: 1 + Math.floor(next() * 3) }, () => pick(words, next)).join(' '),
  );
  const times: number[] = [];
  let hits = 0;
  queries.forEach((query, i) => {
    const started = performance.now();
    const results = search(index, query, locale);
    const elapsed = performance.now() - started;
    if (i < WARM_UP) return;
    times.push(elapsed);
    hits += results.length;
  });
  times.sort((a, b) => a - b);
  const bytes = Buffer.byteLength(json);
  return {
    locale: `${locale} (${localeInfo[locale].tag})`,
    source,
    docs: index.documentCount,
    kb: (bytes / 1024).toFixed(1),
    gzipKb: (gzipSync(json).length / 1024).toFixed(1),
    loadMs: loadMs.toFixed(1),
    medianMs: percentile(times, 50).toFixed(2),
    p95Ms: percentile(times, 95).toFixed(2),
    hitsPerQuery: (hits / QUERIES).toFixed(1),
  };
}

const rows: Row[] = [];
for (const locale of locales) rows.push(await measure(locale));

const header: Record<keyof Row, string> = {
  locale: 'locale',
  source: 'corpus',
  docs: 'docs',
  kb: 'index KB',
  gzipKb: 'gzip KB',
  loadMs: 'load ms',
  medianMs: 'median ms',
  p95Ms: 'p95 ms',
  hitsPerQuery: 'hits/query',
};
const columns = Object.keys(header) as (keyof Row)[];
const widths = columns.map((key) => Math.max(header[key].length, ...rows.map((row) => String(row[key]).length)));
const line = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join(' | ')} |`;
console.log(line(columns.map((key) => header[key])));
console.log(line(widths.map((width) => '-'.repeat(width))));
for (const row of rows) console.log(line(columns.map((key) => String(row[key]))));
console.log(
  `\n${QUERIES} queries of 1 to 3 words per locale, after ${WARM_UP} warm-up queries; target p95 < ${TARGET_MS} ms.`,
);
const slow = rows.filter((row) => Number(row.p95Ms) >= TARGET_MS);
if (slow.length > 0) {
  console.log(`Over target: ${slow.map((row) => row.locale).join(', ')}`);
  process.exitCode = 1;
}
