// After prerendering: decides what the service worker precaches (the shell, its code, the
// language-independent page code, Latin fonts, icons, offline pages) and what each language's
// bundle holds (its pages, catalogue, prose chunks, fonts and search index), then writes the
// precache list into sw.js with workbox-build and the bundles to /sw-bundles/<locale>.json.

import { createHash } from 'node:crypto';
import { readFile, rm, writeFile, mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';
import { injectManifest } from 'workbox-build';
import { localePath, locales, type Locale } from '../src/i18n/locales';
import { localeBundleUrl, type LocaleBundle } from '../src/sw/constants';
import { calendarFileUrl } from '../src/data/calendar-ics';
import type { BuildSettings } from './build-settings';
import type { PrerenderedPage } from './prerender';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
}
type ViteManifest = Record<string, ManifestChunk>;

/** Fonts by script: the Latin core is precached; Thai and Cyrillic come with their language. */
const fontLocale = (file: string): Locale | 'all' | undefined => {
  if (!/\.woff2?$/.test(file)) return undefined;
  if (file.endsWith('.woff')) return undefined; // only for browsers without woff2: not cached ahead
  // The whole Latin face is for characters beyond the core (an accented name in a news post): the
  // service worker caches it when a page uses it; none of our own pages does.
  if (file.includes('inter-latin-wght-normal-')) return undefined;
  if (file.includes('-thai-')) return 'th';
  if (file.includes('-cyrillic-')) return 'ru';
  return 'all';
};

/** The language of a chunk made for one (a catalogue or a part of one, a page's prose), if any. */
const LOCALE_CHUNK = /^src\/(?:locales\/(?:forms\/[\w-]+\.)?(\w+)\.json(?:\?part=\w+)?|pages\/[^/]+\/(\w+)\.tsx)$/;

/**
 * The files of chunk `key` and of everything it imports. With `dynamic`, also what it imports
 * later (`import()`), however late, except chunks of one language, which come with that
 * language's bundle: a chunk fetched from the HTTP cache alone breaks its feature offline once the
 * browser purges that cache.
 */
function closure(manifest: ViteManifest, key: string, dynamic = false, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return new Set();
  seen.add(key);
  // Fonts are sorted by script below, not pulled in with the stylesheet that names them all.
  const assets = (chunk.assets ?? []).filter((a) => !/\.woff2?$/.test(a));
  const files = new Set<string>([chunk.file, ...(chunk.css ?? []), ...assets]);
  const later = dynamic ? (chunk.dynamicImports ?? []).filter((dep) => !LOCALE_CHUNK.test(dep)) : [];
  for (const dep of [...(chunk.imports ?? []), ...later])
    for (const f of closure(manifest, dep, dynamic, seen)) files.add(f);
  return files;
}

const md5 = async (file: string) =>
  createHash('md5')
    .update(await readFile(file))
    .digest('hex')
    .slice(0, 16);

export interface ServiceWorkerReport {
  precache: { count: number; size: number };
  bundles: Record<Locale, { entries: number }>;
}

export async function writeServiceWorkerFiles(
  settings: BuildSettings,
  pages: PrerenderedPage[],
): Promise<ServiceWorkerReport> {
  const { distDir } = settings;
  const manifestFile = path.join(distDir, '.vite/manifest.json');
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as ViteManifest;
  await rm(path.join(distDir, '.vite'), { recursive: true, force: true });

  const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry && k.endsWith('index.html'));
  if (!entryKey) throw new Error('no entry in the Vite manifest');
  // The entry (src/boot.ts), the islands it starts after the load event and, on app pages, the
  // app: everything they can ever load, in every language.
  const shared = closure(manifest, entryKey, true);
  for (const key of Object.keys(manifest)) {
    // Page code is the same in every language: precache it so every page and form opens offline.
    if (key.startsWith('src/app/pages/')) for (const f of closure(manifest, key, true)) shared.add(f);
    // Form code and the Thai address data (one small chunk per province, about 110 KB gzip in
    // all): every form, and the bus form's address picker, work offline from the first visit.
    if (key.startsWith('src/wizards/') || key.startsWith('src/forms/') || key.startsWith('src/data/thailand/')) {
      for (const f of closure(manifest, key)) shared.add(f);
    }
  }

  const perLocale = Object.fromEntries(locales.map((l) => [l, new Set<string>()])) as Record<Locale, Set<string>>;
  for (const key of Object.keys(manifest)) {
    const match = LOCALE_CHUNK.exec(key);
    const locale = (match?.[1] ?? match?.[2]) as Locale | undefined;
    if (locale && perLocale[locale])
      for (const f of closure(manifest, key)) if (!shared.has(f)) perLocale[locale].add(f);
  }
  // Fonts come from the stylesheet, not from a chunk's imports: sort them by script.
  for (const file of await readdir(path.join(distDir, 'assets'))) {
    const owner = fontLocale(file);
    if (owner === 'all') shared.add(`assets/${file}`);
    else if (owner) perLocale[owner].add(`assets/${file}`);
  }

  const bundles = {} as Record<Locale, { entries: number }>;
  await mkdir(path.join(distDir, 'sw-bundles'), { recursive: true });
  for (const locale of locales) {
    const entries: LocaleBundle['entries'] = [];
    // Every page of the brief in this language; news and gallery items are cached when read.
    for (const page of pages.filter((p) => p.locale === locale && !p.dynamic)) {
      const url = localePath(locale, page.rest);
      entries.push({ url, revision: await md5(path.join(distDir, url, 'index.html')) });
    }
    for (const file of [...perLocale[locale]].sort()) entries.push({ url: `/${file}`, revision: null });
    // The calendar page's download, so it works offline too.
    const calendar = calendarFileUrl(locale);
    entries.push({ url: calendar, revision: await md5(path.join(distDir, calendar)) });
    const searchIndex = path.join(distDir, 'search', `${locale}.json`);
    try {
      entries.push({ url: `/search/${locale}.json`, revision: await md5(searchIndex) });
    } catch {
      // No search index in this build.
    }
    const version = createHash('md5').update(JSON.stringify(entries)).digest('hex').slice(0, 16);
    const bundle: LocaleBundle = { version, entries };
    await writeFile(path.join(distDir, localeBundleUrl(locale).slice(1)), JSON.stringify(bundle));
    bundles[locale] = { entries: entries.length };
  }

  const globPatterns = [
    ...[...shared].sort(),
    'shell.html',
    // The English offline page; each language's own comes with its bundle.
    'offline/index.html',
    'manifest.webmanifest',
    'icons/favicon-96x96.png',
    'icons/pwa-192x192.png',
    'icons/apple-touch-icon-180x180.png',
  ];
  const result = await injectManifest({
    swSrc: path.join(distDir, 'sw.js'),
    swDest: path.join(distDir, 'sw.js'),
    globDirectory: distDir,
    globPatterns,
    dontCacheBustURLsMatching: /^assets\//,
    maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
  });
  if (result.warnings.length) console.warn(result.warnings.join('\n'));
  return { precache: { count: result.count, size: result.size }, bundles };
}
