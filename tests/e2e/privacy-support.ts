// Shared setup of the privacy and CSP tests: a server of this file's own with a tag manager and a
// pixel configured (and its own intake database), the locale catalogues, a request watcher that
// answers gtm.js and the pixel with stubs and collects CSP violations, and the consent banner.
// Google is unreachable here: gtm.js is answered by a stub (page.route); the pixel is the school's
// file, which we do not have, so it is a stub too.

import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { expect, test, type Page } from '@playwright/test';
import { createApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { lazyIntakeApi, type LazyIntakeApi } from '../../server/intake';
import type { CspViolation } from '../../server/site/csp-report';
import type { MessageId } from '../../src/i18n/messages';
import type { Locale } from './support';

const GTM_ID = 'GTM-TEST42';
export const GTM_URL = `https://www.googletagmanager.com/gtm.js?id=${GTM_ID}`;
const PIXEL = '/pixel.js';
const catalogue = (locale: Locale) =>
  JSON.parse(readFileSync(path.join(import.meta.dirname, `../../src/locales/${locale}.json`), 'utf8')) as Record<
    MessageId,
    string
  >;
export const catalogues = { en: catalogue('en'), th: catalogue('th'), ru: catalogue('ru'), cn: catalogue('cn') };

export interface Watch {
  /** Every http(s) request the page made. */
  requests: string[];
  /** Requests to any origin but the site's own. */
  thirdParty: () => string[];
  analytics: () => string[];
}

export interface PrivacySite {
  /** The server's http://127.0.0.1:<port>; set once the file's beforeAll has run. */
  readonly origin: string;
  /** What this server's POST /csp-report received (report-uri). */
  readonly serverReports: CspViolation[];
  /** Records requests, answers gtm.js and the pixel with stubs, and collects CSP violations. */
  watch: (page: Page) => Promise<Watch>;
}

/** Registers the spec file's beforeAll/afterAll: a server with analytics on, closed and removed after. */
export function usePrivacySite(): PrivacySite {
  let server: ServerType;
  let intake: LazyIntakeApi;
  let dataDir: string;
  let origin = '';
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

  return {
    get origin() {
      return origin;
    },
    serverReports,
    watch,
  };
}

export const banner = (page: Page, locale: Locale = 'en') =>
  page.getByRole('region', { name: catalogues[locale]['consent.title'] });

export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
}

/**
 * The page knows what analytics the site has: the footer offers "Cookie settings". The consent
 * island starts after the load event and an idle moment (up to 2 s), then fetches the site's
 * configuration; on a machine shared with other builds, with the service worker caching the site
 * in the background after the first pages, that took more than the default 5 s once in a full run.
 */
export async function consentSettled(page: Page, locale: Locale = 'en'): Promise<void> {
  await hydrated(page);
  await expect(page.getByRole('button', { name: catalogues[locale]['footer.cookieSettings'] })).toBeVisible({
    timeout: 15_000,
  });
}

/** The CSP violations the page saw (securitypolicyviolation events), once watch() is on. */
export const cspViolations = (page: Page) => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);
