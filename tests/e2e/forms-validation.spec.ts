// What a family sees when an answer is missing or wrong, in English and in Thai: the message at
// each field, the error summary whose links move focus to the field, the consent modal's refusal,
// and the end states of the contact forms (the thank-you; the development robot check).

import { expect, test, type Page } from '@playwright/test';
import { localePath, type Locale } from './support';
import {
  attach,
  contactAppAnswers,
  fieldId,
  fillApplication,
  fillFields,
  formText,
  makePdf,
  makePhoto,
  next,
  startApplication,
  stepHeading,
  waitForHydration,
} from './forms-support';

const languages: Locale[] = ['en', 'th'];

/** The merged catalogue of a form, as the page loads it. */
const textsOf = (catalogue: string, locale: string) => ({
  ...formText('common', locale),
  ...formText(catalogue, locale),
});

async function openForm(page: Page, locale: Locale, rest: string): Promise<void> {
  await page.goto(localePath(locale, rest));
  await waitForHydration(page);
}

const summary = (page: Page) => page.locator('.error-summary');

for (const locale of languages) {
  test(`contact form: required, e-mail and phone messages and the error summary (${locale})`, async ({ page }) => {
    const t = textsOf('contact', locale);
    await openForm(page, locale, 'contact-us');
    await page.getByRole('button', { name: t['form.common.submit'] }).click();

    await expect(summary(page)).toBeFocused();
    await expect(summary(page).getByRole('heading')).toHaveText(t['form.common.checkFields']!);
    const required = t['form.common.required']!;
    for (const key of ['fullName', 'email', 'mobile', 'purpose', 'message']) {
      const link = summary(page).getByRole('link', { name: `${t[`form.contact.${key}`]}: ${required}`, exact: true });
      await expect(link).toBeVisible();
      await expect(page.locator(`#${fieldId(key)}-error`)).toHaveText(`${t['form.common.errorPrefix']} ${required}`);
    }

    // Each link moves focus to its field (a radio group: its first option).
    for (const key of ['message', 'purpose', 'fullName']) {
      await summary(page)
        .getByRole('link', { name: new RegExp(`^${t[`form.contact.${key}`]}:`) })
        .click();
      await expect(page.locator(`#${fieldId(key)}`)).toBeFocused();
    }

    // Wrong answers: the messages change as the family types (validation after the first Submit).
    await fillFields(page, { email: 'malee@', mobile: '12ab' });
    await expect(page.locator('#field-email-error')).toContainText(t['form.common.emailInvalid']!);
    await expect(page.locator('#field-mobile-error')).toContainText(t['form.common.phoneInvalid']!);
    await expect(page.locator('#field-email')).toHaveAttribute('aria-invalid', 'true');
    await fillFields(page, { email: 'malee@example.com', mobile: '+66 81 234 5678' });
    await expect(page.locator('#field-email-error')).toBeHidden();
    await expect(page.locator('#field-mobile-error')).toBeHidden();
  });

  test(`application step 1: the summary names each field and focuses it (${locale})`, async ({ page }) => {
    const t = textsOf('application', locale);
    await startApplication(page, locale === 'en' ? '' : `/${locale}`, t['form.common.drafts.start']);
    await page.getByRole('button', { name: t['form.common.next'], exact: true }).click();
    await expect(summary(page)).toBeFocused();
    await expect(summary(page).getByRole('heading')).toHaveText(t['form.common.checkFields']!);
    await expect(page.locator('.field__error').first()).toContainText(t['form.common.required']!);

    const required = t['form.common.required']!;
    for (const key of ['dateOfBirth', 'year', 'gender', 'homeAddress']) {
      const link = `${t[`form.application.info.${key}`]}: ${required}`;
      await summary(page).getByRole('link', { name: link, exact: true }).click();
      await expect(page.locator(`#${fieldId(`applicants.0.info.${key}`)}`)).toBeFocused();
    }
  });

  test(`scholarship: confirming without the tick asks to accept the conditions (${locale})`, async ({ page }) => {
    const t = textsOf('scholarship', locale);
    await openForm(page, locale, 'scholarship-application-form');
    await fillFields(page, {
      'student.firstName': 'Anna',
      'student.familyName': 'Sriwong-Hale',
      'student.studentEmail': 'anna@example.com',
      'student.yearGroup': 'secondary',
      'student.year': 'y8',
      'student.currentSchool': 'Samui Primary School',
    });
    await next(page, t['form.common.next']!, new RegExp(t['form.scholarship.step.documents']!));
    // A missing file: its link focuses the file input.
    await page.getByRole('button', { name: t['form.common.next'], exact: true }).click();
    const fileLink = `${t['form.scholarship.documents.transcript']}: ${t['form.common.required']}`;
    await summary(page).getByRole('link', { name: fileLink, exact: true }).click();
    await expect(page.locator('#field-attachments-transcript')).toBeFocused();
    await attach(page, 'attachments.transcript', makePdf('transcript.pdf', 40_000));
    await expect(summary(page)).toBeHidden();
    await next(page, t['form.common.next']!, new RegExp(t['form.scholarship.step.summary']!));
    await expect(page.getByText('transcript.pdf')).toBeVisible();
    await page.getByRole('button', { name: t['form.common.submit'] }).click();

    const dialog = page.getByRole('dialog', { name: t['form.common.consent.title'] });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: t['form.common.consent.confirm'] }).click();
    await expect(dialog.getByRole('alert')).toHaveText(t['form.common.consent.required']!);
    await expect(dialog.getByRole('checkbox')).toHaveAttribute('aria-invalid', 'true');
    await dialog.getByRole('checkbox', { name: t['form.common.consent.accept'] }).check();
    await expect(dialog.getByRole('alert')).toBeHidden();
    await dialog.getByRole('button', { name: t['form.common.consent.confirm'] }).click();
    await expect(page.getByRole('heading', { name: t['form.scholarship.done.title'] })).toBeFocused();
  });

  test(`contact form: a complete message shows the thank-you (${locale})`, async ({ page }) => {
    const t = textsOf('contact', locale);
    await openForm(page, locale, 'contact-us');
    await fillFields(page, {
      fullName: 'Malee Sriwong-Hale',
      email: 'malee@example.com',
      mobile: '+66 81 234 5678',
      purpose: 'admissions',
      message: 'Is there a place in Year 3 from January?',
    });
    await page.getByRole('button', { name: t['form.common.submit'] }).click();
    await expect(page.getByRole('heading', { name: t['form.contact.thanks.title'] })).toBeFocused();
    await expect(page.getByText(t['form.contact.thanks.body']!)).toBeVisible();
    await expect(page.getByRole('button', { name: t['form.contact.again'] })).toBeVisible();
  });
}

test('application: the consent modal refuses to submit without the tick', async ({ page }) => {
  test.setTimeout(90_000);
  const t = textsOf('application', 'en');
  await startApplication(page);
  await fillApplication(page, { photo: await makePhoto('photo.png'), pdf: makePdf('document.pdf', 60_000) });
  await page.getByRole('button', { name: 'Submit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Before you submit' });
  await expect(dialog).toBeVisible();
  for (const term of ['termTrue', 'termDocuments'])
    await expect(dialog).toContainText(t[`form.common.consent.${term}`]!);
  await dialog.getByRole('button', { name: 'Accept and submit' }).click();
  await expect(dialog.getByText('Please accept the specified conditions.')).toBeVisible();

  // "Back to the form" closes it; Submit opens it again, without the refusal.
  await dialog.getByRole('button', { name: 'Back to the form' }).click();
  await expect(dialog).toBeHidden();
  await expect(stepHeading(page, /Step 6 of 6 Submit\/summary/)).toBeVisible();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText('Please accept the specified conditions.')).toBeHidden();
  await dialog.getByLabel('I have read and accept these conditions').check();
  await dialog.getByRole('button', { name: 'Accept and submit' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your application' })).toBeFocused();
});

test('contact for application: the development robot check is required, then the thank-you', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await openForm(page, 'en', 'contact-app');
  const robot = page.getByRole('group', { name: 'Robot check' });
  await expect(robot.getByText('Local check for development: nothing is sent to another service.')).toBeVisible();
  await fillFields(page, contactAppAnswers);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(summary(page).getByRole('link', { name: "Robot check: Please tick “I'm not a robot”" })).toBeVisible();
  await expect(page.locator('#field-robotCheck-error')).toContainText("Please tick “I'm not a robot”");
  await summary(page)
    .getByRole('link', { name: /^Robot check:/ })
    .click();
  await expect(page.locator('#field-robotCheck')).toBeFocused();

  await robot.getByLabel("I'm not a robot").check();
  await expect(page.locator('#field-robotCheck-error')).toBeHidden();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you', exact: true })).toBeFocused();
  expect(requests.filter((url) => /google|recaptcha|gstatic/.test(url))).toEqual([]);
});
