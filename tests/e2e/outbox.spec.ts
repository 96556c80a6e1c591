// The outbox end to end, against the production build and the real intake server: an application
// for two children with three files filled and submitted offline reaches the school exactly once,
// whether the family opens the app again later or Background Sync sends it with the page closed;
// then only the receipt stays on the device. A refused answer (422) comes back on its field, and
// the quick form's robot check is asked for once it can be sent.

import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { ExportedSubmission } from '../../server/intake/export';
import { valueAt } from '../../src/shared/dot-path';
import {
  academic,
  anna,
  applicantInfo,
  attach,
  exportedSubmissions,
  fieldId,
  fillFields,
  health,
  useFamilyBrowser,
  makePdf,
  makePhoto,
  next,
  parents,
  startApplication,
  storedRows,
  submissionStatus,
  waitForHydration,
  waitForOfflineReady,
  type FieldValues,
  type TestFile,
} from './forms-support';

const browser = useFamilyBrowser('ccis-outbox-profile-');

interface Family {
  /** Every answer typed or picked, by form path. */
  answers: FieldValues;
  /** Which test file went into which file field. */
  files: Record<string, TestFile>;
  email: string;
}

/** Two children, every tab, three different files (a photo and two PDFs) across their documents. */
async function fillTwoChildren(page: Page): Promise<Family> {
  const email = `malee.${randomUUID().slice(0, 8)}@example.com`;
  const photo = await makePhoto('passport-photo.png');
  const report = makePdf('birth-certificate.pdf', 400_000);
  const ids = makePdf('parents-id.pdf', 250_000);
  const { 'applicants.1.info.homeAddress': _sameAddress, ...leo } = applicantInfo(1, 'Leo');
  const second = {
    ...leo,
    'applicants.1.info.sameAddressAsFirst': true,
    'applicants.1.info.passport.number': 'P7654321',
  };
  const family = { ...parents, 'parents.mother.email': email };
  const { 'applicants.1.health.medicalCare': _sameCare, ...leoHealth } = health(1);
  const care = { ...health(0), ...leoHealth, 'applicants.1.health.sameMedicalCareAsFirst': true };

  await fillFields(page, anna);
  await page.getByRole('button', { name: 'Add another applicant' }).click();
  await expect(page.locator(`#${fieldId('applicants.1.info.type')}`)).toBeFocused();
  await fillFields(page, second);
  await next(page, 'Next', /Step 2 of 6/);
  await fillFields(page, family);
  await next(page, 'Next', /Step 3 of 6/);
  await fillFields(page, { ...academic(0), ...academic(1) });
  await next(page, 'Next', /Step 4 of 6/);
  await fillFields(page, care);
  await next(page, 'Next', /Step 5 of 6/);
  // Applicant 2 keeps "same parents' ID as applicant 1" (ticked by default).
  const files: Record<string, TestFile> = {
    'applicants.0.documents.passportPhoto': photo,
    'applicants.0.documents.birthCertificate': report,
    'applicants.0.documents.parentsId': ids,
    'applicants.0.documents.householdOrVisa': ids,
    'applicants.1.documents.passportPhoto': photo,
    'applicants.1.documents.birthCertificate': report,
    'applicants.1.documents.householdOrVisa': ids,
  };
  for (const [field, file] of Object.entries(files)) await attach(page, field, file);
  await next(page, 'Next', /Step 6 of 6/);
  return {
    answers: { ...anna, ...second, ...family, ...academic(0), ...academic(1), ...care },
    files,
    email,
  };
}

async function submitWithConsent(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Submit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Before you submit' });
  await dialog.getByLabel('I have read and accept these conditions').check();
  await dialog.getByRole('button', { name: 'Accept and submit' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your application' })).toBeFocused();
}

/** Exactly one submission of this family arrived complete, every answer and file as sent. */
async function expectOneCompleteCopy(request: APIRequestContext, family: Family): Promise<ExportedSubmission> {
  const mine = (s: ExportedSubmission) => valueAt(s.data, 'parents.mother.email') === family.email;
  await expect
    .poll(async () => (await exportedSubmissions(request, mine)).map((s) => s.status), { timeout: 60_000 })
    .toEqual(['complete']);
  const [received] = await exportedSubmissions(request, mine);
  if (!received) throw new Error('no submission');
  expect(received.kind).toBe('application');
  for (const [field, value] of Object.entries(family.answers)) {
    const stored = valueAt(received.data, field);
    if (Array.isArray(value)) expect([...(stored as string[])].sort(), field).toEqual([...value].sort());
    else expect(stored, field).toEqual(value);
  }
  expect(received.files).toHaveLength(Object.keys(family.files).length);
  for (const file of received.files) {
    const original = family.files[file.field];
    expect(original, file.field).toBeDefined();
    expect(file).toMatchObject({ name: original?.name, size: original?.buffer.length, sha256: original?.sha256 });
    expect(file.storedSha256, file.field).toBe(original?.sha256);
  }
  return received;
}

/** The device keeps only the receipt: no draft, no file, nothing in the outbox. */
async function expectOnlyTheReceipt(page: Page, reference: string): Promise<void> {
  await expect.poll(() => storedRows(page, 'outbox')).toEqual([]);
  expect(await storedRows(page, 'drafts')).toEqual([]);
  expect(await storedRows(page, 'attachments')).toEqual([]);
  expect(await storedRows(page, 'attachmentBlobs')).toEqual([]);
  const receipts = await storedRows(page, 'receipts');
  expect(receipts).toEqual([expect.objectContaining({ reference, kind: 'application' })]);
  expect(JSON.stringify(receipts)).not.toContain('@example.com');
}

/** Opens the app online, fills two children offline and submits; the page shows it waiting. */
async function submitOffline(page: Page): Promise<{ family: Family; draftId: string }> {
  const draftId = await startApplication(page);
  await waitForOfflineReady(page, 'en');
  await browser.context?.setOffline(true);
  const family = await fillTwoChildren(page);
  await submitWithConsent(page);
  const status = submissionStatus(page).filter({ hasText: 'Saved on this device' });
  await expect(status).toContainText('It will be sent to the school automatically');
  const [item] = await storedRows(page, 'outbox');
  expect(item).toMatchObject({ status: 'queued', draftId });
  return { family, draftId };
}

test('an application submitted offline reaches the school once after the app is opened again', async ({
  baseURL,
  request,
}) => {
  test.setTimeout(240_000);
  let page = await browser.open(baseURL);
  const { family, draftId } = await submitOffline(page);

  // The browser is closed (a phone kills the app); later it starts again, online.
  await browser.context?.close();
  page = await browser.open(baseURL);
  await page.goto(`/application-form/${draftId}`);
  const received = await expectOneCompleteCopy(request, family);

  const status = submissionStatus(page);
  await expect(status).toContainText('Received by the school');
  await expect(status).toContainText(received.reference);
  await expectOnlyTheReceipt(page, received.reference);

  // The start page lists the receipt; the draft list is empty.
  await page.goto('/application-form');
  await waitForHydration(page);
  const list = page.getByRole('region', { name: 'Sent from this device' });
  await expect(list).toContainText(`reference ${received.reference}`);
  await expect(page.getByText('There are no applications saved on this device yet.')).toBeVisible();
});

test('Background Sync delivers an offline application while the page stays closed', async ({ baseURL, request }) => {
  test.setTimeout(240_000);
  const page = await browser.open(baseURL);
  const { family } = await submitOffline(page);
  await page.close();
  await browser.context?.setOffline(false);

  // No page of the site is open: only the service worker can send it.
  expect(browser.context?.pages()).toEqual([]);
  const received = await expectOneCompleteCopy(request, family);

  const again = await browser.context!.newPage();
  await again.goto('/application-form');
  await expectOnlyTheReceipt(again, received.reference);
});
