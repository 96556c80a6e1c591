// Keeping what the family typed: once a draft exists the page asks for persistent storage and
// says whether the browser granted it and how much space is left.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { launchProfile, waitForHydration } from './forms-support';

test('without a draft nothing is asked; with one the notice tells where the browser stands', async ({ page }) => {
  await page.goto('/contact-us');
  await waitForHydration(page);
  await expect(page.getByRole('complementary', { name: 'Saved on this device' })).toHaveCount(0);
  await page.getByLabel('Full name').fill('Somchai Jaidee');
  const notice = page.getByRole('complementary', { name: 'Saved on this device' });
  await expect(notice).toBeVisible({ timeout: 10_000 });
  // A plain test profile is not granted durable storage: the page says so honestly.
  await expect(notice).toContainText('The browser may clear your saved forms');
  await expect(notice).toContainText(/free of/);
});

test('with durable storage granted the notice says the forms are kept', async ({ baseURL }) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'ccis-persist-'));
  const context = await launchProfile(dir, baseURL);
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const cdp = await context.browser()?.newBrowserCDPSession();
    if (cdp) await cdp.send('Browser.grantPermissions', { origin: baseURL, permissions: ['durableStorage'] });
    else {
      const session = await context.newCDPSession(page);
      await session.send('Browser.grantPermissions', { origin: baseURL, permissions: ['durableStorage'] });
    }
    await page.goto('/th/contact-us');
    await waitForHydration(page);
    await page.locator('input[type="email"]').fill('parent@example.com');
    const notice = page.getByRole('complementary', { name: 'บันทึกไว้ในอุปกรณ์นี้' });
    await expect(notice).toContainText('แบบฟอร์มที่คุณบันทึกไว้ถูกเก็บไว้ในอุปกรณ์นี้อย่างถาวร', { timeout: 10_000 });
    expect(await page.evaluate(() => navigator.storage.persisted())).toBe(true);
  } finally {
    await context.close();
    rmSync(dir, { recursive: true, force: true });
  }
});
