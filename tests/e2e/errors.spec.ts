// Real HTTP statuses for redirects and missing pages, the error pages, and the guard that reloads
// the page once when a code chunk fails to load.

import { expect, test } from '@playwright/test';
import { legacyRedirects } from '../../src/routes/redirects';
import { localePath, locales } from './support';

test('every legacy address redirects with 301 under every locale, to a page that exists', async ({ request }) => {
  for (const locale of locales) {
    for (const { from, to } of legacyRedirects) {
      const response = await request.get(localePath(locale, from), { maxRedirects: 0 });
      expect(response.status(), from).toBe(301);
      expect(response.headers()['location']).toBe(localePath(locale, to));
      const target = await request.get(localePath(locale, to));
      expect(target.status(), `${locale} ${to}`).toBe(200);
    }
  }
});

test('unknown routes, bad page numbers and unknown slugs are real 404s', async ({ request }) => {
  const missing = [
    '/no-such-page',
    '/th/no-such-page',
    '/news-updates/page/0',
    '/news-updates/page/abc',
    '/news-updates/page/999',
    '/ru/news-updates/page/-1',
    '/news-updates/no-such-article',
    '/cn/school-gallery/no-such-album',
    '/news-updates/girls-homestay-x',
    '/assets/missing.js',
  ];
  for (const path of missing) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
  }
});

test('the 404 page says so, in the page language', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.locator('h1')).toHaveText('Sorry, page not found!');
  await expect(page).toHaveTitle(/This page could not be found/);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await expect(page.getByRole('link', { name: 'Go back to home' })).toBeVisible();

  const th = await page.goto('/th/news-updates/page/999');
  expect(th?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
  await expect(page.locator('h1')).not.toHaveText('Sorry, page not found!');
});

test('a failing content service shows "An error occurred"', async ({ page }) => {
  await page.goto('/news-updates');
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await page.route('**/wp-json/wp/v2/posts?**', (route) => route.fulfill({ status: 500, body: '{}' }));
  await page
    .getByRole('link', { name: 'Newer news' })
    .or(page.getByRole('link', { name: 'Older news' }))
    .first()
    .click();
  await expect(page.locator('h1')).toHaveText('An error occurred');
  await expect(page.locator('.progress-bar')).toHaveAttribute('data-state', /failed|idle/);
});

test('a page chunk that fails to load reloads the page once, not in a loop', async ({ page }) => {
  await page.goto('/');
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  // As after a deployment: the old chunk is gone once; the reloaded page gets the current one.
  let newsAttempts = 0;
  await page.route(/\/assets\/news-list-page-[^/]+\.js$/, (route) =>
    newsAttempts++ === 0 ? route.abort() : route.continue(),
  );
  const reloaded = page.waitForEvent('load');
  await page.getByRole('link', { name: 'All news' }).click();
  await reloaded;
  await expect(page).toHaveURL(/\/news-updates$/);
  await expect(page.locator('h1')).toHaveText('News and updates');
  expect(Number(await page.evaluate(() => sessionStorage.getItem('ccis:chunk-reload-at')))).toBeGreaterThan(0);

  // Another failure within 60 seconds shows the error page instead of reloading again.
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await page.route(/\/assets\/gallery-page-[^/]+\.js$/, (route) => route.abort());
  let reloads = 0;
  page.on('load', () => (reloads += 1));
  await page.getByRole('contentinfo').getByRole('link', { name: 'Gallery' }).click();
  await expect(page.locator('h1')).toHaveText('An error occurred');
  expect(reloads).toBe(0);
});

test("the app's own chunk failing to load reloads the page once, which then hydrates", async ({ page }) => {
  // As after a deployment, for a page whose HTML is older than the files on the server.
  let attempts = 0;
  await page.route(/\/assets\/app-[^/]+\.js$/, (route) => (attempts++ === 0 ? route.abort() : route.continue()));
  const reloaded = page.waitForEvent('load');
  await page.goto('/curriculum');
  await reloaded;
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  expect(attempts).toBe(2);
  expect(Number(await page.evaluate(() => sessionStorage.getItem('ccis:chunk-reload-at')))).toBeGreaterThan(0);
});
