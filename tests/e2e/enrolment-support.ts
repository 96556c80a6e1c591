// Staff helpers of tests/e2e/enrolment.spec.ts: a member of staff enrols from the link
// `npm run staff -- add` printed (password and TOTP) and is signed in; the desk's own API, called
// from the desk's page with the session's CSRF token, for the moves before the offer.

import { expect, type Page } from '@playwright/test';
import { deskText, enrolmentCode } from './desk-server';

const en = deskText('en');
const PASSWORD = 'coconut palms by the sea';

/** Enrols the member of staff of `link` with a password and TOTP; leaves `page` signed in. */
export async function signInStaff(page: Page, link: string): Promise<void> {
  await page.goto(link);
  const secret = (await page.locator('code').textContent()) ?? '';
  await page.getByLabel(en['desk.enrol.password.new']!).fill(PASSWORD);
  await page.getByLabel(en['desk.signIn.code']!).fill(await enrolmentCode(page, secret));
  await page.getByRole('button', { name: en['desk.enrol.password.save'], exact: true }).click();
  await expect(page.getByRole('heading', { name: en['desk.nav.overview'], level: 1 })).toBeVisible();
}

/** The desk's API as its page calls it (same origin, session cookie, CSRF token). */
export async function staffApi(page: Page) {
  const call = (method: string, path: string, body?: unknown) =>
    page.evaluate(
      async ({ method, path, body }) => {
        const session = (await (await fetch('/api/desk/session')).json()) as { csrfToken: string };
        const answer = await fetch(`/api/desk${path}`, {
          method,
          headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': session.csrfToken },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        });
        return { status: answer.status, json: (await answer.json()) as unknown };
      },
      { method, path, body },
    );
  return {
    async cases(q: string) {
      const answer = await call('GET', `/cases?q=${encodeURIComponent(q)}`);
      return (answer.json as { rows: { caseId: string; childName: string }[] }).rows;
    },
    async move(caseId: string, to: string) {
      return (await call('POST', `/cases/${caseId}/move`, { to })).status;
    },
  };
}
