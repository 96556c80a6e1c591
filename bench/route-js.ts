// JavaScript each kind of page loads on a first visit (compressed bytes on the wire, service
// worker off): a content page, the home page, and every form route. Run: npm run build && npx tsx bench/route-js.ts

import { serve } from '@hono/node-server';
import { chromium } from '@playwright/test';
import { createApp } from '../server/app';
import { loadConfig } from '../server/config';

const routes = [
  ['home', '/'],
  ['content page', '/curriculum'],
  ['news article', '/news-updates/stem-education'],
  ['application', '/application-form'],
  ['bus registration', '/bus-registration'],
  ['scholarship', '/scholarship-application-form'],
  ['contact', '/contact-us'],
  ['contact for application', '/contact-app'],
] as const;

const app = createApp(loadConfig());
let js = { files: 0, bytes: 0 };
const server = serve({
  hostname: '127.0.0.1',
  port: 0,
  fetch: async (request) => {
    const response = await app.fetch(request);
    const path = new URL(request.url).pathname;
    if (path.endsWith('.js')) {
      js.files += 1;
      js.bytes += Number(response.headers.get('content-length') ?? 0);
    }
    return response;
  },
});
await new Promise((resolve) => server.once('listening', resolve));
const origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
console.log('| page | JS files | JS KB (gzip/br on the wire) |');
console.log('| --- | --- | --- |');
try {
  for (const [name, path] of routes) {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    js = { files: 0, bytes: 0 };
    await page.goto(origin + path, { waitUntil: 'networkidle' });
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    console.log(`| ${name} | ${js.files} | ${(js.bytes / 1024).toFixed(1)} |`);
    await context.close();
  }
} finally {
  await browser.close();
  server.close();
}
