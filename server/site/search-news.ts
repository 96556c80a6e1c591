// /search/<locale>.json with the news WordPress has now: the build's page documents
// (dist/ssr/search-pages.json, written by scripts/search-index.ts) and every published article,
// indexed together. Without the server, the build's file holds the news of the build.

import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { WpClient } from '../../src/content/wp-client';
import type { Locale } from '../../src/i18n/locales';
import { buildIndex, serializeIndex, type SearchDoc } from '../../src/search';
import { newsSearchDoc } from '../../src/search/news-doc';

export const SEARCH_PAGES_FILE = 'search-pages.json';

const pagesOf = new Map<string, Promise<Record<Locale, SearchDoc[]>>>();

/** The serialised index of `locale`: the build's pages and WordPress's news. */
export async function searchIndexJson(client: WpClient, locale: Locale, ssrDir: string): Promise<string> {
  let pages = pagesOf.get(ssrDir);
  if (!pages) {
    pages = readFile(path.join(ssrDir, SEARCH_PAGES_FILE), 'utf8').then(
      (text) => JSON.parse(text) as Record<Locale, SearchDoc[]>,
    );
    pagesOf.set(ssrDir, pages);
  }
  const docs = [...((await pages)[locale] ?? [])];
  for (let page = 1, total = 1; page <= total; page += 1) {
    const list = await client.listPosts(locale, { page, perPage: 100 });
    total = list.totalPages;
    docs.push(...list.items.map((post) => newsSearchDoc(locale, post)));
  }
  return serializeIndex(buildIndex(docs, locale));
}
