// Privacy (docs/decisions.md §9, PDPA): with a tag manager and a pixel configured, nothing but the site
// itself is contacted before the visitor agrees; Accept loads both, Decline and Do Not Track or
// Global Privacy Control load nothing; the banner speaks every language and is axe clean; and the
// Content-Security-Policy holds on every kind of page with consent given and the robot check used.
// Google is unreachable here: gtm.js is answered by a stub (page.route); the pixel is the school's
// file, which we do not have, so it is a stub too.

import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { serve, type ServerType } from '@hono/node-server';
import { expect, test, type Page } from '@playwright/test';
import { createApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { lazyIntakeApi, type LazyIntakeApi } from '../../server/intake';
import type { CspViolation } from '../../server/site/csp-report';
import type { MessageId } from '../../src/i18n/messages';
import { contactAppAnswers, fillFields } from './forms-support';
import { firstSlug, localePath, type Locale } from './support';

const GTM_ID = 'GTM-TEST42';
const GTM_URL = `https://www.googletagmanager.com/gtm.js?id=${GTM_ID}`;
const PIXEL = '/pixel.js';
const catalogue = (locale: Locale) =>
  JSON.parse(readFileSync(path.join(import.meta.dirname, `../../src/locales/${locale}.json`), 'utf8')) as Record<
    MessageId,
    string
  >;
const catalogues = { en: catalogue('en'), th: catalogue('th'), ru: catalogue('ru'), cn: catalogue('cn') };
const { en, th, ru, cn } = catalogues;

let server: ServerType;
let intake: LazyIntakeApi;
let dataDir: string;
let origin: string;
/** What this server's POST /csp-report received (report-uri). */
const serverReports: CspViolation[] = [];

test.beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'ccis-privacy-'));
  const base = loadConfig({ ...process.env, ANALYTICS_GTM_ID: GTM_ID, ANALYTICS_PIXEL_SRC: PIXEL });
  // Its own intake database: the suite's server holds the project's one.
  const config = {
    ...base,
    intake: { ...base.intake, pgliteDir: path.join(dataDir, 'db'), filesDir: path.join(dataDir, 'files') },
  };
  intake = lazyIntakeApi({ config: config.intake });
  const app = createApp(config, { intake, logCspViolation: (violation) => serverReports.push(violation) });
  server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 });
  await new Promise((resolve) => server.once('listening', resolve));
  origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});

test.afterAll(async () => {
  server.close();
  await intake.close();
  rmSync(dataDir, { recursive: true, force: true });
});

interface Watch {
  /** Every http(s) request the page made. */
  requests: string[];
  /** Requests to any origin but the site's own. */
  thirdParty: () => string[];
  analytics: () => string[];
}

/** Records requests, answers gtm.js and the pixel with stubs, and collects CSP violations. */
async function watch(page: Page): Promise<Watch> {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (/^https?:/.test(request.url())) requests.push(request.url());
  });
  await page.route('https://www.googletagmanager.com/**', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: 'window.__gtmRuns = (window.__gtmRuns || 0) + 1;' }),
  );
  await page.route(`${origin}${PIXEL}`, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: 'window.__pixelRuns = (window.__pixelRuns || 0) + 1;' }),
  );
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.effectiveDirective} ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`),
    );
  });
  return {
    requests,
    thirdParty: () => requests.filter((url) => new URL(url).origin !== origin),
    analytics: () => requests.filter((url) => url.startsWith(GTM_URL) || url === `${origin}${PIXEL}`),
  };
}

const banner = (page: Page, locale: Locale = 'en') =>
  page.getByRole('region', { name: catalogues[locale]['consent.title'] });

async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

/** The page knows what analytics the site has: the footer offers "Cookie settings". */
async function consentSettled(page: Page, locale: Locale = 'en'): Promise<void> {
  await hydrated(page);
  await expect(page.getByRole('button', { name: catalogues[locale]['footer.cookieSettings'] })).toBeVisible();
}

const cspViolations = (page: Page) => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);

test('before consent, no request leaves for another origin and the banner asks on every page', async ({ page }) => {
  const seen = await watch(page);
  for (const rest of ['', 'curriculum', 'news-updates', 'school-fees']) {
    await page.goto(`${origin}${localePath('en', rest)}`);
    await consentSettled(page);
    await expect(banner(page)).toBeVisible();
  }
  await page.goto(`${origin}/th/search`);
  await consentSettled(page, 'th');
  await expect(banner(page, 'th')).toBeVisible();

  // A form with the robot check, sent to the school's intake server.
  await page.goto(`${origin}/contact-app`);
  await consentSettled(page);
  await fillFields(page, contactAppAnswers);
  await page.getByRole('group', { name: 'Robot check' }).getByLabel("I'm not a robot").check();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you', exact: true })).toBeFocused();
  // A client-side navigation keeps the question open.
  await page.getByRole('contentinfo').getByRole('link', { name: en['page.school-fees.title'] }).click();
  await expect(page).toHaveURL(/\/school-fees$/);
  await expect(banner(page)).toBeVisible();

  expect(seen.requests.some((url) => url.startsWith(`${origin}/app-config.json`))).toBe(true);
  expect(seen.thirdParty()).toEqual([]);
  expect(seen.analytics()).toEqual([]);
  expect(await page.evaluate(() => 'dataLayer' in window)).toBe(false);
});

test('Accept loads the tag manager and the pixel, on every page after; Cookie settings withdraws', async ({ page }) => {
  test.slow(); // many pages, on a machine shared with other builds
  const seen = await watch(page);
  await page.goto(`${origin}/`);
  await consentSettled(page);
  const region = banner(page);
  await expect(region.getByRole('link', { name: en['consent.policyLink'] })).toHaveAttribute('href', '/privacy-policy');
  await region.getByRole('button', { name: en['consent.accept'] }).click();
  await expect(region).toBeHidden();

  // Both scripts are fetched and run after the click: give a machine shared with other builds time.
  const loaded = { timeout: 15_000 };
  await expect.poll(() => page.evaluate(() => (window as { __gtmRuns?: number }).__gtmRuns), loaded).toBe(1);
  await expect.poll(() => page.evaluate(() => (window as { __pixelRuns?: number }).__pixelRuns), loaded).toBe(1);
  expect(
    await page.evaluate(() => (window as unknown as { dataLayer: { event?: string }[] }).dataLayer[0]?.event),
  ).toBe('gtm.js');
  const record = await page.evaluate(() => JSON.parse(localStorage.getItem('ccis-consent') ?? 'null'));
  expect(record).toMatchObject({ analytics: 'granted', version: 1 });
  expect(Date.now() - Date.parse(record.decidedAt)).toBeLessThan(60_000);

  // The next page loads them again without asking; Google was the only other origin contacted.
  await page.goto(`${origin}/ru/curriculum`);
  await consentSettled(page, 'ru');
  await expect.poll(() => page.evaluate(() => (window as { __gtmRuns?: number }).__gtmRuns)).toBe(1);
  await expect(banner(page, 'ru')).toBeHidden();
  expect(seen.analytics().filter((url) => url.startsWith(GTM_URL))).toHaveLength(2);
  expect(seen.thirdParty().every((url) => url.startsWith(GTM_URL))).toBe(true);

  // Withdrawing: the settings say what was chosen; Decline reloads the page without analytics.
  const settings = page.getByRole('button', { name: ru['footer.cookieSettings'] });
  await settings.click();
  await expect(banner(page, 'ru')).toBeFocused();
  await expect(banner(page, 'ru')).toContainText(ru['consent.currentGranted']);
  await page.evaluate(() => (document.cookie = '_ga=GA1.1.123.456; path=/'));
  const reloaded = page.waitForEvent('load');
  await banner(page, 'ru').getByRole('button', { name: ru['consent.decline'] }).click();
  await reloaded;
  await consentSettled(page, 'ru');
  expect(await page.evaluate(() => (window as { __gtmRuns?: number }).__gtmRuns)).toBeUndefined();
  expect(await page.evaluate(() => document.cookie)).not.toContain('_ga=');
  await expect(banner(page, 'ru')).toBeHidden();
  expect(seen.analytics().filter((url) => url.startsWith(GTM_URL))).toHaveLength(2);
});

test('Decline: nothing loads, not after a reload nor on the next page', async ({ page }) => {
  const seen = await watch(page);
  await page.goto(`${origin}/cn/school-fees`);
  await consentSettled(page, 'cn');
  await banner(page, 'cn').getByRole('button', { name: cn['consent.decline'] }).click();
  await expect(banner(page, 'cn')).toBeHidden();
  await page.reload();
  await consentSettled(page, 'cn');
  await expect(banner(page, 'cn')).toBeHidden();
  await page.goto(`${origin}/cn/faq`);
  await consentSettled(page, 'cn');
  await expect(banner(page, 'cn')).toBeHidden();
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('ccis-consent') ?? 'null'))).toMatchObject({
    analytics: 'denied',
  });
  expect(seen.thirdParty()).toEqual([]);
  expect(seen.analytics()).toEqual([]);
});

const signals = {
  'Do Not Track': () => Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' }),
  'Global Privacy Control': () =>
    Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
};

for (const [name, turnOn] of Object.entries(signals)) {
  test(`${name}: nothing loads, even with an earlier Accept, and the banner does not ask`, async ({ page }) => {
    const seen = await watch(page);
    await page.addInitScript(turnOn);
    await page.goto(`${origin}/th`);
    await consentSettled(page, 'th');
    await expect(banner(page, 'th')).toBeHidden();

    // Even a choice made before the signal was turned on does not load anything.
    await page.evaluate(() =>
      localStorage.setItem(
        'ccis-consent',
        JSON.stringify({ analytics: 'granted', decidedAt: new Date().toISOString(), version: 1 }),
      ),
    );
    await page.goto(`${origin}/th/curriculum`);
    await consentSettled(page, 'th');
    await page.getByRole('button', { name: th['footer.cookieSettings'] }).click();
    const region = banner(page, 'th');
    await expect(region).toContainText(th['consent.refusedByBrowser']);
    await expect(region.getByRole('button', { name: th['consent.accept'] })).toHaveCount(0);
    await region.getByRole('button', { name: th['consent.close'] }).click();
    await expect(region).toBeHidden();
    await expect(page.getByRole('button', { name: th['footer.cookieSettings'] })).toBeFocused();

    expect(seen.thirdParty()).toEqual([]);
    expect(seen.analytics()).toEqual([]);
  });
}

for (const locale of ['en', 'th', 'ru', 'cn'] as const) {
  test(`the banner speaks ${locale}, is axe clean while open, and the policy explains it`, async ({ page }) => {
    const t = catalogues[locale];
    await page.goto(`${origin}${localePath(locale, '')}`);
    await consentSettled(page, locale);
    const region = banner(page, locale);
    await expect(region.getByRole('heading', { name: t['consent.title'] })).toBeVisible();
    await expect(region).toContainText(t['consent.text']);
    await expect(region.getByRole('button', { name: t['consent.accept'] })).toBeVisible();
    await expect(region.getByRole('button', { name: t['consent.decline'] })).toBeVisible();
    await expect(region.getByRole('link', { name: t['consent.policyLink'] })).toHaveAttribute(
      'href',
      localePath(locale, 'privacy-policy'),
    );
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    expect(results.violations.map((v) => `${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    // The privacy policy names the banner's choice and the footer's way back.
    await region.getByRole('link', { name: t['consent.policyLink'] }).click();
    await expect(page).toHaveURL(new RegExp(`${localePath(locale, 'privacy-policy')}$`));
    const main = page.getByRole('main');
    await expect(main).toContainText(t['consent.accept']);
    await expect(main).toContainText(t['footer.cookieSettings']);
    await expect(main).toContainText('Global Privacy Control');
  });
}

test('the banner is reached with the keyboard right after the skip link', async ({ page }) => {
  await page.goto(`${origin}/`);
  await consentSettled(page);
  await expect(banner(page)).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: en['nav.skipToContent'] })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(banner(page).getByRole('link', { name: en['consent.policyLink'] })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(banner(page).getByRole('button', { name: en['consent.accept'] })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(banner(page)).toBeHidden();
  // Focus is not lost with the banner: it goes on to the main content.
  await expect(page.getByRole('main')).toBeFocused();
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('ccis-consent') ?? 'null'))).toMatchObject({
    analytics: 'denied',
  });
});

test('the Content-Security-Policy holds on every kind of page, with analytics on and the robot check', async ({
  page,
  request,
}) => {
  test.slow(); // many pages, on a machine shared with other builds
  const seen = await watch(page);
  // The suite's server serves the same seeded content.
  const article = await firstSlug(request, 'posts', 'en');
  const gallery = await firstSlug(request, 'school_galley', 'en');
  await page.goto(`${origin}/`);
  await consentSettled(page);
  await banner(page).getByRole('button', { name: en['consent.accept'] }).click();
  await expect.poll(() => page.evaluate(() => (window as { __gtmRuns?: number }).__gtmRuns)).toBe(1);

  const pages = [
    '/',
    '/th/curriculum',
    '/ru/school-fees',
    '/cn/faq',
    '/news-updates',
    '/news-updates/page/2',
    `/news-updates/${article}`,
    '/school-gallery',
    `/school-gallery/${gallery}`,
    '/search',
    '/application-form',
    '/bus-registration',
    '/no-such-page',
  ];
  const violations: string[] = [];
  for (const address of pages) {
    await page.goto(`${origin}${address}`);
    await hydrated(page);
    violations.push(...(await cspViolations(page)).map((v) => `${address}: ${v}`));
  }
  await page.goto(`${origin}/search`);
  await hydrated(page);
  await page.getByLabel('Search the website').fill('visa');
  await expect(page.getByRole('main').getByRole('link', { name: /visa/i }).first()).toBeVisible();
  violations.push(...(await cspViolations(page)).map((v) => `search: ${v}`));

  await page.goto(`${origin}/contact-app`);
  await hydrated(page);
  await page.getByRole('group', { name: 'Robot check' }).getByLabel("I'm not a robot").check();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.locator('.error-summary')).toBeFocused();
  violations.push(...(await cspViolations(page)).map((v) => `contact-app: ${v}`));

  expect(violations).toEqual([]);
  // The report the control test below provokes (same server) is the only one allowed.
  expect(serverReports.filter((report) => !report.blocked.startsWith('https://tracker.example'))).toEqual([]);
  expect(seen.analytics().filter((url) => url.startsWith(GTM_URL)).length).toBeGreaterThan(pages.length);
});

test('a CSP violation is caught, in the page and by the server (the check above can fail)', async ({ page }) => {
  await watch(page);
  await page.goto(`${origin}/faq`);
  await hydrated(page);
  await page.evaluate(() => {
    const image = document.createElement('img');
    image.src = 'https://tracker.example/pixel.gif';
    document.body.append(image);
  });
  await expect.poll(() => cspViolations(page)).toEqual([expect.stringMatching(/^img-src https:\/\/tracker\.example/)]);
  // The browser reports it to the server too.
  await expect
    .poll(() => serverReports.find((report) => report.blocked.startsWith('https://tracker.example')))
    .toMatchObject({ directive: 'img-src', documentUrl: `${origin}/faq` });
});
