// Shared-device mode on an open-day tablet, against a second server with a staff PIN: staff turn
// it on; a family works in a private session with a PIN and a file; while locked nothing of it is
// readable in IndexedDB and the PIN opens it again; after "Finish and hand over" it is gone, the
// next family's list is empty and the first family's PIN has nothing left to open.

import { expect, test, type Page } from '@playwright/test';
import {
  applicationWithFile,
  dumpDatabase,
  expectNoViolations,
  leaks,
  startInSession,
  startSecondServer,
  startSession,
  type SecondServer,
} from './device-support';
import { stepHeading, waitForHydration } from './forms-support';

const STAFF_PIN = '424242';

let server: SecondServer;

test.beforeAll(async () => {
  server = await startSecondServer({ STAFF_PIN });
});
test.afterAll(async () => {
  await server?.stop();
});

async function turnOn(page: Page): Promise<void> {
  await page.goto(`${server.baseURL}/device-settings`);
  await waitForHydration(page);
  await page.getByLabel('Staff PIN').fill('111111');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert')).toHaveText('This is not the staff PIN.');
  await page.getByLabel('Staff PIN').fill(STAFF_PIN);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectNoViolations(page, 'staff settings');
  await page.getByRole('button', { name: 'Turn shared-device mode on' }).click();
  await expect(page.getByRole('region', { name: 'Shared device' }).getByText('Shared device')).toBeVisible();
}

async function storedText(page: Page): Promise<Buffer> {
  return Buffer.from(Object.values(await dumpDatabase(page)).join('\n'), 'latin1');
}

test('a family works privately, locks, comes back with its PIN, then hands over', async ({ page }) => {
  test.setTimeout(180_000);
  await turnOn(page);
  await page.goto(`${server.baseURL}/application-form`);
  await expect(page.getByRole('heading', { name: 'Start your private session' })).toBeVisible();
  await page.getByLabel('Choose a PIN (4 to 8 digits)').fill('12');
  await page.getByLabel('Repeat the PIN').fill('12');
  await page.getByRole('button', { name: 'Start my private session' }).click();
  await expect(page.getByRole('alert')).toHaveText('The PIN must be 4 to 8 digits.');
  await expectNoViolations(page, 'session start');
  await startSession(page, '2468');

  const { pdf } = await applicationWithFile(page, server.baseURL, async (p) => {
    const id = await startInSession(p);
    await expect(p.locator('#field-applicants-0-info-firstName')).toHaveAttribute('autocomplete', 'off');
    return id;
  });

  // Locked: nothing readable at rest, nothing listed.
  await page.getByRole('button', { name: 'Lock' }).click();
  await expect(page.getByRole('heading', { name: 'Come back to your session' })).toBeVisible();
  const locked = await storedText(page);
  expect(locked.length).toBeGreaterThan(pdf.buffer.length);
  expect(leaks(locked, pdf)).toEqual([]);

  // A wrong PIN opens nothing; the right one opens the draft with its answers and file.
  const unlock = page.getByPlaceholder('PIN');
  await unlock.fill('1357');
  await page.getByRole('button', { name: 'Open' }).click();
  await expect(page.getByRole('alert')).toContainText('This PIN does not open this session.');
  await expectNoViolations(page, 'locked session');
  await unlock.fill('2468');
  await page.getByRole('button', { name: 'Open' }).click();
  await expect(page.getByRole('heading', { level: 3, name: 'Anna Sriwong-Hale' })).toBeVisible();
  await page.getByRole('link', { name: 'Resume' }).click();
  await expect(stepHeading(page, /Step 5 of 6 Attachments/)).toBeVisible();
  await expect(page.getByText(pdf.name, { exact: true })).toBeVisible();

  // Finish and hand over: the family's data leaves the device.
  await page.getByRole('button', { name: 'Finish and hand over' }).click();
  await expectNoViolations(page, 'hand-over dialog');
  await page
    .getByRole('dialog', { name: 'Finish and hand over the tablet?' })
    .getByRole('button', { name: 'Finish and hand over' })
    .click();
  await expect(page.getByRole('heading', { name: 'Start your private session' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Come back to your session' })).toBeHidden();
  const after = await dumpDatabase(page);
  for (const store of ['drafts', 'attachments', 'attachmentBlobs', 'sessions', 'receipts'])
    expect(after[store], store).toBe('[]');
  expect(leaks(Buffer.from(Object.values(after).join('\n'), 'latin1'), pdf)).toEqual([]);

  // The next family starts with an empty list.
  await startSession(page, '1111');
  await expect(page.getByText('There are no applications saved on this device yet.')).toBeVisible();
});

test('an idle session warns, then hands over by itself', async ({ page }) => {
  test.setTimeout(120_000);
  await page.clock.install();
  await turnOn(page);
  await page.goto(`${server.baseURL}/application-form`);
  await startSession(page, '8642');
  await startInSession(page);
  await page.locator('#field-applicants-0-info-firstName').fill('Mali');
  await expect.poll(async () => (await dumpDatabase(page)).drafts).not.toBe('[]');

  // Ten idle minutes by default (SHARED_DEVICE_IDLE_MINUTES), the warning a minute before.
  await page.clock.runFor('09:05');
  const warning = page.getByRole('alertdialog', { name: 'Are you still there?' });
  await expect(warning).toBeVisible();
  await warning.getByRole('button', { name: "I'm still here" }).click();
  await expect(warning).toBeHidden();
  await page.clock.runFor('09:05');
  await expect(warning).toBeVisible();
  await page.clock.runFor('01:00');
  await expect(page.getByRole('heading', { name: 'Start your private session' })).toBeVisible();
  const after = await dumpDatabase(page);
  expect([after.drafts, after.sessions]).toEqual(['[]', '[]']);
});

/** What a tab carries of a family's session: the sealed key in sessionStorage, the carry key in IndexedDB. */
async function carried(page: Page): Promise<{ sealed: boolean; carryKey: boolean }> {
  const sealed = await page.evaluate(() => sessionStorage.getItem('ccis-session') !== null);
  const meta = (await dumpDatabase(page)).meta ?? '';
  return { sealed, carryKey: meta.includes('session-carry-key') };
}

test('a family that looks up a document page comes back to its open session; after Lock nothing is carried', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await turnOn(page);
  await page.goto(`${server.baseURL}/application-form`);
  await startSession(page, '5678');
  const draft = await startInSession(page);
  await page.locator('#field-applicants-0-info-firstName').fill('Somchai');
  await expect.poll(async () => (await dumpDatabase(page)).drafts).not.toBe('[]');
  expect(await carried(page)).toEqual({ sealed: true, carryKey: true });

  // Plain navigations to document pages: the session travels with the tab, still sealed.
  await page.getByRole('contentinfo').getByRole('link', { name: 'School fees' }).click();
  await expect(page.locator('h1')).toHaveText('School fees');
  const bar = page.getByRole('region', { name: 'Shared device' });
  await expect(bar.getByRole('button', { name: 'Lock' })).toBeVisible();
  expect(leaks(Buffer.from(await page.evaluate(() => sessionStorage.getItem('ccis-session') ?? ''), 'latin1'))).toEqual(
    [],
  );
  await page.goto(`${server.baseURL}/application-form/${draft}`);
  await expect(page.locator('#field-applicants-0-info-firstName')).toHaveValue('Somchai');
  await expect(page.getByRole('heading', { name: 'Come back to your session' })).toBeHidden();

  // Lock (here on a document page): the key is gone from the tab and its carry key from the device.
  await page.goto(`${server.baseURL}/curriculum`);
  await page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
  await bar.getByRole('button', { name: 'Lock' }).click();
  await expect(bar.getByRole('button', { name: 'Lock' })).toBeHidden();
  await page.goto(`${server.baseURL}/application-form`);
  await expect(page.getByRole('heading', { name: 'Come back to your session' })).toBeVisible();
  expect(await carried(page)).toEqual({ sealed: false, carryKey: false });
});

test('an idle session on a document page ends by itself, and its drafts are deleted', async ({ page }) => {
  test.setTimeout(120_000);
  await page.clock.install();
  await turnOn(page);
  await page.goto(`${server.baseURL}/application-form`);
  await startSession(page, '9753');
  await startInSession(page);
  await page.locator('#field-applicants-0-info-firstName').fill('Lamai');
  await expect.poll(async () => (await dumpDatabase(page)).drafts).not.toBe('[]');

  await page.goto(`${server.baseURL}/faq`);
  await page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
  await page.clock.runFor('09:05');
  await expect(page.getByRole('alertdialog', { name: 'Are you still there?' })).toBeVisible();
  await page.clock.runFor('01:00');
  await expect(page.getByRole('heading', { name: 'Start your private session' })).toBeVisible();
  const after = await dumpDatabase(page);
  expect([after.drafts, after.sessions]).toEqual(['[]', '[]']);
  expect(await carried(page)).toEqual({ sealed: false, carryKey: false });
});
