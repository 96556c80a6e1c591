// axe on the home page and one page of each menu group, in every locale (WCAG 2.2 A and AA).

import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { localePath, locales } from './support';

const samples = ['', 'why-ccis', 'curriculum', 'sports', 'school-fees', 'faq', 'news-updates'];

for (const locale of locales) {
  test(`axe finds no violations in ${locale}`, async ({ page }) => {
    for (const rest of samples) {
      await page.goto(localePath(locale, rest));
      await page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .analyze();
      expect(
        results.violations.map((v) => `${rest}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      ).toEqual([]);
    }
  });
}

test("an open menu and the phone's menu have no violations", async ({ page }) => {
  await page.goto('/');
  await page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
  await page.getByRole('navigation', { name: 'Main menu' }).locator('summary', { hasText: 'Admissions' }).click();
  const scan = () => new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag22aa']).analyze();
  let results = await scan();
  expect(results.violations.map((v) => `${v.id} ${v.nodes.map((n) => n.html).join(' ')}`)).toEqual([]);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.keyboard.press('Escape');
  await page.locator('summary[aria-label="Open menu"]').click();
  await expect(page.locator('.mobile-drawer__sheet')).toBeVisible();
  results = await scan();
  expect(results.violations.map((v) => `${v.id} ${v.nodes.map((n) => n.html).join(' ')}`)).toEqual([]);
});
