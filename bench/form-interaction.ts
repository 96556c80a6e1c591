// How the application answers a family on a phone (4x CPU slowdown through CDP), in one build:
// typing into a four-child application, each key press an interaction whose Event Timing
// duration (input to next paint, what INP reports) is kept, autosave running as it does; and
// moving to the next tab on a warm cache (a second visit: the code in the browser's cache), from
// the tap on Next to the next tab's heading and fields on screen. Used by bench/forms.ts.

import type { Browser, BrowserContext, Page } from '@playwright/test';
import { applicantInfo, type FieldValues } from '../tests/e2e/form-answers';
import { fieldId } from '../src/forms/field-ids';
import { phone } from './form-first-field';

const CPU_SLOWDOWN = 4;
/** Per child: a first and a family name, key by key, as a parent types them. */
const NAMES = [
  ['Anastasia', 'Sriwong-Hale'],
  ['Somchai', 'Petrov'],
  ['Mali', 'Chen-Wongsawat'],
  ['Leonardo', 'Müller'],
];
const KEY_DELAY_MS = 120;

/**
 * Kept in the page from its start: the longest Event Timing entry of each interaction
 * (`window.__interactions`), and when the family tapped and when the next tab was on screen
 * (`window.__tapAt`, `window.__nextTabAt`). A string, so no helper of the tool that compiles this
 * file ends up in the page.
 */
const recorder = `{
  window.__interactions = {};
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue;
      window.__interactions[entry.interactionId] = Math.max(window.__interactions[entry.interactionId] || 0, entry.duration);
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  document.addEventListener('click', () => { window.__tapAt = performance.now(); }, true);
  new MutationObserver(() => {
    if (window.__tapAt === undefined || window.__nextTabAt !== undefined) return;
    const heading = [...document.querySelectorAll('main h2')].find((h) => /Parents\\/Guardians/.test(h.textContent || ''));
    if (heading && document.querySelector('main input[name^="parents."]')) window.__nextTabAt = performance.now();
  }).observe(document, { subtree: true, childList: true, attributes: true });
}`;

/** Opens a new application's first tab in `context` (a new phone context if none). */
async function newApplication(browser: Browser, origin: string, context?: BrowserContext) {
  let ctx = context;
  if (!ctx) {
    ctx = await browser.newContext(phone);
    await ctx.addInitScript({ content: recorder });
  }
  const page = await ctx.newPage();
  await page.goto(`${origin}/application-form`);
  await page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
  await page.getByRole('button', { name: 'Start a new application' }).click();
  await page.waitForURL(/\/application-form\/[0-9a-f-]{36}$/);
  await page.locator(`#${fieldId('applicants.0.info.firstName')}`).waitFor();
  return { context: ctx, page };
}

/** Fills text, select and radio fields by their names in the form data (tests/e2e/form-answers.ts). */
async function fillFields(page: Page, values: FieldValues): Promise<void> {
  for (const [name, value] of Object.entries(values)) {
    if (typeof value !== 'string') continue;
    const element = page.locator(`#${fieldId(name)}`);
    if ((await element.getAttribute('type')) === 'radio')
      await page.locator(`input[name="${name}"][value="${value}"]`).check();
    else if ((await element.evaluate((e) => e.tagName)) === 'SELECT') await element.selectOption(value);
    else await element.fill(value);
  }
}

async function slowDown(page: Page, rate: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}

/** The p-th percentile (0-100) of `values`, nearest rank. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

export interface TypingFigures {
  interactions: number;
  p95Ms: number;
  maxMs: number;
}

/**
 * Types both names of four children into a new application; every key press and every tap into
 * a field is an interaction. Those the browser reports nothing for took under 16 ms (counted as 0).
 */
export async function measureTyping(browser: Browser, origin: string): Promise<TypingFigures> {
  const { context, page } = await newApplication(browser, origin);
  try {
    const add = page.getByRole('button', { name: 'Add another applicant' });
    for (let child = 1; child < NAMES.length; child++) {
      await add.click();
      await page.locator(`#${fieldId(`applicants.${child}.info.firstName`)}`).waitFor();
    }
    await slowDown(page, CPU_SLOWDOWN);
    await page.evaluate(() => ((window as unknown as { __interactions: object }).__interactions = {}));
    let expected = 0;
    for (const [child, [first, family]] of NAMES.entries()) {
      for (const [field, text] of [
        ['firstName', first!],
        ['familyName', family!],
      ] as const) {
        await page.locator(`#${fieldId(`applicants.${child}.info.${field}`)}`).click();
        await page.keyboard.type(text, { delay: KEY_DELAY_MS });
        expected += 1 + text.length;
      }
    }
    // Autosave's last write lands after the last key: its task counts if it holds up a paint.
    await page.waitForTimeout(2000);
    const reported = Object.values(
      await page.evaluate(() => (window as unknown as { __interactions: Record<string, number> }).__interactions),
    );
    const all = [...reported, ...Array<number>(Math.max(0, expected - reported.length)).fill(0)];
    return { interactions: expected, p95Ms: percentile(all, 95), maxMs: Math.max(0, ...all) };
  } finally {
    await context.close();
  }
}

/** One new application to its second tab: fills the first (no slowdown), then taps Next slowed. */
async function toSecondTab(page: Page): Promise<number> {
  await fillFields(page, { studentType: 'expatriate', ...applicantInfo(0, 'Anna') });
  await slowDown(page, CPU_SLOWDOWN);
  await page.evaluate(() => {
    const w = window as unknown as { __tapAt?: number; __nextTabAt?: number };
    w.__tapAt = undefined;
    w.__nextTabAt = undefined;
  });
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  const shown = await page.waitForFunction(() => {
    const w = window as unknown as { __tapAt?: number; __nextTabAt?: number };
    return w.__nextTabAt !== undefined && w.__tapAt !== undefined && w.__nextTabAt - w.__tapAt;
  });
  return (await shown.jsonValue()) as number;
}

/**
 * Next from the first tab to the second on a warm cache: a first visit fetches everything, then
 * a new page of the same browser profile (its HTTP cache warm, the service worker blocked as on a
 * first visit) starts another application and is timed. Answers ms from the tap to the tab.
 */
export async function measureNextTab(browser: Browser, origin: string): Promise<number> {
  const { context, page } = await newApplication(browser, origin);
  try {
    await toSecondTab(page);
    await page.waitForLoadState('networkidle');
    await page.close();
    const warm = await newApplication(browser, origin, context);
    return await toSecondTab(warm.page);
  } finally {
    await context.close();
  }
}
