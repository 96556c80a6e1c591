// Languages as WordPress has them, with a multilingual plugin that sends a translations map
// (Polylang Pro's `translations`): hreflang, `?lang=`, the sitemap and the search index name only
// addresses that exist, and every one of them answers 200.

import { afterAll, describe, expect, inject, it } from 'vitest';
import { alternatesOf, canonicalOf, publicUrl, siteFor } from './site';

const wordpress = inject('wordpress');
const site = siteFor(wordpress.url);
afterAll(() => site.close());

const html = async (pathname: string) => (await site.get(pathname)).text();
const pathOf = (href: string) => new URL(href).pathname;

describe('hreflang from the translations map', () => {
  it('names the same four addresses from each of them, and each answers 200', async () => {
    const first = alternatesOf(await html('/news-updates/sports-day-2026'));
    expect(Object.keys(first)).toEqual(['en', 'th', 'ru', 'zh-CN', 'x-default']);
    for (const href of Object.values(first)) {
      const page = await site.get(pathOf(href));
      expect(page.status, href).toBe(200);
      const own = await page.text();
      expect(alternatesOf(own), href).toEqual(first);
      expect(canonicalOf(own)).toBe(href);
    }
  });

  it('names no alternates for an article in one language', async () => {
    expect(alternatesOf(await html('/news-updates/art-week'))).toEqual({});
  });

  it('names a later news page only in the languages that have it', async () => {
    expect((await site.get('/news-updates/page/2')).status).toBe(200);
    expect((await site.get('/th/news-updates/page/2')).status).toBe(404);
    expect(alternatesOf(await html('/news-updates/page/2'))).toEqual({});
    // Page 1 exists in every language.
    expect(Object.keys(alternatesOf(await html('/th/news-updates')))).toHaveLength(5);
  });
});

describe('the language menu of an article', () => {
  const menuOf = (page: string) =>
    [...page.matchAll(/<a href="([^"]+)"[^>]*class="lang-switcher__item"/g)].map((match) => match[1]);

  it('leads to each translation WordPress names', async () => {
    expect(menuOf(await html('/news-updates/sports-day-2026'))).toEqual([
      '/news-updates/sports-day-2026',
      '/th/news-updates/sports-day-2026-2',
      '/ru/news-updates/sports-day-2026-3',
      '/cn/news-updates/sports-day-2026-4',
    ]);
  });

  it('leads to the language’s news where there is no translation, never to a guessed address', async () => {
    expect(menuOf(await html('/news-updates/art-week'))).toEqual([
      '/news-updates/art-week',
      '/th/news-updates',
      '/ru/news-updates',
      '/cn/news-updates',
    ]);
  });
});

describe('?lang= on an article', () => {
  it('leads to its translation, as WordPress names it', async () => {
    const response = await site.get('/news-updates/sports-day-2026?lang=th');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/th/news-updates/sports-day-2026-2');
    expect(response.headers.get('set-cookie')).toMatch(/locale=th/);
  });

  it('leads to the language’s news when there is no translation', async () => {
    const response = await site.get('/news-updates/art-week?lang=ru');
    expect(response.headers.get('location')).toBe('/ru/news-updates');
  });
});

describe('the sitemap', () => {
  it('lists every article in its language with the alternates WordPress names', async () => {
    const response = await site.get('/sitemap.xml');
    expect(response.status).toBe(200);
    const xml = await response.text();
    const entry = (loc: string) => {
      const start = xml.indexOf(`<loc>${publicUrl(loc)}</loc>`);
      return start < 0 ? '' : xml.slice(start, xml.indexOf('</url>', start));
    };
    expect(entry('/th/news-updates/sports-day-2026-2')).toContain(
      `hreflang="en" href="${publicUrl('/news-updates/sports-day-2026')}"`,
    );
    expect(entry('/th/news-updates/sports-day-2026')).toBe('');
    expect(entry('/school-gallery/boarding-weekend')).toContain(publicUrl('/th/school-gallery/boarding-weekend-2'));
  });

  it('names no address that is not there', async () => {
    const xml = await (await site.get('/sitemap.xml')).text();
    const dynamic = [...xml.matchAll(/href="([^"]+)"|<loc>([^<]+)<\/loc>/g)]
      .map((m) => pathOf(m[1] ?? m[2]!))
      .filter((p) => /\/(news-updates|school-gallery)\//.test(p));
    const unique = [...new Set(dynamic)];
    expect(unique.length).toBeGreaterThan(20);
    for (const pathname of unique) expect((await site.get(pathname)).status, pathname).toBe(200);
  });
});

describe('the search index', () => {
  it('holds the news WordPress has now, at the addresses the site links to', async () => {
    const response = await site.get('/search/th.json');
    expect(response.status).toBe(200);
    const index = await response.text();
    expect(index).toContain('กีฬาสี 2026');
    expect(index).toContain(`/th/news-updates/${encodeURIComponent('ลอยกระทง-2026')}`);
    // The pages of the site are there too.
    expect(index).toContain('/th/school-fees');
  });
});
