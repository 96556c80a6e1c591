// A prerendered page works before its code arrives: with every script held
// back, the search form submits as a plain GET form and the page runs the query it is given when
// its code comes; text typed before that is kept and searched; links navigate; a form page shows
// the outline of its form, busy, and no field to type into until the form can keep what is typed.

import { expect, test, type Page } from '@playwright/test';

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
});
