// Reads the production build (npm run build comes first in npm test): what the service worker
// precaches, and what each language's offline bundle holds.

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { LocaleBundle } from '../../src/sw/constants';

const dist = path.join(import.meta.dirname, '../../dist/client');

function precacheUrls(): string[] {
  const sw = readFileSync(path.join(dist, 'sw.js'), 'utf8');
  expect(sw).not.toContain('self.__WB_MANIFEST');
  return [...sw.matchAll(/\{"revision":(?:"[^"]*"|null),"url":"([^"]+)"\}/g)].map(
    (m) => `/${m[1]!.replace(/^\//, '')}`,
  );
}

const bundle = (locale: string) =>
  JSON.parse(readFileSync(path.join(dist, 'sw-bundles', `${locale}.json`), 'utf8')) as LocaleBundle;

describe('precache manifest', () => {
  const urls = precacheUrls();

  it('holds the shell, its code and styles, Latin fonts, icons and the offline page', () => {
    expect(urls).toContain('/shell.html');
    expect(urls).toContain('/offline/index.html');
    expect(urls).toContain('/manifest.webmanifest');
    expect(urls).toContain('/icons/pwa-192x192.png');
    const html = readFileSync(path.join(dist, 'shell.html'), 'utf8');
    for (const [, file] of html.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)) expect(urls).toContain(`/${file}`);
    expect(urls.some((u) => /inter-latin-core-wght-normal.*\.woff2$/.test(u))).toBe(true);
    // The whole Latin face, for rarer characters, is cached only when a page uses it.
    expect(urls.filter((u) => /inter-latin-wght-normal/.test(u))).toEqual([]);
    // Every page's code: the islands every page starts after its load event, the app and every
    // form, so every page and form opens offline (tests/build/offline-module-graph.test.ts checks
    // the whole module graph).
    expect(urls.some((u) => /\/assets\/later-.*\.js$/.test(u))).toBe(true);
    expect(urls.some((u) => /\/assets\/form-[\w-]{8}\.js$/.test(u))).toBe(true);
  });

  it('leaves out pages, other languages, fonts of other scripts, images and data', () => {
    expect(urls.filter((u) => u.endsWith('.html') && u !== '/shell.html' && u !== '/offline/index.html')).toEqual([]);
    expect(urls.filter((u) => /\/assets\/(th|ru|cn|en)-[\w-]+\.js$/.test(u))).toEqual([]);
    expect(urls.filter((u) => /thai|cyrillic/.test(u))).toEqual([]);
    expect(urls.filter((u) => u.startsWith('/wp-content/') || u.startsWith('/search/') || u.endsWith('.jpg'))).toEqual(
      [],
    );
  });
});

describe('offline bundles per language', () => {
  it('hold every page of the language with its catalogue, fonts and search index', () => {
    const th = bundle('th').entries.map((e) => e.url);
    for (const page of [
      '/th',
      '/th/curriculum',
      '/th/school-fees',
      '/th/application-form',
      '/th/bus-registration',
      '/th/offline',
    ]) {
      expect(th).toContain(page);
    }
    expect(th.some((u) => /\/assets\/th-[\w-]+\.js$/.test(u))).toBe(true);
    expect(th.some((u) => /noto-sans-thai-thai-wght-normal.*\.woff2$/.test(u))).toBe(true);
    expect(th).toContain('/search/th.json');
    expect(th.filter((u) => u.startsWith('/ru') || u.startsWith('/cn') || u === '/curriculum')).toEqual([]);
  });

  it('do not carry news articles or gallery items, which are cached when read', () => {
    for (const locale of ['en', 'th', 'ru', 'cn']) {
      const urls = bundle(locale).entries.map((e) => e.url);
      expect(urls.filter((u) => /news-updates\/.+|school-gallery\/.+/.test(u))).toEqual([]);
    }
  });

  it('version each page so only changed pages are fetched again', () => {
    const en = bundle('en');
    expect(en.version).toMatch(/^[0-9a-f]{16}$/);
    const home = en.entries.find((e) => e.url === '/');
    expect(home?.revision).toMatch(/^[0-9a-f]{16}$/);
  });
});
