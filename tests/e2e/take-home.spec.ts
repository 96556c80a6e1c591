// Take it home from a shared tablet, against the test server's real /api/copies: in a private
// session the family hands an application with a PDF to its phone as a safe copy. The tablet shows
// the restore link and its QR code and keeps no copy of the link's secret (IndexedDB, localStorage
// and sessionStorage read directly); the phone, a second browser, opens the link from the page,
// restores the draft with every answer and the file (SHA-256 equal), finds it in its draft list
// and protects it with its own passkey (Chromium's virtual authenticator). WebAuthn needs a
// domain, so both are on http://localhost (docs/safe-copy.md).

import { expect, test, type Page } from '@playwright/test';
import { E2E_STAFF_PIN } from '../../playwright.config';
import { addVirtualAuthenticator } from './authenticator';
import {
  applicationWithFile,
  dumpDatabase,
  enterSharedMode,
  expectNoViolations,
  startInSession,
  startSession,
} from './device-support';
import { anna, expectFields, stepButton, stepHeading, storedFiles } from './forms-support';

/** Everything the page's origin keeps where scripts can read it: IndexedDB, localStorage, sessionStorage. */
async function storedOnDevice(page: Page): Promise<string> {
  const webStorage = await page.evaluate(() =>
    [localStorage, sessionStorage]
      .flatMap((storage) => Object.keys(storage).map((key) => `${key}=${storage.getItem(key) ?? ''}`))
      .join('\n'),
  );
  return `${Object.values(await dumpDatabase(page)).join('\n')}\n${webStorage}`;
}

test('a shared tablet hands a draft with its file to the family’s phone as a safe copy', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const origin = `http://localhost:${new URL(baseURL ?? '').port}`;

  // The tablet: shared-device mode, a private session, an application with a PDF.
  await enterSharedMode(page, origin, E2E_STAFF_PIN);
  await page.goto(`${origin}/application-form`);
  await startSession(page, '2468');
  const { draftId, pdf } = await applicationWithFile(page, origin, startInSession);

  await page.goto(`${origin}/take-home?draft=${draftId}`);
  await page.getByRole('button', { name: 'Make a link' }).click();
  await expect(page.getByRole('heading', { name: 'Scan this code with your phone' })).toBeFocused({ timeout: 30_000 });
  await expect(page.getByRole('img', { name: 'QR code of the link to your draft' })).toBeVisible();
  await expect(page.getByText('The phone that opens this link keeps your draft and its files.')).toContainText(
    "protect the draft with that phone's own passkey",
  );
  await expect(page.getByText(/^The school's server keeps only a locked copy/)).toContainText(
    'deletes it after 120 days without a change.',
  );
  await expect(page.getByText(/This tablet does not keep the link/)).toBeVisible();
  // No clipboard on a shared tablet: the next family could paste the link.
  await expect(page.getByRole('button', { name: 'Copy link' })).toHaveCount(0);
  await expectNoViolations(page, 'hand-off link and QR code');
  const link = await page.getByLabel('Or open this link on your phone').inputValue();
  const fragment = /^http:\/\/localhost:\d+\/restore#([A-Za-z0-9_-]{43})$/.exec(link)?.[1] ?? '';
  expect(fragment).not.toBe('');

  // Nothing of the secret stays on the tablet: not the link's text, not its 32 bytes.
  const stores = await dumpDatabase(page);
  expect(stores.drafts, 'the session’s draft, sealed, is still here').not.toBe('[]');
  for (const store of ['safeFamily', 'safeCopies', 'safeJobs']) expect(stores[store], store).toBe('[]');
  const held = await storedOnDevice(page);
  // The bytes as the dump writes them: latin1 inside a JSON string.
  const bytes = JSON.stringify(Buffer.from(fragment, 'base64url').toString('latin1')).slice(1, -1);
  expect(held.includes(fragment)).toBe(false);
  expect(held.includes(bytes)).toBe(false);

  // The phone: the link restores the draft, which its list shows and which opens with everything.
  const home = await browser.newContext();
  const phone = await home.newPage();
  await addVirtualAuthenticator(phone, true);
  await phone.goto(link);
  await expect(phone.getByText('1 application restored.')).toBeVisible({ timeout: 30_000 });
  expect(new URL(phone.url()).hash).toBe('');
  await expectNoViolations(phone, 'restored on the phone');
  await phone.getByRole('link', { name: 'Applications saved on this device' }).click();
  await expect(phone.getByRole('heading', { level: 3, name: 'Anna Sriwong-Hale' })).toBeVisible();
  await phone.getByRole('link', { name: 'Resume' }).click();
  await expect(stepHeading(phone, /Step 5 of 6 Attachments/)).toBeVisible();
  await expect(phone.getByText(pdf.name, { exact: true })).toBeVisible();
  expect((await storedFiles(phone, draftId)).map((file) => file.bytes)).toEqual([
    { size: pdf.buffer.length, sha256: pdf.sha256 },
  ]);

  // There, and only there, the family protects it with its own passkey.
  await phone.getByRole('button', { name: 'Protect with Face ID / fingerprint' }).click();
  await expect(phone.getByText('Your drafts are protected with your passkey.')).toBeVisible();
  await stepButton(phone, 'Applicant Information').click();
  await expectFields(phone, anna);
  await home.close();
});
