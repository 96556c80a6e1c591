// Every route of the table, in all four languages: 200, the right <html lang>, an <h1>, the full
// hreflang set, and no console error. Plus the dynamic routes and the raw HTML without JavaScript.

import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { firstSlug, localeInfo, localePath, locales, staticPagePaths, watchErrors, type Locale } from './support';

const origin = 'https://www.coconutcoast.school';

async function expectPage(page: import('@playwright/test').Page, path: string, locale: Locale, rest: string) {
  const errors = watchErrors(page);
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', localeInfo[locale].tag);
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page.locator('h1')).not.toBeEmpty();
  const alternates = await page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((links) => links.map((l) => `${l.getAttribute('hreflang')} ${l.getAttribute('href')}`));
  expect(alternates.sort()).toEqual(
    [
      ...locales.map((l) => `${localeInfo[l].tag} ${origin}${localePath(l, rest)}`),
      `x-default ${origin}${localePath('en', rest)}`,
    ].sort(),
  );
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', origin + localePath(locale, rest));
  // Hydrated: the language menu responds.
  await page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
  expect(errors, path).toEqual([]);
  // WCAG 2.2 A and AA on every page of every locale.
  const axe = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(
    axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    path,
  ).toEqual([]);
}

for (const locale of locales) {
  test.describe(`pages in ${locale}`, () => {
    for (const { path, rest } of staticPagePaths().filter((p) => p.locale === locale)) {
      test(`${path} renders`, async ({ page }) => {
        await expectPage(page, path, locale, rest);
      });
    }

    test('dynamic routes: an article, a news page, a gallery item and a saved draft', async ({ page, request }) => {
      const post = await firstSlug(request, 'posts', locale);
      const gallery = await firstSlug(request, 'school_galley', locale);
      for (const rest of [`news-updates/${post}`, 'news-updates/page/2', `school-gallery/${gallery}`]) {
        await expectPage(page, localePath(locale, rest), locale, rest);
      }
      const response = await page.goto(localePath(locale, 'application-form/3f2b8c1e-draft'));
      expect(response?.status()).toBe(200);
      await expect(page.locator('h1')).toHaveCount(1);
    });
  });
}

test('the raw HTML carries the main text without JavaScript', async ({ request }) => {
  const samples: [string, string[]][] = [
    ['/', ['Coconut Coast International School', 'Learning that opens the world']],
    ['/school-fees', ['School fees', 'Tuition fees, deposits, discounts']],
    ['/th/curriculum', ['หลักสูตร']],
    ['/ru/visa-information', ['виз']],
    ['/cn/faq', ['常见问题']],
  ];
  for (const [path, texts] of samples) {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const html = await response.text();
    const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
    for (const text of texts) expect(main, `${path} contains ${text}`).toContain(text);
  }
});

test('a page renders with JavaScript disabled', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/ru/school-fees');
  await expect(page.locator('h1')).toBeVisible();
  await expect(page.locator('footer')).toBeVisible();
  await context.close();
});
