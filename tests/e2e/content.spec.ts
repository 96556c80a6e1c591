// Content from WordPress: page meta wins when it arrives and the built-in meta stays when it does
// not; news paging; hostile HTML in an article cannot run.

import { expect, test } from '@playwright/test';

test('page meta from WordPress wins; pages without it keep their own', async ({ request }) => {
  const fees = await (await request.get('/school-fees')).text();
  expect(fees).toContain('<title>School Fees 2025/26 | Coconut Coast International School</title>');
  const faq = await (await request.get('/faq')).text();
  expect(faq).toContain('<title>Frequently asked questions | Coconut Coast International School</title>');
});

test('when WordPress fails, a page keeps its built-in title and description', async ({ page }) => {
  await page.goto('/faq');
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await page.route('**/wp-json/wp/v2/pages?**', (route) => route.fulfill({ status: 503, body: 'down' }));
  await page.getByRole('contentinfo').getByRole('link', { name: 'School fees' }).click();
  await expect(page.locator('h1')).toHaveText('School fees');
  await expect(page).toHaveTitle('School fees | Coconut Coast International School');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Tuition fees, deposits/);
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

test('an article with hostile HTML renders without running it', async ({ page, request }) => {
  const [newest] = (await (await request.get('/wp-json/wp/v2/posts?lang=en-EN&per_page=1')).json()) as {
    slug: string;
  }[];
  const slug = newest!.slug;
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.route(`**/wp-json/wp/v2/posts?slug=${slug}**`, async (route) => {
    const response = await route.fetch();
    const [post] = (await response.json()) as { content: { rendered: string } }[];
    post!.content.rendered +=
      '<script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">x</a>' +
      '<iframe src="https://evil.example"></iframe><p class="after-hostile">Still here</p>';
    await route.fulfill({ response, json: [post] });
  });
  await page.goto('/');
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  // A client-side navigation: the article comes from the (patched) WordPress API.
  await page.locator(`main a[href="/news-updates/${slug}"]`).first().click();
  await expect(page.locator('main .after-hostile')).toHaveText('Still here');
  expect(await page.locator('main script, main iframe, main [onerror]').count()).toBe(0);
  expect(await page.locator('main a[href^="javascript:"]').count()).toBe(0);
  expect(dialogs).toEqual([]);
});
