// The fees in the browser, after the Thai family of desk.spec.ts accepted its offer (its tests call
// `feesTests` at that point, on the same server): the family chooses the full year on its status
// page; an officer (password and TOTP) checks the invoice in the desk and issues it; the status
// page shows the PromptPay code, which the test reads from the picture on the page and checks (tags,
// biller, references, amount, CRC), and the bank's account; the family sends a bank slip whose own
// QR code the desk reads; the officer confirms the amount and the family's page says paid. axe
// checks the desk's and the status page's fees.

import { expect, test, type Browser, type Page } from '@playwright/test';
import { parse } from 'promptparse';
import { decodeQr, slipPicture } from '../support/qr-images';
import { deskText, enrolmentCode, type DeskServer } from './desk-server';
import { expectNoViolations, formText } from './forms-support';

const en = deskText('en');
const status = formText('status', 'th');

export const bursar = { email: 'ploy@school.test', name: 'Ploy Bursar', role: 'officer' } as const;

export interface FeesContext {
  server: () => DeskServer;
  statusUrl: () => string;
  reference: () => string;
  staffPage: (browser: Browser) => Promise<Page>;
  password: string;
}

export function feesTests(ctx: FeesContext) {
  let desk: Page | undefined;

  test.afterAll(async () => {
    await desk?.context().close();
  });

  test('the family chooses the full year; an officer checks the invoice and issues it', async ({ page, browser }) => {
    test.setTimeout(90_000);
    await page.goto(ctx.statusUrl());
    await expect(page.getByRole('heading', { name: status['form.status.fees.title'] })).toBeVisible();
    await expect(page.getByText(status['form.status.fees.pending']!)).toBeVisible();
    await page.getByLabel(status['form.status.fees.plan.year']!).check();
    await page.getByRole('button', { name: status['form.status.fees.plan.save'], exact: true }).click();
    await expect(page.getByText(status['form.status.fees.plan.saved']!)).toBeVisible();

    desk = await ctx.staffPage(browser);
    await desk.goto(ctx.server().enrolment[bursar.email]!);
    const secret = (await desk.locator('code').textContent()) ?? '';
    await desk.getByLabel(en['desk.enrol.password.new']!).fill(ctx.password);
    await desk.getByLabel(en['desk.signIn.code']!).fill(await enrolmentCode(desk, secret));
    await desk.getByRole('button', { name: en['desk.enrol.password.save'], exact: true }).click();
    await expect(desk.getByRole('heading', { name: en['desk.overview.money'] })).toBeVisible();
    await expectNoViolations(desk, 'overview with fees');
    await desk
      .getByRole('navigation', { name: en['desk.nav.label'] })
      .getByRole('link', { name: en['desk.nav.applications'] })
      .click();
    await desk.getByLabel(en['desk.list.search']!).fill(ctx.reference());
    await desk.getByRole('button', { name: en['desk.list.apply'], exact: true }).click();
    await desk.getByRole('link', { name: ctx.reference() }).click();
    await expect(desk.getByRole('heading', { name: en['desk.fees.preview'] })).toBeVisible();
    await expect(desk.getByText(en['desk.fees.plan.year']!, { exact: false })).toBeVisible();
    await expectNoViolations(desk, 'detail with the invoice to issue');
    await desk.getByRole('button', { name: en['desk.fees.issue'], exact: true }).click();
    await expect(desk.getByRole('heading', { level: 4, name: /^INV-\d{4}-\d{4}/ })).toContainText(
      en['desk.fees.state.open']!,
    );
    await expectNoViolations(desk, 'detail with an issued invoice');
    const mail = await ctx
      .server()
      .sink.waitFor((m) => m.to.includes('malee@example.com') && m.subject.includes('ใบแจ้งหนี้'), 20_000);
    expect(mail.html).toMatch(/<img src="[^"]+\/api\/fees\/qr\/[^"]+\.png"/);
  });

  test('the status page’s PromptPay code reads right; a slip is sent, matched and confirmed', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto(ctx.statusUrl());
    const qr = page.locator('img.status-fees__qr');
    await expect(qr).toBeVisible();
    const payload = await decodeQr(new Uint8Array(await qr.screenshot()));
    // Strict parsing checks the CRC-16/CCITT-FALSE of tag 63.
    const read = parse(payload ?? '', true);
    expect(read).not.toBeNull();
    const reference = ctx.reference().replace(/-/g, '');
    expect([
      read!.getTagValue('00'),
      read!.getTagValue('01'),
      read!.getTagValue('53'),
      read!.getTagValue('58'),
    ]).toEqual(['01', '12', '764', 'TH']);
    expect(read!.getTagValue('30', '00')).toBe('A000000677010112');
    expect(read!.getTagValue('30', '01')).toBe('010555600000001');
    expect(read!.getTagValue('30', '02')).toMatch(/^INV\d{8}$/);
    expect(read!.getTagValue('30', '03')).toBe(`${reference}C1`);
    const amount = Number(read!.getTagValue('54'));
    const shown = amount.toLocaleString('en-US', { minimumFractionDigits: 2 });
    await expect(page.locator('.status-fees__lines tfoot')).toContainText(shown);
    await expect(page.getByText('123-4-56789-0')).toBeVisible();
    await expectNoViolations(page, 'status page with fees (th)');

    await page.getByLabel(status['form.status.fees.slip.choose']!).setInputFiles({
      name: 'slip.png',
      mimeType: 'image/png',
      buffer: Buffer.from(await slipPicture('014', '2030011200001111')),
    });
    await page.getByRole('button', { name: status['form.status.fees.slip.send'], exact: true }).click();
    await expect(page.getByText(status['form.status.fees.slip.queued']!)).toBeVisible();

    const officer = desk!;
    // The outbox delivers it in the background: the desk shows it once it has arrived and been read.
    await expect(async () => {
      await officer.reload();
      await expect(officer.getByText('2030011200001111')).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 30_000 });
    await expect(officer.getByLabel(en['desk.fees.slip.amount']!)).toHaveValue(amount.toFixed(2));
    await expectNoViolations(officer, 'detail with a slip to check');
    await officer.getByRole('button', { name: en['desk.fees.slip.confirm'], exact: true }).click();
    await expect(officer.getByRole('heading', { level: 4, name: /^INV-\d{4}-\d{4}/ })).toContainText(
      en['desk.fees.state.paid']!,
    );
    await expect(officer.getByRole('link', { name: /RC-\d{4}-\d{4}/ })).toBeVisible();

    await page.reload();
    await expect(page.getByText(status['form.status.fees.paidInFull']!)).toBeVisible();
    await expect(page.locator('img.status-fees__qr')).toHaveCount(0);
  });
}
