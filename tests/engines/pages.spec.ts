// Every kind of page, in all four languages, as a new visitor opens it in this engine: its
// heading and language, hydrated, with no console error, no uncaught exception and no CSP
// violation (neither reported by the engine nor posted to /csp-report) in any of them.

import { localeInfo, localePath, type Locale } from '../../src/i18n/locales';
import { expect, serverPort, test } from './support/fixtures';
import { shown, whenInteractive } from './support/site';

async function firstSlug(type: 'posts' | 'school_galley', locale: Locale): Promise<string> {
  const url = `http://127.0.0.1:${serverPort()}/wp-json/wp/v2/${type}?lang=${localeInfo[locale].wp}&per_page=1`;
  const [item] = (await (await fetch(url)).json()) as { slug: string }[];
  if (!item) throw new Error(`no ${type} in the seed for ${locale}`);
  return item.slug;
}

test('every kind of page in four languages shows, hydrates and reports no error', async ({ site }) => {
  test.setTimeout(180_000);
  const pages: { path: string; lang: string; heading?: RegExp; status?: number }[] = [
    { path: '/', lang: 'en' },
    { path: '/th/curriculum', lang: 'th', heading: /หลักสูตร/ },
    { path: '/ru/school-fees', lang: 'ru', heading: /Стоимость обучения|Плата/ },
    { path: '/cn/visa-information', lang: 'zh-CN' },
    { path: '/ru/news-updates', lang: 'ru' },
    { path: localePath('cn', `news-updates/${await firstSlug('posts', 'cn')}`), lang: 'zh-CN' },
    { path: '/th/school-gallery', lang: 'th' },
    { path: localePath('en', `school-gallery/${await firstSlug('school_galley', 'en')}`), lang: 'en' },
    { path: '/th/contact-us', lang: 'th' },
    { path: '/application-form', lang: 'en' },
    { path: '/cn/search', lang: 'zh-CN' },
    { path: '/ru/no-such-page', lang: 'ru', status: 404 },
  ];
  const browser = await site.open();
  const errors: string[] = [];
  for (const { path, lang, heading, status } of pages) {
    const before = browser.errors().length;
    await browser.page.goto(path);
    const page = await shown(browser.page);
    expect(page.lang, path).toBe(lang);
    if (heading) expect(page.h1, path).toMatch(heading);
    await whenInteractive(browser.page);
    // The not-found page's own status is reported by Chromium as a failed load: that one is expected.
    const own = (error: string) => status === 404 && /status of 404/.test(error);
    errors.push(
      ...browser
        .errors()
        .slice(before)
        .filter((error) => !own(error))
        .map((error) => `${path}: ${error}`),
    );
  }
  expect(errors).toEqual([]);
  expect(site.link.requests.filter((line) => line.startsWith('POST /csp-report'))).toEqual([]);
});
