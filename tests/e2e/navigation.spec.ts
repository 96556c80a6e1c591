// The header menus with the keyboard, the phone drawer, the side menus and the 'Next' link.

import { expect, test } from '@playwright/test';

test.use({ viewport: { width: 1280, height: 900 } });

test('the menu groups open and are followed with the keyboard alone', async ({ page }) => {
  await page.goto('/');
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  for (const group of ['About', 'Academics', 'School Life', 'Admissions', 'Information']) {
    await expect(nav.getByRole('button', { name: group })).toBeVisible();
  }
  // The skip link comes first.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();

  const academics = nav.getByRole('button', { name: 'Academics' });
  await academics.focus();
  await page.keyboard.press('Enter');
  await expect(academics).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Curriculum', exact: true })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(academics).toHaveAttribute('aria-expanded', 'false');
  await expect(academics).toBeFocused();

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

  test('the drawer opens, traps focus, and leads to a page', async ({ page }) => {
    await page.goto('/th');
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await page.getByRole('button', { name: 'เปิดเมนู' }).or(page.locator('.mobile-drawer__open')).first().tap();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: /วิชาการ/ }).tap();
    await dialog.getByRole('link', { name: 'หลักสูตร' }).tap();
    await expect(page).toHaveURL(/\/th\/curriculum$/);
    await expect(dialog).toBeHidden();
    await expect(page.locator('h1')).toHaveText('หลักสูตร');
  });

  test('Escape closes the drawer and returns focus', async ({ page }) => {
    await page.goto('/');
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    const open = page.getByRole('button', { name: 'Open menu' });
    await open.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(open).toBeFocused();
  });
});
