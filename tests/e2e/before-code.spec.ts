// A prerendered page works before its code arrives: with every script held
// back, the search form submits as a plain GET form and the page runs the query it is given when
// its code comes; text typed before that is kept and searched; links navigate; a form page shows
// the outline of its form, busy, and no field to type into until the form can keep what is typed;
// the form's own styles come in the page; a tap on the application's "Start a new application"
// while the form's code is on its way shows that it waits, then opens the new application
// (src/islands/held-taps.ts).

import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { readBuildStats, reachable } from '../../scripts/build-stats';

/** Holds back every script of the site until the returned function is called. */
async function holdBackScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const hydrated = (page: Page) => page.waitForFunction(() => document.documentElement.dataset.ready === 'true');

test('Enter before the code arrives searches as a GET form; the page runs the query', async ({ page }) => {
  const release = await holdBackScripts(page);
  await page.goto('/th/search', { waitUntil: 'commit' });
  const input = page.locator('#searchInput');
  await input.fill('ธนาคาร');
  await input.press('Enter');
  await expect(page).toHaveURL(/\/th\/search\?q=%E0%B8%98/);
  await expect(page.locator('h1')).toBeVisible();
  release();
  await hydrated(page);
  await expect(input).toHaveValue('ธนาคาร');
  await expect(page.getByRole('main').getByRole('link', { name: 'ข้อมูลวีซ่า' })).toBeVisible();
});

test('text typed before the code arrives is kept and searched when it comes', async ({ page }) => {
  const release = await holdBackScripts(page);
  await page.goto('/search', { waitUntil: 'commit' });
  const input = page.locator('#searchInput');
  await input.fill('deposit');
  release();
  await hydrated(page);
  await expect(input).toHaveValue('deposit');
  await expect(page).toHaveURL(/\/search\?q=deposit$/);
  await expect(page.getByRole('main').getByRole('link', { name: 'School fees', exact: true })).toBeVisible();
});

test('links of a prerendered page navigate before its code arrives', async ({ page }) => {
  const release = await holdBackScripts(page);
  await page.goto('/ru/school-fees', { waitUntil: 'commit' });
  await page.locator('footer a[href="/ru/visa-information"], main a[href="/ru/visa-information"]').first().click();
  await expect(page).toHaveURL(/\/ru\/visa-information$/);
  await expect(page.locator('h1')).toHaveText('Информация о визах');
  release();
  await hydrated(page);
});

test('a form page visibly waits for its code, then shows the form', async ({ page }) => {
  const release = await holdBackScripts(page);
  const stylesheets: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
  });
  await page.goto('/contact-us', { waitUntil: 'commit' });
  // No field to type into and lose: the outline of the form, marked busy.
  const waiting = page.locator('.wizard-loading[aria-busy="true"]');
  await expect(waiting).toBeVisible();
  expect(await waiting.evaluate((element) => getComputedStyle(element).backgroundImage)).toContain('gradient');
  await expect(page.locator('main input, main textarea')).toHaveCount(0);
  release();
  await hydrated(page);
  await expect(page.getByLabel('Full name')).toBeVisible();
  await expect(waiting).toHaveCount(0);
  // The form's styles came in the page: it is laid out without a stylesheet fetched as it starts.
  await expect(page.locator('.wizard__form')).toHaveCSS('display', 'flex');
  expect(stylesheets).toEqual([]);
});

/**
 * Holds back every script but the page's first one (the entry and what it imports, which hold the
 * tap) until the returned function is called; `requested` resolves once the form's code is asked
 * for, that is once the first script runs.
 */
async function holdBackAppCode(page: Page): Promise<{ release: () => void; requested: Promise<void> }> {
  const stats = readBuildStats(path.join(import.meta.dirname, '../..'));
  const entry = Object.values(stats).find((chunk) => chunk.isEntry)!;
  const first = reachable(stats, [entry.file]);
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let requestedNow!: () => void;
  const requested = new Promise<void>((resolve) => (requestedNow = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    const file = new URL(route.request().url()).pathname.slice(1);
    if (!first.has(file)) {
      requestedNow();
      await released;
    }
    await route.continue();
  });
  return { release, requested };
}

test('"Start a new application" tapped before the form\'s code has run waits, then opens the application', async ({
  page,
}) => {
  const { release, requested } = await holdBackAppCode(page);
  await page.goto('/application-form', { waitUntil: 'commit' });
  await requested;
  const start = page.getByRole('button', { name: 'Start a new application' });
  await start.click();
  // Shown as waiting, not done yet: the page is still the start page.
  await expect(start).toHaveAttribute('aria-busy', 'true');
  await expect(start).toHaveAttribute('data-waiting', '');
  await expect(page).toHaveURL(/\/application-form$/);
  release();
  // Done once the code is there, without a second tap.
  await expect(page).toHaveURL(/\/application-form\/[0-9a-f-]{36}$/);
  await expect(page.getByLabel('First name').first()).toBeVisible();
});
