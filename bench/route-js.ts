// JavaScript each kind of page loads on a first visit (gzip bytes of the files, service worker
// off): before its load event, and in all until it is ready (a document page's islands; a form's
// app). Targets: a document page at most 15 KB before its load event and 40 KB in all; a form page
// at most 248 KB to show and hydrate, 250 KB in all. Budgets as tests: tests/build/budgets.test.ts,
// tests/e2e/budgets.spec.ts.
// Run: npm run build && npx tsx bench/route-js.ts

import { serve } from '@hono/node-server';
import { chromium } from '@playwright/test';
import { createApp } from '../server/app';
import { loadConfig } from '../server/config';
import { recordFirstLoad } from './first-load';

const routes = [
  ['home', '/'],
  ['content page', '/curriculum'],
  ['news list', '/news-updates'],
  ['news article', '/news-updates/stem-education'],
  ['application', '/application-form'],
  ['bus registration', '/bus-registration'],
  ['scholarship', '/scholarship-application-form'],
  ['contact', '/contact-us'],
  ['contact for application', '/contact-app'],
] as const;

const app = createApp(loadConfig());
const server = serve({ hostname: '127.0.0.1', port: 0, fetch: app.fetch });
await new Promise((resolve) => server.once('listening', resolve));
const origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
const kb = (n: number) => (n / 1024).toFixed(1);
console.log('JavaScript on a first visit (gzip KB; service worker off)');
console.log('| page | requests | JS files | JS KB before load | JS KB in all |');
console.log('| --- | --- | --- | --- | --- |');
try {
  for (const [name, path] of routes) {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const load = await recordFirstLoad(await context.newPage(), origin + path);
    console.log(
      `| ${name} | ${load.requests.length} | ${load.allJs.length} | ${kb(load.beforeLoadJsBytes)} | ${kb(load.allJsBytes)} |`,
    );
    await context.close();
  }
} finally {
  await browser.close();
  server.close();
}
