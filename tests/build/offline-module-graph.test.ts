// Everything a page can load is available offline
// once the page has been seen. For each page type and language, the module graph the build made
// (dist/build-stats.json: the entry, the page's chunk, everything they import statically or
// dynamically, however late, but not other pages or other languages' catalogues and prose) must be
// in the service worker's precache or in that language's bundle (/sw-bundles/<locale>.json): a
// chunk fetched only from the HTTP cache breaks the page once iOS purges that cache. Read from the
// build's own data, so it holds for any chunking.

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readBuildStats, reachable, type BuildStats, type ChunkStats } from '../../scripts/build-stats';
import { locales, type Locale } from '../../src/i18n/locales';
import type { LocaleBundle } from '../../src/sw/constants';

const root = path.join(import.meta.dirname, '../..');
const dist = path.join(root, 'dist/client');

function precached(): Set<string> {
  const sw = readFileSync(path.join(dist, 'sw.js'), 'utf8');
  return new Set(
    [...sw.matchAll(/\{"revision":(?:"[^"]*"|null),"url":"([^"]+)"\}/g)].map((m) => m[1]!.replace(/^\//, '')),
  );
}

function bundled(locale: Locale): Set<string> {
  const bundle = JSON.parse(readFileSync(path.join(dist, 'sw-bundles', `${locale}.json`), 'utf8')) as LocaleBundle;
  return new Set(bundle.entries.map((entry) => entry.url.replace(/^\//, '')));
}

/** The language a chunk is made for (a catalogue, a page's prose), if any. */
function chunkLocale(facade: string | undefined): string | undefined {
  return /^src\/(?:locales\/(?:forms\/[\w-]+\.)?(\w+)\.json(?:\?part=\w+)?|pages\/[^/]+\/(\w+)\.tsx)$/
    .exec(facade ?? '')
    ?.slice(1)
    .find(Boolean);
}

/** A page type's own chunk: a router page's, or the form pages' island (src/entry-form.tsx). */
const isPage = (facade: string | undefined) => /^src\/(app\/pages\/[\w-]+|entry-form)\.tsx$/.test(facade ?? '');

/**
 * The module a chunk is named by here: its facade, or the form island's entry module for the
 * `form` group chunk (scripts/chunking.ts), which has no facade of its own.
 */
const FORM_ENTRY = 'src/entry-form.tsx';
const pageOf = (chunk: ChunkStats) => chunk.facade ?? (chunk.modules.includes(FORM_ENTRY) ? FORM_ENTRY : undefined);

/** A document page (prose, news, gallery...): the entry and its islands, no page chunk of its own. */
const DOCUMENT = 'document';

/** Chunks a page of type `pageFacade` (or a document page) in `locale` can load, from the entry on. */
function pageGraph(stats: BuildStats, pageFacade: string, locale: Locale): Set<string> {
  const chunks = Object.values(stats);
  const entries = chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.file);
  const page = chunks.find((chunk) => pageOf(chunk) === pageFacade);
  if (!page && pageFacade !== DOCUMENT) throw new Error(`no chunk for ${pageFacade}`);
  const elsewhere = chunks
    .filter((chunk) => {
      const language = chunkLocale(chunk.facade);
      return (isPage(pageOf(chunk)) && pageOf(chunk) !== pageFacade) || (language !== undefined && language !== locale);
    })
    .map((chunk) => chunk.file);
  return reachable(stats, page ? [...entries, page.file] : entries, { dynamic: true, notThrough: elsewhere });
}

describe('offline module graph', () => {
  const stats = readBuildStats(root);
  // Document pages load no page chunk; the React app pages (forms, search, device) each have one.
  const pageTypes = [DOCUMENT, ...(Object.values(stats).map(pageOf).filter(isPage) as string[])];
  const precache = precached();

  it('knows the page types of this build', () => {
    expect(pageTypes).toEqual(
      expect.arrayContaining([DOCUMENT, 'src/entry-form.tsx', 'src/app/pages/search-page.tsx']),
    );
  });

  for (const locale of locales) {
    it(`every chunk any page type can load in ${locale} is precached or in the ${locale} bundle`, () => {
      const offline = new Set([...precache, ...bundled(locale)]);
      const missing: Record<string, string[]> = {};
      for (const pageType of pageTypes) {
        const absent = [...pageGraph(stats, pageType, locale)].filter((file) => !offline.has(file));
        if (absent.length > 0) {
          const page = path.basename(pageType, '.tsx');
          // Named by the source modules inside, so the failure says what the visitor would lose.
          missing[page] = absent.map((file) => `${file} (${stats[file]?.modules.slice(0, 3).join(', ')})`).sort();
        }
      }
      expect(missing).toEqual({});
    });
  }
});
