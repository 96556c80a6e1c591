// Builds the search index of each locale from the prerendered pages in dist/client and writes it
// to dist/client/search/<locale>.json, which the search page loads (and the service worker caches).
// Runs after prerender: what the index holds is exactly what the pages show.

import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { htmlToText } from '../src/content/html-text';
import { locales, splitLocale, type Locale } from '../src/i18n/locales';
import { matchRoute, type RouteKind } from '../src/routes/table';
import { buildIndex, serializeIndex, type SearchDoc } from '../src/search';
import { SEARCH_PAGES_FILE } from '../server/site/search-news';

export interface SearchIndexReport {
  locale: string;
  docs: number;
  bytes: number;
}

/** Route kinds and ids that are not worth finding: lists of other pages, drafts, search itself. */
const SKIPPED_KINDS: ReadonlySet<RouteKind> = new Set(['news-page', 'search', 'device']);
const SKIPPED_IDS: ReadonlySet<string> = new Set(['application-draft']);
const SKIPPED_DIRS = ['_errors', 'assets', 'search'];

// A tag, with quoted attribute values skipped whole (they may contain '>').
const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
const UNPARSED = /<!--[\s\S]*?-->|<(script|style|template|noscript)\b[\s\S]*?<\/\1\s*>/gi;
// A closing tag right before an opening one: separate blocks laid out side by side (buttons, a
// bold label and its line) whose words must not run together.
const ADJACENT_TAGS = /(<\/[a-zA-Z][^>]*>)(?=<[a-zA-Z])/g;
const CLASS_ATTR = /(?:^|\s)class\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/i;

interface ElementRange {
  start: number;
  innerStart: number;
  innerEnd: number;
  end: number;
}

type TagTest = (name: string, attrs: string) => boolean;

function hasClass(attrs: string, name: string): boolean {
  const match = CLASS_ATTR.exec(attrs);
  const value = match?.[1] ?? match?.[2] ?? match?.[3] ?? '';
  return value.split(/\s+/).includes(name);
}

/** The outermost elements whose opening tag passes `test`, balanced by counting tags of the same name. */
function findElements(html: string, test: TagTest): ElementRange[] {
  const found: ElementRange[] = [];
  let open: { name: string; start: number; innerStart: number; depth: number } | undefined;
  for (const tag of html.matchAll(TAG)) {
    const [whole, slash, rawName = '', attrs = ''] = tag;
    const name = rawName.toLowerCase();
    const selfClosing = attrs.trimEnd().endsWith('/');
    if (!open) {
      if (!slash && !selfClosing && test(name, attrs))
        open = { name, start: tag.index, innerStart: tag.index + whole.length, depth: 1 };
      continue;
    }
    if (name !== open.name || selfClosing) continue;
    open.depth += slash ? -1 : 1;
    if (open.depth === 0) {
      found.push({
        start: open.start,
        innerStart: open.innerStart,
        innerEnd: tag.index,
        end: tag.index + whole.length,
      });
      open = undefined;
    }
  }
  // An element left open runs to the end of the document.
  if (open) found.push({ start: open.start, innerStart: open.innerStart, innerEnd: html.length, end: html.length });
  return found;
}

function innerHtml(html: string, test: TagTest): string | undefined {
  const [first] = findElements(html, test);
  return first && html.slice(first.innerStart, first.innerEnd);
}

function removeElements(html: string, test: TagTest): string {
  let out = '';
  let position = 0;
  for (const range of findElements(html, test)) {
    out += `${html.slice(position, range.start)} `;
    position = range.end;
  }
  return out + html.slice(position);
}

const isMain: TagTest = (name) => name === 'main';
const isH1: TagTest = (name) => name === 'h1';
const isPageHeader: TagTest = (name, attrs) => name === 'header' && hasClass(attrs, 'page-header');
const isLead: TagTest = (name, attrs) => name === 'p' && hasClass(attrs, 'lead');
// The side menu and pagination (nav) and the 'Next' link name other pages, not this one.
const isChrome: TagTest = (name, attrs) => name === 'nav' || hasClass(attrs, 'next-link');

/**
 * Title and text of one prerendered page: the `<h1>` as title; the text of `<main>` without the
 * heading block, menus and the 'Next' link. The heading block's lead paragraph (the page's
 * summary) is kept as the start of the text.
 */
export function pageText(html: string): { title: string; text: string } | undefined {
  const main = innerHtml(html.replace(UNPARSED, ' ').replace(ADJACENT_TAGS, '$1 '), isMain);
  if (main === undefined) return undefined;
  const title = htmlToText(innerHtml(main, isH1) ?? '');
  const header = innerHtml(main, isPageHeader);
  const lead = header === undefined ? '' : htmlToText(innerHtml(header, isLead) ?? '');
  const body = htmlToText(removeElements(removeElements(removeElements(main, isPageHeader), isH1), isChrome));
  return { title, text: [lead, body].filter(Boolean).join(' ') };
}

/** Site paths (`/`, `/th/school-fees`) of every prerendered page under `distDir`. */
async function pagePaths(distDir: string): Promise<string[]> {
  const files = await readdir(distDir, { recursive: true });
  return (
    files
      .map((file) => file.split(path.sep).join('/'))
      .filter((file) => file === 'index.html' || file.endsWith('/index.html'))
      .filter((file) => !SKIPPED_DIRS.some((dir) => file.startsWith(`${dir}/`)))
      // Folders hold decoded paths (a Thai slug is a Thai folder name); addresses are encoded.
      .map((file) =>
        `/${file.slice(0, -'index.html'.length).replace(/\/$/, '')}`.split('/').map(encodeURIComponent).join('/'),
      )
      .sort()
  );
}

async function readDoc(distDir: string, url: string): Promise<{ locale: Locale; doc: SearchDoc } | undefined> {
  const { locale, rest } = splitLocale(url);
  const match = matchRoute(rest);
  if (!match || SKIPPED_KINDS.has(match.route.kind) || SKIPPED_IDS.has(match.route.id)) return undefined;
  const html = await readFile(path.join(distDir, decodeURIComponent(url), 'index.html'), 'utf8');
  const page = pageText(html);
  if (!page || !page.title) return undefined;
  const kind = match.route.kind === 'news-article' ? 'news' : 'page';
  return { locale, doc: { id: url, url, title: page.title, text: page.text, kind } };
}

/**
 * Indexes the prerendered pages of each locale in `distDir` (dist/client) and writes
 * `search/<locale>.json` there, and the page documents alone to `ssrDir` when given. Returns,
 * per locale, how many pages it holds and its size.
 */
export async function writeSearchIndexes(distDir: string, ssrDir?: string): Promise<SearchIndexReport[]> {
  const byLocale = new Map<Locale, SearchDoc[]>(locales.map((locale) => [locale, []]));
  for (const url of await pagePaths(distDir)) {
    const found = await readDoc(distDir, url);
    if (found) byLocale.get(found.locale)?.push(found.doc);
  }
  const outDir = path.join(distDir, 'search');
  await mkdir(outDir, { recursive: true });
  // The pages without the news, for the server, which adds the news WordPress has at the time.
  const pagesOnly = Object.fromEntries(
    locales.map((l) => [l, (byLocale.get(l) ?? []).filter((d) => d.kind === 'page')]),
  );
  if (ssrDir) await writeFile(path.join(ssrDir, SEARCH_PAGES_FILE), JSON.stringify(pagesOnly));
  const reports: SearchIndexReport[] = [];
  for (const locale of locales) {
    const docs = byLocale.get(locale) ?? [];
    const json = serializeIndex(buildIndex(docs, locale));
    await writeFile(path.join(outDir, `${locale}.json`), json);
    reports.push({ locale, docs: docs.length, bytes: Buffer.byteLength(json) });
  }
  return reports;
}
