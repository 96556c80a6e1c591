// Publish-to-visible benchmark: seconds from an editor publishing a news post in WordPress (a REST
// call, as the block editor makes it) to the post on `/news-updates` and `/` loaded directly, as
// server-rendered HTML. Against Debian's WordPress (tests/wordpress/harness.ts) and the production
// build (`npm run build` first), in two setups: the school's plugin calling the site's webhook,
// and no webhook (only the page cache's expiry, CONTENT_CACHE_SECONDS, default 10 s). Before each
// publish both pages are loaded, so each round starts with a fresh cached copy (the worst case
// without the webhook).  `npx tsx bench/publish-to-visible.ts [rounds]`

import { serve, type ServerType } from '@hono/node-server';
import { performance } from 'node:perf_hooks';
import { setOption, startWordPress } from '../tests/wordpress/harness';
import { createItem, deleteItem } from '../tests/wordpress/rest';
import { describeWordPress } from '../tests/wordpress/shared';
import { siteFor, type TestSite } from '../tests/wordpress/site';

const rounds = Number(process.argv[2] ?? 5);
const SECRET = 'bench-publish-secret';
const PAGES = ['/news-updates', '/'];
const POLL_MS = 50;

interface Row {
  setup: string;
  page: string;
  seconds: number[];
}

const wordpress = await startWordPress();
const info = describeWordPress(wordpress);
const servers: ServerType[] = [];
const sites: TestSite[] = [];

async function listen(site: TestSite): Promise<string> {
  const server = serve({ fetch: site.app.fetch, hostname: '127.0.0.1', port: 0 });
  servers.push(server);
  await new Promise((resolve) => server.once('listening', resolve));
  return `http://127.0.0.1:${(server.address() as { port: number }).port}`;
}

/** One round: publish, then load every page until it shows the post; seconds per page, then the publish call's. */
async function round(origin: string, label: string, n: number): Promise<number[]> {
  for (const page of PAGES) await fetch(`${origin}${page}`).then((r) => r.text());
  const title = `Bench ${label} ${n} ${Date.now().toString(36)}`;
  const start = performance.now();
  const { id } = await createItem(info, 'posts', { title, content: '<p>Bench.</p>', lang: 'en' });
  const published = (performance.now() - start) / 1000;
  const seen = await Promise.all(
    PAGES.map(async (page) => {
      for (;;) {
        const html = await fetch(`${origin}${page}`).then((r) => r.text());
        if (html.includes(title)) return (performance.now() - start) / 1000;
        if (performance.now() - start > 60_000) throw new Error(`${title} not on ${page} after 60 s`);
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
    }),
  );
  await deleteItem(info, 'posts', id);
  return [...seen, published];
}

const stats = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { median: at(0.5), max: sorted[sorted.length - 1]! };
};

const rows: Row[] = [];
try {
  const setups: { label: string; env: Record<string, string>; hooked: boolean }[] = [
    { label: 'webhook', env: { CONTENT_WEBHOOK_SECRET: SECRET }, hooked: true },
    { label: 'no webhook (10 s cache)', env: {}, hooked: false },
  ];
  for (const setup of setups) {
    const site = siteFor(info.url, setup.env);
    sites.push(site);
    const origin = await listen(site);
    setOption(info, 'ccis_site_purge_url', setup.hooked ? `${origin}/content-webhook` : '');
    setOption(info, 'ccis_site_purge_secret', setup.hooked ? SECRET : '');
    const perPage = [...PAGES, 'publish call'].map(() => [] as number[]);
    for (let n = 0; n < rounds; n++) {
      const seconds = await round(origin, setup.label, n);
      seconds.forEach((value, i) => perPage[i]!.push(value));
    }
    [...PAGES, '(publish call)'].forEach((page, i) => rows.push({ setup: setup.label, page, seconds: perPage[i]! }));
  }
} finally {
  for (const server of servers) server.close();
  for (const site of sites) site.close();
  await wordpress.stop();
}

console.log(`\nPublish to visible (${rounds} rounds each; the publish call itself included)\n`);
console.log('| setup                   | page           | median s | max s |');
console.log('| ----------------------- | -------------- | -------: | ----: |');
for (const row of rows) {
  const { median, max } = stats(row.seconds);
  console.log(
    `| ${row.setup.padEnd(23)} | ${row.page.padEnd(14)} | ${median.toFixed(2).padStart(8)} | ${max.toFixed(2).padStart(5)} |`,
  );
}
process.exit(0);
