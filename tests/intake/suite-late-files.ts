// Files added to a stored submission after it (suite.ts runs it per database and storage): the
// intake's records expect one more file, it comes over the same tus endpoint with the same checks
// (declared size and hash, real type), extensions hear of its arrival, and the submission's
// completeness and receipt never count it. Registering is idempotent by the file's id.

import { describe, expect, it, vi } from 'vitest';
import { intakeRecords } from '../../server/intake';
import type { SuiteContext } from './suite';
import { attachmentOf, pdfBytes, pngBytes, post, scholarshipSubmission, upload } from './support';

export function lateFileTests(ctx: SuiteContext): void {
  const { makeApi } = ctx;

  describe('files added after the submission', () => {
    it('takes a late file through tus, tells the extensions, and leaves the receipt alone', async () => {
      const lateFileArrived = vi.fn(async () => undefined);
      const app = await makeApi(
        {},
        {
          extensions: [{ start: async () => ({ hooks: { lateFileArrived } }), close: async () => undefined }],
        },
      );
      const transcript = pdfBytes(800);
      const body = scholarshipSubmission([{ field: 'attachments.transcript', bytes: transcript }]);
      expect((await post(app, body)).status).toBe(201);
      const [declared] = body.attachments;
      expect((await upload(app, body.id, declared!, transcript)).status).toBe(204);

      const records = intakeRecords(ctx.db().store);
      const bytes = pdfBytes(1200, 0x42);
      const late = { ...attachmentOf({ field: 'late.attachments.awards', bytes }), attachmentId: '' };
      late.attachmentId = late.id;
      const file = {
        attachmentId: late.id,
        field: late.field,
        name: late.name,
        type: late.type,
        size: late.size,
        sha256: late.sha256,
      };
      expect(await records.addLateFile(body.id, file)).toBe('created');
      expect(await records.addLateFile(body.id, file)).toBe('same');
      expect(await records.addLateFile(body.id, { ...file, size: file.size + 1 })).toBe('conflict');
      expect(await records.addLateFile(crypto.randomUUID(), file)).toBe('not-found');
      // Registered but not arrived: the submission stays complete, its receipt misses nothing.
      const receipt = await (await app.request(`/api/submissions/${body.id}`)).json();
      expect(receipt).toMatchObject({ status: 'complete', missingFiles: [] });

      // A PNG declared as a PDF is refused by its bytes, as at submission.
      const png = pngBytes(900);
      const liar = attachmentOf({ field: 'late.attachments.portfolio', bytes: png, type: 'application/pdf' });
      expect(await records.addLateFile(body.id, { ...liar, attachmentId: liar.id })).toBe('created');
      expect((await upload(app, body.id, liar, png)).status).toBe(415);
      expect(lateFileArrived).not.toHaveBeenCalled();

      expect((await upload(app, body.id, late, bytes)).status).toBe(204);
      expect(lateFileArrived).toHaveBeenCalledTimes(1);
      expect(lateFileArrived.mock.calls[0]).toMatchObject([{ id: body.id }, { attachmentId: late.id, late: true }]);
      const stored = await records.get(body.id);
      expect(stored?.status).toBe('complete');
      expect(stored?.attachments.find((a) => a.attachmentId === late.id)?.receivedAt).not.toBeNull();
      expect(await ctx.storedSha256(`files/${body.id}/${late.id}`)).toBe(late.sha256);
    });

    it('refuses a file the intake would not keep, recording nothing', async () => {
      const app = await makeApi();
      const body = scholarshipSubmission([{ field: 'attachments.transcript', bytes: pdfBytes(300) }]);
      expect((await post(app, body)).status).toBe(201);
      const records = intakeRecords(ctx.db().store, undefined);
      const good = attachmentOf({ field: 'late.attachments.awards', bytes: pdfBytes(100) });
      const file = {
        attachmentId: good.id,
        field: good.field,
        name: good.name,
        type: good.type,
        size: good.size,
        sha256: good.sha256,
      };
      for (const bad of [
        { ...file, type: 'text/html' },
        { ...file, size: 11 * 1024 * 1024 },
        { ...file, size: 0 },
        { ...file, sha256: 'abc' },
        { ...file, attachmentId: '../x' },
        { ...file, name: 'a\u0000.pdf' },
      ])
        expect(await records.addLateFile(body.id, bad)).toBe('invalid');
      expect((await ctx.db().store.getAttachments(body.id)).map((a) => a.field)).toEqual(['attachments.transcript']);
    });
  });
}
