// Helpers of the device tests (take-home, shared-device mode, forget my data): a tablet turned
// into a shared device with a family's private session, an application filled up to the
// attachments step with one PDF, and a second server with its own database.

import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { DB_NAME } from '../../src/db/database';
import { freePort } from '../support/ports';
import {
  fillStepsBeforeDocuments,
  attach,
  makePdf,
  startApplication,
  storedDrafts,
  type TestFile,
  waitForHydration,
} from './forms-support';

export const PDF_FIELD = 'applicants.0.documents.birthCertificate';

/** What a family typed that must never be readable where it should not be. */
export const secrets = ['Anna', 'P0123456', 'malee@example.com', '3100500123456', 'Sriwong-Hale'];

/**
 * Starts an application and fills steps 1-4 (applicant, parents, academic, health), then stores
 * a PDF on the attachments step and waits for the autosave. Returns the draft id and the PDF.
 */
export async function applicationWithFile(
  page: Page,
  prefix = '',
  start: (page: Page) => Promise<string> = (p) => startApplication(p, prefix),
): Promise<{ draftId: string; pdf: TestFile }> {
  const pdf = makePdf('birth-certificate.pdf', 200_000);
  const draftId = await start(page);
  await fillStepsBeforeDocuments(page);
  await attach(page, PDF_FIELD, pdf);
  await expect.poll(async () => (await storedDrafts(page)).find((d) => d.id === draftId)?.step).toBe(4);
  return { draftId, pdf };
}

/** Turns the browser of `page` into a shared tablet of the server at `origin` (staff PIN `staffPin`). */
export async function enterSharedMode(page: Page, origin: string, staffPin: string): Promise<void> {
  await page.goto(`${origin}/device-settings`);
  await waitForHydration(page);
  await page.getByLabel('Staff PIN').fill(staffPin);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Turn shared-device mode on' }).click();
  await expect(page.getByRole('region', { name: 'Shared device' }).getByText('Shared device')).toBeVisible();
}

/** Starts a family's private session with `pin` on the session gate the page shows. */
export async function startSession(page: Page, pin: string): Promise<void> {
  await page.getByLabel('Choose a PIN (4 to 8 digits)').fill(pin);
  await page.getByLabel('Repeat the PIN').fill(pin);
  await page.getByRole('button', { name: 'Start my private session' }).click();
  await expect(page.getByRole('heading', { name: 'Applications saved on this device' })).toBeVisible();
}

/** In a session's draft list: starts an application, returns its draft id. */
export async function startInSession(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Start a new application' }).click();
  await page.waitForURL(/\/application-form\/[0-9a-f-]{36}$/);
  return page.url().split('/').pop() ?? '';
}

/** Which secrets (or a 64-byte run of the file, or its name) `haystack` contains. */
export function leaks(haystack: Buffer, file?: TestFile): string[] {
  const found = secrets.filter((s) => haystack.includes(Buffer.from(s)));
  if (file && haystack.includes(file.buffer.subarray(100_000, 100_064))) found.push('file bytes');
  if (file && haystack.includes(Buffer.from(file.name))) found.push('file name');
  return found;
}

/**
 * Everything the app's IndexedDB database holds, every store, as one text: bytes (ArrayBuffer and
 * typed arrays) as latin1, so a test can look for what a family typed or a file's bytes.
 */
export function dumpDatabase(page: Page): Promise<Record<string, string>> {
  return page.evaluate(async (dbName) => {
    const done = <T>(request: IDBRequest<T> | IDBOpenDBRequest) =>
      new Promise<T>((resolve, reject) => {
        request.onsuccess = () => resolve(request.result as T);
        request.onerror = () => reject(request.error);
      });
    const latin1 = (bytes: Uint8Array) => Array.from(bytes, (b) => String.fromCharCode(b)).join('');
    const db = await done<IDBDatabase>(indexedDB.open(dbName));
    // Never in the app's way: a connection left open would block its upgrade, and every open after.
    db.onversionchange = () => db.close();
    const out: Record<string, string> = {};
    try {
      for (const store of Array.from(db.objectStoreNames)) {
        const rows = await done<unknown[]>(db.transaction(store).objectStore(store).getAll());
        out[store] = JSON.stringify(rows, (_, value: unknown) => {
          if (value instanceof ArrayBuffer) return latin1(new Uint8Array(value));
          if (ArrayBuffer.isView(value))
            return latin1(new Uint8Array(value.buffer, value.byteOffset, value.byteLength));
          return value;
        });
      }
    } finally {
      db.close();
    }
    return out;
  }, DB_NAME);
}

export interface SecondServer {
  baseURL: string;
  stop(): Promise<void>;
}

/** Another server on a free port, with its own embedded database and `env` (e.g. a short parcel TTL). */
export async function startSecondServer(env: Record<string, string>): Promise<SecondServer> {
  const port = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), 'ccis-second-server-'));
  // One node process (no npx wrapper), in its own process group, so stopping it stops all of it.
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    detached: true,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      INTAKE_PGLITE_DIR: path.join(dir, 'db'),
      INTAKE_FILES_DIR: path.join(dir, 'files'),
      ...env,
    },
    stdio: 'ignore',
  });
  const baseURL = `http://127.0.0.1:${port}`;
  await expect
    .poll(async () => (await fetch(`${baseURL}/robots.txt`).catch(() => undefined))?.status, { timeout: 60_000 })
    .toBe(200);
  return {
    baseURL,
    async stop() {
      // Already gone (crashed, or stopped twice): 'exit' would never come again.
      const gone = child.exitCode !== null || child.signalCode !== null;
      const exited = gone ? Promise.resolve() : new Promise((resolve) => child.once('exit', resolve));
      const signal = (name: NodeJS.Signals) => {
        if (child.pid && child.exitCode === null) process.kill(-child.pid, name);
      };
      signal('SIGTERM');
      // The server waits for open keep-alive connections on SIGTERM; the browser may hold some.
      const timer = setTimeout(() => signal('SIGKILL'), 5_000);
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
      clearTimeout(timer);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export { expectNoViolations } from './forms-support';
