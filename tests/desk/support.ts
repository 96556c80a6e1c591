// The desk's test harness: the real intake (PGlite or PostgreSQL) with the desk built on it, a
// clock the tests move, a real SMTP sink receiving the families' e-mails, and staff clients that
// enrol and sign in through the desk's own API (password + TOTP computed as an app would).

import { mkdtempSync, rmSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Hono } from 'hono';
import { createIntakeApi, type IntakeApi } from '../../server/intake';
import type { IntakeConfig, S3Config } from '../../server/intake/config';
import { exportTokensOf } from '../../server/intake/export-tokens';
import type { FileStorage } from '../../server/intake/storage';
import type { IntakeStore } from '../../server/intake/store-types';
import { createDesk, type Desk } from '../../server/desk';
import { loadDeskConfig, type DeskConfig } from '../../server/desk/config';
import { totpCode } from '../../server/desk/auth/totp';
import { addStaff } from '../../server/desk/staff';
import type { StaffRole } from '../../src/shared/admissions/workflow';
import { mondayAfter, validApplication, NOW } from '../wizards/application/fixtures';
import { attachmentOf, pdfBytes, pngBytes, post, quietLogger, testConfig, upload } from '../intake/support';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink';
import type { StagingPlace } from '../support/staging';
import { makeClock, type Clock } from './clock';
import { familyPost, testLedger } from './family-support';

export const ORIGIN = 'http://localhost';
export const SECRET = 'test-desk-secret-0123456789-abcdefghijklmnop';
export const PASSWORD = 'correct horse battery staple';

export interface Harness {
  intake: Hono;
  api: IntakeApi;
  desk: Desk;
  store: IntakeStore;
  clock: Clock;
  sink: SmtpSink;
  config: DeskConfig;
  dir: string;
  /** Where uploads in progress are kept, to look at directly. */
  staging: StagingPlace;
  close(): Promise<void>;
}

/** The intake (`intake` over its test settings) with the desk (`env`) on `store`, mail to a sink. */
export async function startHarness(
  store: IntakeStore,
  smtpPort: number,
  env: Record<string, string> = {},
  storage?: FileStorage,
  s3?: S3Config,
  intake: Partial<IntakeConfig> = {},
): Promise<Harness> {
  const dir = mkdtempSync(path.join(tmpdir(), 'desk-test-'));
  const sink = await startSmtpSink(smtpPort);
  const clock = makeClock();
  const config = loadDeskConfig(
    { DESK_SECRET: SECRET, DESK_ORIGIN: ORIGIN, SITE_ORIGIN: 'https://school.test', DESK_PLACES: 'y2=10,y5=8', ...env },
    { siteOrigin: 'https://school.test', port: 80 },
  );
  const desk = createDesk({
    config,
    distDir: path.join(dir, 'desk-dist'),
    now: clock.now,
    logger: quietLogger,
    sweeps: false,
    fees: testLedger,
    // Every client is 192.0.2.10 unless a test says otherwise (StaffClient.address).
    clientIp: (c) => c.req.header('x-test-client') ?? '192.0.2.10',
  });
  const api = await createIntakeApi({
    config: testConfig(dir, {
      smtpUrl: sink.url,
      admissionsEmail: 'admissions@school.test',
      exportTokens: exportTokensOf(env),
      ...intake,
    }),
    store,
    storage,
    logger: quietLogger,
    now: clock.now,
    extensions: [desk],
  });
  return {
    intake: api.app,
    api,
    desk,
    store,
    clock,
    sink,
    config,
    dir,
    staging: s3 ? { s3 } : { dir: path.join(dir, 'files', 'uploads') },
    async close() {
      await api.close();
      await sink.close();
      // The tus file store makes its folder in a callback queued at start: let it land first.
      await mkdir(path.join(dir, 'files/uploads'), { recursive: true });
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A staff member's browser: the session cookie, the CSRF token, and requests to the desk API. */
export class StaffClient {
  cookie = '';
  csrf = '';
  constructor(
    readonly h: Harness,
    readonly email: string,
    /** The client address the desk sees (192.0.2.10 when not given). */
    readonly address?: string,
  ) {}

  async request(method: string, pathname: string, body?: unknown, headers: Record<string, string> = {}) {
    const response = await this.h.desk.fetch(
      new Request(`${ORIGIN}/api/desk${pathname}`, {
        method,
        headers: {
          ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
          ...(method !== 'GET' ? { Origin: ORIGIN, 'X-CSRF-Token': this.csrf } : {}),
          ...(this.cookie ? { Cookie: this.cookie } : {}),
          ...(this.address ? { 'X-Test-Client': this.address } : {}),
          ...headers,
        },
        body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      }),
    );
    const set = response.headers.get('set-cookie');
    if (set) this.cookie = /Max-Age=0/i.test(set) ? '' : set.split(';')[0]!;
    return response;
  }

  get = (pathname: string) => this.request('GET', pathname);
  post = (pathname: string, body: unknown = {}) => this.request('POST', pathname, body);

  async json<T = Record<string, unknown>>(method: string, pathname: string, body?: unknown): Promise<T> {
    const response = await this.request(method, pathname, body);
    if (!response.ok) throw new Error(`${method} ${pathname}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  }
}

/** Adds a member of staff and enrols them with a password and TOTP; returns them signed in. */
export async function enrolStaff(
  h: Harness,
  role: StaffRole,
  email = `${role}.${crypto.randomUUID().slice(0, 6)}@school.test`,
) {
  const { token } = await addStaff(h.store.sql, { email, name: `${role} ${email.slice(0, 4)}`, role }, h.clock.now());
  const client = new StaffClient(h, email);
  const opened = await client.json<{ totp: { secret: string } }>('POST', '/enrol/open', { token });
  const session = await client.json<{ csrfToken: string; staff: { id: string } }>('POST', '/enrol/password', {
    token,
    password: PASSWORD,
    code: totpCode(opened.totp.secret, h.clock.now()),
  });
  client.csrf = session.csrfToken;
  return { client, secret: opened.totp.secret, id: session.staff.id, token };
}

/** Signs in with password and TOTP (after the clock moved past the last code used). */
export async function signIn(h: Harness, email: string, secret: string, password = PASSWORD) {
  h.clock.advance(31_000);
  const client = new StaffClient(h, email);
  const first = await client.post('/auth/password', { email, password });
  if (first.status !== 200) return { client, response: first };
  const second = await client.post('/auth/totp', { code: totpCode(secret, h.clock.now()) });
  if (second.ok) client.csrf = ((await second.clone().json()) as { csrfToken: string }).csrfToken;
  return { client, response: second };
}

export interface Child {
  firstName: string;
  familyName: string;
  dateOfBirth?: string;
  year?: string;
}

/** A valid application for these children (1-4), in `locale`, with the parents' e-mail, as on `now`. */
export function application(children: Child[], locale = 'en', email = 'mai@example.com', now = NOW) {
  const data = validApplication();
  const startDate = mondayAfter(new Date(now.getTime() + 7 * 3600 * 1000).toISOString().slice(0, 10));
  const template = data.applicants[1]!;
  data.applicants = children.map((child, i) => {
    const a = structuredClone(i === 0 ? data.applicants[0]! : template);
    Object.assign(a.info, {
      firstName: child.firstName,
      familyName: child.familyName,
      dateOfBirth: child.dateOfBirth ?? '2018-05-04',
      startDate,
      year: child.year ?? 'y2',
      yearGroup: /^f/.test(child.year ?? '')
        ? 'foundation'
        : Number((child.year ?? 'y2').slice(1)) >= 7
          ? 'secondary'
          : 'primary',
    });
    a.documents = {
      ...a.documents,
      passportPhoto: `p${i}-photo`,
      birthCertificate: `p${i}-birth`,
      householdOrVisa: `p${i}-visa`,
      parentsId: i === 0 ? 'p0-parents' : '',
      sameParentsIdAsFirst: i > 0,
    };
    return a;
  });
  data.parents.mother.email = email;
  data.parents.father.email = `father.${email}`;
  const files = data.applicants.flatMap((a, i) =>
    Object.entries(a.documents)
      .filter(([key, value]) => typeof value === 'string' && value && key !== 'sameParentsIdAsFirst')
      .map(([key, value]) => {
        const photo = key === 'passportPhoto';
        const bytes = photo ? pngBytes(1500) : pdfBytes(1200);
        return {
          ...attachmentOf({
            field: `applicants.${i}.documents.${key}`,
            bytes,
            type: photo ? 'image/png' : 'application/pdf',
            name: photo ? `фото ${i}.png` : `${key}-${i}.pdf`,
          }),
          id: value as string,
          bytes,
        };
      }),
  );
  return {
    body: {
      id: crypto.randomUUID(),
      kind: 'application',
      schemaVersion: 1,
      locale,
      data,
      attachments: files.map(({ bytes: _bytes, ...entry }) => entry),
    },
    files,
  };
}

/** Posts an application and (unless `withFiles` is false) uploads its files; returns its receipt. */
export async function submitApplication(
  h: Harness,
  children: Child[],
  options: { locale?: string; email?: string; withFiles?: boolean } = {},
) {
  const { body, files } = application(children, options.locale, options.email, h.clock.now());
  const response = await post(h.intake, body);
  if (response.status !== 201) throw new Error(`submission refused: ${response.status} ${await response.text()}`);
  const receipt = (await response.json()) as { id: string; reference: string; statusToken?: string };
  if (options.withFiles !== false)
    for (const file of files) {
      const answer = await upload(h.intake, body.id, file, file.bytes);
      if (answer.status !== 204) throw new Error(`upload refused: ${answer.status}`);
    }
  return { ...receipt, body, files };
}

/** How many of a submission's files the intake's storage (disk or S3) still holds. */
export async function filesKept(h: Harness, submission: { id: string; files: { id: string }[] }) {
  const kept = await Promise.all(submission.files.map((f) => h.api.storage.read(`files/${submission.id}/${f.id}`)));
  for (const file of kept) file?.body.destroy();
  return kept.filter(Boolean).length;
}

/** The desk's cases of a submission, by applicant. */
export async function casesOf(h: Harness, submissionId: string) {
  return h.store.sql.query<{ id: string; stage: string; applicant_index: number }>(
    'SELECT id::text AS id, stage, applicant_index FROM desk_cases WHERE submission_id = $1 ORDER BY applicant_index',
    [submissionId],
  );
}

/** Posts to the families' status API. */
export async function statusOf(h: Harness, token: string) {
  return h.intake.request('/api/status', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ token }),
  });
}

export const answerOffer = (h: Harness, token: string, confirm: boolean) => familyPost(h, '/offer', { token, confirm });

/** The token of a link in an e-mail's plain text (`#<token>` or `#offer=<token>`). */
export function linkToken(text: string, kind: 'status' | 'offer', decision?: 'a' | 'd'): string {
  const pattern =
    kind === 'status'
      ? /application-status#([A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{24})/
      : new RegExp(`application-status#offer=([0-9a-f]{32}\\.${decision ?? '[ad]'}\\.[A-Za-z0-9_-]{24})`);
  const match = pattern.exec(text);
  if (!match) throw new Error(`no ${kind} link in:\n${text}`);
  return match[1]!;
}
