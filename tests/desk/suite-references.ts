// References from a child's previous school (docs/assessment.md, "References"): an officer asks a
// teacher of a school the family listed; the teacher's Thai e-mail reaches an SMTP sink with a
// signed link; the teacher opens it, answers once, and the desk shows the answers on the case with
// its own audit line, while the family's status page never holds them. Refusals change nothing:
// a school the family did not list, read-only staff, an answer far too long, the link used twice,
// the link after its expiry, a forged link. The one reminder goes once.

import { describe, expect, it } from 'vitest';
import { remindReferences } from '../../server/desk/references/routes';
import type { ReferencesAnswer } from '../../src/shared/contracts/references';
import { application, casesOf, enrolStaff, ORIGIN, statusOf, type Harness } from './support';
import { post } from '../intake/support';
import { withPreviousSchool } from './previous-school';

const DAY_MS = 24 * 60 * 60 * 1000;

/** An application whose child went to `school` before. */
async function applicantFrom(h: Harness, school: string, email: string) {
  const { body } = application([{ firstName: 'Niran', familyName: 'Suk', year: 'y4' }], 'th', email, h.clock.now());
  withPreviousSchool(body, school);
  const response = await post(h.intake, body);
  if (response.status !== 201) throw new Error(`submission refused: ${await response.text()}`);
  const receipt = (await response.json()) as { id: string; statusToken: string };
  const [child] = await casesOf(h, receipt.id);
  return { ...receipt, caseId: child!.id };
}

async function teacher(h: Harness, path: 'open' | 'answer', body: Record<string, unknown>) {
  const response = await h.desk.fetch(
    new Request(`${ORIGIN}/api/desk/reference/${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: ORIGIN },
      body: JSON.stringify(body),
    }),
  );
  return { status: response.status, body: response.status === 204 ? null : await response.json() };
}

const tokenIn = (text: string) => /\/th\/desk\/reference#([0-9a-f]{32}\.[A-Za-z0-9_-]{24})/.exec(text)![1]!;

export function referencesSuite(harness: () => Harness) {
  describe('references from the previous school', () => {
    it('reaches the teacher, takes the answer once, and shows it on the desk, never to the family', async () => {
      const h = harness();
      const officer = await enrolStaff(h, 'officer');
      const reader = await enrolStaff(h, 'readonly');
      const child = await applicantFrom(h, 'Surat Thani Bilingual School', 'niran@example.com');
      const ask = { school: 'Surat Thani Bilingual School', teacherEmail: 'kru.malee@school.example', locale: 'th' };

      expect((await reader.client.post(`/references/case/${child.caseId}`, ask)).status).toBe(403);
      const elsewhere = await officer.client.post(`/references/case/${child.caseId}`, { ...ask, school: 'Elsewhere' });
      expect([elsewhere.status, await elsewhere.json()]).toEqual([422, { error: 'invalid-school' }]);
      expect(
        (await reader.client.json<ReferencesAnswer>('GET', `/references/case/${child.caseId}`)).references,
      ).toEqual([]);

      expect((await officer.client.post(`/references/case/${child.caseId}`, ask)).status).toBe(200);
      const mail = await h.sink.waitFor((m) => m.to.includes('kru.malee@school.example'));
      expect(mail.subject).toContain('หนังสือรับรอง');
      expect(mail.text).toContain('Surat Thani Bilingual School');
      const token = tokenIn(mail.text);

      expect(await teacher(h, 'open', { token: `${token.slice(0, -2)}xx` })).toEqual({
        status: 404,
        body: { error: 'invalid' },
      });
      expect(await teacher(h, 'open', { token })).toMatchObject({
        status: 200,
        body: { school: 'Surat Thani Bilingual School', child: 'Niran', locale: 'th' },
      });
      const long = await teacher(h, 'answer', { token, answers: { known: 'x'.repeat(2001) } });
      expect(long).toEqual({ status: 422, body: { error: 'too-long', max: 2000 } });

      const answers = { known: 'ครูประจำชั้นสองปี', strengths: 'Reads widely; kind to younger pupils' };
      expect(await teacher(h, 'answer', { token, answers })).toEqual({ status: 204, body: null });
      expect(await teacher(h, 'answer', { token, answers: { known: 'again' } })).toEqual({
        status: 409,
        body: { error: 'used' },
      });

      const shown = await officer.client.json<ReferencesAnswer>('GET', `/references/case/${child.caseId}`);
      expect(shown.references[0]).toMatchObject({ answers: { known: 'ครูประจำชั้นสองปี' } });
      expect(shown.schools).toEqual(['Surat Thani Bilingual School']);
      const [viewed] = await h.store.sql.query<{ n: string }>(
        "SELECT count(*) AS n FROM desk_audit WHERE action = 'reference.viewed' AND case_id = $1",
        [child.caseId],
      );
      expect(Number(viewed!.n)).toBe(2);
      const family = JSON.stringify(await (await statusOf(h, child.statusToken)).json());
      expect(family).not.toContain('Reads widely');
      expect(family).not.toContain('ครูประจำชั้น');
    });

    it('reminds once, and refuses the link after its expiry', async () => {
      const h = harness();
      const officer = await enrolStaff(h, 'officer');
      const child = await applicantFrom(h, 'Lamai Primary', 'lamai@example.com');
      const ask = { school: 'Lamai Primary', teacherEmail: 'kru.somsri@school.example', locale: 'th' };
      expect((await officer.client.post(`/references/case/${child.caseId}`, ask)).status).toBe(200);
      const token = tokenIn((await h.sink.waitFor((m) => m.to.includes('kru.somsri@school.example'))).text);
      h.clock.advance(6 * DAY_MS);
      expect(await remindReferences(h.desk.deps())).toBe(1);
      expect(await remindReferences(h.desk.deps())).toBe(0);
      await h.sink.waitFor((m) => m.to.includes('kru.somsri@school.example') && m.subject.includes('เตือนความจำ'));
      h.clock.advance(9 * DAY_MS);
      expect(await teacher(h, 'open', { token })).toEqual({ status: 410, body: { error: 'expired' } });
      expect(await teacher(h, 'answer', { token, answers: { known: 'late' } })).toEqual({
        status: 410,
        body: { error: 'expired' },
      });
    });
  });
}
