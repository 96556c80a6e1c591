// The intake server's test suite, run once per database and storage (pglite.test.ts: PGlite and
// the disk; postgres.test.ts: PostgreSQL with its coordination, on the disk and on S3): the
// submission contract, the uploads, idempotency under load and the export, through `app.request`.

import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Transporter } from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { exportSubmissions } from '../../scripts/export-submissions';
import { createIntakeApi, type IntakeApi, type IntakeOptions } from '../../server/intake';
import type { IntakeConfig } from '../../server/intake/config';
import type { Coordination } from '../../server/intake/coordination';
import { digestStream } from '../../server/intake/hash';
import { openStorage, type FileStorage } from '../../server/intake/storage';
import { makeDevToken } from '../../server/intake/robot-check';
import type { IntakeStore } from '../../server/intake/store';
import { defaults as applicationDefaults } from '../../src/wizards/application/schema';
import {
  contactAppData,
  contactData,
  createUpload,
  cutStream,
  head,
  patch,
  pdfBytes,
  pngBytes,
  post,
  quietLogger,
  scholarshipSubmission,
  sha256,
  submission,
  testConfig,
  upload,
} from './support';

export interface TestDatabase {
  store: IntakeStore;
  /** PostgreSQL's coordination; memory when not given. */
  coordination?: Coordination;
  /** Object storage; a folder of the test when not given. */
  storage?: FileStorage;
  close(): Promise<void>;
}

const MB = 1024 * 1024;

export function intakeSuite(name: string, openDatabase: () => Promise<TestDatabase>): void {
  describe(name, () => {
    let db: TestDatabase | undefined;
    let dir: string;
    let storage: FileStorage;
    const apis: IntakeApi[] = [];

    beforeAll(async () => {
      dir = mkdtempSync(path.join(tmpdir(), 'intake-test-'));
      db = await openDatabase();
      storage = db.storage ?? (await openStorage({ filesDir: path.join(dir, 'files'), s3: undefined }));
    }, 180_000);

    /** The SHA-256 of what the storage holds under `key`, or null. */
    const storedSha256 = async (key: string) => {
      const stored = await storage.read(key);
      return stored ? (await digestStream(stored.body)).sha256 : null;
    };

    afterAll(async () => {
      for (const api of apis) await api.close();
      await db?.close();
      if (dir) rmSync(dir, { recursive: true, force: true });
    }, 60_000);

    async function makeApi(overrides: Partial<IntakeConfig> = {}, options: Partial<IntakeOptions> = {}) {
      if (!db) throw new Error('the test database did not start');
      const api = await createIntakeApi({
        config: testConfig(dir, overrides),
        store: db.store,
        coordination: db.coordination,
        storage,
        logger: quietLogger,
        ...options,
      });
      apis.push(api);
      return api.app;
    }

    const mailer = (fail = false) => {
      const sendMail = vi.fn(async (_mail: { subject: string; text: string }) => {
        if (fail) throw new Error('SMTP down');
        return {};
      });
      return { transport: { sendMail } as unknown as Transporter, sendMail };
    };

    describe('submissions', () => {
      it('answers a first post with 201 and a receipt', async () => {
        const app = await makeApi();
        const body = submission('contact', contactData());
        const res = await post(app, body, { 'Idempotency-Key': body.id });
        expect(res.status).toBe(201);
        expect(res.headers.get('location')).toBe(`/api/submissions/${body.id}`);
        const receipt = await res.json();
        expect(receipt).toMatchObject({ id: body.id, kind: 'contact', status: 'complete', missingFiles: [] });
        expect(receipt.reference).toMatch(/^CCIS-\d{4}-\d{6}$/);
        const read = await app.request(`/api/submissions/${body.id}`);
        expect(await read.json()).toEqual(receipt);
      });

      it('answers the same id with the same content 200 and the original receipt', async () => {
        const app = await makeApi();
        const body = submission('contact', contactData());
        const first = await (await post(app, body)).json();
        // The same content with its keys in another order is the same content.
        const reordered = {
          attachments: [],
          data: { ...contactData() },
          locale: 'en',
          schemaVersion: 1,
          kind: 'contact',
          id: body.id,
        };
        const again = await post(app, reordered);
        expect(again.status).toBe(200);
        expect(await again.json()).toEqual(first);
      });

      it('answers the same id with other content 409', async () => {
        const app = await makeApi();
        const body = submission('contact', contactData());
        expect((await post(app, body)).status).toBe(201);
        const res = await post(app, { ...body, data: contactData('Another message') });
        expect(res.status).toBe(409);
        expect(await res.json()).toMatchObject({ error: 'conflict' });
      });

      it('answers invalid data 422 with field errors keyed and worded like the form', async () => {
        const app = await makeApi();
        const res = await post(app, submission('contact', { ...contactData(), fullName: ' ', email: 'anna@' }));
        expect(res.status).toBe(422);
        expect(await res.json()).toEqual({
          error: 'invalid',
          fieldErrors: { fullName: ['form.common.required'], email: ['form.common.emailInvalid'] },
        });

        const application = await post(app, submission('application', applicationDefaults()));
        expect(application.status).toBe(422);
        const { fieldErrors } = await application.json();
        expect(fieldErrors['applicants.0.info.firstName']).toEqual(['form.common.required']);
        for (const messages of Object.values(fieldErrors) as string[][])
          for (const message of messages) expect(message).toMatch(/^form\./);
      });

      it('rejects unknown kinds and malformed envelopes with 422', async () => {
        const app = await makeApi();
        const unknown = await post(app, submission('newsletter', {}));
        expect(unknown.status).toBe(422);
        expect(await unknown.json()).toEqual({ error: 'invalid', fieldErrors: { kind: ['form.common.invalid'] } });
        const bad = await post(app, { ...submission('contact', contactData()), id: 'not-a-uuid', locale: 'de' });
        expect(bad.status).toBe(422);
        expect(Object.keys((await bad.json()).fieldErrors).sort()).toEqual(['id', 'locale']);
      });

      it('answers malformed JSON 400 and other content types 415', async () => {
        const app = await makeApi();
        const res = await post(app, '{"id": "x", ');
        expect(res.status).toBe(400);
        expect(await res.json()).toMatchObject({ error: 'bad-request' });
        const text = await app.request('/api/submissions', { method: 'POST', body: 'hello' });
        expect(text.status).toBe(415);
      });

      it('answers a body over the limit 413', async () => {
        const app = await makeApi();
        const res = await post(app, submission('contact', contactData('x'.repeat(MB + 1))));
        expect(res.status).toBe(413);
        expect(await res.json()).toEqual({ error: 'too-large' });
      });

      it('answers 404 in JSON for unknown receipts and paths', async () => {
        const app = await makeApi();
        for (const url of [`/api/submissions/${crypto.randomUUID()}`, '/api/submissions/1%27', '/api/nothing']) {
          const res = await app.request(url);
          expect(res.status).toBe(404);
          expect(await res.json()).toEqual({ error: 'not-found' });
        }
      });

      it('limits each client IP to the configured requests a minute, with 429 and Retry-After', async () => {
        const app = await makeApi({ rateLimit: 3, trustProxy: true });
        const from = (ip: string) =>
          app.request(`/api/submissions/${crypto.randomUUID()}`, { headers: { 'X-Forwarded-For': ip } });
        for (let i = 0; i < 3; i++) expect((await from('203.0.113.7')).status).toBe(404);
        const limited = await from('203.0.113.7');
        expect(limited.status).toBe(429);
        expect(await limited.json()).toEqual({ error: 'rate-limited' });
        const retryAfter = Number(limited.headers.get('retry-after'));
        expect(retryAfter).toBeGreaterThanOrEqual(1);
        expect(retryAfter).toBeLessThanOrEqual(60);
        expect((await from('198.51.100.2')).status).toBe(404);
      });

      it('allows the configured origins and refuses others', async () => {
        const allowed = 'https://apply.example.org';
        const app = await makeApi({ corsOrigins: [allowed] });
        const preflight = await app.request('/api/submissions', {
          method: 'OPTIONS',
          headers: {
            Origin: allowed,
            'Access-Control-Request-Method': 'POST',
            'Access-Control-Request-Headers': 'content-type',
          },
        });
        expect(preflight.status).toBe(204);
        expect(preflight.headers.get('access-control-allow-origin')).toBe(allowed);
        expect(preflight.headers.get('access-control-allow-headers')).toMatch(/Content-Type/);
        const res = await post(app, submission('contact', contactData()), { Origin: allowed });
        expect(res.status).toBe(201);
        expect(res.headers.get('access-control-allow-origin')).toBe(allowed);

        const evil = await post(app, submission('contact', contactData()), { Origin: 'https://evil.example' });
        expect(evil.status).toBe(403);
        expect(evil.headers.get('access-control-allow-origin')).toBeNull();
        expect(await evil.json()).toEqual({ error: 'origin' });
      });

      it('accepts only its own origin when no CORS origins are configured', async () => {
        const app = await makeApi();
        expect((await post(app, submission('contact', contactData()), { Origin: 'http://localhost' })).status).toBe(
          201,
        );
        const other = await post(app, submission('contact', contactData()), { Origin: 'https://apply.example.org' });
        expect(other.status).toBe(403);
      });

      it('requires the bearer token when one is configured', async () => {
        const app = await makeApi({ apiToken: 'open-sesame' });
        const body = submission('contact', contactData());
        const none = await post(app, body);
        expect(none.status).toBe(401);
        expect(none.headers.get('www-authenticate')).toBe('Bearer');
        expect((await post(app, body, { Authorization: 'Bearer wrong' })).status).toBe(401);
        expect((await post(app, body, { Authorization: 'Bearer open-sesame' })).status).toBe(201);
        expect((await createUpload(app, body.id, { id: 'x', sha256: 'y', name: 'n', type: 't' }, 10)).status).toBe(401);
      });

      it('checks the robot token of the contact-for-application form only', async () => {
        const app = await makeApi();
        const body = submission('contact-app', contactAppData());
        const expect403 = async (extra: Record<string, unknown>) => {
          const res = await post(app, { ...body, ...extra });
          expect(res.status).toBe(403);
          expect(await res.json()).toEqual({ error: 'robot-check' });
        };
        await expect403({});
        await expect403({ robotToken: `dev.${crypto.randomUUID()}` });
        await expect403({ robotToken: makeDevToken(Date.now() - 3 * 60 * 1000) });
        await expect403({ robotToken: makeDevToken(Date.now() + 60 * 60 * 1000) });
        const ok = await post(app, { ...body, robotToken: makeDevToken() });
        expect(ok.status).toBe(201);
        const { reference } = await ok.json();
        // A retry of the outbox takes a new token, or none: the stored submission answers.
        const retry = await post(app, { ...body, robotToken: makeDevToken() });
        expect(retry.status).toBe(200);
        expect((await retry.json()).reference).toBe(reference);
        expect((await post(app, body)).status).toBe(200);
        // Other forms need no token.
        expect((await post(app, submission('contact', contactData()))).status).toBe(201);
      });

      it('e-mails admissions the reference and kind, and a failing e-mail fails nothing', async () => {
        const mail = mailer();
        const app = await makeApi({ admissionsEmail: 'admissions@example.org' }, { mailTransport: mail.transport });
        const res = await post(app, submission('contact', contactData()));
        const { reference } = await res.json();
        await vi.waitFor(() => expect(mail.sendMail).toHaveBeenCalledTimes(1));
        const sent = mail.sendMail.mock.calls[0]?.[0];
        expect(sent).toMatchObject({ to: 'admissions@example.org' });
        expect(sent?.subject).toContain(reference);
        expect(sent?.text).toContain('(contact)');
        expect(sent?.text).not.toContain('Anna');

        const broken = mailer(true);
        const logger = { ...quietLogger, error: vi.fn() };
        const app2 = await makeApi(
          { admissionsEmail: 'admissions@example.org' },
          { mailTransport: broken.transport, logger },
        );
        expect((await post(app2, submission('contact', contactData()))).status).toBe(201);
        await vi.waitFor(() => expect(logger.error).toHaveBeenCalledTimes(1));
      });
    });

    describe('uploads (tus)', () => {
      it('takes a file in two PATCHes, resuming from the offset HEAD reports', async () => {
        const app = await makeApi();
        const bytes = pdfBytes(300_000);
        const body = scholarshipSubmission([{ field: 'attachments.transcript', bytes }]);
        const receipt = await (await post(app, body)).json();
        const attachment = body.attachments[0]!;
        expect(receipt).toMatchObject({ status: 'awaiting-files', missingFiles: [attachment.id] });

        const created = await createUpload(app, body.id, attachment, bytes.byteLength);
        expect(created.status).toBe(201);
        const location = created.headers.get('location') ?? '';
        expect(location).toMatch(/^\/api\/uploads\/[0-9a-f]+$/);
        const first = await patch(app, location, 0, bytes.slice(0, 100_000));
        expect(first.status).toBe(204);
        expect(first.headers.get('upload-offset')).toBe('100000');

        // A client that lost track of the offset is told so, and the HEAD tells it where to go on.
        const stale = await patch(app, location, 0, bytes.slice(0, 1000));
        expect(stale.status).toBe(409);
        expect(await stale.json()).toEqual({ error: 'offset' });

        const probe = await head(app, location);
        expect(probe.status).toBe(200);
        const offset = Number(probe.headers.get('upload-offset'));
        expect(offset).toBe(100_000);
        expect(probe.headers.get('upload-length')).toBe('300000');

        const rest = await patch(app, location, offset, bytes.slice(offset));
        expect(rest.status).toBe(204);
        expect(rest.headers.get('upload-offset')).toBe('300000');

        const after = await (await app.request(`/api/submissions/${body.id}`)).json();
        expect(after).toMatchObject({ status: 'complete', missingFiles: [], reference: receipt.reference });
        expect(await storedSha256(`files/${body.id}/${attachment.id}`)).toBe(attachment.sha256);
        const stored = await storage.read(`files/${body.id}/${attachment.id}`);
        expect(stored).toMatchObject({ size: 300_000, contentType: 'application/pdf', filename: attachment.name });
        stored?.body.destroy();
        // The file has moved out of the upload area: its upload URL is gone.
        expect((await head(app, location)).status).toBe(404);
      });

      it('resumes after the connection drops at 90%', async () => {
        const app = await makeApi();
        const bytes = pdfBytes(1_000_000, 0x42);
        const body = scholarshipSubmission([{ field: 'attachments.transcript', bytes }]);
        expect((await post(app, body)).status).toBe(201);
        const created = await createUpload(app, body.id, body.attachments[0]!, bytes.byteLength);
        const location = created.headers.get('location') ?? '';

        const cut = await patch(app, location, 0, cutStream(bytes, 900_000));
        expect(cut.status).toBeGreaterThanOrEqual(400);
        const offset = Number((await head(app, location)).headers.get('upload-offset'));
        // The disk keeps every byte that arrived; S3 keeps whole parts (5 MiB) only, none here.
        if (storage.kind === 'disk') expect(offset).toBeGreaterThan(0);
        else expect(offset).toBe(0);
        expect(offset).toBeLessThanOrEqual(900_000);

        const rest = await patch(app, location, offset, bytes.slice(offset));
        expect(rest.status).toBe(204);
        expect((await (await app.request(`/api/submissions/${body.id}`)).json()).status).toBe('complete');
      });

      it('refuses bytes that do not match the declared SHA-256, and discards them', async () => {
        const app = await makeApi();
        const bytes = pdfBytes(5000);
        const body = scholarshipSubmission([
          { field: 'attachments.transcript', bytes, sha256: sha256('something else') },
        ]);
        expect((await post(app, body)).status).toBe(201);
        const created = await createUpload(app, body.id, body.attachments[0]!, bytes.byteLength);
        const location = created.headers.get('location') ?? '';
        const res = await patch(app, location, 0, bytes);
        expect(res.status).toBe(460);
        expect(await res.json()).toMatchObject({ error: 'checksum' });
        expect((await head(app, location)).status).toBe(404);
        const receipt = await (await app.request(`/api/submissions/${body.id}`)).json();
        expect(receipt).toMatchObject({ status: 'awaiting-files', missingFiles: [body.attachments[0]!.id] });
      });

      it('refuses a PNG declared as a PDF', async () => {
        const app = await makeApi();
        const bytes = pngBytes();
        const body = scholarshipSubmission([{ field: 'attachments.transcript', bytes, type: 'application/pdf' }]);
        expect((await post(app, body)).status).toBe(201);
        const res = await upload(app, body.id, body.attachments[0]!, bytes);
        expect(res.status).toBe(415);
        expect(await storedSha256(`files/${body.id}/${body.attachments[0]!.id}`)).toBeNull();
        expect(await res.json()).toMatchObject({ error: 'type' });
        expect((await (await app.request(`/api/submissions/${body.id}`)).json()).status).toBe('awaiting-files');
      });

      it('refuses a file over 10 MB, at the submission and at the upload', async () => {
        const app = await makeApi();
        const big = { length: 10 * MB + 1 };
        const declared = scholarshipSubmission([{ field: 'attachments.transcript', bytes: pdfBytes(10) }]);
        declared.attachments[0]!.size = big.length;
        const refused = await post(app, declared);
        expect(refused.status).toBe(422);
        expect((await refused.json()).fieldErrors).toEqual({ 'attachments.transcript': ['form.common.file.tooLarge'] });

        const body = scholarshipSubmission([{ field: 'attachments.transcript', bytes: pdfBytes(10) }]);
        expect((await post(app, body)).status).toBe(201);
        const res = await createUpload(app, body.id, body.attachments[0]!, big.length);
        expect(res.status).toBe(413);
        expect(await res.json()).toEqual({ error: 'too-large' });
      });

      it('refuses uploads for unknown submissions and attachments, and downloads', async () => {
        const app = await makeApi();
        const bytes = pdfBytes(100);
        const body = scholarshipSubmission([{ field: 'attachments.transcript', bytes }]);
        expect((await post(app, body)).status).toBe(201);
        const attachment = body.attachments[0]!;
        const unknownSubmission = await createUpload(app, crypto.randomUUID(), attachment, 100);
        expect(unknownSubmission.status).toBe(404);
        expect(await unknownSubmission.json()).toMatchObject({ error: 'not-found' });
        expect((await createUpload(app, body.id, { ...attachment, id: 'other' }, 100)).status).toBe(404);
        expect((await createUpload(app, body.id, attachment, 99)).status).toBe(400);
        const created = await createUpload(app, body.id, attachment, 100);
        const download = await app.request(created.headers.get('location') ?? '');
        expect(download.status).toBe(405);
      });

      it('completes the submission, and e-mails once, when every file has arrived', async () => {
        const mail = mailer();
        const app = await makeApi({ admissionsEmail: 'admissions@example.org' }, { mailTransport: mail.transport });
        const transcript = pdfBytes(20_000, 0x43);
        const awards = pngBytes(30_000);
        const body = scholarshipSubmission([
          { field: 'attachments.transcript', bytes: transcript },
          { field: 'attachments.awards', bytes: awards, type: 'image/png', name: 'awards.png' },
        ]);
        const [a, b] = body.attachments;
        expect((await post(app, body)).status).toBe(201);
        expect((await upload(app, body.id, a!, transcript)).status).toBe(204);
        const half = await (await app.request(`/api/submissions/${body.id}`)).json();
        expect(half).toMatchObject({ status: 'awaiting-files', missingFiles: [b!.id] });
        expect(mail.sendMail).not.toHaveBeenCalled();
        expect((await upload(app, body.id, b!, awards)).status).toBe(204);
        const done = await (await app.request(`/api/submissions/${body.id}`)).json();
        expect(done).toMatchObject({ status: 'complete', missingFiles: [] });
        await vi.waitFor(() => expect(mail.sendMail).toHaveBeenCalledTimes(1));
        // Sending a received file again changes nothing.
        expect((await upload(app, body.id, a!, transcript)).status).toBe(204);
        expect(mail.sendMail).toHaveBeenCalledTimes(1);
      });
    });

    describe('idempotency under load', () => {
      it('stores 1,000 concurrent posts of one id once', async () => {
        const app = await makeApi();
        const body = submission('contact', contactData());
        const answers = await Promise.all(
          Array.from({ length: 1000 }, async () => {
            const res = await post(app, body);
            return { status: res.status, receipt: await res.json() };
          }),
        );
        const statuses = answers.map((a) => a.status);
        expect(statuses.filter((s) => s === 201)).toHaveLength(1);
        expect(statuses.filter((s) => s === 200)).toHaveLength(999);
        expect(new Set(answers.map((a) => a.receipt.reference)).size).toBe(1);
        const rows = (await db!.store.listSubmissions()).filter((s) => s.id === body.id);
        expect(rows).toHaveLength(1);
      }, 120_000);
    });

    describe('export', () => {
      it('writes submissions with their fields and file hashes as CSV and JSON, with the files', async () => {
        const app = await makeApi();
        const transcript = pdfBytes(4096, 0x44);
        const body = scholarshipSubmission([
          { field: 'attachments.transcript', bytes: transcript, name: 'ผลการเรียน.pdf' },
        ]);
        body.data.student.currentSchool = '=HYPERLINK("x")';
        const { reference } = await (await post(app, body)).json();
        expect((await upload(app, body.id, body.attachments[0]!, transcript)).status).toBe(204);

        const csvDir = path.join(dir, 'export-csv');
        const csv = await exportSubmissions({ store: db!.store, storage, outDir: csvDir, format: 'csv' });
        expect(csv.mismatches).toEqual([]);
        const table = readFileSync(path.join(csvDir, 'scholarship-external.csv'), 'utf8');
        const [header, ...lines] = table
          .replace(/^\uFEFF/, '')
          .trim()
          .split('\r\n');
        const columns = header!.split(',');
        const row = lines.find((line) => line.startsWith(`${reference},`))!.split(',');
        const cell = (name: string) => row[columns.indexOf(name)];
        expect(cell('student.firstName')).toBe('Ploy');
        expect(cell('student.currentSchool')).toBe(`"'=HYPERLINK(""x"")"`);
        expect(cell('files.attachments.transcript.sha256')).toBe(body.attachments[0]!.sha256);
        const copied = path.join(csvDir, cell('files.attachments.transcript.path')!);
        expect(sha256(readFileSync(copied))).toBe(body.attachments[0]!.sha256);

        const jsonDir = path.join(dir, 'export-json');
        await exportSubmissions({ store: db!.store, storage, outDir: jsonDir, format: 'json' });
        const all = JSON.parse(readFileSync(path.join(jsonDir, 'submissions.json'), 'utf8'));
        const entry = all.find((s: { reference: string }) => s.reference === reference);
        expect(entry).toMatchObject({ id: body.id, kind: 'scholarship-external', status: 'complete' });
        expect(entry.data.student.firstName).toBe('Ploy');
        expect(entry.files).toEqual([
          expect.objectContaining({ field: 'attachments.transcript', sha256: body.attachments[0]!.sha256 }),
        ]);
        expect(existsSync(path.join(jsonDir, entry.files[0].path))).toBe(true);
      });

      it('answers GET /api/export for staff with their token only, with the stored files re-hashed', async () => {
        expect((await (await makeApi()).request('/api/export')).status).toBe(404);
        const app = await makeApi({ exportToken: 'staff-only', apiToken: 'families' });
        const transcript = pdfBytes(2048, 0x45);
        const body = scholarshipSubmission([{ field: 'attachments.transcript', bytes: transcript, name: 't.pdf' }]);
        const auth = { Authorization: 'Bearer families' };
        expect((await post(app, body, auth)).status).toBe(201);
        expect((await upload(app, body.id, body.attachments[0]!, transcript, auth)).status).toBe(204);
        expect((await app.request('/api/export', { headers: auth })).status).toBe(401);
        const res = await app.request('/api/export', { headers: { Authorization: 'Bearer staff-only' } });
        expect(res.status).toBe(200);
        expect(res.headers.get('cache-control')).toBe('no-store');
        const { submissions } = await res.json();
        const entry = submissions.find((s: { id: string }) => s.id === body.id);
        expect(entry).toMatchObject({ kind: 'scholarship-external', status: 'complete' });
        expect(entry.files[0]).toMatchObject({ sha256: body.attachments[0]!.sha256, storedSha256: sha256(transcript) });
      });
    });
  });
}
