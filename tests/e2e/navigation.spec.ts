// The header menus with the keyboard, the phone's menu, the side menus and the 'Next' link. The
// menus are <details> disclosures (src/app/document/site-header.tsx): their buttons are <summary>
// elements, open when their <details> is.

import { expect, test } from '@playwright/test';

test.use({ viewport: { width: 1280, height: 900 } });

test('the menu groups open and are followed with the keyboard alone', async ({ page }) => {
  await page.goto('/');
  await page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  const menu = (name: string) => nav.locator('summary', { hasText: name });
  for (const group of ['About', 'Academics', 'School Life', 'Admissions', 'Information']) {
    await expect(menu(group)).toBeVisible();
  }
  // The skip link comes first.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();

  const academics = menu('Academics');
  const academicsMenu = academics.locator('xpath=..');
  await academics.focus();
  await page.keyboard.press('Enter');
  await expect(academicsMenu).toHaveAttribute('open', '');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Curriculum', exact: true })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(academicsMenu).not.toHaveAttribute('open');
  await expect(academics).toBeFocused();

  // One menu open at a time; a click outside closes it.
  await page.keyboard.press('Enter');
  await menu('About').click();
  await expect(nav.locator('details[open]')).toHaveCount(1);
  await expect(menu('About').locator('xpath=..')).toHaveAttribute('open', '');
  // A click outside (the open panel may cover the heading under it).
  await page.getByRole('contentinfo').getByRole('heading').first().click();
  await expect(nav.locator('details[open]')).toHaveCount(0);

  await academics.focus();

  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Early Years and Foundation', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/early-years-and-foundation$/);
  await expect(page.locator('h1')).toHaveText('Early Years and Foundation');
});

test('the side menu marks the current page and the Next link follows the reading order', async ({ page }) => {
  await page.goto('/curriculum');
  const side = page.getByRole('navigation', { name: 'Academics' }).last();
  await expect(side.getByRole('link', { name: 'Curriculum' })).toHaveAttribute('aria-current', 'page');
  await page.getByRole('link', { name: /^Next: / }).click();
  await expect(page).toHaveURL(/\/early-years-and-foundation$/);
  await expect(
    page
      .getByRole('navigation', { name: 'Academics' })
      .last()
      .getByRole('link', { name: 'Early Years and Foundation' }),
  ).toHaveAttribute('aria-current', 'page');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test("the phone's menu opens and leads to a page", async ({ page }) => {
    await page.goto('/th');
    await page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
    await page.locator('summary[aria-label="เปิดเมนู"]').tap();
    const sheet = page.locator('.mobile-drawer__sheet');
    await expect(sheet).toBeVisible();
    await sheet.locator('summary', { hasText: 'วิชาการ' }).tap();
    await sheet.getByRole('link', { name: 'หลักสูตร' }).tap();
    await expect(page).toHaveURL(/\/th\/curriculum$/);
    await expect(page.locator('h1')).toHaveText('หลักสูตร');
    await expect(page.locator('.mobile-drawer__sheet')).toBeHidden();
  });

  test("Escape closes the phone's menu and returns focus", async ({ page }) => {
    await page.goto('/');
    await page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
    const open = page.locator('summary[aria-label="Open menu"]');
    await open.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('.mobile-drawer__sheet')).toBeVisible();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    await expect(page.locator('.mobile-drawer__sheet')).toBeHidden();
    await expect(open).toBeFocused();
  });
});
