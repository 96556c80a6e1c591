// The bus registration offline: after one online visit the form, the Thai address picker and its
// province data work without a network; three students, the address and two contacts come back
// after a reload and after the browser is closed and opened again.

import { expect, test, type Page } from '@playwright/test';
import {
  expectFields,
  fillFields,
  useFamilyBrowser,
  next,
  stepButton,
  stepHeading,
  storedDrafts,
  waitForHydration,
  waitForOfflineReady,
  type FieldValues,
} from './forms-support';

const student = (index: number, first: string, year: string): FieldValues => ({
  [`students.${index}.firstName`]: first,
  [`students.${index}.familyName`]: 'Sriwong-Hale',
  [`students.${index}.nickname`]: first.slice(0, 3),
  [`students.${index}.year`]: year,
});
const students = { ...student(0, 'Anna', 'y3'), ...student(1, 'Leo', 'f2'), ...student(2, 'Mia', 'y10') };

/** Surat Thani (84) / Ko Samui (8404) / Bo Phut (840406), as the picker stores them. */
const address: FieldValues = {
  'address.line': "12/3 Moo 1, Soi Fisherman's Village",
  'address.provinceCode': '84',
  'address.districtCode': '8404',
  'address.subDistrictCode': '840406',
  'address.postalCode': '84320',
};

const contacts: FieldValues = {
  'contacts.0.contactName': 'Malee Sriwong-Hale',
  'contacts.0.contactPhone': '081 234 5678',
  'contacts.0.contactEmail': 'malee@example.com',
  'contacts.1.contactName': 'Somchai Sriwong',
  'contacts.1.contactPhone': '+66 89 765 4321',
};

const browser = useFamilyBrowser('ccis-bus-profile-');

/** The picked place names as the family sees them, and every answer of the three steps. */
async function expectEverything(page: Page): Promise<void> {
  await expect(stepHeading(page, /Step 3 of 4 Contacts/)).toBeVisible();
  await expectFields(page, contacts);
  await stepButton(page, 'Students').click();
  await expectFields(page, students);
  await stepButton(page, 'Address').click();
  await expectFields(page, address);
  const names: [string, string][] = [
    ['Province', 'Surat Thani'],
    ['District', 'Ko Samui'],
    ['Sub-district', 'Bo Phut'],
  ];
  for (const [label, name] of names) {
    await expect(page.getByRole('combobox', { name: label, exact: true }).locator('option:checked')).toHaveText(name);
  }
  await stepButton(page, 'Contacts').click();
  await expect(stepHeading(page, /Step 3 of 4 Contacts/)).toBeVisible();
}

test('three students, an address picked offline and two contacts survive a reload and a restart', async ({
  baseURL,
}) => {
  test.setTimeout(120_000);
  let page = await browser.open(baseURL);
  await page.goto('/bus-registration');
  await waitForOfflineReady(page, 'en');
  await browser.context?.setOffline(true);
  await page.reload();
  await waitForHydration(page);

  await fillFields(page, student(0, 'Anna', 'y3'));
  for (const [index, first, year] of [
    [1, 'Leo', 'f2'],
    [2, 'Mia', 'y10'],
  ] as const) {
    await page.getByRole('button', { name: 'Add another child' }).click();
    await expect(page.locator(`#field-students-${index}-firstName`)).toBeFocused();
    await fillFields(page, student(index, first, year));
  }
  await expect(page.getByRole('button', { name: 'Add another child' })).toBeHidden();
  await next(page, 'Next', /Step 2 of 4 Address/);

  // The picker, as a family uses it: each level once the one above is chosen.
  await page.getByLabel('House number, village and street').fill(address['address.line'] as string);
  await expect(page.getByRole('combobox', { name: 'District', exact: true })).toBeDisabled();
  await page.getByRole('combobox', { name: 'Province', exact: true }).selectOption({ label: 'Surat Thani' });
  await page.getByRole('combobox', { name: 'District', exact: true }).selectOption({ label: 'Ko Samui' });
  await page.getByRole('combobox', { name: 'Sub-district', exact: true }).selectOption({ label: 'Bo Phut' });
  await expect(page.getByRole('textbox', { name: 'Postal code' })).toHaveValue('84320');
  await expect(page.getByText('The list of districts could not be loaded')).toBeHidden();
  await next(page, 'Next', /Step 3 of 4 Contacts/);

  await fillFields(page, contacts);
  await expect
    .poll(async () => {
      const [draft] = await storedDrafts(page, 'bus');
      const saved = draft?.data.contacts as { contactPhone: string }[] | undefined;
      return { step: draft?.step, lastAnswer: saved?.[1]?.contactPhone };
    })
    .toEqual({ step: 2, lastAnswer: contacts['contacts.1.contactPhone'] });
  expect(await page.evaluate(() => navigator.onLine)).toBe(false);

  await page.reload();
  await expectEverything(page);
  // The step the family is on is saved with its answers, in an idle moment after the move:
  // stored before the browser closes (a closed browser keeps only what was stored).
  await expect.poll(async () => (await storedDrafts(page, 'bus'))[0]?.step).toBe(2);

  // The browser closed and opened again, still without a network.
  await browser.context?.close();
  page = await browser.open(baseURL);
  await browser.context?.setOffline(true);
  await page.goto('/bus-registration');
  await expectEverything(page);
});
