// When the school's server keeps failing: every POST of the submission answered 500 (a route in
// front of the real intake), the page's own retry timers run on Playwright's clock. The family
// first sees "saved on this device" with the next attempt; at the 20th 500 in a row it is told
// that the school's server has a problem, with the school's phone and e-mail, while the
// submission stays queued on the device; once the server answers again, the next retry delivers
// it and the school has it once.

import { expect, test } from '@playwright/test';
import { brand } from '../../src/config/brand';
import {
  expectNoViolations,
  exportedSubmissions,
  fillFields,
  storedRows,
  submissionStatus,
  waitForHydration,
} from './forms-support';

test('a server failing for a long while is told to the family; the submission waits and arrives once', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  // Letters only, new on every run: a name as the form takes it, that finds this run's submission.
  const name = `Somchai ${Date.now()
    .toString(36)
    .replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!)}`;
  let failures = 0;
  let failing = true;
  await page.route('**/api/submissions', async (route) => {
    if (!failing || route.request().method() !== 'POST') return route.continue();
    failures++;
    return route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"internal"}' });
  });
  await page.clock.install();
  await page.goto('/contact-us');
  await waitForHydration(page);
  await fillFields(page, {
    fullName: name,
    email: 'somchai@example.com',
    mobile: '081 234 5678',
    purpose: 'admissions',
    message: 'Is there a place in Year 3 from January?',
  });
  await page.getByRole('button', { name: 'Submit' }).click();
  const status = submissionStatus(page);
  await expect(status).toContainText('Saved on this device');
  await expect.poll(() => failures).toBe(1);
  await expect(status).toContainText('Next attempt at');
  await expect(status).not.toContainText("The school's server has a problem");

  // Each step runs the page's retry timer (the backoff is at most 10 minutes).
  for (let attempt = 2; attempt <= 20; attempt++) {
    await page.clock.fastForward('10:00');
    await expect.poll(() => failures).toBe(attempt);
  }
  await expect(status).toContainText("The school's server has a problem");
  await expect(status).toContainText(`call the admissions office on ${brand.phone} or write to ${brand.email}`);
  await expectNoViolations(page, 'server trouble');
  const [waiting, ...more] = await storedRows(page, 'outbox');
  expect(more).toEqual([]);
  expect(waiting).toMatchObject({ status: 'queued', serverErrors: { count: 20 } });

  failing = false;
  await page.clock.fastForward('10:00');
  await expect(status).toContainText('Received by the school');
  const mine = await exportedSubmissions(request, (s) => (s.data as { fullName?: string }).fullName === name);
  expect(mine).toHaveLength(1);
  expect(await storedRows(page, 'outbox')).toEqual([]);
});
