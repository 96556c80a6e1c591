// Content from WordPress as the server renders it: page meta wins when it arrives; news paging.
// (Hostile HTML, a failing or malformed WordPress: tests/server and the real-WordPress tests.)

import { expect, test } from '@playwright/test';

test('page meta from WordPress wins; pages without it keep their own', async ({ request }) => {
  const fees = await (await request.get('/school-fees')).text();
  expect(fees).toContain('<title>School Fees 2025/26 | Coconut Coast International School</title>');
  const faq = await (await request.get('/faq')).text();
  expect(faq).toContain('<title>Frequently asked questions | Coconut Coast International School</title>');
});

test('news pages: the list pages through every article, newest first', async ({ page }) => {
  await page.goto('/news-updates');
  const first = await page.locator('main article h2').allTextContents();
  expect(first).toHaveLength(9);
  await page.getByRole('link', { name: 'Older news' }).click();
  await expect(page).toHaveURL(/\/news-updates\/page\/2$/);
  await expect(page.locator('main article h2').first()).not.toHaveText(first[0] ?? '');
  await expect(page.getByText('Page 2 of 3')).toBeVisible();
});
