// The site against a real WordPress (Debian's package), in Chromium: the article with hostile HTML
// saved by an administrator renders without a single Content-Security-Policy report, whether it is
// opened directly or reached from the news list, and makes no request the site answers with an
// error (no relative junk such as `<img src="x">`); a YouTube embed is a placeholder that asks
// nothing of YouTube until it is clicked, then plays from youtube-nocookie.com within the CSP.
// The WordPress is the one `npm test` started (CCIS_WORDPRESS), or this file's own.

import { serve, type ServerType } from '@hono/node-server';
import { expect, test, type Page } from '@playwright/test';
import type { CspViolation } from '../../server/site/csp-report';
import { obtainWordPress } from '../wordpress/shared';
import { siteFor, type TestSite } from '../wordpress/site';

// One WordPress and one site for the file: its tests run in order in one worker.
test.describe.configure({ mode: 'default' });

let stopWordPress: () => Promise<void> = async () => undefined;
let site: TestSite;
let server: ServerType;
let origin: string;
/** What the site's POST /csp-report received (the CSP's report-uri). */
const serverReports: CspViolation[] = [];

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const wordpress = await obtainWordPress();
  stopWordPress = wordpress.stop;
  site = siteFor(wordpress.info.url, {}, { logCspViolation: (violation) => serverReports.push(violation) });
  server = serve({ fetch: site.app.fetch, hostname: '127.0.0.1', port: 0 });
  await new Promise((resolve) => server.once('listening', resolve));
  origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});

test.afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  site?.close();
  await stopWordPress();
});

interface Watch {
  /** Violations the page saw (securitypolicyviolation events). */
  violations: () => Promise<string[]>;
  /** The site's own responses that were errors, as "status url". */
  siteErrors: string[];
  /** Every request the page made. */
  requests: string[];
}

async function watch(page: Page): Promise<Watch> {
  serverReports.length = 0;
  const siteErrors: string[] = [];
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  page.on('response', (response) => {
    if (response.url().startsWith(origin) && response.status() >= 400)
      siteErrors.push(`${response.status()} ${response.url()}`);
  });
  // Injected by the browser's debugging protocol, so the CSP does not apply to it.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.effectiveDirective} ${event.blockedURI} ${event.sample}`),
    );
  });
  return {
    violations: () => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp),
    siteErrors,
    requests,
  };
}

/**
 * Zero reports, proven able to be non-zero: after the page has settled, a handler attribute set
 * from outside is one violation, and it must be the only one the page and the server ever saw.
 */
async function expectOnlyTheControlViolation(page: Page, seen: Watch): Promise<void> {
  await page.waitForLoadState('networkidle');
  expect(await seen.violations()).toEqual([]);
  await page.evaluate(() => document.body.insertAdjacentHTML('beforeend', '<img src="data:," onload="void 0">'));
  await expect.poll(() => seen.violations()).toHaveLength(1);
  await expect.poll(() => serverReports.length).toBe(1);
  expect(serverReports[0]?.directive).toMatch(/^script-src/);
}

test('the hostile article, opened directly, renders clean with zero CSP reports', async ({ page }) => {
  const seen = await watch(page);
  await page.goto(`${origin}/news-updates/art-week`);
  await expect(page.getByRole('heading', { level: 1, name: 'Art week' })).toBeVisible();
  const article = page.locator('.prose');
  await expect(article).toContainText('Still here');
  await expect(article.locator('script, iframe, object, form, svg, style, [onclick], [onmouseover]')).toHaveCount(0);
  await expect(article.getByRole('link', { name: 'all news' })).toHaveAttribute('href', '/news-updates');
  await expectOnlyTheControlViolation(page, seen);
  expect(seen.siteErrors).toEqual([]);
  expect(seen.requests.filter((url) => /\/news-updates\/(x|foo)$/.test(url))).toEqual([]);
  expect(await page.evaluate(() => document.querySelector('meta[http-equiv]'))).toBeNull();
});

test('the hostile article, reached from the news list, renders clean with zero CSP reports', async ({ page }) => {
  const seen = await watch(page);
  await page.goto(`${origin}/news-updates`);
  await page.getByRole('link', { name: 'Art week' }).first().click();
  await expect(page).toHaveURL(`${origin}/news-updates/art-week`);
  await expect(page.locator('.prose')).toContainText('Still here');
  await expectOnlyTheControlViolation(page, seen);
  expect(seen.siteErrors).toEqual([]);
  expect(seen.requests.filter((url) => /\/news-updates\/(x|foo)$/.test(url))).toEqual([]);
});

test('a YouTube embed asks nothing of YouTube until clicked, then plays without cookies', async ({ page }) => {
  const seen = await watch(page);
  const players: string[] = [];
  // No internet here: the player is answered by a stub page at the real address.
  await page.route(/^https:\/\/(www\.youtube-nocookie\.com|www\.youtube\.com|player\.vimeo\.com)\//, (route) => {
    players.push(route.request().url());
    return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title><p>player</p>' });
  });
  await page.goto(`${origin}/news-updates/sports-day-2026`);
  const placeholder = page.getByRole('link', { name: /Play the video.*Sports Day 2026 highlights/ });
  await expect(placeholder).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(players).toEqual([]);
  await placeholder.click();
  const frame = page.locator('iframe[title="Sports Day 2026 highlights"]');
  await expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1');
  await expect(page.frameLocator('iframe[title="Sports Day 2026 highlights"]').getByText('player')).toBeVisible();
  expect(players).toEqual(['https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1']);
  expect(await seen.violations()).toEqual([]);
  expect(seen.siteErrors).toEqual([]);
});
