// Forget my data: the page lists what the device holds for the family (a draft with its file),
// and after a confirmation nothing of it is left in IndexedDB.

import { expect, test } from '@playwright/test';
import { applicationWithFile, expectNoViolations } from './device-support';
import { storedRows } from './forms-support';

test('lists the draft and its file, then deletes them after confirmation', async ({ page }) => {
  test.setTimeout(90_000);
  await applicationWithFile(page);
  await page.goto('/application-form');
  await page.getByRole('link', { name: 'Forget my data' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Forget my data' })).toBeVisible();
  await expect(page.getByText('Anna Sriwong-Hale · Application form')).toBeVisible();
  await expect(page.getByText('1 file, 200 kB')).toBeVisible();
  await expectNoViolations(page, 'summary');

  await page.getByRole('button', { name: 'Delete my data from this device' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your data from this device?' });
  await expectNoViolations(page, 'confirmation');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  expect(await storedRows(page, 'drafts')).toHaveLength(1);

  await page.getByRole('button', { name: 'Delete my data from this device' }).click();
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your data has been deleted' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What this device keeps for you' })).toBeFocused();
  for (const store of ['drafts', 'attachments', 'attachmentBlobs', 'receipts'])
    expect(await storedRows(page, store), store).toEqual([]);
  await expect(page.getByRole('button', { name: 'Delete my data from this device' })).toBeDisabled();
});
