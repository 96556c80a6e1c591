// Shared helpers of the form tests: a persistent Chromium profile, offline readiness, the form
// catalogues, test files (a PDF and a real photo), fields filled and read by name (the element
// ids of src/forms/field-ids.ts), the files stored in IndexedDB, and a complete application.

import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import {
  chromium,
  expect,
  test,
  type APIRequestContext,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';
import sharp from 'sharp';
import config, { E2E_EXPORT_TOKEN } from '../../playwright.config';
import type { ExportedSubmission } from '../../server/intake/export';
import { fieldId } from '../../src/forms/field-ids';
import { academic, anna, health, parents, type FieldValues } from './form-answers';

export { fieldId };
export * from './form-answers';
export * from './stored-records';

/** A persistent (non-incognito) profile in `dir` with service workers on, like a family's browser. */
export function launchProfile(dir: string, baseURL: string | undefined): Promise<BrowserContext> {
  // The Chromium and flags of playwright.config.ts (docs/platform.md §4).
  const { executablePath, args } = config.use?.launchOptions ?? {};
  return chromium.launchPersistentContext(dir, {
    executablePath,
    args,
    serviceWorkers: 'allow',
    baseURL,
    locale: 'en-GB',
  });
}

/** The persistent browser of a test: opened (again) on its own profile folder, closed after it. */
export interface FamilyBrowser {
  /** Starts the browser on the profile (again, after `context.close()`); its first page. */
  open(baseURL: string | undefined): Promise<Page>;
  readonly context: BrowserContext | undefined;
}

/** A fresh profile folder per test (`prefix` names it), deleted with the browser after the test. */
export function useFamilyBrowser(prefix: string): FamilyBrowser {
  let dir = '';
  let context: BrowserContext | undefined;
  test.beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), prefix));
  });
  test.afterEach(async () => {
    await context?.close();
    context = undefined;
    rmSync(dir, { recursive: true, force: true });
  });
  return {
    async open(baseURL) {
      context = await launchProfile(dir, baseURL);
      return context.pages()[0] ?? (await context.newPage());
    },
    get context() {
      return context;
    },
  };
}

export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
}

/** Waits until the service worker controls the page and holds every page of `locale` (offline.spec.ts). */
export async function waitForOfflineReady(page: Page, locale: string): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 20_000 })
    .toBe(true);
  await expect
    .poll(
      () =>
        page.evaluate(
          async (cacheName) => (await (await caches.open(cacheName)).match('/__revisions__')) !== undefined,
          `ccis-locale-${locale}-v1`,
        ),
      { timeout: 30_000 },
    )
    .toBe(true);
}

/** A form catalogue as the families read it: `formText('common', 'th')['form.common.required']`. */
export function formText(catalogue: string, locale: string): Record<string, string> {
  const file = path.join(import.meta.dirname, `../../src/locales/forms/${catalogue}.${locale}.json`);
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
}

export interface TestFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
  sha256: string;
}

const sha256 = (buffer: Buffer) => createHash('sha256').update(buffer).digest('hex');

/** A PDF header followed by random bytes, `bytes` long. */
export function makePdf(name: string, bytes: number): TestFile {
  const buffer = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(bytes - 9)]);
  return { name, mimeType: 'application/pdf', buffer, sha256: sha256(buffer) };
}

/** A real PNG photo (below the 2000 px downscale limit, so it is stored as it is). */
export async function makePhoto(name: string, width = 800, height = 600): Promise<TestFile> {
  const buffer = await sharp({ create: { width, height, channels: 3, background: { r: 40, g: 140, b: 200 } } })
    .composite([
      { input: randomBytes(200 * 150 * 3), raw: { width: 200, height: 150, channels: 3 }, left: 40, top: 30 },
    ])
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer, sha256: sha256(buffer) };
}

/** A value of the form data: text, date, select or radio as a string, a tick as a boolean, ticks as an array. */

const option = (page: Page, name: string, value: string) => page.locator(`input[name="${name}"][value="${value}"]`);

/** Fills each field of `values` (by its name in the form data) as a person would with the mouse. */
export async function fillFields(page: Page, values: FieldValues): Promise<void> {
  for (const [name, value] of Object.entries(values)) {
    const element = page.locator(`#${fieldId(name)}`);
    if (typeof value === 'boolean') await element.setChecked(value);
    else if (typeof value !== 'string') for (const tick of value) await option(page, name, tick).check();
    else if ((await element.getAttribute('type')) === 'radio') await option(page, name, value).check();
    else if ((await element.evaluate((e) => e.tagName)) === 'SELECT') await element.selectOption(value);
    else await element.fill(value);
  }
}

/** Expects every field of `values` to show that value. */
export async function expectFields(page: Page, values: FieldValues): Promise<void> {
  for (const [name, value] of Object.entries(values)) {
    const element = page.locator(`#${fieldId(name)}`);
    if (typeof value === 'boolean') {
      await (value ? expect(element, name).toBeChecked() : expect(element, name).not.toBeChecked());
    } else if (typeof value !== 'string') {
      const ticked = page.locator(`input[name="${name}"]:checked`);
      const values = () => ticked.evaluateAll((all) => all.map((e) => (e as HTMLInputElement).value).sort());
      await expect.poll(values, name).toEqual([...value].sort());
    } else if ((await element.getAttribute('type')) === 'radio') {
      await expect(option(page, name, value), name).toBeChecked();
    } else {
      await expect(element, name).toHaveValue(value);
    }
  }
}

/** The button of step `title` in the step indicator (only steps already reached are buttons). */
export const stepButton = (page: Page, title: string): Locator =>
  page.getByRole('navigation', { name: 'Steps of the form' }).getByRole('button', { name: new RegExp(title) });

/** The step heading ("Step 2 of 6 Parents/Guardians Information"). */
export const stepHeading = (page: Page, title: string | RegExp): Locator =>
  page.getByRole('heading', { level: 2, name: title });

/** Picks `file` for the file field `name` and waits until it is stored on the device. */
export async function attach(page: Page, name: string, file: TestFile): Promise<void> {
  await page.locator(`#${fieldId(name)}`).setInputFiles(file);
  await expect(page.locator(`#${fieldId(name)}-status`)).toHaveClass(/file-field__status--saved/);
}

/** Presses Next and waits for step `title`. */
export async function next(page: Page, button: string, title: string | RegExp): Promise<void> {
  await page.getByRole('button', { name: button, exact: true }).click();
  await expect(stepHeading(page, title)).toBeVisible();
}

/** Starts a new application at /<locale>/application-form; returns the draft's id. */
export async function startApplication(page: Page, prefix = '', start = 'Start a new application'): Promise<string> {
  await page.goto(`${prefix}/application-form`);
  await waitForHydration(page);
  await page.getByRole('button', { name: start }).click();
  await page.waitForURL(/\/application-form\/[0-9a-f-]{36}$/);
  return page.url().split('/').pop() ?? '';
}

/**
 * As startApplication, then a first answer: a new application is stored on the device with its
 * first change, and only a stored draft can be taken home.
 */
export async function startStoredApplication(page: Page, prefix = '', start?: string): Promise<string> {
  const draftId = await startApplication(page, prefix, start);
  await fillFields(page, { 'applicants.0.info.firstName': 'Anna' });
  await expect(page.locator('.wizard-status--saved')).toBeVisible();
  return draftId;
}

/** The documents of applicant 1 (never at school, so no transcript). */
export async function attachDocuments(page: Page, photo: TestFile, pdf: TestFile): Promise<void> {
  const at = 'applicants.0.documents';
  await attach(page, `${at}.passportPhoto`, photo);
  for (const key of ['birthCertificate', 'parentsId', 'householdOrVisa']) await attach(page, `${at}.${key}`, pdf);
}

/**
 * Fills a whole one-applicant application with the mouse, up to its summary (in any language);
 * `onStep` runs on each filled step before Next.
 */
export async function fillApplication(
  page: Page,
  files: { photo: TestFile; pdf: TestFile },
  nextLabel = 'Next',
  onStep: () => Promise<void> = async () => undefined,
): Promise<void> {
  const steps: (() => Promise<void>)[] = [
    () => fillFields(page, anna),
    () => fillFields(page, parents),
    () => fillFields(page, academic(0)),
    () => fillFields(page, health(0)),
    () => attachDocuments(page, files.photo, files.pdf),
  ];
  for (const [index, fill] of steps.entries()) {
    await fill();
    await onStep();
    await next(page, nextLabel, new RegExp(`${index + 2}\\D+6`));
  }
}

/** Fills steps 1-4 for Anna (applicant, parents, academic, health) and goes on to step 5, the documents. */
export async function fillStepsBeforeDocuments(page: Page): Promise<void> {
  await fillFields(page, anna);
  await next(page, 'Next', /Step 2 of 6/);
  await fillFields(page, parents);
  await next(page, 'Next', /Step 3 of 6/);
  await fillFields(page, academic(0));
  await next(page, 'Next', /Step 4 of 6/);
  await fillFields(page, health(0));
  await next(page, 'Next', /Step 5 of 6/);
}

/** The live status of the submitted form (saved, sending, received), beside the page's other statuses. */
export const submissionStatus = (page: Page): Locator => page.locator('.wizard-done [role="status"]');

const wcag = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** axe (WCAG 2.2 A and AA) on the page as it is now; `where` names the state in the failure message. */
export async function expectNoViolations(page: Page, where: string): Promise<void> {
  // Headless UI's focus guards hand focus straight back into an open dialog (a11y.spec.ts).
  const results = await new AxeBuilder({ page }).withTags(wcag).exclude('[data-headlessui-focus-guard]').analyze();
  expect(
    results.violations.map((v) => `${where}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

/** What the school's export (GET /api/export, the test server's staff token) holds for `match`. */
export async function exportedSubmissions(
  request: APIRequestContext,
  match: (s: ExportedSubmission) => boolean,
): Promise<ExportedSubmission[]> {
  const res = await request.get('/api/export', { headers: { Authorization: `Bearer ${E2E_EXPORT_TOKEN}` } });
  expect(res.status()).toBe(200);
  const { submissions } = (await res.json()) as { submissions: ExportedSubmission[] };
  return submissions.filter(match);
}
