// First-visit transfer per locale: what a first visit to the home page downloads (the page) and
// what the service worker then fetches in the background for offline use, counted in bytes on the
// wire (compressed) by the server itself. Budget: 2 MB in total per locale.
// Run: npm run build && npx tsx bench/first-visit.ts

import { serve } from '@hono/node-server';
import { chromium } from '@playwright/test';
import { createApp } from '../server/app';
import { loadConfig } from '../server/config';
import { localePath, locales } from '../src/i18n/locales';

const BUDGET = 2 * 1024 * 1024;

interface Tally {
  requests: number;
  bytes: number;
}

const app = createApp(loadConfig());
let tally: Tally = { requests: 0, bytes: 0 };
const server = serve({
  hostname: '127.0.0.1',
  port: 0,
  fetch: async (request) => {
    const response = await app.fetch(request);
    const length = Number(response.headers.get('content-length') ?? 0);
    if (length) {
      tally.requests += 1;
      tally.bytes += length;
      return response;
    }
    // Bodies without a length (streamed JSON) are measured as sent.
    const body = await response.arrayBuffer();
    tally.requests += 1;
    tally.bytes += body.byteLength;
    return new Response(body, response);
  },
});
await new Promise((resolve) => server.once('listening', resolve));
const origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});

const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
const rows: string[][] = [];
try {
  for (const locale of locales) {
    const context = await browser.newContext({ serviceWorkers: 'allow' });
    const page = await context.newPage();
    tally = { requests: 0, bytes: 0 };
    await page.goto(origin + localePath(locale, ''), { waitUntil: 'load' });
    const pageLoad = { ...tally };
    for (let i = 0; i < 600; i += 1) {
      const done = await page.evaluate(
        async (name) => (await (await caches.open(name)).match('/__revisions__')) !== undefined,
        `ccis-locale-${locale}-v1`,
      );
      if (done) break;
      await page.waitForTimeout(100);
    }
    await page.waitForTimeout(500);
    const total = tally.bytes;
    rows.push([
      locale,
      `${pageLoad.requests}`,
      kb(pageLoad.bytes),
      `${tally.requests - pageLoad.requests}`,
      kb(total - pageLoad.bytes),
      kb(total),
      total <= BUDGET ? 'yes' : 'NO',
    ]);
    await context.close();
  }
} finally {
  await browser.close();
  server.close();
}

const header = ['locale', 'page requests', 'page bytes', 'background requests', 'background bytes', 'total', '≤ 2 MB'];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
console.log('First-visit transfer (compressed bytes on the wire)');
console.log(line(header));
console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
for (const row of rows) console.log(line(row));
