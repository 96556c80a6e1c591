// Real HTTP statuses for redirects and missing pages, the error pages, and the guard that reloads
// the page once when a code chunk fails to load (then says so, instead of reloading in a loop).
// What a failing WordPress does to a page is the server's (tests/server).

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
  await page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
  await expect(page.getByRole('link', { name: 'Go back to home' })).toBeVisible();

  const th = await page.goto('/th/news-updates/page/999');
  expect(th?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
  await expect(page.locator('h1')).not.toHaveText('Sorry, page not found!');
});

test('a form page whose code fails to load reloads once; a second failure says so and keeps the page', async ({
  page,
}) => {
  // As after a deployment: the old chunk is gone for the first page (its preload and its
  // import); the reloaded page gets the current one.
  let navigations = 0;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations += 1;
  });
  await page.route(/\/assets\/form-[A-Za-z0-9_-]{8}\.js$/, (route) =>
    navigations < 2 ? route.abort() : route.continue(),
  );
  await page.goto('/contact-us');
  await page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
  expect(Number(await page.evaluate(() => sessionStorage.getItem('ccis:chunk-reload-at')))).toBeGreaterThan(0);
  await expect(page.getByLabel('Full name')).toBeVisible();

  // Another failure within 60 seconds: no reload loop; the page stays readable and says so.
  await page.route(/\/assets\/form-[A-Za-z0-9_-]{8}\.js$/, (route) => route.abort());
  let reloads = 0;
  page.on('load', () => (reloads += 1));
  const laterIslands = page.waitForResponse(/\/assets\/later-[A-Za-z0-9_-]{8}\.js$/);
  await page.goto('/bus-registration');
  reloads = 0;
  const notice = page.getByText('Part of this page could not load without a connection.');
  await expect(notice).toBeVisible();
  // The page's later islands load after the form failed, and leave the notice as it is.
  await laterIslands;
  await page.waitForLoadState('networkidle');
  await expect(notice).toBeVisible();
  await expect(page.locator('h1')).toHaveText('School bus registration');
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'School fees' })).toBeVisible();
  expect(reloads).toBe(0);
});

test("the app's own chunk failing to load reloads the page once, which then hydrates", async ({ page }) => {
  // As after a deployment, for a page whose HTML is older than the files on the server. The search
  // page hydrates the app (a form page loads its own island: the test above).
  let attempts = 0;
  await page.route(/\/assets\/app-[^/]+\.js$/, (route) => (attempts++ === 0 ? route.abort() : route.continue()));
  const reloaded = page.waitForEvent('load');
  await page.goto('/search');
  await reloaded;
  await page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
  // Refused once, then fetched again by the reloaded page (its preload and its import).
  expect(attempts).toBeGreaterThanOrEqual(2);
  expect(Number(await page.evaluate(() => sessionStorage.getItem('ccis:chunk-reload-at')))).toBeGreaterThan(0);
});
