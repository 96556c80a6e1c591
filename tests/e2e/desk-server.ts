// The admissions desk's browser tests run against a server of their own: the production server
// (server/main.ts, the built site and desk) on a fresh embedded database in a temporary folder,
// with DESK_SECRET set and its e-mail going to a real SMTP sink in the test. It runs as production
// does, the desk on a host of its own: the site at http://127.0.0.1:<port>, the desk at
// http://localhost:<port>, one process. Its staff are made as a school's IT makes them, with
// `npm run staff -- add` (scripts/staff.ts) before it starts.

import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { totpCode } from '../../server/desk/auth/totp';
import { freePort } from '../support/ports';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink';

const root = path.resolve(import.meta.dirname, '../..');

export interface StaffSeed {
  email: string;
  name: string;
  role: 'administrator' | 'officer' | 'head' | 'readonly';
}

export interface DeskServer {
  /** http://127.0.0.1:<port>: the public site's origin (the families' pages and links). */
  siteOrigin: string;
  /** http://localhost:<port>: the desk's own origin (WebAuthn's relying party, enrolment links). */
  deskOrigin: string;
  sink: SmtpSink;
  /** The enrolment link `npm run staff -- add` printed, per e-mail. */
  enrolment: Record<string, string>;
  stop(): Promise<void>;
}

/**
 * The code an enrolment fills: the previous step's, so that a sign-in straight after has a fresh
 * current one. The server accepts one step either side: a code filled in a step's last seconds
 * could be two steps old when it checks (refused once in a full run), so a step about to end is
 * waited out first.
 */
export async function enrolmentCode(page: Page, secret: string): Promise<string> {
  const intoStep = Date.now() % 30_000;
  if (intoStep > 25_000) await page.waitForTimeout(30_000 - intoStep + 200);
  return totpCode(secret, new Date(Date.now() - 30_000));
}

/** The desk's catalogue of `locale`, as staff read it. */
export function deskText(locale: 'en' | 'th'): Record<string, string> {
  return JSON.parse(readFileSync(path.join(root, `src/locales/desk/${locale}.json`), 'utf8')) as Record<string, string>;
}

async function waitForServer(origin: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the desk's server stopped:\n${log()}`);
    const answer = await fetch(`${origin}/robots.txt`).catch(() => undefined);
    if (answer?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the desk's server did not answer:\n${log()}`);
}

/** Adds `staff` with the command line, then starts the server; `stop()` ends both and deletes all. */
export async function startDeskServer(staff: StaffSeed[]): Promise<DeskServer> {
  const dir = mkdtempSync(path.join(tmpdir(), 'desk-e2e-'));
  // A port of its own, beside the suite's server (E2E_PORT), so both run at once.
  const port = await freePort();
  const siteOrigin = `http://127.0.0.1:${port}`;
  const deskOrigin = `http://localhost:${port}`;
  const sink = await startSmtpSink();
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    SITE_ORIGIN: siteOrigin,
    DESK_ORIGIN: deskOrigin,
    DESK_SECRET: 'e2e-desk-secret-0123456789-abcdefghijklmnopqrstuvwxyz',
    DESK_PLACES: 'y1=20,y2=20',
    INTAKE_PGLITE_DIR: path.join(dir, 'db'),
    INTAKE_FILES_DIR: path.join(dir, 'files'),
    SMTP_URL: sink.url,
    ADMISSIONS_EMAIL: 'admissions@school.test',
  };
  const enrolment: Record<string, string> = {};
  for (const member of staff) {
    const run = spawnSync(
      'npx',
      ['tsx', 'scripts/staff.ts', 'add', member.email, '--role', member.role, '--name', member.name],
      { cwd: root, env, encoding: 'utf8' },
    );
    const link = /Enrolment link[^:]*: (\S+)/.exec(run.stdout)?.[1];
    if (run.status !== 0 || !link) throw new Error(`npm run staff refused:\n${run.stdout}${run.stderr}`);
    enrolment[member.email] = link;
  }
  const child = spawn('npx', ['tsx', 'server/main.ts'], { cwd: root, env, stdio: 'pipe', detached: true });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const stop = async () => {
    if (child.exitCode === null && child.pid) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      process.kill(-child.pid, 'SIGTERM');
      await exited;
    }
    await sink.close();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitForServer(siteOrigin, child, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { siteOrigin, deskOrigin, sink, enrolment, stop };
}
