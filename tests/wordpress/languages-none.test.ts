// A WordPress without a multilingual plugin, ACF or Yoast (the test WordPress's "bare" profile):
// WordPress ignores `lang=`, so every language shows the same news; each item has one canonical
// address (English) and no hreflang, galleries read their Gallery block, and titles and
// descriptions come from the site's own templates.

import { afterAll, describe, expect, inject, it } from 'vitest';
import { alternatesOf, canonicalOf, h1Of, profileUrl, publicUrl, siteFor, titleOf } from './site';

const wordpress = inject('wordpress');
const site = siteFor(profileUrl(wordpress.url, 'bare'));
afterAll(() => site.close());

const html = async (pathname: string) => (await site.get(pathname)).text();

describe('without a multilingual plugin', () => {
  it('serves an item under every prefix, canonical at its English address, without hreflang', async () => {
    for (const pathname of ['/news-updates/sports-day-2026-2', '/th/news-updates/sports-day-2026-2']) {
      const response = await site.get(pathname);
      expect(response.status, pathname).toBe(200);
      const page = await response.text();
      expect(h1Of(page)).toBe('กีฬาสี 2026');
      expect(canonicalOf(page)).toBe(publicUrl('/news-updates/sports-day-2026-2'));
      expect(alternatesOf(page)).toEqual({});
    }
  });

  it('lists the sitemap’s items once, at their English address', async () => {
    const xml = await html('/sitemap.xml');
    expect(xml).toContain(`<loc>${publicUrl('/news-updates/sports-day-2026-2')}</loc>`);
    expect(xml).not.toContain(`<loc>${publicUrl('/th/news-updates/sports-day-2026-2')}</loc>`);
  });
});

describe('without ACF and Yoast', () => {
  it('takes a gallery item’s photos from its Gallery block, and lists it in no section', async () => {
    const item = await html('/school-gallery/sports-day-photos');
    expect(item).toContain('alt="Year 6 runners on the track at Sports Day"');
    const list = await html('/school-gallery');
    const other = list.slice(list.indexOf('id="other"'));
    expect(other).toContain('Sports Day photos');
    expect(other).toContain('Boarders’ weekend');
  });

  it('uses the site’s own title and the excerpt as description', async () => {
    const page = await html('/news-updates/sports-day-2026');
    expect(titleOf(page)).toBe('Sports Day 2026 | Coconut Coast International School');
    expect(page).toContain('<meta data-head name="description" content="Races, relays and a tug of war.">');
  });
});
