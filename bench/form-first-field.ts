// What a family's phone fetches before a form's first field takes typing, on a first visit
// (service worker not yet there): every script requested until the page's app is ready and a
// text field of the form is on screen, in brotli bytes of the build's files (the server sends
// those), and what the page fetches in all once the network is quiet. Shared by bench/forms.ts.

import path from 'node:path';
import type { Browser, BrowserContextOptions, Page } from '@playwright/test';
import { chunkOf, chunkWith, reachable, readBuildStats } from '../scripts/build-stats';
import { totalBrotliBytes } from './form-budget';

/** A phone as the benchmarks emulate it (a mid-range Android's screen). */
export const phone: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
  serviceWorkers: 'block',
  locale: 'en-GB',
};

export interface FirstField {
  /** Scripts requested before the first field took typing (paths under /assets). */
  scripts: string[];
  bytes: number;
  /** Every script of the visit until the network was quiet, and their bytes. */
  allScripts: string[];
  allBytes: number;
}

/**
 * Notes in the page (`window.__firstFieldAt`, the page's clock) the moment a text field of the
 * form first takes typing once the app says it is ready: checked on every change of the document,
 * so the time is that of the change itself, not of a later poll. A string, so that no helper of
 * the tool that compiles this file ends up in the page.
 */
export const recordFirstField = `{
  const selector = 'main input[type="text"], main input[type="email"], main input[type="tel"], main textarea';
  const observer = new MutationObserver(() => {
    if (document.documentElement.dataset.app !== 'ready') return;
    const fields = [...document.querySelectorAll(selector)];
    if (!fields.some((field) => !field.disabled && field.getClientRects().length > 0)) return;
    window.__firstFieldAt = performance.now();
    observer.disconnect();
  });
  observer.observe(document, { subtree: true, childList: true, attributes: true });
}`;

/** Waits until a text field of the form takes typing; answers when (the page's clock). */
export async function waitForFirstField(page: Page): Promise<number> {
  const handle = await page.waitForFunction(() => (window as { __firstFieldAt?: number }).__firstFieldAt);
  return (await handle.jsonValue()) as number;
}

/** Scripts under /assets the page requested, with when (the page's clock), from Resource Timing. */
async function requestedScripts(page: Page): Promise<{ file: string; at: number }[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => ({ url: new URL(entry.name), at: entry.startTime }))
      .filter(({ url }) => url.origin === location.origin && /^\/assets\/.*\.js$/.test(url.pathname))
      .map(({ url, at }) => ({ file: url.pathname.slice(1), at })),
  );
}

/**
 * The first visit of `url` in a fresh phone context of `browser`, served from build `dir`. The
 * application's first field is behind "Start a new application": the family taps it once the start
 * page is ready and the network quiet (reading it), and what the page fetched while it sat there
 * waiting for the tap (the after-load islands) is not counted: nothing waited for it. Times come
 * from the page's own clock, so a script requested after the field took typing is never counted
 * however late the test hears of it.
 */
/**
 * The chunks only the page's after-load islands use (src/islands/later.ts: the outbox nudge, the
 * connection probe, consent, analytics): the page starts them after its load event and nothing
 * waits for them, so on a busy machine, where the load event comes before the form is ready,
 * they are not counted as the form's. The form's own code is its island (src/entry-form.tsx), or
 * in a build from before the form islands (a baseline), the router's app.
 */
function afterLoadOnly(dir: string): Set<string> {
  const stats = readBuildStats(dir);
  const formApp = ['src/entry-form.tsx', 'src/entry-client.tsx'].find((module) =>
    Object.values(stats).some((chunk) => chunk.modules.includes(module)),
  );
  const page = reachable(stats, [
    ...Object.values(stats)
      .filter((chunk) => chunk.isEntry)
      .map((chunk) => chunk.file),
    ...(formApp ? [chunkWith(stats, formApp).file] : []),
  ]);
  const islands = reachable(stats, [chunkOf(stats, 'src/islands/later.ts').file]);
  return new Set([...islands].filter((file) => !page.has(file)));
}

export async function measureFirstField(browser: Browser, dir: string, url: string): Promise<FirstField> {
  const islands = afterLoadOnly(dir);
  const context = await browser.newContext(phone);
  try {
    await context.addInitScript({ content: recordFirstField });
    const page = await context.newPage();
    // Counted: requested before `until`, or from `resumed` on (the application's tap).
    let until = Infinity;
    let resumed = Infinity;
    await page.goto(url, { waitUntil: 'domcontentloaded' });
    if (new URL(url).pathname.endsWith('/application-form')) {
      const startReady = await page.waitForFunction(
        () => document.documentElement.dataset.app === 'ready' && performance.now(),
      );
      until = (await startReady.jsonValue()) as number;
      // The family reads the start page: its islands start meanwhile, and what they fetch is not counted.
      await page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
      await page.waitForLoadState('networkidle');
      resumed = await page.evaluate(() => performance.now());
      await page.locator('main button.button--accent').first().tap();
      await page.waitForURL(/\/application-form\/[\w-]+$/);
    }
    const ready = await waitForFirstField(page);
    if (until === Infinity) until = ready;
    await page.waitForLoadState('networkidle');
    const all = await requestedScripts(page);
    const counted = all
      .filter(({ at }) => at <= until || (at >= resumed && at <= ready))
      .map(({ file }) => file)
      .filter((file) => !islands.has(file));
    const requested = all.map(({ file }) => file);
    const sum = (files: string[]) => totalBrotliBytes(path.join(dir, 'dist/client'), files);
    return { scripts: counted, bytes: sum(counted), allScripts: requested, allBytes: sum(requested) };
  } finally {
    await context.close();
  }
}
