// Caches every page of a language after the visitor first uses it, so the whole site in that
// language (pages, forms, their code, fonts and search index) opens offline. Other languages are
// not fetched until used. Entries are refreshed only when their revision changes.

import { localeBundleUrl, localeCacheName, type LocaleBundle } from './constants';
import type { Locale } from '../i18n/locales';

const REVISIONS_KEY = '/__revisions__';
const PARALLEL = 6;
const running = new Map<Locale, Promise<number>>();

async function readRevisions(cache: Cache): Promise<Record<string, string | null>> {
  const stored = await cache.match(REVISIONS_KEY);
  return stored ? ((await stored.json()) as Record<string, string | null>) : {};
}

async function fillLocaleCache(locale: Locale): Promise<number> {
  const response = await fetch(localeBundleUrl(locale), { cache: 'no-cache' });
  if (!response.ok) throw new Error(`bundle ${locale}: ${response.status}`);
  const bundle = (await response.json()) as LocaleBundle;
  const cache = await caches.open(localeCacheName(locale));
  const revisions = await readRevisions(cache);
  const wanted = new Set(bundle.entries.map((e) => e.url));

  const queue = [...bundle.entries];
  const worker = async () => {
    for (let entry = queue.shift(); entry; entry = queue.shift()) {
      if (entry.url in revisions && revisions[entry.url] === entry.revision && (await cache.match(entry.url))) continue;
      const fresh = await fetch(entry.url, { cache: 'no-cache', credentials: 'same-origin' });
      if (!fresh.ok || fresh.redirected) continue;
      await cache.put(entry.url, fresh);
      revisions[entry.url] = entry.revision;
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));

  for (const url of Object.keys(revisions)) {
    if (!wanted.has(url)) {
      await cache.delete(url);
      delete revisions[url];
    }
  }
  await cache.put(
    REVISIONS_KEY,
    new Response(JSON.stringify(revisions), { headers: { 'Content-Type': 'application/json' } }),
  );
  const pages = bundle.entries.filter((e) => !/\.\w+$/.test(e.url)).length;
  return pages;
}

/**
 * Makes sure `locale` is cached, once per worker lifetime at most (a failed attempt, e.g.
 * offline, is tried again next time).
 */
export function ensureLocaleCached(locale: Locale): Promise<number> {
  let job = running.get(locale);
  if (!job) {
    job = fillLocaleCache(locale).catch((error: unknown) => {
      running.delete(locale);
      throw error;
    });
    running.set(locale, job);
  }
  return job;
}

/** A page of `locale` from its bundle, by path. */
export async function matchLocalePage(locale: Locale, pathname: string): Promise<Response | undefined> {
  const cache = await caches.open(localeCacheName(locale));
  return cache.match(pathname);
}
