// axe (WCAG 2.2 A and AA) on every step of the application in English and Thai, with its error
// summary, consent modal and draft list; and on each other form: empty, with its errors, and
// every step of the bus registration and of a scholarship form.

import { expect, test, type Page } from '@playwright/test';
import { localePath, type Locale } from './support';
import {
  fieldId,
  fillApplication,
  fillFields,
  formText,
  makePdf,
  makePhoto,
  startApplication,
  stepHeading,
  waitForHydration,
  expectNoViolations,
} from './forms-support';

const field = (page: Page, name: string) => page.locator(`#${fieldId(name)}`);

for (const locale of ['en', 'th'] as Locale[]) {
  test(`axe: every step of the application (${locale})`, async ({ page }) => {
    test.setTimeout(120_000);
    const t = { ...formText('common', locale), ...formText('application', locale) };
    await startApplication(page, locale === 'en' ? '' : `/${locale}`, t['form.common.drafts.start']);
    await expect(stepHeading(page, new RegExp(t['form.application.steps.applicant']!))).toBeVisible();
    await expectNoViolations(page, 'step 1');
    await page.getByRole('button', { name: t['form.common.next'], exact: true }).click();
    await expect(page.locator('.error-summary')).toBeFocused();
    await expectNoViolations(page, 'step 1 with errors');

    const steps: string[] = [];
    const scan = async () => {
      const title = (await page.locator('#wizard-step-title').textContent()) ?? '';
      steps.push(title);
      await expectNoViolations(page, title);
    };
    await fillApplication(
      page,
      { photo: await makePhoto('photo.png'), pdf: makePdf('document.pdf', 50_000) },
      t['form.common.next'],
      scan,
    );
    await scan();
    await page.getByRole('button', { name: t['form.common.submit'] }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoViolations(page, 'consent');
    expect(steps).toHaveLength(6);

    // The start page with this draft listed.
    await page.goto(localePath(locale, 'application-form'));
    await expect(page.locator('.draft-item')).toHaveCount(1);
    await expectNoViolations(page, 'draft list');
  });
}

const otherForms = [
  'contact-us',
  'contact-app',
  'internal-scholarship-application-form',
  'scholarship-application-form',
  'bus-registration',
];

for (const locale of ['en', 'th'] as Locale[]) {
  test(`axe: the other forms, empty and with their errors (${locale})`, async ({ page }) => {
    test.setTimeout(90_000);
    for (const rest of otherForms) {
      await page.goto(localePath(locale, rest));
      await waitForHydration(page);
      // The buttons arrive with the step's fields; the robot check draws its own box.
      const send = page.locator('.wizard-nav button[type="submit"]');
      await expect(send).toBeVisible();
      if (rest === 'contact-app') await expect(page.locator('.robot-dev input')).toBeVisible();
      await expectNoViolations(page, rest);
      await send.click();
      await expect(page.locator('.error-summary')).toBeFocused();
      await expectNoViolations(page, `${rest} with errors`);
    }
  });
}

test('axe: every step of the bus registration and of a scholarship form', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/bus-registration');
  await waitForHydration(page);
  await fillFields(page, { 'students.0.firstName': 'Anna', 'students.0.familyName': 'Hale', 'students.0.year': 'y3' });
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(stepHeading(page, /Step 2 of 4/)).toBeFocused();
  await fillFields(page, {
    'address.line': '12/3 Moo 1',
    'address.provinceCode': '84',
    'address.districtCode': '8404',
  });
  await fillFields(page, { 'address.subDistrictCode': '840406' });
  await expect(field(page, 'address.postalCode')).toHaveValue('84320');
  await expectNoViolations(page, 'bus address');
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(stepHeading(page, /Step 3 of 4/)).toBeFocused();
  await expectNoViolations(page, 'bus contacts');
  await fillFields(page, {
    'contacts.0.contactName': 'Malee Hale',
    'contacts.0.contactPhone': '081 234 5678',
    'contacts.1.contactName': 'Somchai Hale',
    'contacts.1.contactPhone': '089 765 4321',
  });
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Change Address' })).toBeVisible();
  await expectNoViolations(page, 'bus summary');

  await page.goto('/internal-scholarship-application-form');
  await waitForHydration(page);
  await fillFields(page, {
    'student.firstName': 'Anna',
    'student.familyName': 'Hale',
    'student.studentEmail': 'anna@example.com',
    'student.yearGroup': 'primary',
    'student.year': 'y3',
    'student.currentClass': '3B',
  });
  await expectNoViolations(page, 'scholarship student');
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(stepHeading(page, /Step 2 of 3/)).toBeFocused();
  await field(page, 'attachments.transcript').setInputFiles(await makePhoto('report.png'));
  await expect(page.getByRole('img', { name: 'Preview of report.png' })).toBeVisible();
  await expectNoViolations(page, 'scholarship documents');
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(stepHeading(page, /Step 3 of 3/)).toBeFocused();
  await expectNoViolations(page, 'scholarship summary');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoViolations(page, 'scholarship consent');
});
