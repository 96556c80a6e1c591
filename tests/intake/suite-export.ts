// The intake suite's last part (suite.ts runs it per database and storage): 1,000 concurrent
// posts of one id, 20 concurrent staff PIN tries counted as one sequence by the coordination, and
// the export for admissions as files (CSV, JSON) and over HTTP.

import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { exportSubmissions } from '../../scripts/export-submissions';
import type { SuiteContext } from './suite';
import { contactData, pdfBytes, post, scholarshipSubmission, sha256, submission, upload } from './support';

export function loadAndExportTests(ctx: SuiteContext): void {
  const { makeApi } = ctx;
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
      const rows = (await ctx.db().store.listSubmissions()).filter((s) => s.id === body.id);
      expect(rows).toHaveLength(1);
    }, 120_000);

    it('compares 5 of 20 concurrent wrong staff PINs from one client, refusing the rest first', async () => {
      const client = `192.0.2.${Math.floor(Math.random() * 250) + 1}`;
      const app = await makeApi({ staffPin: '731904' }, { clientIp: () => client });
      const tries = await Promise.all(
        Array.from({ length: 20 }, () =>
          app.request('/api/device/staff', {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ pin: '000000' }),
          }),
        ),
      );
      const statuses = tries.map((res) => res.status).sort();
      expect(statuses).toEqual([...Array<number>(5).fill(401), ...Array<number>(15).fill(429)]);
    });
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

      const csvDir = path.join(ctx.dir(), 'export-csv');
      const csv = await exportSubmissions({
        store: ctx.db().store,
        storage: ctx.storage(),
        outDir: csvDir,
        format: 'csv',
      });
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

      const jsonDir = path.join(ctx.dir(), 'export-json');
      await exportSubmissions({ store: ctx.db().store, storage: ctx.storage(), outDir: jsonDir, format: 'json' });
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
      const app = await makeApi({ exportTokens: [{ name: 'export', token: 'staff-only' }], apiToken: 'families' });
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
}
