// Debian's Firefox ESR driven over WebDriver BiDi by puppeteer-core, headless, on a persistent
// profile folder (service worker, IndexedDB, Cache Storage and the HTTP cache survive a restart,
// as on a family's computer). Uncaught exceptions, console errors and CSP violations of the page
// arrive as BiDi log entries.

import { rm } from 'node:fs/promises';
import path from 'node:path';
import puppeteer, { type Page } from 'puppeteer-core';
import { callSource, type EngineBrowser, type EngineLauncher, type EnginePage, type PageFunction } from './engine';

export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

/** Quiet, self-contained Firefox: nothing but the site is contacted. */
const prefs: Record<string, unknown> = {
  'app.update.enabled': false,
  'browser.safebrowsing.malware.enabled': false,
  'browser.safebrowsing.phishing.enabled': false,
  'datareporting.policy.dataSubmissionEnabled': false,
  'extensions.getAddons.cache.enabled': false,
  'network.captive-portal-service.enabled': false,
  'network.connectivity-service.enabled': false,
  'messaging-system.rsexperimentloader.enabled': false,
  'app.normandy.enabled': false,
};

function wrapPage(page: Page, origin: string): EnginePage {
  return {
    async goto(target) {
      await page.goto(new URL(target, origin).href, { waitUntil: 'load', timeout: 30_000 });
    },
    async url() {
      return page.url();
    },
    evaluate<A, R>(fn: PageFunction<A, R>, arg: A): Promise<R> {
      return page.evaluate(callSource(fn, arg)) as Promise<R>;
    },
    async click(selector) {
      await page.locator(selector).click();
    },
    async type(selector, text) {
      await page.locator(selector).click();
      await page.keyboard.type(text);
    },
    async pressEnter() {
      await page.keyboard.press('Enter');
    },
  };
}

export const firefox: EngineLauncher = {
  engine: 'firefox',
  async open(profileDir, origin) {
    const browser = await puppeteer.launch({
      browser: 'firefox',
      executablePath: FIREFOX_PATH,
      headless: true,
      userDataDir: profileDir,
      extraPrefsFirefox: prefs,
    });
    const page = (await browser.pages())[0] ?? (await browser.newPage());
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(String(error)));
    return {
      engine: 'firefox',
      page: wrapPage(page, origin),
      errors: () => [...errors],
      async close() {
        await browser.close();
      },
    } satisfies EngineBrowser;
  },
  async purgeHttpCache(profileDir) {
    // The disk cache of a profile folder of its own; Cache Storage and IndexedDB live in storage/.
    await rm(path.join(profileDir, 'cache2'), { recursive: true, force: true });
  },
};
