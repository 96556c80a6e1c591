// Offline in every engine, with the link taken down by the proxy (the browser still thinks it
// is online): after one visit the visitor's language reads without a network, and a contact
// request sent while the link is down reaches the school exactly once when the app is opened
// again with the link back.

import { randomUUID } from 'node:crypto';
import { expect, test } from './support/fixtures';
import {
  clickText,
  exported,
  fieldId,
  shown,
  storedRows,
  valueAt,
  whenInteractive,
  whenMainShows,
  whenOfflineReady,
} from './support/site';
import { waitFor } from './support/engine';

test('after one visit the Russian pages and forms open with the link down', async ({ site }) => {
  const { page } = await site.open();
  await page.goto('/ru/curriculum');
  await whenOfflineReady(page, 'ru');
  await site.link.down();

  const pages: [string, RegExp][] = [
    ['/ru/school-fees', /Стоимость|Плата/],
    ['/ru/visa-information', /Информация о визах/],
    ['/ru/faq', /вопрос/i],
    ['/ru/contact-us', /./],
  ];
  for (const [path, heading] of pages) {
    await page.goto(path);
    const seen = await shown(page);
    expect(seen.path, path).toBe(path);
    expect(seen.lang, path).toBe('ru');
    expect(seen.h1, path).toMatch(heading);
    await whenInteractive(page);
  }
  // A page of a language never opened: the offline page, in English.
  await page.goto('/th/school-fees');
  expect((await shown(page)).h1).toBe('This page is not saved on this device yet');
});

test('a contact request sent with the link down reaches the school once, after a restart', async ({ site }) => {
  const email = `somchai.${randomUUID().slice(0, 8)}@example.com`;
  let { page } = await site.open();
  await page.goto('/th/contact-us');
  await whenOfflineReady(page, 'th');
  await whenInteractive(page);
  await site.link.down();

  await page.type(`#${fieldId('fullName')}`, 'Somchai Jaidee');
  await page.type(`#${fieldId('email')}`, email);
  await page.type(`#${fieldId('mobile')}`, '081 234 5678');
  await page.click('input[name="purpose"][value="admissions"]');
  await page.type(`#${fieldId('message')}`, 'ขอนัดเยี่ยมชมโรงเรียนครับ');
  await clickText(page, 'button', 'ส่งแบบฟอร์ม');
  await whenMainShows(page, 'บันทึกไว้ในอุปกรณ์นี้แล้ว');
  // The first attempt fails on the dead link; the submission waits on the device.
  await waitFor('the submission to wait in the outbox', async () => {
    const rows = await storedRows(page, 'outbox');
    return rows.length === 1 && rows[0]?.status === 'queued' && (rows[0]?.attempts as number) >= 1;
  });

  // The phone closes the app; later it is opened again with the link back.
  await site.close();
  await site.link.up();
  ({ page } = await site.open());
  await page.goto('/th/contact-us');
  const mine = (s: { data: unknown }) => valueAt(s.data, 'email') === email;
  const received = await waitFor('the school to have it', async () => (await exported(mine)).length > 0, 60_000);
  expect(received).toBe(true);
  await waitFor('the outbox to empty', async () => (await storedRows(page, 'outbox')).length === 0);

  // Opened again and again, it is never sent twice.
  await page.goto('/th/contact-us');
  await whenInteractive(page);
  const copies = await exported(mine);
  expect(copies.map((s) => [s.kind, s.status, valueAt(s.data, 'fullName')])).toEqual([
    ['contact', 'complete', 'Somchai Jaidee'],
  ]);
});
