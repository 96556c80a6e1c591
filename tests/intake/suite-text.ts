// The intake suite's text the database cannot store (suite.ts runs it per database and storage):
// a NUL or a lone surrogate in an answer, a file name or tus metadata is a 422 naming the field,
// never a 500 that the outbox would retry for ever, and nothing is stored; bytes that are not
// UTF-8 are a 400.

import { describe, expect, it } from 'vitest';
import type { SuiteContext } from './suite';
import { contactData, createUpload, pdfBytes, post, scholarshipSubmission, submission, upload } from './support';

export function unstorableTextTests(ctx: SuiteContext): void {
  const { makeApi } = ctx;

  /** The submission is not stored: no receipt, no row. */
  const expectNotStored = async (app: Awaited<ReturnType<typeof makeApi>>, id: string) => {
    expect((await app.request(`/api/submissions/${id}`)).status).toBe(404);
    expect(await ctx.db().store.getSubmission(id)).toBeUndefined();
  };

  describe('characters the database cannot store', () => {
    it('refuses a NUL in a name with 422 on that field, storing nothing', async () => {
      const app = await makeApi();
      const body = submission('contact', { ...contactData(), fullName: 'Anna\u0000 Smith' });
      const res = await post(app, body);
      expect(res.status).toBe(422);
      expect(await res.json()).toEqual({
        error: 'invalid',
        fieldErrors: { fullName: ['form.common.invalidCharacters'] },
      });
      await expectNotStored(app, body.id);
    });

    it('refuses a lone surrogate (half an emoji) in a message, and a NUL in a key, with 422', async () => {
      const app = await makeApi();
      const body = submission('contact', { ...contactData('We are coming \ud83d'), ['x\u0000']: 'y' });
      const res = await post(app, body);
      expect(res.status).toBe(422);
      expect((await res.json()).fieldErrors).toEqual({
        message: ['form.common.invalidCharacters'],
        root: ['form.common.invalidCharacters'],
      });
      await expectNotStored(app, body.id);
      // A whole emoji is fine.
      expect((await post(app, submission('contact', contactData('We are coming \ud83d\ude00')))).status).toBe(201);
    });

    it('refuses a NUL in a file name with 422 on the file’s field, storing nothing', async () => {
      const app = await makeApi();
      const bytes = pdfBytes(500);
      const body = scholarshipSubmission([{ field: 'attachments.transcript', bytes, name: 'grades\u0000.pdf' }]);
      const res = await post(app, body);
      expect(res.status).toBe(422);
      expect(await res.json()).toEqual({
        error: 'invalid',
        fieldErrors: { 'attachments.transcript': ['form.common.file.nameInvalid'] },
      });
      await expectNotStored(app, body.id);
      expect(await ctx.db().store.getAttachments(body.id)).toEqual([]);
    });

    it('refuses a NUL in tus metadata with 422, and the right upload still goes through', async () => {
      const app = await makeApi();
      const bytes = pdfBytes(800);
      const body = scholarshipSubmission([{ field: 'attachments.transcript', bytes }]);
      expect((await post(app, body)).status).toBe(201);
      const attachment = body.attachments[0]!;
      const res = await createUpload(app, body.id, { ...attachment, name: 'a\u0000b.pdf' }, bytes.byteLength);
      expect(res.status).toBe(422);
      expect(res.headers.get('location')).toBeNull();
      expect(await res.json()).toEqual({
        error: 'invalid',
        fieldErrors: { 'metadata.filename': ['form.common.invalid'] },
      });
      const receipt = await (await app.request(`/api/submissions/${body.id}`)).json();
      expect(receipt).toMatchObject({ status: 'awaiting-files', missingFiles: [attachment.id] });
      expect((await upload(app, body.id, attachment, bytes)).status).toBe(204);
    });

    it('answers a body that is not UTF-8 with 400, not 500', async () => {
      const app = await makeApi();
      const body = submission('contact', { ...contactData(), fullName: 'Anna XX' });
      const bytes = new TextEncoder().encode(JSON.stringify(body));
      const at = bytes.indexOf(0x58); // the first "X" of the name
      bytes.set([0xc3, 0x28], at); // a lead byte followed by no continuation byte
      const res = await app.request('/api/submissions', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: bytes,
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ error: 'bad-request' });
      await expectNotStored(app, body.id);
    });
  });
}
