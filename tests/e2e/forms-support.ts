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
import { DB_NAME } from '../../src/db/database';
import { fieldId } from '../../src/forms/field-ids';

export { fieldId };

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
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
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
export type FieldValue = string | boolean | readonly string[];
export type FieldValues = Record<string, FieldValue>;

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

/**
 * Every row of IndexedDB store `store` of the app's database, read with the plain IndexedDB API;
 * stored bytes (ArrayBuffer) come back as their size and SHA-256, computed in the page.
 */
export function storedRows(page: Page, store: string): Promise<Record<string, unknown>[]> {
  return page.evaluate(
    async ({ dbName, store }) => {
      const done = <T>(request: IDBRequest<T> | IDBOpenDBRequest) =>
        new Promise<T>((resolve, reject) => {
          request.onsuccess = () => resolve(request.result as T);
          request.onerror = () => reject(request.error);
        });
      const db = await done<IDBDatabase>(indexedDB.open(dbName));
      const rows = await done<Record<string, unknown>[]>(db.transaction(store).objectStore(store).getAll());
      db.close();
      for (const row of rows) {
        for (const [key, value] of Object.entries(row)) {
          if (!(value instanceof ArrayBuffer)) continue;
          const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', value));
          const sha256 = Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('');
          row[key] = { size: value.byteLength, sha256 };
        }
      }
      return rows;
    },
    { dbName: DB_NAME, store },
  );
}

export interface StoredFile {
  field: string;
  name: string;
  type: string;
  /** Size and SHA-256 of the bytes stored apart from the metadata (`attachmentBlobs`). */
  bytes: { size: number; sha256: string } | undefined;
}

/** Every attachment of draft `draftId` as IndexedDB holds it (metadata and bytes), by field. */
export async function storedFiles(page: Page, draftId: string): Promise<StoredFile[]> {
  const blobs = await storedRows(page, 'attachmentBlobs');
  return (await storedRows(page, 'attachments'))
    .filter((meta) => meta.draftId === draftId)
    .map((meta) => ({
      field: meta.field as string,
      name: meta.name as string,
      type: meta.type as string,
      bytes: blobs.find((blob) => blob.id === meta.id)?.bytes as StoredFile['bytes'],
    }))
    .sort((a, b) => a.field.localeCompare(b.field));
}

export interface StoredDraft {
  id: string;
  kind: string;
  step: number;
  data: Record<string, unknown>;
}

/** The drafts IndexedDB holds (to wait for an autosave), optionally of one kind. */
export async function storedDrafts(page: Page, kind?: string): Promise<StoredDraft[]> {
  const rows = (await storedRows(page, 'drafts')) as unknown as StoredDraft[];
  return rows.filter((row) => kind === undefined || row.kind === kind);
}

/** Picks `file` for the file field `name` and waits until it is stored on the device. */
export async function attach(page: Page, name: string, file: TestFile): Promise<void> {
  await page.locator(`#${fieldId(name)}`).setInputFiles(file);
  await expect(page.locator(`#${fieldId(name)}-status`)).toHaveClass(/file-field__status--saved/);
}

/** A Monday at least a week after today: the only valid starting date. */
export function nextMonday(): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + 7 + ((8 - date.getUTCDay()) % 7));
  return date.toISOString().slice(0, 10);
}

/** Applicant `index`'s answers on step 1, complete. */
export const applicantInfo = (index: number, first: string): FieldValues => {
  const at = `applicants.${index}.info`;
  return {
    [`${at}.type`]: 'new',
    [`${at}.firstName`]: first,
    [`${at}.familyName`]: 'Sriwong-Hale',
    [`${at}.nickname`]: `${first.slice(0, 3)}y`,
    [`${at}.gender`]: 'female',
    [`${at}.dateOfBirth`]: '2016-04-12',
    [`${at}.countryOfBirth`]: 'Thailand',
    [`${at}.placeOfBirth`]: 'Surat Thani',
    [`${at}.nationality`]: 'British',
    [`${at}.passport.number`]: `P${index}123456`,
    [`${at}.passport.placeOfIssue`]: 'London',
    [`${at}.passport.issued`]: '2022-01-10',
    [`${at}.passport.expiry`]: '2031-01-09',
    [`${at}.homeAddress`]: '12/3 Moo 1, Bo Phut, Koh Samui',
    [`${at}.languages.english`]: 'native',
    [`${at}.languages.thai`]: 'intermediate',
    [`${at}.languages.third.level`]: 'none',
    [`${at}.yearGroup`]: 'primary',
    [`${at}.year`]: 'y3',
    [`${at}.startDate`]: nextMonday(),
    [`${at}.livesWith`]: 'bothParents',
  };
};

/** Step 1 with one applicant, Anna, an expatriate. */
export const anna: FieldValues = { studentType: 'expatriate', ...applicantInfo(0, 'Anna') };

/** The contact-for-application form's answers (its robot check aside). */
export const contactAppAnswers: FieldValues = {
  parentName: 'Malee Sriwong-Hale',
  studentName: 'Anna Sriwong-Hale',
  email: 'malee@example.com',
  mobile: '081 234 5678',
  yearGroup: 'y3',
  language: 'th',
};

/** Step 2 with the mother as the one parent whose details are given. */
export const parents: FieldValues = {
  'parents.guardianChoice': 'mother',
  'parents.mother.firstName': 'Malee',
  'parents.mother.familyName': 'Sriwong-Hale',
  'parents.mother.nationality': 'Thai',
  'parents.mother.countryOfBirth': 'Thailand',
  'parents.mother.idNumber': '3100500123456',
  'parents.mother.addressSameAsHome': true,
  'parents.mother.homePhone': '077 123 456',
  'parents.mother.mobilePhone': '+66 81 234 5678',
  'parents.mother.email': 'malee@example.com',
  'parents.mother.occupation': 'Architect',
  'parents.emergency.callFirst': 'mother',
  'parents.emergency.fullName': 'Somchai Sriwong',
  'parents.emergency.mobile': '+66 89 765 4321',
};

const questions = ['specialAbilities', 'learningNeeds', 'testingReferral', 'medicalProblems', 'dietaryNeeds'];

/** Step 3 for applicant `index`: never at school, one "yes" with its detail. */
export const academic = (index: number): FieldValues => ({
  [`applicants.${index}.academic.attendedSchool`]: 'no',
  ...Object.fromEntries(questions.map((q) => [`applicants.${index}.academic.${q}.answer`, 'no'])),
  [`applicants.${index}.academic.familyCircumstances.answer`]: 'yes',
  [`applicants.${index}.academic.familyCircumstances.detail`]: 'We moved to Koh Samui this year.',
  'heardAbout.sources': ['website', 'recommendation'],
});

/** Step 4 for applicant `index`. */
export const health = (index: number): FieldValues => {
  const at = `applicants.${index}.health`;
  return {
    [`${at}.illnesses`]: ['none'],
    [`${at}.problems`]: ['asthma'],
    [`${at}.vaccinations`]: ['bcg', 'measles'],
    [`${at}.medicationReactions`]: 'None',
    [`${at}.medicalCare`]: 'Bangkok Hospital Samui, 077 429 500',
    [`${at}.otherInformation`]: 'None',
    [`${at}.termsAccepted`]: true,
    [`${at}.parentName`]: 'Malee Sriwong-Hale',
    [`${at}.signature`]: 'Malee Sriwong-Hale',
  };
};

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
