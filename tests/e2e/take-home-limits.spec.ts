// A take-home link the server refuses to keep: too many links from this connection (429 `quota`,
// with Retry-After) or no room left for parked drafts (507 `storage-full`). The page says which,
// and when to try again, in the visitor's language; the draft stays on the device, and a link is
// made once the server takes it again. The server's side of the quotas: tests/intake/suite-parcels.ts.

import { expect, test, type Page } from '@playwright/test';
import { expectNoViolations, startStoredApplication, storedDrafts } from './forms-support';

/** Answers the next POST /api/parcels with `status` and `body`; later ones reach the server. */
async function refuseNextParcel(page: Page, status: number, body: object, headers: Record<string, string> = {}) {
  let refused = 0;
  await page.route('**/api/parcels', async (route) => {
    if (route.request().method() !== 'POST' || refused++ > 0) return route.continue();
    return route.fulfill({ status, contentType: 'application/json', headers, body: JSON.stringify(body) });
  });
}

test('a link over the quota says when to try again; the draft stays and a later try works', async ({ page }) => {
  const draftId = await startStoredApplication(page);
  await refuseNextParcel(page, 429, { error: 'quota' }, { 'Retry-After': '7200' });
  await page.goto(`/take-home?draft=${draftId}`);
  await page.getByRole('button', { name: 'Make a link' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Too many links have been made from this connection. Please try again in 2 hours. Your draft is still on this device.',
  );
  await expectNoViolations(page, 'quota refused');
  expect((await storedDrafts(page)).map((draft) => draft.id)).toContain(draftId);

  await page.getByRole('button', { name: 'Make a link' }).click();
  await expect(page.getByRole('heading', { name: 'Scan this code with your phone' })).toBeFocused();
});

test('a full server is told in Thai, and the draft stays on the tablet', async ({ page }) => {
  const draftId = await startStoredApplication(page, '/th', 'เริ่มกรอกใบสมัครใหม่');
  await refuseNextParcel(page, 507, { error: 'storage-full' });
  await page.goto(`/th/take-home?draft=${draftId}`);
  await page.getByRole('button', { name: 'สร้างลิงก์' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'ขณะนี้เซิร์ฟเวอร์ของโรงเรียนไม่มีพื้นที่เก็บฉบับร่างเพิ่มแล้ว ฉบับร่างของคุณยังอยู่บนอุปกรณ์นี้ คุณกรอกต่อที่นี่ได้ หรือลองใหม่อีกครั้งภายหลัง',
  );
  await expectNoViolations(page, 'server full, Thai');
  expect((await storedDrafts(page)).map((draft) => draft.id)).toContain(draftId);
  await expect(page.getByRole('button', { name: 'สร้างลิงก์' })).toBeEnabled();
});
