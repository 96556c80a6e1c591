// Takes the web app manifest's screenshots (phone and wide) of the built site in Debian's
// Chromium: `npm run build && npm run screenshots`. The images are committed.

import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { chromium } from '@playwright/test';
import { createApp } from '../server/app';
import { loadConfig } from '../server/config';
import { repoRoot } from './build-settings';

const out = path.join(repoRoot, 'public/screenshots');
await mkdir(out, { recursive: true });
const app = createApp(loadConfig());
const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 });
await new Promise((resolve) => server.once('listening', resolve));
const { port } = server.address() as { port: number };
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
try {
  const shots = [
    { file: 'home-narrow.jpg', viewport: { width: 390, height: 844 }, scale: 2 },
    { file: 'home-wide.jpg', viewport: { width: 1440, height: 900 }, scale: 1 },
  ];
  for (const shot of shots) {
    const page = await browser.newPage({
      viewport: shot.viewport,
      deviceScaleFactor: shot.scale,
      serviceWorkers: 'block',
    });
    await page.goto(`http://127.0.0.1:${port}/`);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await page.screenshot({ path: path.join(out, shot.file), type: 'jpeg', quality: 72 });
    await page.close();
  }
} finally {
  await browser.close();
  server.close();
}
console.log(`screenshots written to ${out}`);
