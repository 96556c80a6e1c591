// Debian's Chromium through Playwright, on a persistent profile folder with service workers on:
// the third engine of the cross-engine scenarios (the flags of playwright.config.ts). It goes
// through the same link proxy as the others, so Chromium's `setOffline` is not used here.

import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { launchProfile } from '../../e2e/forms-support';
import { callSource, type EngineBrowser, type EngineLauncher, type EnginePage, type PageFunction } from './engine';

function wrapPage(page: Page, origin: string): EnginePage {
  return {
    async goto(target) {
      await page.goto(new URL(target, origin).href, { waitUntil: 'load' });
    },
    async url() {
      return page.url();
    },
    evaluate<A, R>(fn: PageFunction<A, R>, arg: A): Promise<R> {
      return page.evaluate(callSource(fn, arg)) as Promise<R>;
    },
    async click(selector) {
      await page.locator(selector).first().click();
    },
    async type(selector, text) {
      await page.locator(selector).first().pressSequentially(text);
    },
    async pressEnter() {
      await page.keyboard.press('Enter');
    },
  };
}

export const chromiumEngine: EngineLauncher = {
  engine: 'chromium',
  async open(profileDir, origin) {
    const context = await launchProfile(profileDir, origin);
    const page = context.pages()[0] ?? (await context.newPage());
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(String(error)));
    return {
      engine: 'chromium',
      page: wrapPage(page, origin),
      errors: () => [...errors],
      async close() {
        await context.close();
      },
    } satisfies EngineBrowser;
  },
  async purgeHttpCache(profileDir) {
    // The disk cache; Cache Storage and service workers are under "Service Worker/", IndexedDB
    // under "IndexedDB/".
    await rm(path.join(profileDir, 'Default', 'Cache'), { recursive: true, force: true });
  },
};
