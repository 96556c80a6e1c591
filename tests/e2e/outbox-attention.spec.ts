// What a family sees when the school's server refuses a submission, against the real intake API:
// a refused answer (422) comes back on its field, and the quick form, sent offline without its
// robot check, asks for the check once it can be sent. Both then arrive exactly once.

import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DB_NAME } from '../../src/db/database';
import {
  contactAppAnswers,
  expectNoViolations,
  exportedSubmissions,
  fillFields,
  storedRows,
  submissionStatus,
  waitForHydration,
} from './forms-support';

const exported = (request: APIRequestContext, match: (data: Record<string, unknown>) => boolean) =>
  exportedSubmissions(request, (s) => match(s.data as Record<string, unknown>));

/**
 * Changes the e-mail in the waiting submission and in its draft, straight in IndexedDB: an answer
 * the school's rules refuse although the form let it through (as a rule changed on the server).
 */
async function changeStoredEmail(page: Page, email: string): Promise<void> {
  await page.evaluate(
    async ({ dbName, email }) => {
      const done = <T>(request: IDBRequest<T> | IDBOpenDBRequest) =>
        new Promise<T>((resolve, reject) => {
          request.onsuccess = () => resolve(request.result as T);
          request.onerror = () => reject(request.error);
        });
      const db = await done<IDBDatabase>(indexedDB.open(dbName));
      // Never in the app's way: a connection left open would block its upgrade, and every open after.
      db.onversionchange = () => db.close();
      try {
        const tx = db.transaction(['outbox', 'drafts'], 'readwrite');
        const [item] = await done<{ draftId: string; payload: { data: Record<string, unknown> } }[]>(
          tx.objectStore('outbox').getAll(),
        );
        if (!item) throw new Error('nothing in the outbox');
        item.payload.data.email = email;
        await done(tx.objectStore('outbox').put(item));
        const draft = await done<{ data: Record<string, unknown> }>(tx.objectStore('drafts').get(item.draftId));
        draft.data.email = email;
        await done(tx.objectStore('drafts').put(draft));
      } finally {
        db.close();
      }
    },
    { dbName: DB_NAME, email },
  );
}

/** The form's later code has arrived: no new script or resource for a second. */
async function codeArrived(page: Page): Promise<void> {
  let last = -1;
  await expect
    .poll(
      async () => {
        const count = await page.evaluate(() => performance.getEntriesByType('resource').length);
        const still = count === last;
        last = count;
        return still;
      },
      { intervals: [1000] },
    )
    .toBe(true);
}

test('a refused answer comes back on its field; corrected, it arrives once', async ({ page, context, request }) => {
  const name = `Somchai ${Date.now().toString(36)}`;
  await page.goto('/contact-us');
  await waitForHydration(page);
  // No service worker in this test: only the code loaded so far works offline. The form fetches
  // the rest after the family's first input, so the link goes down once that has arrived.
  await fillFields(page, { fullName: name });
  await codeArrived(page);
  await context.setOffline(true);
  await fillFields(page, {
    email: 'somchai@example.com',
    mobile: '081 234 5678',
    purpose: 'admissions',
    message: 'Is there a place in Year 3 from January?',
  });
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(submissionStatus(page)).toContainText('Saved on this device');
  await expectNoViolations(page, 'saved offline');
  await changeStoredEmail(page, 'somchai@@example');

  await context.setOffline(false);
  const alert = page.getByRole('alert').filter({ hasText: 'This form needs your attention' });
  await expect(alert).toContainText('The school could not accept some of the answers.');
  await expectNoViolations(page, 'needs attention');
  await alert.getByRole('button', { name: 'Correct the answers' }).click();

  // The form again, the school's message on the e-mail field and in the summary.
  const email = page.getByLabel('E-mail');
  await expect(email).toHaveValue('somchai@@example');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('#field-email-error')).toContainText('Enter an e-mail address like name@example.com');
  await expect(
    page.locator('.error-summary').getByRole('link', { name: 'E-mail: Enter an e-mail address like name@example.com' }),
  ).toBeVisible();

  await email.fill('somchai@example.com');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(submissionStatus(page)).toContainText('Received by the school');
  const mine = await exported(request, (data) => data.fullName === name);
  expect(mine.map((s) => [s.kind, (s.data as { email: string }).email])).toEqual([['contact', 'somchai@example.com']]);
  await expect(submissionStatus(page)).toContainText(mine[0]!.reference);
  await expectNoViolations(page, 'received');
  expect(await storedRows(page, 'outbox')).toEqual([]);
});

test('the quick form sent offline asks for the robot check once it can be sent', async ({ page, context, request }) => {
  // Letters only (a child's name takes no digits), new on every run.
  const student = `Anna ${Date.now()
    .toString(36)
    .replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!)}`;
  await page.goto('/contact-app');
  await waitForHydration(page);
  await expect(page.getByLabel("I'm not a robot")).toBeVisible();
  // As above: the form's later code arrives after the first input, before the link goes down.
  await fillFields(page, { studentName: student });
  await codeArrived(page);
  await context.setOffline(true);
  await fillFields(page, { ...contactAppAnswers, studentName: student });
  // Offline the check cannot be done (a real token would expire before sending anyway).
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you', exact: true })).toBeFocused();
  await expect(submissionStatus(page)).toContainText('Saved on this device');

  await context.setOffline(false);
  const alert = page.getByRole('alert').filter({ hasText: 'This form needs your attention' });
  await expect(alert).toContainText('Please confirm that you are not a robot, then press Send.');
  await alert.getByRole('button', { name: 'Send' }).click();
  await expect(alert.getByText("Please tick “I'm not a robot”")).toBeVisible();
  await alert.getByLabel("I'm not a robot").check();
  await alert.getByRole('button', { name: 'Send' }).click();

  await expect(submissionStatus(page)).toContainText('Received by the school');
  const mine = await exported(request, (data) => data.studentName === student);
  expect(mine.map((s) => [s.kind, s.status])).toEqual([['contact-app', 'complete']]);
});
