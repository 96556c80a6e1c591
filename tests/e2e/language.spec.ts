// The language rules of docs/decisions.md §2: the prefix decides, ?lang= switches and is remembered,
// '/' follows a saved choice or the browser, /en/... redirects, the switcher keeps the page.

import { expect, test } from '@playwright/test';

test('/en/... redirects permanently to the path without /en', async ({ request }) => {
  const cases: [string, string][] = [
    ['/en/school-fees', '/school-fees'],
    ['/en', '/'],
    ['/en/news-updates/page/2', '/news-updates/page/2'],
  ];
  for (const [from, to] of cases) {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status(), from).toBe(301);
    expect(response.headers()['location'], from).toBe(to);
  }
});

test('?lang=th switches to the same page in Thai and remembers it', async ({ page, context }) => {
  await page.goto('/school-fees?lang=th');
  await expect(page).toHaveURL(/\/th\/school-fees$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
  const cookies = await context.cookies();
  expect(cookies.find((c) => c.name === 'locale')?.value).toBe('th');
  // The saved choice now picks the home page at '/'.
  await page.goto('/');
  await expect(page).toHaveURL(/\/th$/);
});

test('?lang=cn is a full language; ?lang=fr is a 404', async ({ request }) => {
  const cn = await request.get('/curriculum?lang=cn', { maxRedirects: 0 });
  expect(cn.status()).toBe(302);
  expect(cn.headers()['location']).toBe('/cn/curriculum');
  expect(cn.headers()['set-cookie']).toContain('locale=cn');

  const fr = await request.get('/curriculum?lang=fr');
  expect(fr.status()).toBe(404);
  expect(await fr.text()).toContain('Sorry, page not found!');
});

test('at / the browser language picks the home page on a first visit', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'ru-RU' });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page).toHaveURL(/\/ru$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await context.close();

  const zh = await browser.newContext({ extraHTTPHeaders: { 'Accept-Language': 'zh-TW,zh;q=0.9' } });
  const response = await zh.request.get('/', { maxRedirects: 0 });
  expect(response.headers()['location']).toBe('/cn');
  await zh.close();
});

test('an English browser stays on the English home page', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(/\/$/);
});

test('the language switcher keeps the visitor on the same page', async ({ page, context }) => {
  await page.goto('/visa-information');
  await page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
  // The language menu is a <details> disclosure: its <summary> opens a list of links.
  await page.locator('summary[aria-label^="Current language: English"]').click();
  await page.getByRole('link', { name: 'ไทย' }).click();
  await expect(page).toHaveURL(/\/th\/visa-information$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
  await expect(page.locator('h1')).toHaveText('ข้อมูลวีซ่า');
  expect((await context.cookies()).find((c) => c.name === 'locale')?.value).toBe('th');

  await page.locator('.lang-switcher > summary').click();
  await page.getByRole('link', { name: '简体中文' }).click();
  await expect(page).toHaveURL(/\/cn\/visa-information$/);
  await expect(page.locator('h1')).toHaveText('签证信息');
  // The title comes from WordPress's page meta when it has one (docs/decisions.md §4), else the built-in one.
  await expect(page).toHaveTitle(/签证/);
});
