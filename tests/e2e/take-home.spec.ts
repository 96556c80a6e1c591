// Take it home: a draft with a file moves from one browser to another through a link whose
// fragment holds the key; the server's copy has none of the answers or the file in the clear, and
// is gone once opened. A changed key, an opened link and an expired link each say what happened.

import { expect, test, type Browser, type Page } from '@playwright/test';
import { applicationWithFile, expectNoViolations, leaks, startSecondServer } from './device-support';
import { anna, expectFields, startStoredApplication, stepButton, stepHeading, storedFiles } from './forms-support';

async function makeLink(page: Page, draftId: string, prefix = ''): Promise<string> {
  await page.goto(`${prefix}/take-home?draft=${draftId}`);
  await page.getByRole('button', { name: 'Make a link' }).click();
  await expect(page.getByRole('heading', { name: 'Scan this code with your phone' })).toBeFocused();
  await expect(page.getByRole('img', { name: 'QR code of the link to your draft' })).toBeVisible();
  return page.getByLabel('Or open this link on the other device').inputValue();
}

async function otherDevice(browser: Browser, baseURL: string | undefined): Promise<Page> {
  return (await browser.newContext({ baseURL })).newPage();
}

/** A different base64url character at position `at` of the key. */
function tamper(link: string, at = 10): string {
  const [base, fragment = ''] = link.split('#');
  const [id, key = ''] = fragment.split('.');
  const swapped = key[at] === 'A' ? 'B' : 'A';
  return `${base}#${id}.${key.slice(0, at)}${swapped}${key.slice(at + 1)}`;
}

test('a draft with its file moves to another device; the server never holds it readable', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  const { draftId, pdf } = await applicationWithFile(page);
  const link = await makeLink(page, draftId);
  await expectNoViolations(page, 'link and QR code');
  expect(link).toMatch(/\/take-home#[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}$/);
  const parcelId = /#([0-9a-f-]{36})\./.exec(link)?.[1];

  // What the server stores: ciphertext only.
  const stored = await request.get(`/api/parcels/${parcelId}`);
  expect(stored.status()).toBe(200);
  const body = await stored.body();
  expect(body.length).toBeGreaterThan(pdf.buffer.length);
  expect(leaks(body, pdf)).toEqual([]);

  // A changed key opens nothing, and leaves the parcel for the right link.
  const phone = await otherDevice(browser, baseURL);
  await phone.goto(tamper(link));
  await expect(phone.getByRole('alert')).toContainText('This link has been changed and cannot unlock the draft.');
  await expectNoViolations(phone, 'changed key');
  expect((await request.get(`/api/parcels/${parcelId}`)).status()).toBe(200);

  // The real link: the draft opens on the phone, on the step the family was on, file included.
  await phone.goto(link);
  await phone.waitForURL(/\/application-form\/[0-9a-f-]{36}$/);
  const phoneDraftId = phone.url().split('/').pop() ?? '';
  await expect(stepHeading(phone, /Step 5 of 6 Attachments/)).toBeVisible();
  await expect(phone.getByText(pdf.name, { exact: true })).toBeVisible();
  expect((await storedFiles(phone, phoneDraftId)).map((f) => f.bytes)).toEqual([
    { size: pdf.buffer.length, sha256: pdf.sha256 },
  ]);
  await stepButton(phone, 'Applicant Information').click();
  await expectFields(phone, anna);

  // The parked copy is gone, and the link says so.
  expect((await request.get(`/api/parcels/${parcelId}`)).status()).toBe(404);
  const again = await otherDevice(browser, baseURL);
  await again.goto(link);
  await expect(again.getByRole('alert')).toContainText('This draft was already opened on another device');
});

test('an expired link says so', async ({ page }) => {
  test.setTimeout(120_000);
  const server = await startSecondServer({ PARCEL_TTL_SECONDS: '1' });
  try {
    const draftId = await startStoredApplication(page, server.baseURL);
    const link = await makeLink(page, draftId, server.baseURL);
    const parcel = link.replace(/\/take-home#([^.]+)\..*$/, '/api/parcels/$1');
    await expect.poll(async () => (await fetch(parcel)).status).toBe(410);
    await page.goto(link);
    await expect(page.getByRole('alert')).toContainText('This link has expired: links work for 7 days.');
  } finally {
    await server.stop();
  }
});
