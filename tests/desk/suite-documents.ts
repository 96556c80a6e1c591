// The document checklist (docs/enrolment.md, "Documents"): staff ask again for a document with a
// reason from the list and a note, the family reads it on its status page and adds a new file
// there (declared through its status link, then the same tus upload and checks as at
// submission), the case waits for its documents until the list is complete and then goes back
// on its way; refusals (a document not asked for, a type or size the school does not take, a file
// id reused for other bytes, a verdict on a file that is no longer the latest) change nothing.

import { describe, expect, it } from 'vitest';
import { upload, pdfBytes, sha256 } from '../intake/support';
import { casesOf, enrolStaff, statusOf, submitApplication, type Harness } from './support';
import { familyPost } from './family-support';

type Checklist = { document: string; state: string; reason?: string; note?: string }[];

export function documentsSuite(harness: () => Harness) {
  describe('the document checklist', () => {
    it('asks again with a reason, takes the new file from the status page, and holds the case until then', async () => {
      const h = harness();
      const officer = await enrolStaff(h, 'officer');
      const receipt = await submitApplication(h, [{ firstName: 'Ploy', familyName: 'Jaidee' }], {
        locale: 'th',
        email: 'ploy.docs@example.com',
      });
      const [child] = await casesOf(h, receipt.id);
      const checklist = async (): Promise<Checklist> =>
        (await (await statusOf(h, receipt.statusToken!)).json()).cases[0].documents;
      expect((await checklist()).map((d) => `${d.document}:${d.state}`)).toEqual([
        'passportPhoto:received',
        'birthCertificate:received',
        'parentsId:received',
        'householdOrVisa:received',
      ]);
      const enrolment = () =>
        officer.client.json<{ documents: { document: string; file?: { attachmentId: string } }[] }>(
          'GET',
          `/cases/${child!.id}/enrolment`,
        );
      const birth = (await enrolment()).documents.find((d) => d.document === 'birthCertificate')!;

      // A reason is required to ask again, and the verdict is on the file staff saw.
      const ask = { document: 'birthCertificate', verdict: 'asked-again', attachmentId: birth.file!.attachmentId };
      expect((await officer.client.post(`/cases/${child!.id}/documents`, ask)).status).toBe(422);
      expect(
        (
          await officer.client.post(`/cases/${child!.id}/documents`, {
            ...ask,
            reason: 'unreadable',
            attachmentId: 'other',
          })
        ).status,
      ).toBe(409);
      const asked = await officer.client.post(`/cases/${child!.id}/documents`, {
        ...ask,
        reason: 'unreadable',
        note: 'สำเนาไม่ชัด กรุณาสแกนใหม่',
      });
      expect(asked.status).toBe(200);
      expect((await casesOf(h, receipt.id))[0]!.stage).toBe('waiting-for-documents');
      expect((await checklist()).find((d) => d.document === 'birthCertificate')).toEqual({
        document: 'birthCertificate',
        state: 'asked-again',
        reason: 'unreadable',
        note: 'สำเนาไม่ชัด กรุณาสแกนใหม่',
      });
      // The family hears of it in Thai.
      await h.sink.waitFor((m) => m.to.includes('ploy.docs@example.com') && m.text.includes('รอเอกสาร'));

      // What the family may not add: a document not asked for, a type or size the school does not take.
      const bytes = pdfBytes(2000, 0x43);
      const file = {
        token: receipt.statusToken,
        applicant: 0,
        document: 'birthCertificate',
        id: crypto.randomUUID(),
        name: 'สูติบัตร.pdf',
        type: 'application/pdf',
        size: bytes.byteLength,
        sha256: sha256(bytes),
      };
      const refused = async (body: unknown) => {
        const response = await familyPost(h, '/files', body);
        return [response.status, (await response.json()).error];
      };
      expect(await refused({ ...file, document: 'passportPhoto' })).toEqual([409, 'not-asked']);
      expect(await refused({ ...file, type: 'text/html' })).toEqual([422, 'wrong-type']);
      expect(await refused({ ...file, size: 11 * 1024 * 1024 })).toEqual([422, 'too-large']);
      expect(await refused({ ...file, token: 'forged.token' })).toEqual([404, 'invalid']);
      expect((await h.store.getAttachments(receipt.id)).filter((a) => a.late)).toEqual([]);

      // Declared (twice: a retry is answered alike), then uploaded over tus like any file.
      const declared = await familyPost(h, '/files', file);
      expect(declared.status).toBe(200);
      expect(await declared.json()).toEqual({ submissionId: receipt.id, id: file.id });
      expect((await familyPost(h, '/files', file)).status).toBe(200);
      expect(await refused({ ...file, size: file.size + 1 })).toEqual([409, 'conflict']);
      const tusFile = { id: file.id, sha256: file.sha256, name: file.name, type: file.type };
      // Bytes that are not the declared file are refused as at submission.
      expect((await upload(h.intake, receipt.id, tusFile, pdfBytes(2000, 0x44))).status).toBe(460);
      expect((await checklist()).find((d) => d.document === 'birthCertificate')?.state).toBe('asked-again');
      expect((await upload(h.intake, receipt.id, tusFile, bytes)).status).toBe(204);

      expect((await checklist()).find((d) => d.document === 'birthCertificate')).toEqual({
        document: 'birthCertificate',
        state: 'received',
      });
      expect((await casesOf(h, receipt.id))[0]!.stage).toBe('received');
      const after = (await enrolment()).documents.find((d) => d.document === 'birthCertificate')!;
      expect(after.file).toMatchObject({ attachmentId: file.id, late: true, name: 'สูติบัตร.pdf' });
      // The submission itself is unchanged: complete, nothing missing.
      const intakeReceipt = await (await h.intake.request(`/api/submissions/${receipt.id}`)).json();
      expect(intakeReceipt).toMatchObject({ status: 'complete', missingFiles: [] });

      // Accepting is on the latest file; the audit log has both verdicts.
      const accepted = await officer.client.post(`/cases/${child!.id}/documents`, {
        document: 'birthCertificate',
        verdict: 'accepted',
        attachmentId: file.id,
      });
      expect(accepted.status).toBe(200);
      expect((await checklist()).find((d) => d.document === 'birthCertificate')?.state).toBe('accepted');
      const actions = await h.store.sql.query<{ action: string }>(
        `SELECT action FROM desk_audit WHERE case_id = $1 AND action LIKE 'document.%' ORDER BY id`,
        [child!.id],
      );
      expect(actions.map((a) => a.action)).toEqual(['document.asked-again', 'document.accepted']);
    });

    it('lets read-only staff change nothing', async () => {
      const h = harness();
      const reader = await enrolStaff(h, 'readonly');
      const receipt = await submitApplication(h, [{ firstName: 'Anna', familyName: 'Lee' }]);
      const [child] = await casesOf(h, receipt.id);
      expect((await reader.client.get(`/cases/${child!.id}/enrolment`)).status).toBe(200);
      const response = await reader.client.post(`/cases/${child!.id}/documents`, {
        document: 'passportPhoto',
        verdict: 'asked-again',
        reason: 'expired',
        attachmentId: receipt.files[0]!.id,
      });
      expect(response.status).toBe(403);
      expect((await casesOf(h, receipt.id))[0]!.stage).toBe('received');
    });
  });
}
