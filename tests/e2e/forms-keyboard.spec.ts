// The application completed with the keyboard alone (Tab, Shift+Tab, Space, Enter and the arrow
// keys) to its consent modal and end state. (axe on every step: forms-axe.spec.ts.)

import { expect, test, type Locator, type Page } from '@playwright/test';
import { fieldId, makePdf, makePhoto, nextMonday, stepHeading, waitForHydration, type TestFile } from './forms-support';

/** Tab (or Shift+Tab, when it lies before the focus) until one of `target` has focus. */
async function tabTo(page: Page, target: Locator, max = 150): Promise<void> {
  for (let i = 0; i < max; i++) {
    const where = await target.evaluateAll((all) => {
      const active = document.activeElement;
      if (!active || active === document.body || !all[0]) return 'forward';
      if ((all as Element[]).includes(active)) return 'here';
      return all[0].compareDocumentPosition(active) & Node.DOCUMENT_POSITION_FOLLOWING ? 'back' : 'forward';
    });
    if (where === 'here') return;
    await page.keyboard.press(where === 'back' ? 'Shift+Tab' : 'Tab');
  }
  await expect(target.first()).toBeFocused();
}

const field = (page: Page, name: string) => page.locator(`#${fieldId(name)}`);

async function type(page: Page, name: string, text: string): Promise<void> {
  await tabTo(page, field(page, name));
  await page.keyboard.type(text);
  await expect(field(page, name)).toHaveValue(text);
}

/** Whether the date inputs put the month first: they follow the browser's own language, not the page's. */
let monthFirst: boolean | undefined;

/** A date typed digit by digit into the segments of a date input. */
async function typeDate(page: Page, name: string, iso: string): Promise<void> {
  const [year, month, day] = iso.split('-');
  await tabTo(page, field(page, name));
  if (monthFirst === undefined) {
    // 01/02/2000 is a date either way round: its value tells the order. Then back to the first segment.
    await page.keyboard.type('01022000');
    monthFirst = (await field(page, name).inputValue()) === '2000-01-02';
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await expect(field(page, name)).toBeFocused();
  }
  await page.keyboard.type(monthFirst ? `${month}${day}${year}` : `${day}${month}${year}`);
  await expect(field(page, name)).toHaveValue(iso);
}

/** Into the radio group, then the arrow keys (or Space on the first option) until `value` is chosen. */
async function radio(page: Page, name: string, value: string): Promise<void> {
  const target = page.locator(`input[name="${name}"][value="${value}"]`);
  await tabTo(page, page.locator(`input[name="${name}"]`));
  for (let i = 0; i < 6 && !(await target.isChecked()); i++) {
    const here = await target.evaluate((e) => e === document.activeElement);
    await page.keyboard.press(here ? 'Space' : 'ArrowDown');
  }
  await expect(target).toBeChecked();
}

/** A native select: focus it, then ArrowDown until the option reads `label`. */
async function choose(page: Page, name: string, label: string): Promise<void> {
  const select = field(page, name);
  await tabTo(page, select);
  for (let i = 0; i < 20 && (await select.locator('option:checked').textContent()) !== label; i++) {
    await page.keyboard.press('ArrowDown');
  }
  await expect(select.locator('option:checked')).toHaveText(label);
}

async function tick(page: Page, target: Locator): Promise<void> {
  await tabTo(page, target);
  await page.keyboard.press('Space');
  await expect(target).toBeChecked();
}

const box = (page: Page, name: string, value: string) => page.locator(`input[name="${name}"][value="${value}"]`);

async function press(page: Page, name: string | RegExp, key: 'Enter' | 'Space' = 'Enter'): Promise<void> {
  await tabTo(page, page.getByRole('button', { name, exact: true }));
  await page.keyboard.press(key);
}

/** The file chooser cannot be driven: the input is reached by keyboard, the file set directly. */
async function file(page: Page, name: string, picked: TestFile): Promise<void> {
  await tabTo(page, field(page, name));
  await field(page, name).setInputFiles(picked);
  await expect(page.locator(`#${fieldId(name)}-status`)).toHaveText('Saved on this device.');
}

test('the whole application with the keyboard alone', async ({ page }) => {
  test.setTimeout(150_000);
  const photo = await makePhoto('photo.png', 600, 800);
  const pdf = makePdf('document.pdf', 80_000);
  await page.goto('/application-form');
  await waitForHydration(page);
  await press(page, 'Start a new application');
  await expect(stepHeading(page, /Step 1 of 6/)).toBeVisible();

  const a = 'applicants.0.info';
  await radio(page, 'studentType', 'expatriate');
  await radio(page, `${a}.type`, 'new');
  await type(page, `${a}.firstName`, 'Anna');
  await type(page, `${a}.familyName`, 'Sriwong-Hale');
  await radio(page, `${a}.gender`, 'female');
  await typeDate(page, `${a}.dateOfBirth`, '2016-04-12');
  await type(page, `${a}.countryOfBirth`, 'Thailand');
  await type(page, `${a}.placeOfBirth`, 'Surat Thani');
  await type(page, `${a}.nationality`, 'British');
  await type(page, `${a}.passport.number`, 'P0123456');
  await type(page, `${a}.passport.placeOfIssue`, 'London');
  await typeDate(page, `${a}.passport.issued`, '2022-01-10');
  await typeDate(page, `${a}.passport.expiry`, '2031-01-09');
  await type(page, `${a}.homeAddress`, '12/3 Moo 1, Bo Phut, Koh Samui');
  await choose(page, `${a}.languages.english`, 'Native');
  await choose(page, `${a}.languages.thai`, 'Intermediate');
  await choose(page, `${a}.languages.third.level`, 'None');
  await radio(page, `${a}.yearGroup`, 'primary');
  await choose(page, `${a}.year`, 'Year 3');
  await typeDate(page, `${a}.startDate`, nextMonday());
  await choose(page, `${a}.livesWith`, 'Both parents');
  await press(page, 'Next');
  await expect(stepHeading(page, /Step 2 of 6/)).toBeFocused();

  const m = 'parents.mother';
  await radio(page, 'parents.guardianChoice', 'mother');
  for (const [key, text] of [
    ['firstName', 'Malee'],
    ['familyName', 'Sriwong-Hale'],
    ['nationality', 'Thai'],
    ['countryOfBirth', 'Thailand'],
    ['idNumber', '3100500123456'],
  ]) {
    await type(page, `${m}.${key}`, text!);
  }
  await tick(page, field(page, `${m}.addressSameAsHome`));
  await type(page, `${m}.homePhone`, '077 123 456');
  await type(page, `${m}.mobilePhone`, '+66 81 234 5678');
  await type(page, `${m}.email`, 'malee@example.com');
  await type(page, `${m}.occupation`, 'Architect');
  await radio(page, 'parents.emergency.callFirst', 'mother');
  await type(page, 'parents.emergency.fullName', 'Somchai Sriwong');
  await type(page, 'parents.emergency.mobile', '+66 89 765 4321');
  await press(page, 'Next');
  await expect(stepHeading(page, /Step 3 of 6/)).toBeFocused();

  const ac = 'applicants.0.academic';
  await radio(page, `${ac}.attendedSchool`, 'no');
  for (const q of ['specialAbilities', 'learningNeeds', 'testingReferral', 'medicalProblems', 'dietaryNeeds']) {
    await radio(page, `${ac}.${q}.answer`, 'no');
  }
  await radio(page, `${ac}.familyCircumstances.answer`, 'yes');
  await type(page, `${ac}.familyCircumstances.detail`, 'We moved to Koh Samui this year.');
  await tick(page, box(page, 'heardAbout.sources', 'website'));
  await press(page, 'Next');
  await expect(stepHeading(page, /Step 4 of 6/)).toBeFocused();

  const h = 'applicants.0.health';
  await tick(page, box(page, `${h}.illnesses`, 'none'));
  await tick(page, box(page, `${h}.problems`, 'none'));
  await tick(page, box(page, `${h}.vaccinations`, 'bcg'));
  await type(page, `${h}.medicationReactions`, 'None');
  await type(page, `${h}.medicalCare`, 'Bangkok Hospital Samui, 077 429 500');
  await type(page, `${h}.otherInformation`, 'None');
  await tick(page, field(page, `${h}.termsAccepted`));
  await type(page, `${h}.parentName`, 'Malee Sriwong-Hale');
  await type(page, `${h}.signature`, 'Malee Sriwong-Hale');
  await press(page, 'Next');
  await expect(stepHeading(page, /Step 5 of 6/)).toBeFocused();

  const d = 'applicants.0.documents';
  await file(page, `${d}.passportPhoto`, photo);
  for (const key of ['birthCertificate', 'parentsId', 'householdOrVisa']) await file(page, `${d}.${key}`, pdf);
  await press(page, 'Next');
  await expect(stepHeading(page, /Step 6 of 6/)).toBeFocused();
  await expect(page.getByText('Anna', { exact: true })).toBeVisible();

  // Submit, then the consent modal: refused without the tick, accepted with it.
  await press(page, 'Submit');
  const dialog = page.getByRole('dialog', { name: 'Before you submit' });
  await expect(dialog).toBeVisible();
  const focusInside = () => dialog.evaluate((d) => d.contains(document.activeElement));
  await expect.poll(focusInside).toBe(true);
  // Escape closes it and gives focus back to Submit; Enter opens it again.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Submit' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect.poll(focusInside).toBe(true);
  await press(page, 'Accept and submit');
  await expect(dialog.getByText('Please accept the specified conditions.')).toBeVisible();
  await page.keyboard.press('Shift+Tab');
  await expect(dialog.getByRole('checkbox')).toBeFocused();
  await page.keyboard.press('Space');
  await expect(dialog.getByRole('checkbox')).toBeChecked();
  await press(page, 'Accept and submit');
  await expect(page.getByRole('heading', { name: 'Thank you for your application' })).toBeFocused();
});
