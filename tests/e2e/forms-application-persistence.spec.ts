// The application keeps everything on the device: answers of two applicants and two files (a
// 3 MB PDF and a photo) come back after a reload, after the browser is closed and opened again,
// and offline, the files byte for byte.

import { expect, test, type Page } from '@playwright/test';
import {
  anna,
  fillStepsBeforeDocuments,
  academic,
  attach,
  expectFields,
  fillFields,
  health,
  useFamilyBrowser,
  makePdf,
  makePhoto,
  parents,
  startApplication,
  stepButton,
  stepHeading,
  storedDrafts,
  storedFiles,
  waitForOfflineReady,
  type FieldValues,
  type TestFile,
} from './forms-support';

/** Applicant 2, half done. */
const second: FieldValues = {
  'applicants.1.info.type': 'returning',
  'applicants.1.info.firstName': 'Leo',
  'applicants.1.info.familyName': 'Sriwong-Hale',
  'applicants.1.info.gender': 'male',
  'applicants.1.info.sameAddressAsFirst': true,
  'applicants.1.info.languages.english': 'advanced',
  'applicants.1.info.yearGroup': 'foundation',
};

const docs = 'applicants.0.documents';
const bytesOf = (file: TestFile) => ({ size: file.buffer.length, sha256: file.sha256 });

const browser = useFamilyBrowser('ccis-forms-profile-');

/** Every answer, both files on the attachments step, and their bytes in IndexedDB. */
async function expectEverything(page: Page, draftId: string, photo: TestFile, pdf: TestFile): Promise<void> {
  await expect(stepHeading(page, /Step 5 of 6 Attachments/)).toBeVisible();
  const preview = page.getByRole('img', { name: `Preview of ${photo.name}` });
  await expect(preview).toBeVisible();
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(800);
  await expect(page.getByText(pdf.name, { exact: true })).toBeVisible();
  expect(await storedFiles(page, draftId)).toEqual([
    { field: `${docs}.birthCertificate`, name: pdf.name, type: pdf.mimeType, bytes: bytesOf(pdf) },
    { field: `${docs}.passportPhoto`, name: photo.name, type: photo.mimeType, bytes: bytesOf(photo) },
  ]);

  await stepButton(page, 'Applicant Information').click();
  await expect(page.getByRole('heading', { name: 'Applicant 2: Leo Sriwong-Hale' })).toBeVisible();
  await expectFields(page, { ...anna, ...second });
  await stepButton(page, 'Parents/Guardians Information').click();
  await expectFields(page, parents);
  await stepButton(page, 'Academic Background').click();
  await expectFields(page, academic(0));
  await stepButton(page, 'Student Health Care Record').click();
  await expectFields(page, health(0));
  await stepButton(page, 'Attachments').click();
  await expect(stepHeading(page, /Step 5 of 6 Attachments/)).toBeVisible();
  // The step the family is on is saved a moment after the tab shows: wait for it before the test
  // closes the browser (closed sooner, the draft reopens on the tab before, as saved).
  await expect.poll(async () => (await storedDrafts(page)).find((d) => d.id === draftId)?.step).toBe(4);
}

test('two applicants and two files survive a reload, a restart and going offline', async ({ baseURL }) => {
  test.setTimeout(180_000);
  const pdf = makePdf('school-report.pdf', 3 << 20);
  expect(pdf.buffer.length).toBe(3 * 1024 * 1024);
  const photo = await makePhoto('passport-photo.png');
  let page = await browser.open(baseURL);
  const draftId = await startApplication(page);

  // Applicant 1 complete through the steps, then the two files.
  await fillStepsBeforeDocuments(page);
  await attach(page, `${docs}.passportPhoto`, photo);
  await attach(page, `${docs}.birthCertificate`, pdf);

  // Back to step 1 for a second child, half filled, then on to the attachments again.
  await stepButton(page, 'Applicant Information').click();
  await page.getByRole('button', { name: 'Add another applicant' }).click();
  await expect(page.locator('#field-applicants-1-info-type')).toBeFocused();
  await fillFields(page, second);
  await stepButton(page, 'Attachments').click();
  await expect
    .poll(async () => {
      const draft = (await storedDrafts(page)).find((d) => d.id === draftId);
      return { step: draft?.step, applicants: (draft?.data.applicants as unknown[] | undefined)?.length };
    })
    .toEqual({ step: 4, applicants: 2 });

  await page.reload();
  await expectEverything(page, draftId, photo, pdf);

  // The browser closed and opened again on the same profile.
  await browser.context?.close();
  page = await browser.open(baseURL);
  await page.goto(`/application-form/${draftId}`);
  await expectEverything(page, draftId, photo, pdf);

  // Offline, once the service worker holds the English pages.
  await waitForOfflineReady(page, 'en');
  await browser.context?.setOffline(true);
  await page.goto('/application-form');
  await expect(page.getByRole('heading', { level: 3, name: 'Anna Sriwong-Hale and Leo Sriwong-Hale' })).toBeVisible();
  await page.goto(`/application-form/${draftId}`);
  await expectEverything(page, draftId, photo, pdf);
  expect(await page.evaluate(() => navigator.onLine)).toBe(false);
});
