// The enrolment contract in the browser, after the Thai family of desk.spec.ts accepted its offer
// (its tests call `contractTests` at that point, on the same server): the mother opens her own
// signing link from the Thai e-mail, a name that is not hers is refused, her signature is
// recorded and its PDF copy e-mailed, the link is refused when used again, and the status page
// shows the steps to enrolment and the documents; axe checks the contract and the status page.

import { expect, test } from '@playwright/test';
import type { DeskServer } from './desk-server';
import { expectNoViolations, formText } from './forms-support';

const status = formText('status', 'th');
const family = 'malee@example.com';

export function contractTests(ctx: { server: () => DeskServer; statusUrl: () => string; reference: () => string }) {
  test('the mother signs the contract from her own link, once; the status page shows the steps', async ({ page }) => {
    const server = ctx.server();
    const reference = ctx.reference();
    const statusUrl = ctx.statusUrl();
    const mail = await server.sink.waitFor((m) => m.to.includes(family) && m.text.includes('#sign='), 20_000);
    expect(mail.language).toBe('th');
    const link = /(http\S+application-status#sign=\S+)/.exec(mail.text)![1]!;
    expect(link.startsWith(`${server.siteOrigin}/th/application-status#sign=`)).toBe(true);
    await page.goto(link);
    await expect(page.getByRole('heading', { name: new RegExp(reference) })).toBeVisible();
    await expectNoViolations(page, 'contract (th)');
    const sign = async (name: string) => {
      await page.getByLabel(status['form.status.contract.name']!).fill(name);
      await page.getByLabel(status['form.status.contract.consent']!).check();
      await page.getByRole('button', { name: status['form.status.contract.sign'], exact: true }).click();
    };
    // Someone else's name: refused, in Thai.
    await sign('Somchai Sriwong');
    await expect(page.getByRole('alert')).toHaveText(status['form.status.contract.error.wrong-guardian']!);
    await sign('Malee Sriwong-Hale');
    await expect(page.getByText(status['form.status.contract.done']!)).toBeVisible();
    const copy = await server.sink.waitFor((m) => m.to.includes(family) && m.attachments === 1, 20_000);
    expect(copy.parsed.attachments[0]!.contentType).toBe('application/pdf');

    // The same link again: signed already.
    await page.goto('about:blank');
    await page.goto(link);
    await sign('Malee Sriwong-Hale');
    await expect(page.getByRole('alert')).toHaveText(status['form.status.contract.error.used']!);

    await page.goto(statusUrl);
    await expect(page.getByRole('heading', { name: status['form.status.steps.title'] })).toBeVisible();
    await expect(page.getByText(status['form.status.steps.contract']!)).toBeVisible();
    await expect(page.getByRole('heading', { name: status['form.status.documents.title'] })).toBeVisible();
    await expectNoViolations(page, 'status page with enrolment (th)');
  });
}
