// Helpers of the device tests (take-home, shared-device mode, forget my data): an application
// filled up to the attachments step with one PDF, and a second server with its own database.

import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import {
  academic,
  applicantInfo,
  attach,
  health,
  makePdf,
  next,
  parents,
  startApplication,
  storedDrafts,
  type FieldValues,
  type TestFile,
  fillFields,
} from './forms-support';

export const anna: FieldValues = { studentType: 'expatriate', ...applicantInfo(0, 'Anna') };
export const PDF_FIELD = 'applicants.0.documents.birthCertificate';

/** What a family typed that must never be readable where it should not be. */
export const secrets = ['Anna', 'P0123456', 'malee@example.com', '3100500123456', 'Sriwong-Hale'];

/**
 * Starts an application and fills steps 1-4 (applicant, parents, academic, health), then stores
 * a PDF on the attachments step and waits for the autosave. Returns the draft id and the PDF.
 */
export async function applicationWithFile(page: Page, prefix = ''): Promise<{ draftId: string; pdf: TestFile }> {
  const pdf = makePdf('birth-certificate.pdf', 200_000);
  const draftId = await startApplication(page, prefix);
  await fillFields(page, anna);
  await next(page, 'Next', /Step 2 of 6/);
  await fillFields(page, parents);
  await next(page, 'Next', /Step 3 of 6/);
  await fillFields(page, academic(0));
  await next(page, 'Next', /Step 4 of 6/);
  await fillFields(page, health(0));
  await next(page, 'Next', /Step 5 of 6/);
  await attach(page, PDF_FIELD, pdf);
  await expect.poll(async () => (await storedDrafts(page)).find((d) => d.id === draftId)?.step).toBe(4);
  return { draftId, pdf };
}

/** True when `haystack` contains any of the secrets or a 64-byte run of the file. */
export function leaks(haystack: Buffer, file?: TestFile): string[] {
  const found = secrets.filter((s) => haystack.includes(Buffer.from(s)));
  if (file && haystack.includes(file.buffer.subarray(100_000, 100_064))) found.push('file bytes');
  return found;
}

export interface SecondServer {
  baseURL: string;
  stop(): Promise<void>;
}

/** Another server on `port` with its own embedded database and `env` (e.g. a short parcel TTL). */
export async function startSecondServer(port: number, env: Record<string, string>): Promise<SecondServer> {
  const dir = mkdtempSync(path.join(tmpdir(), 'ccis-second-server-'));
  const child: ChildProcess = spawn('npx', ['tsx', 'server/main.ts'], {
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
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
