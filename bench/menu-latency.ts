// How long a tap on a menu holds the page, on a phone-like 4x-slowed CPU: the Event Timing API's
// duration of the interaction (what INP reports), from the tap to the next paint with the menu
// open, on each kind of page in each language, the median of several taps. A document page's
// menus are <details> that the browser opens natively (src/islands/menus.ts only adds Escape and
// outside clicks); a form page's header is the same document part, while its app runs beside it.
// Run: npm run build && npx tsx bench/menu-latency.ts

import { chromium } from '@playwright/test';
import { localePath, locales } from '../src/i18n/locales';
import { startProductionServer } from './production-server';

const pages = [
  ['home', ''],
  ['curriculum', 'curriculum'],
  ['news list', 'news-updates'],
  ['article', 'news-updates/stem-education'],
  ['application form', 'application-form'],
] as const;
const TAPS = Number(process.env.MENU_TAPS ?? 5);

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

const server = await startProductionServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
console.log(`Opening the phone's menu (median of ${TAPS} taps, 4x CPU slowdown; ms from tap to the next paint)`);
console.log(`| page | ${locales.join(' | ')} |`);
console.log(`| --- |${locales.map(() => ' --- |').join('')}`);
try {
  for (const [name, rest] of pages) {
    const cells: string[] = [];
    for (const locale of locales) {
      const context = await browser.newContext({
        viewport: { width: 390, height: 844 },
        hasTouch: true,
        isMobile: true,
        serviceWorkers: 'block',
      });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.addInitScript(() => {
        const durations: number[] = [];
        (window as unknown as { tapDurations: number[] }).tapDurations = durations;
        new PerformanceObserver((list) => {
          // interactionId is newer than TypeScript's DOM types.
          for (const entry of list.getEntries() as (PerformanceEventTiming & { interactionId?: number })[]) {
            if (entry.interactionId) durations.push(entry.duration);
          }
        }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
      });
      await page.goto(server.origin + localePath(locale, rest));
      await page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
      const menu = page.locator('.mobile-drawer > summary');
      const taps: number[] = [];
      for (let i = 0; i < TAPS; i++) {
        await page.evaluate(() => ((window as unknown as { tapDurations: number[] }).tapDurations.length = 0));
        await menu.tap();
        await page.waitForTimeout(300);
        const durations = await page.evaluate(() => (window as unknown as { tapDurations: number[] }).tapDurations);
        // Below 16 ms the browser reports nothing: the tap was handled within a frame.
        taps.push(Math.max(0, ...durations));
        await menu.tap();
        await page.waitForTimeout(300);
      }
      cells.push(median(taps).toFixed(0));
      await context.close();
    }
    console.log(`| ${name} | ${cells.join(' | ')} |`);
  }
} finally {
  await browser.close();
  await server.close();
}
