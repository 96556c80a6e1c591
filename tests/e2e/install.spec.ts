// Installable: the manifest has every field an installed app shows, and Chromium reports no
// installability error in a persistent (non-incognito) profile.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, expect, test } from '@playwright/test';

test('the web app manifest has every field', async ({ request }) => {
  const response = await request.get('/manifest.webmanifest');
  expect(response.status()).toBe(200);
  const manifest = await response.json();
  expect(manifest).toMatchObject({
    name: 'Coconut Coast International School',
    short_name: 'CCIS',
    display: 'standalone',
    start_url: expect.stringMatching(/^\//),
    scope: '/',
    theme_color: expect.stringMatching(/^#/),
    background_color: expect.stringMatching(/^#/),
  });
  expect(manifest.description.length).toBeGreaterThan(20);
  const icons = manifest.icons as { sizes: string; purpose?: string; src: string }[];
  for (const [sizes, purpose] of [
    ['192x192', undefined],
    ['512x512', undefined],
    ['192x192', 'maskable'],
    ['512x512', 'maskable'],
  ]) {
    const icon = icons.find((i) => i.sizes === sizes && i.purpose === purpose);
    expect(icon, `${sizes} ${purpose ?? 'any'}`).toBeDefined();
    expect((await request.get(icon!.src)).status()).toBe(200);
  }
  expect((manifest.shortcuts as { url: string }[]).map((s) => s.url)).toEqual([
    '/application-form',
    '/contact-us',
    '/bus-registration',
    '/search',
  ]);
  const screenshots = manifest.screenshots as { src: string; form_factor: string }[];
  expect(screenshots.map((s) => s.form_factor).sort()).toEqual(['narrow', 'wide']);
  for (const s of screenshots) expect((await request.get(s.src)).status()).toBe(200);

  const html = await (await request.get('/')).text();
  expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest">');
  expect(html).toContain('rel="apple-touch-icon"');
  expect((await request.get('/icons/apple-touch-icon-180x180.png')).status()).toBe(200);
});

test('Chromium finds no installability errors', async ({ baseURL }) => {
  const profile = mkdtempSync(path.join(tmpdir(), 'ccis-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    serviceWorkers: 'allow',
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${baseURL}/`);
    await expect
      .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 20_000 })
      .toBe(true);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: unknown[];
    };
    expect(installabilityErrors).toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});
