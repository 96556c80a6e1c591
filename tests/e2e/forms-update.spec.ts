// An update never loses a half-filled form: with a new version waiting, "Update now" saves what
// was just typed before the page reloads into the new version, and the form comes back as it was.

import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { expect, test, type Page } from '@playwright/test';
import { createApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { expectFields, fillFields, waitForHydration } from './forms-support';

test.use({ serviceWorkers: 'allow' });

let dist: string;
let server: ServerType;
let origin: string;

test.beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'ccis-forms-update-'));
  cpSync(path.join(import.meta.dirname, '../../dist/client'), dist, { recursive: true });
  const app = createApp({ ...loadConfig(), distDir: dist });
  server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 });
  await new Promise((resolve) => server.once('listening', resolve));
  origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});

test.afterAll(() => {
  server.close();
  rmSync(dist, { recursive: true, force: true });
});

/** Deploys a second build whose service worker differs. */
function deployNewServiceWorker(): void {
  const file = path.join(dist, 'sw.js');
  writeFileSync(file, `${readFileSync(file, 'utf8')}\n// second build ${Date.now()}\n`);
  for (const suffix of ['.br', '.gz']) rmSync(file + suffix, { force: true });
}

async function waitForController(page: Page): Promise<string | undefined> {
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 20_000 })
    .toBe(true);
  return page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
}

/**
 * Deploys a new version, waits for the prompt (in `locale`), makes `lastChange` (no time for the
 * 300 ms autosave) and presses "Update now"; resolves once the new version has reloaded the page.
 */
async function updateRightAfter(page: Page, locale: 'en' | 'th', lastChange: () => Promise<void>): Promise<void> {
  const t = JSON.parse(readFileSync(path.join(import.meta.dirname, `../../src/locales/${locale}.json`), 'utf8'));
  const firstScript = await waitForController(page);
  deployNewServiceWorker();
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
  const prompt = page.getByText(t['update.available']);
  await expect(prompt).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(t['update.savedFirst'])).toBeVisible();

  await lastChange();
  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: t['update.reload'] }).click();
  await reloaded;
  await waitForHydration(page);
  await expect(prompt).toBeHidden();
  const after = await page.evaluate(async () => ({
    waiting: Boolean((await navigator.serviceWorker.getRegistration())?.waiting),
    controller: navigator.serviceWorker.controller?.scriptURL,
  }));
  expect(after).toEqual({ waiting: false, controller: firstScript });
}

test('a half-filled contact form is still there after "Update now"', async ({ page }) => {
  await page.goto(`${origin}/contact-us`);
  await waitForHydration(page);
  const before = { fullName: 'Malee Sriwong-Hale', email: 'malee@example.com', purpose: 'academics' };
  await fillFields(page, before);

  await updateRightAfter(page, 'en', () => fillFields(page, { message: 'Does Year 3 have a' }));
  await expect(page).toHaveURL(`${origin}/contact-us`);
  await expectFields(page, { ...before, mobile: '', message: 'Does Year 3 have a' });
  await expect(page.getByRole('heading', { name: 'Thank you for your message' })).toBeHidden();
});

test('a half-filled application is still there after "Update now"', async ({ page }) => {
  await page.goto(`${origin}/th/application-form`);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'เริ่มกรอกใบสมัครใหม่' }).click();
  await page.waitForURL(/\/th\/application-form\/[0-9a-f-]{36}$/);
  const url = page.url();
  const before = {
    studentType: 'thai',
    'applicants.0.info.type': 'new',
    'applicants.0.info.firstName': 'อรุณี',
    'applicants.0.info.dateOfBirth': '2017-06-01',
    'applicants.0.info.languages.thai': 'native',
  };
  await fillFields(page, before);

  await updateRightAfter(page, 'th', () => fillFields(page, { 'applicants.0.info.thaiId': '1101700203451' }));
  expect(page.url()).toBe(url);
  await expectFields(page, {
    ...before,
    'applicants.0.info.thaiId': '1101700203451',
    'applicants.0.info.familyName': '',
  });
});
