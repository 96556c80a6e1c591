// Issue 30's "Done when" in Chromium, against the desk's own production server (desk-server.ts):
// the Srisuk family (enrolment-family.ts: two children, both parents named, in Thai) from its
// application to both children enrolled. The younger child's missing birth certificate is added
// from the status page while the browser is offline and reaches the desk on reconnect; the offers
// are made and accepted; each child's invoice (the full year chosen, the younger one's with the
// sibling discount, amounts from src/data/facts.ts) is issued, its PromptPay code read from the
// page and checked, a slip sent and matched; both parents sign each child's contract from their
// own links; each child gets a first Monday the rule allows and is enrolled; the OneRoster bundle
// holds both children and both parents.

import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { parse } from 'promptparse';
import { discounts } from '../../src/data/facts';
import { checkStartDay } from '../../src/shared/admissions/start-date';
import { decodeQr, slipPicture } from '../support/qr-images';
import { registrar } from './desk-contract';
import { bursar } from './desk-fees';
import { deskText, startDeskServer, type DeskServer } from './desk-server';
import { children, expectedFees, father, mother, submitSrisuk } from './enrolment-family';
import { formText, makePdf } from './forms-support';
import { signInStaff, staffApi } from './enrolment-support';

test.describe.configure({ mode: 'serial' });

const head = { email: 'head@school.test', name: 'Dr Clare Head', role: 'head' } as const;
const en = deskText('en');
const status = formText('status', 'th');
const [nida, kai] = children;

let server: DeskServer;
let reference = '';
let statusUrl = '';
/** A moment before the fees were confirmed: the first-day rule counts from the payment. */
let paidAt = new Date();

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startDeskServer([head, bursar, registrar]);
  const receipt = await submitSrisuk(server.siteOrigin);
  reference = receipt.reference;
  statusUrl = `${server.siteOrigin}/th/application-status#${receipt.statusToken}`;
});
test.afterAll(async () => {
  for (const page of desks.values()) await page.context().close();
  await server?.stop();
});

/** The status page's label of an invoice line: `ส่วนลดพี่น้อง (10%)`. */
const line = (kind: string, rate: number) =>
  status[`form.status.fees.line.${kind}`]!.replace('{rate}', String(rate * 100));

/** A child's part of the status page, or of the desk's case page (each named by the child). */
const childOn = (page: Page, name: string): Locator => page.getByRole('region', { name, exact: true });

/** Each member of staff's desk page, signed in once (an enrolment link works once). */
const desks = new Map<string, Page>();

async function staff(browser: Browser, email: string): Promise<Page> {
  const open = desks.get(email);
  if (open) return open;
  const context = await browser.newContext({ baseURL: server.deskOrigin, locale: 'en-GB', serviceWorkers: 'block' });
  const page = await context.newPage();
  await signInStaff(page, server.enrolment[email]!);
  desks.set(email, page);
  return page;
}

/** Opens the family's case page in the desk. */
async function openCase(desk: Page): Promise<void> {
  await desk.goto(`/desk/applications?q=${encodeURIComponent(reference)}`);
  await desk.getByRole('link', { name: reference }).first().click();
  await expect(childOn(desk, kai.full)).toBeVisible();
}

test('the missing birth certificate, added offline on the status page, reaches the desk on reconnect', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await page.goto(statusUrl);
  const kaiCard = childOn(page, kai.first);
  await expect(childOn(page, nida.first)).toBeVisible();
  const birth = kaiCard.locator('.status-documents__item', {
    hasText: status['form.status.documents.name.birthCertificate'],
  });
  await expect(birth).toContainText(status['form.status.documents.state.missing']!);

  await page.context().setOffline(true);
  const add = status['form.status.documents.add']!.replace(
    '{document}',
    status['form.status.documents.name.birthCertificate']!,
  );
  await birth.getByLabel(add).setInputFiles(makePdf('birth-certificate.pdf', 30_000));
  await expect(birth.getByRole('status')).toHaveText(status['form.status.documents.waiting']!);
  // Kept on the device while offline: the desk has nothing yet.
  const desk = await staff(browser, registrar.email);
  await openCase(desk);
  const onDesk = childOn(desk, kai.full).locator('li.desk-document', {
    hasText: en['desk.enrolment.document.birthCertificate'],
  });
  await expect(onDesk).toContainText(en['desk.enrolment.state.missing']!);
  await page.context().setOffline(false);

  await expect(async () => {
    await desk.reload();
    await expect(onDesk).toContainText(en['desk.enrolment.state.received']!, { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await expect(onDesk).toContainText(en['desk.enrolment.late']!);
  // The page asks again once the file is gone from the outbox.
  await expect(birth).toContainText(status['form.status.documents.state.received']!);
});

test('the Head of School makes both offers; the family accepts each from its e-mail', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const desk = await staff(browser, head.email);
  const api = await staffApi(desk);
  const rows = await api.cases(reference);
  expect(rows.map((r) => r.childName).sort()).toEqual([kai.full, nida.full]);
  for (const row of rows) {
    expect(await api.move(row.caseId, 'under-review')).toBe(200);
    expect(await api.move(row.caseId, 'offer-made')).toBe(200);
  }

  const offerLinks = () =>
    server.sink.messages.flatMap((m) =>
      [...m.text.matchAll(/(http\S+application-status#offer=\S+\.a\.\S+)/g)].map((x) => x[1]!),
    );
  await expect.poll(() => new Set(offerLinks()).size, { timeout: 20_000 }).toBe(2);
  for (const link of new Set(offerLinks())) {
    await page.goto(link);
    await page.getByRole('button', { name: status['form.status.offer.confirm.accept'], exact: true }).click();
    await expect(page.getByText(status['form.status.offer.done.accept']!)).toBeVisible();
    await page.goto('about:blank');
  }
  await page.goto(statusUrl);
  for (const child of children)
    await expect(childOn(page, child.first)).toContainText(status['form.status.stage.application.offer-accepted']!);
});

test('each invoice holds the full year and the sibling discount; its PromptPay code and a slip pay it', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  await page.goto(statusUrl);
  for (const child of children) {
    const card = childOn(page, child.first);
    await card.getByLabel(status['form.status.fees.plan.year']!).check();
    await card.getByRole('button', { name: status['form.status.fees.plan.save'], exact: true }).click();
    await expect(card.getByText(status['form.status.fees.plan.saved']!)).toBeVisible();
  }

  const desk = await staff(browser, bursar.email);
  await openCase(desk);
  for (const child of children) {
    const onDesk = childOn(desk, child.full);
    await expect(onDesk.getByRole('heading', { name: en['desk.fees.preview'] })).toBeVisible();
    await onDesk.getByRole('button', { name: en['desk.fees.issue'], exact: true }).click();
    await expect(onDesk.getByRole('heading', { level: 4, name: /^INV-\d{4}-\d{4}/ })).toContainText(
      en['desk.fees.state.open']!,
    );
  }

  const paidBy = new Date();
  await page.reload();
  for (const [index, child] of children.entries()) {
    const fees = expectedFees(child, index === 0 ? 1 : 2);
    const card = childOn(page, child.first);
    const qr = card.locator('img.status-fees__qr');
    await expect(qr).toBeVisible();
    // Read once the picture has arrived and been decoded, not while it is still loading.
    await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    // Strict parsing checks the CRC-16/CCITT-FALSE of tag 63.
    const read = parse((await decodeQr(new Uint8Array(await qr.screenshot()))) ?? '', true);
    expect(read).not.toBeNull();
    expect(['00', '01', '53', '58'].map((tag) => read!.getTagValue(tag))).toEqual(['01', '12', '764', 'TH']);
    expect(read!.getTagValue('30', '00')).toBe('A000000677010112');
    expect(read!.getTagValue('30', '01')).toBe('010555600000001');
    expect(read!.getTagValue('30', '02')).toMatch(/^INV\d{8}$/);
    expect(read!.getTagValue('30', '03')).toBe(`${reference.replace(/-/g, '')}C${index + 1}`);
    expect(Number(read!.getTagValue('54'))).toBe(fees.total);
    const baht = (amount: number) => amount.toLocaleString('en-US', { minimumFractionDigits: 2 });
    await expect(card.locator('.status-fees__lines tfoot')).toContainText(baht(fees.total));
    await expect(card.locator('.status-fees__lines tbody')).toContainText(baht(fees.tuition));
    await expect(
      card.getByRole('row', { name: line('full-year-discount', discounts.fullYearInAdvance) }),
    ).toContainText(baht(fees.fullYear));
    // The sibling discount is the younger child's alone.
    const sibling = card.getByRole('row', { name: line('sibling-discount', discounts.secondChild) });
    if (fees.sibling) await expect(sibling).toContainText(baht(fees.sibling));
    else await expect(sibling).toHaveCount(0);

    const transRef = `20300112000011${index}1`;
    await card.getByLabel(status['form.status.fees.slip.choose']!).setInputFiles({
      name: `slip-${child.first}.png`,
      mimeType: 'image/png',
      buffer: Buffer.from(await slipPicture('014', transRef)),
    });
    await card.getByRole('button', { name: status['form.status.fees.slip.send'], exact: true }).click();
    await expect(card.getByText(status['form.status.fees.slip.queued']!)).toBeVisible();

    const onDesk = childOn(desk, child.full);
    await expect(async () => {
      await desk.reload();
      await expect(onDesk.getByText(transRef)).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 60_000 });
    await expect(onDesk.getByLabel(en['desk.fees.slip.amount']!)).toHaveValue(fees.total.toFixed(2));
    await onDesk.getByRole('button', { name: en['desk.fees.slip.confirm'], exact: true }).click();
    await expect(onDesk.getByRole('heading', { level: 4, name: /^INV-\d{4}-\d{4}/ })).toContainText(
      en['desk.fees.state.paid']!,
    );
  }
  await page.reload();
  for (const child of children)
    await expect(childOn(page, child.first).getByText(status['form.status.fees.paidInFull']!)).toBeVisible();
  paidAt = paidBy;
});

test('both parents sign each contract from their own links; a first Monday each; both enrolled', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  for (const guardian of [mother, father]) {
    const links = () =>
      server.sink.messages
        .filter((m) => m.text.includes('#sign='))
        .flatMap((m) =>
          [...m.text.matchAll(/(http\S+application-status#sign=\S+)/g)].map((x) => ({ to: m.to, link: x[1]! })),
        )
        .filter(({ link }) => new RegExp(`#sign=[^.\\s]+\\.${guardian === mother ? 'm' : 'f'}\\.`).test(link));
    await expect.poll(() => links().length, { timeout: 20_000 }).toBe(2);
    for (const { to, link } of links()) {
      // Each guardian's link goes to that guardian alone.
      expect(to).toEqual([guardian.email]);
      await page.goto(link);
      await page.getByLabel(status['form.status.contract.name']!).fill(guardian.full);
      await page.getByLabel(status['form.status.contract.consent']!).check();
      await page.getByRole('button', { name: status['form.status.contract.sign'], exact: true }).click();
      await expect(page.getByText(status['form.status.contract.done']!)).toBeVisible();
      await page.goto('about:blank');
    }
  }

  const desk = await staff(browser, registrar.email);
  await openCase(desk);
  // Each child's checklist loads on its own: both are shown before the buttons are counted.
  for (const child of children)
    await expect(childOn(desk, child.full).locator('li.desk-document').first()).toBeVisible();
  const accept = desk.getByRole('button', { name: en['desk.enrolment.accept'], exact: true });
  for (let left = await accept.count(); left > 0; left--) {
    await accept.first().click();
    await expect(accept).toHaveCount(left - 1);
  }

  await page.goto(statusUrl);
  for (const child of children) {
    const card = childOn(page, child.first);
    const day = card.getByLabel(status['form.status.start.pick']!);
    const chosen = await day.inputValue();
    // The first day offered is a Monday the rule (Thursday 12:00 for the next Monday) allows.
    expect(new Date(`${chosen}T00:00:00Z`).getUTCDay()).toBe(1);
    expect(checkStartDay(chosen, paidAt)).toBeUndefined();
    await card.getByRole('button', { name: status['form.status.start.save'], exact: true }).click();
    await expect(card.getByText(status['form.status.stage.application.enrolled']!)).toBeVisible();
  }

  const zip = await desk.request.get(`${server.deskOrigin}/api/desk/cases/oneroster`);
  expect(zip.headers()['content-type']).toBe('application/zip');
  const users = strFromU8(unzipSync(new Uint8Array(await zip.body()))['users.csv']!);
  for (const child of children) expect(users).toMatch(new RegExp(`,student,[^\\n]*,${child.first},Srisuk,`));
  for (const parent of [mother, father])
    expect(users).toMatch(new RegExp(`,parent,${parent.email.replace(/\./g, '\\.')},[^\\n]*,${parent.first},Srisuk,`));
});
