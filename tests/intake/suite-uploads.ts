// The intake suite's uploads part (suite.ts runs it per database and storage): tus in pieces and
// after a dropped connection, refused bytes and types, sizes, unknown uploads, completion.

import { MemoryLocker } from '@tus/server';
import { describe, expect, it, vi } from 'vitest';
import { createErasure } from '../../server/intake/erasure';
import { stagedTraces } from '../support/staging';
import type { SuiteContext } from './suite';
import {
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
  upload,
} from './support';

const MB = 1024 * 1024;

export function uploadTests(ctx: SuiteContext): void {
  const { makeApi, mailer, storedSha256 } = ctx;
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
      expect(location).toMatch(/^\/api\/uploads\/[0-9a-f-]{36}\.[\w-]+\.[0-9a-f]{16}$/);
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
      const stored = await ctx.storage().read(`files/${body.id}/${attachment.id}`);
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
      if (ctx.storage().kind === 'disk') expect(offset).toBeGreaterThan(0);
      else expect(offset).toBe(0);
      expect(offset).toBeLessThanOrEqual(900_000);

      const rest = await patch(app, location, offset, bytes.slice(offset));
      expect(rest.status).toBe(204);
      expect((await (await app.request(`/api/submissions/${body.id}`)).json()).status).toBe('complete');
    });

    it('answers a PATCH whose connection drops at once after an earlier PATCH, and resumes', async () => {
      const app = await makeApi();
      const bytes = pdfBytes(1_000_000, 0x43);
      const body = scholarshipSubmission([{ field: 'attachments.transcript', bytes }]);
      expect((await post(app, body)).status).toBe(201);
      const created = await createUpload(app, body.id, body.attachments[0]!, bytes.byteLength);
      const location = created.headers.get('location') ?? '';
      expect((await patch(app, location, 0, bytes.slice(0, 300_000))).status).toBe(204);

      // On S3 the first PATCH left an unfinished part that the next one fetches before reading its
      // own body; that body fails meanwhile. The PATCH must still end (and free the upload's lock).
      const cut = await patch(app, location, 300_000, cutStream(bytes.slice(300_000), 0));
      expect(cut.status).toBeGreaterThanOrEqual(400);
      const probe = await head(app, location);
      expect(probe.status).toBe(200);
      const offset = Number(probe.headers.get('upload-offset'));
      expect(offset).toBeLessThanOrEqual(300_000);

      const rest = await patch(app, location, offset, bytes.slice(offset));
      expect(rest.status).toBe(204);
      expect((await (await app.request(`/api/submissions/${body.id}`)).json()).status).toBe('complete');
      expect(await storedSha256(`files/${body.id}/${body.attachments[0]!.id}`)).toBe(sha256(bytes));
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

    it('refuses bytes for a submission deleted meanwhile, and removes those that had arrived', async () => {
      const app = await makeApi();
      const bytes = pdfBytes(200_000, 0x44);
      const body = scholarshipSubmission([{ field: 'attachments.transcript', bytes }]);
      expect((await post(app, body)).status).toBe(201);
      const created = await createUpload(app, body.id, body.attachments[0]!, bytes.byteLength);
      const location = created.headers.get('location') ?? '';
      const uploadId = location.split('/').pop()!;
      expect((await patch(app, location, 0, bytes.slice(0, 100_000))).status).toBe(204);
      expect(await stagedTraces(ctx.staging(), uploadId)).not.toEqual([]);

      // Deleted by another instance, whose erasure has not come to this upload yet.
      await ctx.db().store.sql.query('DELETE FROM submissions WHERE id = $1', [body.id]);
      const refused = await patch(app, location, 100_000, bytes.slice(100_000));
      expect(refused.status).toBe(410);
      expect(await refused.json()).toMatchObject({ error: 'gone' });
      expect(await stagedTraces(ctx.staging(), uploadId)).toEqual([]);
      expect((await head(app, location)).status).toBe(410);
      expect(await storedSha256(`files/${body.id}/${body.attachments[0]!.id}`)).toBeNull();
    });

    it('sweeps away the uploads in progress of submissions that no longer exist', async () => {
      const app = await makeApi();
      const bytes = pdfBytes(50_000, 0x45);
      const [gone, kept] = [0, 1].map(() => scholarshipSubmission([{ field: 'attachments.transcript', bytes }]));
      const uploads: string[] = [];
      for (const body of [gone!, kept!]) {
        expect((await post(app, body)).status).toBe(201);
        const created = await createUpload(app, body.id, body.attachments[0]!, bytes.byteLength);
        const location = created.headers.get('location') ?? '';
        expect((await patch(app, location, 0, bytes.slice(0, 20_000))).status).toBe(204);
        uploads.push(location.split('/').pop()!);
      }
      await ctx.db().store.sql.query('DELETE FROM submissions WHERE id = $1', [gone!.id]);
      const erasure = createErasure({
        db: ctx.db().store.sql,
        storage: ctx.storage(),
        locker: new MemoryLocker(),
        logger: quietLogger,
      });
      await erasure.sweep();
      expect(await stagedTraces(ctx.staging(), uploads[0]!)).toEqual([]);
      expect(await stagedTraces(ctx.staging(), uploads[1]!)).not.toEqual([]);
      expect((await head(app, `/api/uploads/${uploads[1]}`)).headers.get('upload-offset')).toBe('20000');
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
}
