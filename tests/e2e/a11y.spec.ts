// axe on the home page and one page of each menu group, in every locale (WCAG 2.2 A and AA).

import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { localePath, locales } from './support';

const samples = ['', 'why-ccis', 'curriculum', 'sports', 'school-fees', 'faq', 'news-updates'];

for (const locale of locales) {
  test(`axe finds no violations in ${locale}`, async ({ page }) => {
    for (const rest of samples) {
      await page.goto(localePath(locale, rest));
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .analyze();
      expect(
        results.violations.map((v) => `${rest}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      ).toEqual([]);
    }
  });
}

test('the open menu and the phone drawer have no violations', async ({ page }) => {
  await page.goto('/');
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Admissions' }).click();
  // Headless UI's focus guards are aria-hidden buttons that hand focus straight back into the
  // open panel; axe cannot tell them from real controls.
  const scan = () =>
    new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag22aa'])
      .exclude('[data-headlessui-focus-guard]')
      .analyze();
  let results = await scan();
  expect(results.violations.map((v) => `${v.id} ${v.nodes.map((n) => n.html).join(' ')}`)).toEqual([]);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  results = await scan();
  expect(results.violations.map((v) => `${v.id} ${v.nodes.map((n) => n.html).join(' ')}`)).toEqual([]);
});
