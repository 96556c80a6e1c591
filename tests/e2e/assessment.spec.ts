// Issue 31's assessment in Chromium, against the production server on its own embedded database
// (tests/e2e/desk-server.ts): an officer publishes slots on the desk's assessments page; two
// Russian families try to take the last place of one slot at the same moment and one gets it; the
// other books another slot from the Russian status page, moves it, and receives both e-mails with
// their calendar files (one UID, SEQUENCE 0 then 1); the desk shows the day's assessments per
// assessor; an officer moves a booked child on to review, which frees its place and cancels its
// calendar entry (METHOD:CANCEL, the same UID) by e-mail; a waitlisted child's position on its
// status page moves when staff reorder the list; a
// reference request reaches a teacher (the SMTP sink), the teacher answers, the desk shows it and
// the family's status page does not. axe checks the pages on the way.

import { expect, test, type Browser, type Page } from '@playwright/test';
import { totpCode } from '../../server/desk/auth/totp';
import { calendarClosure } from '../../src/shared/admissions/assessment-rules';
import { addDays, schoolDay } from '../../src/shared/dates';
import { withPreviousSchool } from '../desk/previous-school';
import { application } from '../desk/support';
import { deskText, startDeskServer, type DeskServer } from './desk-server';
import { expectNoViolations, formText, waitForHydration } from './forms-support';

test.describe.configure({ mode: 'serial' });

const officer = { email: 'pim@school.test', name: 'Pim Officer', role: 'officer' } as const;
const en = deskText('en');
const th = deskText('th');
const ru = formText('status', 'ru');

let server: DeskServer;
let staff: Page;
const families: { email: string; name: string; statusUrl: string; submissionId: string; reference: string }[] = [];

/** A school day ten or more days ahead: Monday to Friday, not a holiday or half-term. */
function slotDay(): string {
  let day = addDays(schoolDay(new Date()), 10);
  while ([0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay()) || calendarClosure(day)) day = addDays(day, 1);
  return day;
}
const day = slotDay();

async function signedInOfficer(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.deskOrigin, locale: 'en-GB', serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto(server.enrolment[officer.email]!);
  const secret = (await page.locator('code').textContent()) ?? '';
  await page.getByLabel(en['desk.enrol.password.new']!).fill('coconut palms by the sea');
  await page.getByLabel(en['desk.signIn.code']!).fill(totpCode(secret, new Date()));
  await page.getByRole('button', { name: en['desk.enrol.password.save'], exact: true }).click();
  await expect(page.getByRole('heading', { name: en['desk.nav.overview'], level: 1 })).toBeVisible();
  return page;
}

test.beforeAll(async ({ browser }) => {
  test.setTimeout(150_000);
  server = await startDeskServer([officer]);
  for (const [name, email, year] of [
    ['Ivan', 'petrov@example.com', 'y2'],
    ['Masha', 'orlova@example.com', 'y2'],
    ['Olga', 'smirnova@example.com', 'y1'],
    ['Pavel', 'volkov@example.com', 'y1'],
    ['Nina', 'sokolova@example.com', 'y3'],
  ] as const) {
    const { body } = application([{ firstName: name, familyName: 'Kuznetsov', year }], 'ru', email, new Date());
    if (name === 'Nina') withPreviousSchool(body, 'Surat Thani Bilingual School');
    const answer = await fetch(`${server.siteOrigin}/api/submissions`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: server.siteOrigin },
      body: JSON.stringify(body),
    });
    expect(answer.status).toBe(201);
    const receipt = (await answer.json()) as { reference: string; statusToken: string };
    families.push({
      email,
      name,
      submissionId: body.id,
      reference: receipt.reference,
      statusUrl: `${server.siteOrigin}/ru/application-status#${receipt.statusToken}`,
    });
  }
  staff = await signedInOfficer(browser);
});
test.afterAll(async () => {
  await staff?.context().close();
  await server?.stop();
});

test('an officer publishes three slots and asks both families to book', async () => {
  await staff
    .getByRole('navigation', { name: en['desk.nav.label'] })
    .getByRole('link', { name: en['desk.nav.assessments'] })
    .click();
  await expect(staff.getByRole('heading', { name: en['desk.nav.assessments'], level: 1 })).toBeVisible();
  const form = staff.getByRole('form', { name: en['desk.assessment.publish'] });
  await form.getByLabel(en['desk.assessment.day']!).fill(day);
  await form.getByLabel(en['desk.assessment.times']!).fill('10:00, 11:00, 12:00');
  await form.getByLabel(en['desk.year.y2']!).check();
  await form.getByLabel(en['desk.assessment.place']!).fill('Library');
  await form.getByLabel(en['desk.assessment.assessor']!).fill('Ms Carter');
  await form.getByLabel(en['desk.language.en']!).check();
  await form.getByLabel(en['desk.language.ru']!).check();
  await form.getByRole('button', { name: en['desk.assessment.publish'], exact: true }).click();
  await expect(staff.getByRole('status')).toHaveText('3 slots published.');
  await expectNoViolations(staff, 'assessments');

  for (const family of families.slice(0, 2)) {
    await staff.goto(`/desk/applications/${family.submissionId}`);
    await staff.getByLabel(en['desk.move.to']!).selectOption('assessment-to-book');
    await staff.getByRole('button', { name: en['desk.move.submit'], exact: true }).click();
    await expect(staff.locator('.desk-stage strong')).toHaveText(en['desk.stage.assessment-to-book']!);
  }
});

test('two families take the last place at once: one gets it, the other books, then moves, another', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const pages = await Promise.all(
    families.slice(0, 2).map(async (family) => {
      const context = await browser.newContext({ locale: 'ru-RU' });
      const page = await context.newPage();
      await page.goto(family.statusUrl);
      await waitForHydration(page);
      await expect(page.getByText(ru['form.status.stage.application.assessment-to-book']!)).toBeVisible();
      return page;
    }),
  );
  await expectNoViolations(pages[0]!, 'status page with slots (ru)');
  const book = (page: Page) => page.getByRole('button', { name: ru['form.status.assessment.book'], exact: true });
  const offered = await book(pages[0]!).count();
  await Promise.all(pages.map((page) => book(page).first().click()));
  const outcomes = await Promise.all(
    pages.map(async (page) => {
      await expect(page.locator('.status-assessment__message')).toBeVisible();
      return page.locator('.status-assessment__message').textContent();
    }),
  );
  expect([...outcomes].sort()).toEqual(
    [ru['form.status.assessment.done.booked'], ru['form.status.assessment.error.full']].sort(),
  );
  const loser = outcomes.indexOf(ru['form.status.assessment.error.full']!);
  const page = pages[loser]!;
  const family = families[loser]!;

  // The page asks for the status again after the refusal: the taken slot leaves the list.
  await expect(book(page)).toHaveCount(offered - 1);
  await book(page).first().click();
  await expect(page.getByText(ru['form.status.assessment.done.booked']!)).toBeVisible();
  await page.getByRole('button', { name: ru['form.status.assessment.move'], exact: true }).first().click();
  await expect(page.getByText(ru['form.status.assessment.done.moved']!)).toBeVisible();
  await expect(page.getByText(/Вы записаны на .*12:00/)).toBeVisible();

  const calendar = async (words: string) => {
    const mail = await server.sink.waitFor((m) => m.to.includes(family.email) && m.text.includes(words), 20_000);
    expect(mail.language).toBe('ru');
    const file = mail.parsed.attachments.find((a) => a.filename === 'assessment.ics')!;
    return file.content.toString('utf8').replace(/\r\n /g, '');
  };
  const booked = await calendar('назначено');
  const moved = await calendar('перенесено');
  const uid = /UID:(\S+)/.exec(booked)![1];
  expect(moved).toContain(`UID:${uid}`);
  expect(booked).toContain('SEQUENCE:0');
  expect(moved).toContain('SEQUENCE:1');
  expect(moved).toContain(`DTSTART;TZID=Asia/Bangkok:${day.replace(/-/g, '')}T120000`);
  await Promise.all(pages.map((p) => p.context().close()));
});

test('the desk shows the day’s assessments per assessor', async () => {
  await staff.goto('/desk/assessments');
  await staff.getByLabel(en['desk.assessment.from']!).fill(day);
  await staff.getByRole('button', { name: en['desk.assessment.show'], exact: true }).click();
  const table = staff.getByRole('table', { name: `${en['desk.assessment.assessor']}: Ms Carter` });
  await expect(table.getByRole('row')).toHaveCount(4);
  for (const family of families.slice(0, 2))
    await expect(table.getByRole('link', { name: `${family.name} Kuznetsov` })).toBeVisible();
  await expectNoViolations(staff, 'assessments with bookings');
});

test('an officer moves a booked child on: its place is freed and its calendar entry cancelled', async () => {
  const family = families[0]!;
  await staff.goto(`/desk/applications/${family.submissionId}`);
  await expect(staff.getByLabel(en['desk.move.to']!)).toHaveAccessibleDescription(en['desk.move.assessmentCancels']!);
  await staff.getByLabel(en['desk.move.to']!).selectOption('under-review');
  await staff.getByRole('button', { name: en['desk.move.submit'], exact: true }).click();
  await expect(staff.locator('.desk-stage strong')).toHaveText(en['desk.stage.under-review']!);

  const calendar = async (method: string) => {
    const mail = await server.sink.waitFor(
      (m) =>
        m.to.includes(family.email) &&
        m.parsed.attachments.some((a) => a.filename === 'assessment.ics' && a.content.toString().includes(method)),
      20_000,
    );
    expect(mail.language).toBe('ru');
    return mail.parsed.attachments[0]!.content.toString('utf8').replace(/\r\n /g, '');
  };
  const booked = await calendar('METHOD:REQUEST');
  const cancelled = await calendar('METHOD:CANCEL');
  expect(cancelled).toContain(`UID:${/UID:(\S+)/.exec(booked)![1]}`);
  expect(cancelled).toContain('STATUS:CANCELLED');

  await staff.goto('/desk/assessments');
  await staff.getByLabel(en['desk.assessment.from']!).fill(day);
  await staff.getByRole('button', { name: en['desk.assessment.show'], exact: true }).click();
  const table = staff.getByRole('table', { name: `${en['desk.assessment.assessor']}: Ms Carter` });
  await expect(table.getByRole('link', { name: `${families[1]!.name} Kuznetsov` })).toBeVisible();
  await expect(table.getByRole('link', { name: `${family.name} Kuznetsov` })).toHaveCount(0);
});

test('a waitlisted child’s position on the status page moves when staff reorder', async ({ browser }) => {
  const [olga, pavel] = families.slice(2);
  for (const family of [olga!, pavel!]) {
    await staff.goto(`/desk/applications/${family.submissionId}`);
    await staff.getByLabel(en['desk.move.to']!).selectOption('waiting-list');
    await staff.getByRole('button', { name: en['desk.move.submit'], exact: true }).click();
    await expect(staff.locator('.desk-stage strong')).toHaveText(en['desk.stage.waiting-list']!);
  }
  const context = await browser.newContext({ locale: 'ru-RU' });
  const page = await context.newPage();
  await page.goto(pavel!.statusUrl);
  await waitForHydration(page);
  await expect(page.getByText('Место в листе ожидания: 2 из 2')).toBeVisible();

  await staff.goto('/desk/waiting-list');
  await staff.getByLabel('New position for Pavel Kuznetsov').fill('1');
  await staff.getByLabel(en['desk.waitlist.note']!).last().fill('Sister starts in January');
  await staff.getByRole('button', { name: en['desk.waitlist.move'], exact: true }).last().click();
  await expect(staff.getByText('Pavel Kuznetsov from 2 to 1: Sister starts in January')).toBeVisible();
  await expectNoViolations(staff, 'waiting list');

  await page.reload();
  await waitForHydration(page);
  await expect(page.getByText('Место в листе ожидания: 1 из 2')).toBeVisible();
  await expect(page.getByText('Вы поднялись с 2-го места.')).toBeVisible();
  await context.close();
});

test('a reference request reaches the teacher, who answers; the desk shows it, the family does not', async ({
  browser,
}) => {
  const nina = families[4]!;
  await staff.goto(`/desk/applications/${nina.submissionId}`);
  const panel = staff.getByRole('region', { name: `${en['desk.reference.title']}: Nina Kuznetsov` });
  await panel.getByLabel(en['desk.reference.teacherEmail']!).fill('kru.malee@school.example');
  await panel.getByLabel(en['desk.reference.language']!).selectOption('th');
  await panel.getByRole('button', { name: en['desk.reference.request'], exact: true }).click();
  await expect(panel.getByRole('status')).toHaveText(en['desk.reference.sent']!);

  const mail = await server.sink.waitFor((m) => m.to.includes('kru.malee@school.example'), 20_000);
  const link = /(http\S+\/th\/desk\/reference#\S+)/.exec(mail.text)![1]!;
  const context = await browser.newContext({ locale: 'th-TH' });
  const page = await context.newPage();
  await page.goto(link);
  await expect(
    page.getByRole('heading', { name: th['desk.reference.form.title']!.replace('{child}', 'Nina') }),
  ).toBeVisible();
  await expectNoViolations(page, 'reference form (th)');
  await page.getByLabel(th['desk.reference.q.strengths']!).fill('อ่านหนังสือเก่ง ช่วยเหลือเพื่อน');
  await page.getByRole('button', { name: th['desk.reference.form.submit'], exact: true }).click();
  await expect(page.getByRole('status')).toHaveText(th['desk.reference.form.done']!);
  // The link works once.
  await page.reload();
  await expect(page.getByRole('alert')).toHaveText(th['desk.reference.error.used']!);
  await context.close();

  await staff.reload();
  await expect(panel.getByText('อ่านหนังสือเก่ง ช่วยเหลือเพื่อน')).toBeVisible();
  await expectNoViolations(staff, 'detail with a reference');

  const family = await browser.newContext({ locale: 'ru-RU' });
  const status = await family.newPage();
  await status.goto(nina.statusUrl);
  await waitForHydration(status);
  await expect(status.getByText('Nina', { exact: true })).toBeVisible();
  await expect(status.locator('body')).not.toContainText('อ่านหนังสือเก่ง');
  await expect(status.locator('body')).not.toContainText('Surat Thani Bilingual School');
  await family.close();
});
