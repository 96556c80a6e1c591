// Updates: a new service worker waits until the visitor agrees; the page shows a translated
// prompt, and "Update now" reloads into the new version.

import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { expect, test } from '@playwright/test';
import { createApp } from '../../server/app';
import { loadConfig } from '../../server/config';

test.use({ serviceWorkers: 'allow' });

let dist: string;
let server: ServerType;
let origin: string;

test.beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'ccis-update-'));
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

test('a waiting version shows the prompt and updates on request', async ({ page }) => {
  await page.goto(`${origin}/ru/school-fees`);
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 20_000 })
    .toBe(true);
  const firstScript = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);

  deployNewServiceWorker();
  // An installed app checks when it comes back to the foreground; here we ask directly.
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
  const prompt = page.getByText('Доступна новая версия сайта.');
  await expect(prompt).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Сохранённые формы не пропадут.')).toBeVisible();

  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: 'Обновить' }).click();
  await reloaded;
  await expect(page.locator('h1')).toBeVisible();
  await expect(prompt).toBeHidden();
  const active = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return { waiting: Boolean(registration?.waiting), controller: navigator.serviceWorker.controller?.scriptURL };
  });
  expect(active.waiting).toBe(false);
  expect(active.controller).toBe(firstScript);
});

test('"Later" keeps the current version and the page as it is', async ({ page }) => {
  await page.goto(`${origin}/search`);
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 20_000 })
    .toBe(true);
  await page.getByLabel('Search the website').fill('visa');
  deployNewServiceWorker();
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
  await expect(page.getByText('A new version of the website is ready.')).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Later' }).click();
  await expect(page.getByText('A new version of the website is ready.')).toBeHidden();
  await expect(page.getByLabel('Search the website')).toHaveValue('visa');
});
