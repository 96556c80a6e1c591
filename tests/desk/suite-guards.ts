// Bad input and abuse, each a clear refusal with nothing changed: a read-only colleague trying to
// move, note or assign; an officer trying to offer; a request without the CSRF token or from
// another origin; a very long note; a note the database cannot store (a NUL, a lone surrogate);
// a file whose bytes are not what it claims to be.

import { describe, expect, it } from 'vitest';
import { casesOf, enrolStaff, ORIGIN, submitApplication, type Harness } from './support';

async function counts(h: Harness, submissionId: string) {
  const [notes] = await h.store.sql.query<{ n: string }>(
    'SELECT count(*) AS n FROM desk_notes WHERE submission_id = $1',
    [submissionId],
  );
  const [moves] = await h.store.sql.query<{ n: string }>(
    "SELECT count(*) AS n FROM desk_audit WHERE submission_id = $1 AND action IN ('case.moved', 'note.added', 'case.assigned')",
    [submissionId],
  );
  const cases = await casesOf(h, submissionId);
  return { notes: Number(notes!.n), changes: Number(moves!.n), stages: cases.map((c) => c.stage) };
}

export function guardsSuite(harness: () => Harness) {
  describe('refusals that change nothing', () => {
    it('keeps read-only staff from moving, noting or assigning, and officers from offering', async () => {
      const h = harness();
      const reader = await enrolStaff(h, 'readonly');
      const officer = await enrolStaff(h, 'officer');
      const receipt = await submitApplication(h, [{ firstName: 'Nok', familyName: 'Saelim' }], { withFiles: false });
      const [child] = await casesOf(h, receipt.id);
      const before = await counts(h, receipt.id);
      expect(await (await reader.client.post(`/cases/${child!.id}/move`, { to: 'under-review' })).json()).toEqual({
        error: 'forbidden',
      });
      expect((await reader.client.post(`/submissions/${receipt.id}/notes`, { body: 'hello' })).status).toBe(403);
      expect((await reader.client.post(`/cases/${child!.id}/assign`, { staffId: officer.id })).status).toBe(403);
      expect(
        (await reader.client.post(`/submissions/${receipt.id}/delete`, { confirm: receipt.reference })).status,
      ).toBe(403);
      expect((await officer.client.post(`/cases/${child!.id}/move`, { to: 'under-review' })).status).toBe(200);
      expect((await officer.client.post(`/cases/${child!.id}/move`, { to: 'offer-made' })).status).toBe(403);
      expect(
        (await officer.client.post(`/submissions/${receipt.id}/delete`, { confirm: receipt.reference })).status,
      ).toBe(403);
      expect((await officer.client.get('/staff')).status).toBe(403);
      const after = await counts(h, receipt.id);
      expect(after).toEqual({ notes: before.notes, changes: before.changes + 1, stages: ['under-review'] });
      // Reading is what read-only staff may do.
      expect((await reader.client.get(`/submissions/${receipt.id}`)).status).toBe(200);
    });

    it('refuses state changes without the session’s CSRF token or from another origin', async () => {
      const h = harness();
      const officer = await enrolStaff(h, 'officer');
      const receipt = await submitApplication(h, [{ firstName: 'Ben', familyName: 'Hall' }], { withFiles: false });
      const [child] = await casesOf(h, receipt.id);
      const before = await counts(h, receipt.id);
      const noToken = await officer.client.request(
        'POST',
        `/cases/${child!.id}/move`,
        { to: 'under-review' },
        { 'X-CSRF-Token': '' },
      );
      expect([noToken.status, await noToken.json()]).toEqual([403, { error: 'csrf' }]);
      const wrong = await officer.client.request(
        'POST',
        `/submissions/${receipt.id}/notes`,
        { body: 'x' },
        { 'X-CSRF-Token': 'a'.repeat(43) },
      );
      expect(wrong.status).toBe(403);
      const foreign = await officer.client.request(
        'POST',
        `/cases/${child!.id}/move`,
        { to: 'under-review' },
        { Origin: 'https://evil.example' },
      );
      expect([foreign.status, await foreign.json()]).toEqual([403, { error: 'origin' }]);
      const noOrigin = await h.desk.fetch(
        new Request(`${ORIGIN}/api/desk/cases/${child!.id}/move`, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            Cookie: officer.client.cookie,
            'X-CSRF-Token': officer.client.csrf,
          },
          body: JSON.stringify({ to: 'under-review' }),
        }),
      );
      expect(noOrigin.status).toBe(403);
      const signedOut = await h.desk.fetch(new Request(`${ORIGIN}/api/desk/cases`));
      expect(signedOut.status).toBe(401);
      expect(await counts(h, receipt.id)).toEqual(before);
    });

    it('refuses a note over 4,000 characters and a body over 64 KB, keeping the notes as they were', async () => {
      const h = harness();
      const officer = await enrolStaff(h, 'officer');
      const receipt = await submitApplication(h, [{ firstName: 'Ari', familyName: 'Levi' }], { withFiles: false });
      const long = await officer.client.post(`/submissions/${receipt.id}/notes`, { body: 'ก'.repeat(4001) });
      expect([long.status, await long.json()]).toEqual([422, { error: 'too-long', max: 4000 }]);
      const huge = await officer.client.post(`/submissions/${receipt.id}/notes`, { body: 'x'.repeat(70_000) });
      expect([huge.status, await huge.json()]).toEqual([413, { error: 'too-large' }]);
      const move = await officer.client.post(`/cases/${(await casesOf(h, receipt.id))[0]!.id}/move`, {
        to: 'under-review',
        note: 'x'.repeat(2001),
      });
      expect(move.status).toBe(422);
      expect(await counts(h, receipt.id)).toMatchObject({ notes: 0, stages: ['received'] });
      const ok = await officer.client.post(`/submissions/${receipt.id}/notes`, { body: 'ก'.repeat(4000) });
      expect(ok.status).toBe(201);
    });

    it('refuses a note holding a NUL or half an emoji with 422, keeping the notes and the stage', async () => {
      const h = harness();
      const officer = await enrolStaff(h, 'officer');
      const receipt = await submitApplication(h, [{ firstName: 'Mai', familyName: 'Tran' }], { withFiles: false });
      const before = await counts(h, receipt.id);
      for (const body of ['Called the\u0000 family', 'Lovely \ud83d']) {
        const note = await officer.client.post(`/submissions/${receipt.id}/notes`, { body });
        expect([note.status, await note.json()]).toEqual([422, { error: 'invalid-characters' }]);
      }
      const [child] = await casesOf(h, receipt.id);
      const move = await officer.client.post(`/cases/${child!.id}/move`, { to: 'under-review', note: 'ok\u0000' });
      expect([move.status, await move.json()]).toEqual([422, { error: 'invalid-characters' }]);
      expect(await counts(h, receipt.id)).toEqual(before);
    });

    it('serves files by the type their bytes show, and refuses to preview one that lies', async () => {
      const h = harness();
      const officer = await enrolStaff(h, 'officer');
      const receipt = await submitApplication(h, [{ firstName: 'Eva', familyName: 'Novak' }]);
      const detail = await officer.client.json<{
        attachments: { attachmentId: string; field: string; name: string; sha256: string }[];
      }>('GET', `/submissions/${receipt.id}`);
      const photo = detail.attachments.find((a) => a.field.endsWith('passportPhoto'))!;
      const birth = detail.attachments.find((a) => a.field.endsWith('birthCertificate'))!;
      expect(photo.sha256).toBe(receipt.files.find((f) => f.id === photo.attachmentId)!.sha256);

      const pdf = await officer.client.get(`/submissions/${receipt.id}/files/${birth.attachmentId}/preview`);
      expect(pdf.headers.get('content-type')).toBe('application/pdf');
      expect(pdf.headers.get('content-security-policy')).toMatch(/^sandbox; default-src 'none'/);
      expect(pdf.headers.get('x-content-type-options')).toBe('nosniff');
      expect(pdf.headers.get('content-disposition')).toBe(
        `inline; filename="birthCertificate-0.pdf"; filename*=UTF-8''birthCertificate-0.pdf`,
      );
      const download = await officer.client.get(`/submissions/${receipt.id}/files/${photo.attachmentId}/download`);
      expect(download.headers.get('content-type')).toBe('image/png');
      expect(download.headers.get('content-disposition')).toBe(
        `attachment; filename="____ 0.png"; filename*=UTF-8''%D1%84%D0%BE%D1%82%D0%BE%200.png`,
      );
      expect(new Uint8Array(await download.arrayBuffer())).toEqual(
        receipt.files.find((f) => f.id === photo.attachmentId)!.bytes,
      );

      // A stored "PDF" whose bytes are a web page: no preview, and a download that is only bytes.
      await h.api.storage.put(
        `files/${receipt.id}/${birth.attachmentId}`,
        new TextEncoder().encode('<html><script>alert(1)</script></html>'),
        { contentType: 'application/pdf', filename: birth.name },
      );
      const refused = await officer.client.get(`/submissions/${receipt.id}/files/${birth.attachmentId}/preview`);
      expect([refused.status, await refused.json()]).toEqual([415, { error: 'type' }]);
      const bytes = await officer.client.get(`/submissions/${receipt.id}/files/${birth.attachmentId}/download`);
      expect(bytes.headers.get('content-type')).toBe('application/octet-stream');
      expect(bytes.headers.get('content-disposition')).toMatch(/^attachment;/);
      const audited = await h.store.sql.query<{ action: string }>(
        "SELECT action FROM desk_audit WHERE submission_id = $1 AND action LIKE 'file.%' ORDER BY id",
        [receipt.id],
      );
      expect(audited.map((row) => row.action)).toEqual(['file.viewed', 'file.downloaded', 'file.downloaded']);
    });
  });
}
