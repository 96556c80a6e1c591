// A draft with a file survives a browser restart in every engine: a family fills the first step
// of a scholarship application, attaches the school report, the browser is closed (the phone
// kills the app) and opened again: the answers and the file (same bytes) are still there.

import { randomBytes } from 'node:crypto';
import { expect, test } from './support/fixtures';
import { attachFile, clickText, fieldId, pick, storedRows, whenInteractive, whenMainShows } from './support/site';
import { waitInPage } from './support/engine';

const report = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(150_000)]);

test('a draft with a file is still there after the browser restarts', async ({ site }) => {
  let { page } = await site.open();
  await page.goto('/scholarship-application-form');
  await whenInteractive(page);
  await page.type(`#${fieldId('student.firstName')}`, 'Anna');
  await page.type(`#${fieldId('student.familyName')}`, 'Hale');
  await page.type(`#${fieldId('student.studentEmail')}`, 'anna@example.com');
  await page.click('input[name="student.yearGroup"][value="primary"]');
  await pick(page, 'student.year', 'y3');
  await page.type(`#${fieldId('student.currentSchool')}`, 'Samui Primary');
  await clickText(page, 'button', 'Next');
  await whenMainShows(page, 'Step 2 of 3');
  await attachFile(page, 'attachments.transcript', {
    name: 'school-report.pdf',
    type: 'application/pdf',
    base64: report.toString('base64'),
  });
  await waitInPage(
    page,
    'the file to be saved on the device',
    (id) => document.getElementById(`${id}-status`)?.classList.contains('file-field__status--saved'),
    fieldId('attachments.transcript'),
  );
  const address = await page.url();

  await site.close();
  ({ page } = await site.open());
  await page.goto(new URL(address).pathname);
  await whenInteractive(page);
  await whenMainShows(page, 'school-report.pdf');
  const files = await storedRows(page, 'attachments');
  expect(files).toEqual([expect.objectContaining({ name: 'school-report.pdf', size: report.length })]);
  const blobs = await storedRows(page, 'attachmentBlobs');
  expect(JSON.stringify(blobs)).toContain(`"size":${report.length}`);

  // The first step's answers too.
  await clickText(page, 'button', 'Previous');
  await whenMainShows(page, 'Step 1 of 3');
  const values = await waitInPage(
    page,
    "the first step's fields",
    (ids) => {
      const fields = ids.map((id) => document.getElementById(id) as HTMLInputElement | null);
      return fields.every(Boolean) ? fields.map((field) => field?.value) : undefined;
    },
    ['student.firstName', 'student.familyName', 'student.currentSchool', 'student.year'].map(fieldId),
  );
  expect(values).toEqual(['Anna', 'Hale', 'Samui Primary', 'y3']);
});
