// The enrolment contract in the browser, after the Thai family of desk.spec.ts accepted its offer
// (its tests call `contractTests` at that point, on the same server): the mother opens her own
// signing link from the Thai e-mail, a name that is not hers is refused, her signature is
// recorded and its PDF copy e-mailed, the link is refused when used again, and the status page
// shows the steps to enrolment and the documents; axe checks the contract and the status page.
// Once the fees are paid (desk-fees.ts), `enrolledTests`: a registrar accepts each document, the
// family chooses the first Monday the rule allows, the child is enrolled, and the OneRoster
// bundle holds the child and the mother.

import { expect, test, type Browser, type Page } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { checkStartDay } from '../../src/shared/admissions/start-date';
import { deskText, enrolmentCode, type DeskServer } from './desk-server';
import { expectNoViolations, formText } from './forms-support';

const status = formText('status', 'th');
const en = deskText('en');
export const registrar = { email: 'dao@school.test', name: 'Dao Registrar', role: 'officer' } as const;
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

export function enrolledTests(ctx: {
  server: () => DeskServer;
  statusUrl: () => string;
  reference: () => string;
  staffPage: (browser: Browser) => Promise<Page>;
  PASSWORD: string;
}) {
  test('documents accepted and a first Monday chosen, the child is enrolled and handed off', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const paidBy = new Date();
    const desk = await ctx.staffPage(browser);
    await desk.goto(ctx.server().enrolment[registrar.email]!);
    const secret = (await desk.locator('code').textContent()) ?? '';
    await desk.getByLabel(en['desk.enrol.password.new']!).fill(ctx.PASSWORD);
    await desk.getByLabel(en['desk.signIn.code']!).fill(await enrolmentCode(desk, secret));
    await desk.getByRole('button', { name: en['desk.enrol.password.save'], exact: true }).click();
    await expect(desk.getByRole('heading', { name: en['desk.nav.overview'], level: 1 })).toBeVisible();
    await desk.goto(`/desk/applications?q=${encodeURIComponent(ctx.reference())}`);
    await desk.getByRole('link', { name: ctx.reference() }).click();
    const accept = desk.getByRole('button', { name: en['desk.enrolment.accept'], exact: true });
    await expect(accept.first()).toBeVisible();
    for (let left = await accept.count(); left > 0; left--) {
      await accept.first().click();
      await expect(accept).toHaveCount(left - 1);
    }
    await expectNoViolations(desk, 'detail with the documents accepted');

    await page.goto(ctx.statusUrl());
    const day = page.getByLabel(status['form.status.start.pick']!);
    const chosen = await day.inputValue();
    // The first day offered is a Monday the rule allows for fees paid before this test began.
    expect(new Date(`${chosen}T00:00:00Z`).getUTCDay()).toBe(1);
    expect(checkStartDay(chosen, paidBy)).toBeUndefined();
    await expectNoViolations(page, 'status page with the first day to choose');
    await page.getByRole('button', { name: status['form.status.start.save'], exact: true }).click();
    await expect(page.getByText(status['form.status.stage.application.enrolled']!)).toBeVisible();

    const zip = await desk.request.get(`${ctx.server().deskOrigin}/api/desk/cases/oneroster`);
    expect(zip.headers()['content-type']).toBe('application/zip');
    const files = unzipSync(new Uint8Array(await zip.body()));
    expect(strFromU8(files['manifest.csv']!)).toContain('oneroster.version,1.1');
    const users = strFromU8(files['users.csv']!);
    expect(users).toMatch(/,student,[^\n]*,Anna,Sriwong-Hale,/);
    expect(users).toMatch(/,parent,malee@example\.com,[^\n]*,Malee,Sriwong-Hale,/);
    await desk.context().close();
  });
}
