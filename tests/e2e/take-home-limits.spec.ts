// A hand-off the school's server refuses, on servers of their own with tight limits: too many safe
// copies from this connection (429 `quota`, with Retry-After: a hand-off makes two, the draft's
// and its index) or no room left for safe copies (507 `storage-full`). The page says which, and
// when to try again, in the visitor's language; the draft stays on the device. The server's side
// of the quotas: tests/intake (safe copies' suites).

import { expect, test } from '@playwright/test';
import { startSecondServer } from './device-support';
import { expectNoViolations, startStoredApplication, storedDrafts } from './forms-support';

test('a hand-off over the quota says when to try again; the draft stays', async ({ page }) => {
  test.setTimeout(120_000);
  // One hand-off a day from an address: its two copies.
  const server = await startSecondServer({ INTAKE_COPY_CLIENT_COUNT: '2' });
  try {
    const draftId = await startStoredApplication(page, server.baseURL);
    const takeHome = `${server.baseURL}/take-home?draft=${draftId}`;
    await page.goto(takeHome);
    await page.getByRole('button', { name: 'Make a link' }).click();
    await expect(page.getByRole('heading', { name: 'Scan this code with your phone' })).toBeFocused();

    await page.goto(takeHome);
    await page.getByRole('button', { name: 'Make a link' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Too many links have been made from this connection. Please try again in 24 hours. Your draft is still on this device.',
    );
    await expectNoViolations(page, 'quota refused');
    expect((await storedDrafts(page)).map((draft) => draft.id)).toContain(draftId);
    await expect(page.getByRole('button', { name: 'Make a link' })).toBeEnabled();
  } finally {
    await server.stop();
  }
});

test('a full server is told in Thai, and the draft stays on the tablet', async ({ page }) => {
  test.setTimeout(120_000);
  // Room for no byte at all: the copies are made, their first bytes refused (and the copies deleted).
  const server = await startSecondServer({ INTAKE_COPY_TOTAL_BYTES: '1' });
  try {
    const draftId = await startStoredApplication(page, `${server.baseURL}/th`, 'เริ่มกรอกใบสมัครใหม่');
    await page.goto(`${server.baseURL}/th/take-home?draft=${draftId}`);
    await page.getByRole('button', { name: 'สร้างลิงก์' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'ขณะนี้เซิร์ฟเวอร์ของโรงเรียนไม่มีพื้นที่เก็บฉบับร่างเพิ่มแล้ว ฉบับร่างของคุณยังอยู่บนอุปกรณ์นี้ คุณกรอกต่อที่นี่ได้ หรือลองใหม่อีกครั้งภายหลัง',
    );
    await expectNoViolations(page, 'server full, Thai');
    expect((await storedDrafts(page)).map((draft) => draft.id)).toContain(draftId);
    await expect(page.getByRole('button', { name: 'สร้างลิงก์' })).toBeEnabled();
  } finally {
    await server.stop();
  }
});
