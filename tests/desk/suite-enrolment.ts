// From an accepted offer to "enrolled" on the server (docs/enrolment.md): the documents accepted,
// the fees paid (the money module's ledger stands in: `paidCases`), the first day chosen by the
// family under the whole rule and changed by staff, the contract signed by both parents through
// their own links (each signed copy e-mailed as a PDF), and every refusal the issue names:
// a Tuesday, a holiday, too soon, the terms changed since the page was opened, a link used by
// the other guardian or twice. Nothing changes on a refusal; a signature can never be updated.

import { describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { readOneRoster } from './oneroster-check';
import { answerOffer, casesOf, enrolStaff, linkToken, statusOf, submitApplication, type Harness } from './support';
import { familyPost, paidCases } from './family-support';

/** An instant at the school (UTC+7). */
const atSchool = (dayAndTime: string) => new Date(`${dayAndTime.replace(' ', 'T')}:00+07:00`);

/** The text of a PDF, its pages' strings joined. */
async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false }).promise;
  const parts: string[] = [];
  for (let page = 1; page <= pdf.numPages; page++) {
    const content = await (await pdf.getPage(page)).getTextContent();
    parts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(''));
  }
  return parts.join('\n');
}

export function enrolmentSuite(harness: () => Harness) {
  describe('from offer accepted to enrolled', () => {
    it('enrols a child once documents, fees, first day and both parents’ signatures are in', async () => {
      const h = harness();
      h.clock.set(atSchool('2026-03-10 10:00'));
      const officer = await enrolStaff(h, 'officer');
      const head = await enrolStaff(h, 'head');
      const receipt = await submitApplication(h, [{ firstName: 'Mali', familyName: 'Smith' }], {
        locale: 'th',
        email: 'mai.enrol@example.com',
      });
      const [child] = await casesOf(h, receipt.id);
      const caseId = child!.id;
      await head.client.post(`/cases/${caseId}/move`, { to: 'under-review' });
      await head.client.post(`/cases/${caseId}/move`, { to: 'offer-made' });
      const offer = await h.sink.waitFor((m) => m.to.includes('mai.enrol@example.com') && m.text.includes('#offer='));
      expect((await answerOffer(h, linkToken(offer.text, 'offer', 'a'), true)).status).toBe(200);

      // Each parent receives a signing link of their own, in Thai.
      const linkFor = async (address: string) => {
        const mail = await h.sink.waitFor((m) => m.to.includes(address) && m.text.includes('#sign='));
        expect(mail.language).toBe('th');
        return /#sign=([0-9a-f]{32}\.[fmg]\.[A-Za-z0-9_-]{24})/.exec(mail.text)![1]!;
      };
      const motherLink = await linkFor('mai.enrol@example.com');
      const fatherLink = await linkFor('father.mai.enrol@example.com');
      expect(motherLink).not.toBe(fatherLink);

      const status = async () => (await (await statusOf(h, receipt.statusToken!)).json()).cases[0];
      const steps = async () =>
        Object.fromEntries(
          ((await status()).enrolment.steps as { step: string; done: boolean }[]).map((s) => [s.step, s.done]),
        );
      expect(await steps()).toEqual({ offer: true, documents: false, fees: false, contract: false, start: false });

      // Before the fees are paid the family cannot choose a day.
      const start = async (day: string) => {
        const r = await familyPost(h, '/start-date', { token: receipt.statusToken, applicant: 0, day });
        return [r.status, (await r.json()).error];
      };
      expect(await start('2026-03-16')).toEqual([409, 'not-ready']);

      // Staff accept each document.
      const enrolment = await officer.client.json<{
        documents: { document: string; file?: { attachmentId: string } }[];
      }>('GET', `/cases/${caseId}/enrolment`);
      for (const item of enrolment.documents)
        expect(
          (
            await officer.client.post(`/cases/${caseId}/documents`, {
              document: item.document,
              verdict: 'accepted',
              attachmentId: item.file!.attachmentId,
            })
          ).status,
        ).toBe(200);

      // Paid on Thursday 12 March at 12:30 at the school: too late for Monday 16.
      paidCases.set(caseId, atSchool('2026-03-12 12:30'));
      h.clock.set(atSchool('2026-03-12 13:00'));
      expect((await status()).enrolment.startChoices.slice(0, 2)).toEqual(['2026-03-23', '2026-04-20']);
      expect(await start('2026-03-17')).toEqual([422, 'not-monday']);
      expect(await start('2026-04-13')).toEqual([422, 'closed']);
      expect(await start('2026-03-16')).toEqual([422, 'too-soon']);
      expect(await start('16/03/2026')).toEqual([422, 'invalid']);
      expect((await status()).enrolment.startDate).toBeUndefined();
      const chosen = await familyPost(h, '/start-date', {
        token: receipt.statusToken,
        applicant: 0,
        day: '2026-03-23',
      });
      expect(chosen.status).toBe(200);
      expect(await chosen.json()).toMatchObject({ startDate: '2026-03-23' });

      // The contract, in Thai, as the father's link opens it.
      const contract = async (token: string) =>
        (await familyPost(h, '/contract', { token, locale: 'th' })).json() as Promise<{
          text: string;
          sha256: string;
          guardian: string;
        }>;
      const forFather = await contract(fatherLink);
      expect(forFather.guardian).toBe('father');
      expect(forFather.text).toContain('30,000');
      const sign = async (token: string, body: Record<string, unknown>) => {
        const r = await familyPost(
          h,
          '/sign',
          { token, locale: 'th', consent: true, sha256: forFather.sha256, ...body },
          { 'User-Agent': 'TestBrowser/1.0', 'x-test-client': '198.51.100.7' },
        );
        return [r.status, (await r.json()).error];
      };
      const signatures = () =>
        h.store.sql.query<{ guardian: string }>('SELECT guardian FROM desk_signatures WHERE case_id = $1', [caseId]);

      // Terms changed since the page was opened; the mother's name on the father's link.
      expect(await sign(fatherLink, { typedName: 'Tom Smith', sha256: 'a'.repeat(64) })).toEqual([
        409,
        'terms-changed',
      ]);
      expect(await sign(fatherLink, { typedName: 'Mai Smith' })).toEqual([422, 'wrong-guardian']);
      expect(await signatures()).toEqual([]);

      expect(await sign(fatherLink, { typedName: '  tom   SMITH ' })).toEqual([200, undefined]);
      // The same link again: used.
      expect(await sign(fatherLink, { typedName: 'Tom Smith' })).toEqual([409, 'used']);
      expect((await status()).enrolment.signatures).toEqual([
        { guardian: 'father', signedAt: atSchool('2026-03-12 13:00').toISOString() },
        { guardian: 'mother' },
      ]);

      // The father's signed copy: a PDF in Thai with what was signed and how.
      const copy = await h.sink.waitFor(
        (m) => m.to.includes('father.mai.enrol@example.com') && m.parsed.attachments.length > 0,
      );
      const pdf = copy.parsed.attachments[0]!;
      expect(pdf.contentType).toBe('application/pdf');
      const printed = await pdfText(pdf.content);
      expect(printed).toContain('198.51.100.7');
      expect(printed).toContain(forFather.sha256);
      expect(printed).toContain('สัญญา');

      // The mother signs with her own link; with every step done the case is enrolled.
      expect(await sign(motherLink, { typedName: 'Mai Smith' })).toEqual([200, undefined]);
      expect((await casesOf(h, receipt.id))[0]!.stage).toBe('enrolled');
      expect(await steps()).toEqual({ offer: true, documents: true, fees: true, contract: true, start: true });
      await h.sink.waitFor((m) => m.to.includes('mai.enrol@example.com') && m.subject.includes('Mali'));

      // The overview counts the child from offer to enrolled.
      const reader = await enrolStaff(h, 'readonly');
      const figures = await reader.client.json<Record<string, number>>('GET', '/money/stats/money');
      expect(figures.enrolled).toBeGreaterThanOrEqual(1);
      expect(figures.accepted).toBeGreaterThanOrEqual(figures.enrolled!);

      // What the record holds, and that it holds it for good.
      const stored = await h.store.sql.query<{ guardian: string; ip: string; user_agent: string; text_sha256: string }>(
        'SELECT guardian, ip, user_agent, text_sha256 FROM desk_signatures WHERE case_id = $1 ORDER BY guardian',
        [caseId],
      );
      expect(stored).toEqual([
        { guardian: 'father', ip: '198.51.100.7', user_agent: 'TestBrowser/1.0', text_sha256: forFather.sha256 },
        { guardian: 'mother', ip: '198.51.100.7', user_agent: 'TestBrowser/1.0', text_sha256: forFather.sha256 },
      ]);
      await expect(
        h.store.sql.query("UPDATE desk_signatures SET typed_name = 'Someone Else' WHERE case_id = $1", [caseId]),
      ).rejects.toThrow(/append-only/);

      // Staff see who signed and may move the first day, to a Monday the school is open.
      const registrar = await enrolStaff(h, 'officer');
      const desk = await registrar.client.json<{ signatures: { guardian: string; typedName: string }[] }>(
        'GET',
        `/cases/${caseId}/enrolment`,
      );
      expect(desk.signatures.map((s) => [s.guardian, s.typedName])).toEqual([
        ['father', 'tom   SMITH'],
        ['mother', 'Mai Smith'],
      ]);
      const moved = (day: string) => registrar.client.post(`/cases/${caseId}/start-date`, { day });
      expect((await moved('2026-04-21')).status).toBe(422);
      expect((await moved('2026-04-13')).status).toBe(422);
      expect((await moved('2026-04-20')).status).toBe(200);
      expect((await status()).enrolment.startDate).toBe('2026-04-20');

      // The hand-off: the student and both parents, linked both ways, in a valid bundle.
      const zip = await registrar.client.get('/cases/oneroster');
      expect(zip.headers.get('content-type')).toBe('application/zip');
      const bundle = readOneRoster(new Uint8Array(await zip.arrayBuffer()));
      const users = bundle['users.csv']!;
      const student = users.find((u) => u.role === 'student')!;
      expect(student).toMatchObject({ sourcedId: caseId, givenName: 'Mali', familyName: 'Smith', grades: '01' });
      const parents = users.filter((u) => u.role === 'parent');
      expect(parents.map((p) => [p.givenName, p.email, p.agentSourcedIds]).sort()).toEqual([
        ['Mai', 'mai.enrol@example.com', caseId],
        ['Tom', 'father.mai.enrol@example.com', caseId],
      ]);
      expect(student.agentSourcedIds!.split(',').sort()).toEqual(parents.map((p) => p.sourcedId).sort());
      expect(bundle['demographics.csv']).toEqual([
        expect.objectContaining({ sourcedId: caseId, birthDate: '2018-05-04' }),
      ]);
    }, 30_000);

    it('refuses a Monday the Thursday rule does not allow yet, and takes the one it does', async () => {
      const h = harness();
      h.clock.set(atSchool('2026-03-10 10:00'));
      const head = await enrolStaff(h, 'head');
      const receipt = await submitApplication(h, [{ firstName: 'Niran', familyName: 'Smith' }]);
      const [child] = await casesOf(h, receipt.id);
      await head.client.post(`/cases/${child!.id}/move`, { to: 'under-review' });
      await head.client.post(`/cases/${child!.id}/move`, { to: 'offer-made' });
      const offer = await h.sink.waitFor((m) => m.to.includes('mai@example.com') && m.text.includes('#offer='));
      await answerOffer(h, linkToken(offer.text, 'offer', 'a'), true);
      // Thursday 12 March, 11:59 at the school: Monday 16 is allowed.
      paidCases.set(child!.id, atSchool('2026-03-12 11:59'));
      const day = await familyPost(h, '/start-date', { token: receipt.statusToken, applicant: 0, day: '2026-03-16' });
      expect(day.status).toBe(200);
      expect((await casesOf(h, receipt.id))[0]!.stage).toBe('offer-accepted');
    });
  });
}
