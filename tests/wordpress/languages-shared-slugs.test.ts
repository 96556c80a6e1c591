// Languages with a multilingual plugin that sends each post's language but no translations map
// (the test WordPress's "no-translations" profile): a translation is known only where the plugin
// shares the slug across languages. Nothing is guessed from a slug that merely looks alike.

import { afterAll, describe, expect, inject, it } from 'vitest';
import { alternatesOf, canonicalOf, profileUrl, publicUrl, siteFor } from './site';

const wordpress = inject('wordpress');
const site = siteFor(profileUrl(wordpress.url, 'no-translations'));
afterAll(() => site.close());

const html = async (pathname: string) => (await site.get(pathname)).text();

describe('without a translations map', () => {
  it('names the languages that have the same slug, and each answers 200', async () => {
    const alternates = alternatesOf(await html('/news-updates/open-house-2026'));
    expect(alternates).toEqual({
      en: publicUrl('/news-updates/open-house-2026'),
      th: publicUrl('/th/news-updates/open-house-2026'),
      ru: publicUrl('/ru/news-updates/open-house-2026'),
      'zh-CN': publicUrl('/cn/news-updates/open-house-2026'),
      'x-default': publicUrl('/news-updates/open-house-2026'),
    });
    for (const href of Object.values(alternates)) expect((await site.get(new URL(href).pathname)).status).toBe(200);
  });

  it('names none where the slugs differ (WordPress’s -2, -3), rather than guessing', async () => {
    const page = await html('/news-updates/sports-day-2026');
    expect(alternatesOf(page)).toEqual({});
    expect(canonicalOf(page)).toBe(publicUrl('/news-updates/sports-day-2026'));
    const switched = await site.get('/news-updates/sports-day-2026?lang=th');
    expect(switched.headers.get('location')).toBe('/th/news-updates');
  });
});
