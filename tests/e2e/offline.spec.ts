// Offline-first: after one online visit the visitor's language works without a network; pages
// never opened show the offline page; news read once reads again; gallery images seen stay.

import { expect, test, type Page } from '@playwright/test';
import { firstSlug } from './support';

test.use({ serviceWorkers: 'allow' });

/** Waits until the service worker controls the page and holds every page of `locale`. */
async function waitForOfflineReady(page: Page, locale: string): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 20_000 })
    .toBe(true);
  await expect
    .poll(
      () =>
        page.evaluate(
          async (cacheName) => (await (await caches.open(cacheName)).match('/__revisions__')) !== undefined,
          `ccis-locale-${locale}-v1`,
        ),
      { timeout: 30_000 },
    )
    .toBe(true);
}

test('after one visit, the pages and forms of that language open offline', async ({ page, context }) => {
  await page.goto('/th');
  await waitForOfflineReady(page, 'th');
  await context.setOffline(true);

  const pages: [string, string][] = [
    ['/th', 'h1'],
    ['/th/curriculum', 'หลักสูตร'],
    ['/th/school-fees', 'ค่าเล่าเรียน'],
    ['/th/visa-information', 'วีซ่า'],
    ['/th/school-bus', 'รถรับส่งนักเรียน'],
    ['/th/faq', 'คำถาม'],
    ['/th/apply-now', ''],
    ['/th/application-form', ''],
    ['/th/bus-registration', ''],
    ['/th/contact-us', ''],
    ['/th/scholarship-application-form', ''],
    ['/th/news-updates', ''],
    ['/th/homestay', ''],
  ];
  for (const [path, text] of pages) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.locator('h1'), path).toBeVisible();
    if (text && text !== 'h1') await expect(page.locator('h1'), path).toContainText(text);
    await expect(page.locator('html')).toHaveAttribute('lang', 'th');
  }

  // Client-side navigation offline, and a reload.
  await page.goto('/th/curriculum');
  await page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
  await page
    .getByRole('link', { name: /^ถัดไป|Next/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/th\/early-years-and-foundation$/);
  await expect(page.locator('h1')).toBeVisible();
  await page.reload();
  await expect(page.locator('h1')).toBeVisible();

  // The quiet indicator says so.
  await expect(page.getByRole('status').filter({ hasText: 'ออฟไลน์' })).toBeVisible();
});

test('an unvisited news article shows the offline page; one read once reads again', async ({
  page,
  context,
  request,
}) => {
  const slug = await firstSlug(request, 'posts', 'en');
  await page.goto('/');
  await waitForOfflineReady(page, 'en');
  await page.goto(`/news-updates/${slug}`);
  const title = await page.locator('h1').textContent();
  await context.setOffline(true);

  await page.goto(`/news-updates/${slug}`);
  await expect(page.locator('h1')).toHaveText(title ?? '');

  await page.goto('/news-updates/kindergarten');
  await expect(page.locator('h1')).toHaveText('This page is not saved on this device yet');
  await expect(page.getByRole('link', { name: 'Online application' })).toBeVisible();
  await page.getByRole('link', { name: 'School fees' }).first().click();
  await expect(page.locator('h1')).toHaveText('School fees');
});

test('a gallery image seen once shows offline', async ({ page, context, request }) => {
  const slug = await firstSlug(request, 'school_galley', 'en');
  await page.goto(`/school-gallery/${slug}`);
  await waitForOfflineReady(page, 'en');
  await page.reload();
  const image = page.locator('main img').first();
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  await context.setOffline(true);
  await page.reload();
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
});

test('other languages are not fetched until used, and open offline once visited', async ({ page, context }) => {
  const requested: string[] = [];
  context.on('request', (r) => requested.push(new URL(r.url()).pathname));
  await page.goto('/ru/curriculum');
  await waitForOfflineReady(page, 'ru');
  expect(requested.filter((p) => p.startsWith('/th') || p.startsWith('/cn'))).toEqual([]);
  expect(requested.filter((p) => p === '/sw-bundles/th.json' || p === '/sw-bundles/cn.json')).toEqual([]);

  // A Thai page never opened: the (English) offline page, since nothing Thai is on the device.
  await context.setOffline(true);
  await page.goto('/th/school-fees');
  await expect(page.locator('h1')).toHaveText('This page is not saved on this device yet');

  // Once a Thai page has been visited, it opens offline too.
  await context.setOffline(false);
  await page.goto('/th/visa-information');
  await expect(page.locator('h1')).toHaveText('ข้อมูลวีซ่า');
  // Let the worker finish saving the Thai pages it started on that visit before the network goes.
  await waitForOfflineReady(page, 'th');
  await context.setOffline(true);
  await page.goto('/ru/visa-information');
  await expect(page.locator('h1')).toHaveText('Информация о визах');
  await page.goto('/th/visa-information');
  await expect(page.locator('h1')).toHaveText('ข้อมูลวีซ่า');
});

test('search works offline and splits Thai and Chinese into words', async ({ page, context }) => {
  await page.goto('/th/search');
  await waitForOfflineReady(page, 'th');
  await page.goto('/cn');
  await waitForOfflineReady(page, 'cn');
  await context.setOffline(true);

  await page.goto('/th/search');
  await page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
  await page.locator('#searchInput').fill('ธนาคาร');
  await expect(page.getByRole('main').getByRole('link', { name: 'ข้อมูลวีซ่า' })).toBeVisible();
  await expect(page.locator('mark').first()).toHaveText('ธนาคาร');

  await page.goto('/cn/search?q=押金');
  await page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
  await expect(page.getByRole('main').getByRole('link', { name: '学费', exact: true })).toBeVisible();
});
