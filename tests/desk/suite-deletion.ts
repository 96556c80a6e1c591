// Deleting a submission leaves nothing behind and nothing half-done: a case reopened between
// retention's choice and its deletion keeps its submission, files and link; an upload still in
// progress loses its staged bytes (the disk's staging file, S3's multipart upload with its parts)
// and its later bytes are refused; a device still sending the deleted submission is told it is
// gone (410) and it is never stored again; a file the storage failed to delete is deleted by the
// sweep.

import { describe, expect, it } from 'vitest';
import { SYSTEM } from '../../server/desk/audit';
import { deleteSubmission, dueForRetention } from '../../server/desk/upkeep';
import { createUpload, patch, pdfBytes, post, sha256 } from '../intake/support';
import { stagedTraces } from '../support/staging';
import {
  application,
  casesOf,
  enrolStaff,
  filesKept,
  signIn,
  statusOf,
  submitApplication,
  type Harness,
} from './support';

const DAY_MS = 24 * 3600 * 1000;
const MB = 1024 * 1024;

export function deletionSuite(harness: () => Harness) {
  describe('deleting a submission', () => {
    const erasuresOf = (h: Harness, id: string) =>
      h.store.sql.query<{ kind: string }>('SELECT kind FROM storage_erasures WHERE submission_id = $1', [id]);

    it('keeps a case reopened after retention chose it, with its files and its link', async () => {
      const h = harness();
      const admin = await enrolStaff(h, 'administrator');
      const receipt = await submitApplication(h, [{ firstName: 'Back', familyName: 'Again' }]);
      const [child] = await casesOf(h, receipt.id);
      expect((await admin.client.post(`/cases/${child!.id}/move`, { to: 'withdrawn' })).status).toBe(200);
      h.clock.advance(25 * 31 * DAY_MS);
      const deps = h.desk.deps();
      const due = await dueForRetention(deps);
      expect(due.ids).toContain(receipt.id);

      // Between retention's choice and its deletion, an administrator reopens the case.
      const { client } = await signIn(h, admin.client.email, admin.secret);
      expect((await client.post(`/cases/${child!.id}/move`, { to: 'under-review' })).status).toBe(200);
      expect(await deleteSubmission(deps, receipt.id, SYSTEM, 'retention.deleted', due.guard)).toBe(false);

      expect(await h.store.getSubmission(receipt.id)).toBeDefined();
      expect(await filesKept(h, receipt)).toBe(receipt.files.length);
      expect((await statusOf(h, receipt.statusToken!)).status).toBe(200);
      expect(await erasuresOf(h, receipt.id)).toEqual([]);
    }, 30_000);

    it('removes an upload in progress, its parts included, and refuses its later bytes', async () => {
      const h = harness();
      const admin = await enrolStaff(h, 'administrator');
      // One document of 6 MB: 5.5 MB sent leave a whole 5 MB part in S3 and the rest staged.
      const { body } = application(
        [{ firstName: 'Half', familyName: 'Way' }],
        'en',
        'halfway@example.com',
        h.clock.now(),
      );
      const big = pdfBytes(6 * MB, 0x46);
      const declared = body.attachments.find((a) => a.type === 'application/pdf')!;
      Object.assign(declared, { size: big.byteLength, sha256: sha256(big) });
      expect((await post(h.intake, body)).status).toBe(201);
      const location = (await createUpload(h.intake, body.id, declared, big.byteLength)).headers.get('location')!;
      const uploadId = location.split('/').pop()!;
      const sent = 5.5 * MB;
      expect((await patch(h.intake, location, 0, big.slice(0, sent))).status).toBe(204);
      expect(await stagedTraces(h.staging, uploadId)).not.toEqual([]);

      const { reference } = (await h.store.getSubmission(body.id))!;
      expect((await admin.client.post(`/submissions/${body.id}/delete`, { confirm: reference })).status).toBe(204);
      expect(await stagedTraces(h.staging, uploadId)).toEqual([]);
      expect(await erasuresOf(h, body.id)).toEqual([]);

      const late = await patch(h.intake, location, sent, big.slice(sent));
      expect(late.status).toBe(410);
      expect(await late.json()).toMatchObject({ error: 'gone' });
      expect(await stagedTraces(h.staging, uploadId)).toEqual([]);
      expect(await h.api.storage.read(`files/${body.id}/${declared.id}`)).toBeUndefined();
    }, 60_000);

    it('tells a device still sending a deleted submission that it is gone, and never stores it again', async () => {
      const h = harness();
      const admin = await enrolStaff(h, 'administrator');
      const { body } = application(
        [{ firstName: 'Once', familyName: 'Only' }],
        'en',
        'once@example.com',
        h.clock.now(),
      );
      expect((await post(h.intake, body)).status).toBe(201);
      const { reference } = (await h.store.getSubmission(body.id))!;
      expect((await admin.client.post(`/submissions/${body.id}/delete`, { confirm: reference })).status).toBe(204);

      // The family's outbox, still holding it, posts it again and asks for its receipt.
      const again = await post(h.intake, body);
      expect(again.status).toBe(410);
      expect(await again.json()).toMatchObject({ error: 'gone' });
      expect((await h.intake.request(`/api/submissions/${body.id}`)).status).toBe(410);
      expect(await h.store.getSubmission(body.id)).toBeUndefined();
      expect(await casesOf(h, body.id)).toEqual([]);
    }, 30_000);

    it('deletes later, by the sweep, a file the storage failed to delete', async () => {
      const h = harness();
      const admin = await enrolStaff(h, 'administrator');
      const receipt = await submitApplication(h, [{ firstName: 'Try', familyName: 'Again' }]);
      const storage = h.api.storage;
      const remove = storage.delete;
      storage.delete = async () => {
        throw new Error('the storage does not answer');
      };
      try {
        const answer = await admin.client.post(`/submissions/${receipt.id}/delete`, { confirm: receipt.reference });
        expect(answer.status).toBe(204);
      } finally {
        storage.delete = remove;
      }
      expect(await h.store.getSubmission(receipt.id)).toBeUndefined();
      expect(await filesKept(h, receipt)).toBe(receipt.files.length);
      expect((await erasuresOf(h, receipt.id)).map((row) => row.kind)).toEqual(receipt.files.map(() => 'file'));

      await h.api.erasure.sweep();
      expect(await filesKept(h, receipt)).toBe(0);
      expect(await erasuresOf(h, receipt.id)).toEqual([]);
    }, 30_000);
  });
}
