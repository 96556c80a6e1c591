// From received to offer accepted, as the family and the school live it: a case per child, the
// status link in the device's receipt and in the Thai confirmation, each stage e-mailed in Thai,
// the head of school's offer answered through its signed link once, and refusals of links that
// are forged, replayed, superseded or past their deadline. Reads never write: past its deadline an
// offer is shown expired everywhere, and only the sweep moves its case and tells the family.

import { describe, expect, it } from 'vitest';
import { moveCase } from '../../server/desk/moves';
import { expireOffers, sweep } from '../../server/desk/upkeep';
import {
  answerOffer,
  casesOf,
  enrolStaff,
  linkToken,
  signIn,
  statusOf,
  submitApplication,
  type Harness,
} from './support';

const DAY_MS = 24 * 60 * 60 * 1000;

export function journeySuite(harness: () => Harness) {
  describe('an application from received to offer accepted', () => {
    it('makes a case per child, gives the device its status link and confirms in Thai', async () => {
      const h = harness();
      const receipt = await submitApplication(
        h,
        [
          { firstName: 'พลอย', familyName: 'ใจดี' },
          { firstName: 'Leo', familyName: 'Smith' },
        ],
        {
          locale: 'th',
          email: 'malee@example.com',
        },
      );
      expect(receipt.statusToken).toMatch(/^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{24}$/);
      expect((await casesOf(h, receipt.id)).map((c) => c.stage)).toEqual(['received', 'received']);
      const mail = await h.sink.waitFor(
        (m) => m.to.includes('malee@example.com') && m.subject.includes(receipt.reference),
      );
      expect(mail.subject).toContain('เราได้รับใบสมัครเข้าเรียนของท่านแล้ว');
      expect(mail.to).toContain('father.malee@example.com');
      expect(mail.language).toBe('th');
      expect(mail.attachments).toBe(0);
      expect(linkToken(mail.text, 'status')).toBe(receipt.statusToken);
      expect(mail.html).toContain(`https://school.test/th/application-status#${receipt.statusToken}`);
      const status = await (await statusOf(h, receipt.statusToken!)).json();
      expect(status).toMatchObject({ reference: receipt.reference, kind: 'application' });
      expect(status.cases.map((c: { firstName: string; stage: string }) => [c.firstName, c.stage])).toEqual([
        ['พลอย', 'received'],
        ['Leo', 'received'],
      ]);
    });

    it('takes a child through assessment, review and the head of school’s offer to acceptance', async () => {
      const h = harness();
      const officer = await enrolStaff(h, 'officer');
      const head = await enrolStaff(h, 'head');
      const receipt = await submitApplication(h, [{ firstName: 'สมชาย', familyName: 'ใจดี' }], {
        locale: 'th',
        email: 'somchai@example.com',
      });
      const [child] = await casesOf(h, receipt.id);
      const move = (who: typeof officer, body: Record<string, unknown>) =>
        who.client.post(`/cases/${child!.id}/move`, body);
      const forFamily = (words: string) =>
        h.sink.waitFor((m) => m.to.includes('somchai@example.com') && m.text.includes(words));

      expect(
        (await move(officer, { to: 'assessment-booked', assessmentAt: '2026-03-18T09:30', expectedStage: 'received' }))
          .status,
      ).toBe(200);
      const booked = await forFamily('นัดหมายการประเมินแล้ว');
      expect(booked.text).toContain('09:30');
      expect((await move(officer, { to: 'under-review' })).status).toBe(200);
      await forFamily('อยู่ระหว่างการพิจารณาใบสมัคร');

      // Only the head of school makes offers; the officer's try changes nothing.
      expect((await move(officer, { to: 'offer-made' })).status).toBe(403);
      expect((await casesOf(h, receipt.id))[0]!.stage).toBe('under-review');
      expect((await move(head, { to: 'offer-made', deadline: '2026-03-24' })).status).toBe(200);
      const offer = await forFamily('ข้าพเจ้ามีความยินดีที่จะเสนอที่เรียน');
      expect(offer.fromName).toContain('ครูใหญ่');
      expect(offer.subject).toContain('สมชาย');
      const accept = linkToken(offer.text, 'offer', 'a');
      const decline = linkToken(offer.text, 'offer', 'd');

      const shown = await (await statusOf(h, receipt.statusToken!)).json();
      expect(shown.cases[0]).toMatchObject({ stage: 'offer-made', offerDeadline: '2026-03-24T16:59:59.999Z' });

      const preview = await answerOffer(h, accept, false);
      expect(await preview.json()).toMatchObject({ decision: 'accept', firstName: 'สมชาย', recorded: false });
      expect((await casesOf(h, receipt.id))[0]!.stage).toBe('offer-made');
      const recorded = await answerOffer(h, accept, true);
      expect(await recorded.json()).toMatchObject({ recorded: true });
      await forFamily('ขอบคุณที่ตอบรับที่เรียน');

      // Replayed, or the other link of the same offer: used once.
      expect((await answerOffer(h, accept, true)).status).toBe(409);
      const declined = await answerOffer(h, decline, true);
      expect([declined.status, (await declined.json()).error]).toEqual([409, 'used']);
      const final = await (await statusOf(h, receipt.statusToken!)).json();
      expect(final.cases[0].stage).toBe('offer-accepted');
      const history = await h.store.sql.query<{ to_stage: string; actor: string }>(
        'SELECT to_stage, actor FROM desk_history WHERE case_id = $1 ORDER BY id',
        [child!.id],
      );
      expect(history.map((row) => `${row.to_stage}:${row.actor}`)).toEqual([
        'received:system',
        `assessment-booked:${officer.client.email}`,
        `under-review:${officer.client.email}`,
        `offer-made:${head.client.email}`,
        'offer-accepted:family',
      ]);
    });

    it('refuses forged links, and old links once a new offer replaces them', async () => {
      const h = harness();
      const head = await enrolStaff(h, 'head');
      const receipt = await submitApplication(h, [{ firstName: 'Ivan', familyName: 'Petrov' }], {
        locale: 'ru',
        email: 'petrov@example.com',
      });
      const [child] = await casesOf(h, receipt.id);
      await head.client.post(`/cases/${child!.id}/move`, { to: 'under-review' });
      await head.client.post(`/cases/${child!.id}/move`, { to: 'offer-made' });
      const first = await h.sink.waitFor((m) => m.to.includes('petrov@example.com') && m.text.includes('#offer='));
      const oldAccept = linkToken(first.text, 'offer', 'a');
      const forged = oldAccept.slice(0, -2) + (oldAccept.endsWith('AA') ? 'AB' : 'AA');
      expect(await (await answerOffer(h, forged, true)).json()).toEqual({ error: 'invalid' });
      const otherOffer = `${'0'.repeat(32)}${oldAccept.slice(32)}`;
      expect((await answerOffer(h, otherOffer, true)).status).toBe(404);
      const badStatus = receipt.statusToken!.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
      expect(await (await statusOf(h, badStatus)).json()).toEqual({ error: 'invalid' });

      h.clock.advance(60_000);
      expect(
        (await head.client.post(`/cases/${child!.id}/move`, { to: 'offer-made', deadline: '2026-04-01' })).status,
      ).toBe(200);
      const second = await h.sink.waitFor(
        (m) => m.to.includes('petrov@example.com') && m.text.includes('#offer=') && m !== first,
      );
      expect(second.subject).toContain('Ivan');
      expect(await (await answerOffer(h, oldAccept, true)).json()).toEqual({ error: 'superseded' });
      expect((await casesOf(h, receipt.id))[0]!.stage).toBe('offer-made');
      expect((await answerOffer(h, linkToken(second.text, 'offer', 'd'), true)).status).toBe(200);
      expect((await casesOf(h, receipt.id))[0]!.stage).toBe('offer-declined');
    });

    it('lets an offer expire by itself after its deadline, once however many sweeps run', async () => {
      const h = harness();
      const head = await enrolStaff(h, 'head');
      const receipt = await submitApplication(h, [{ firstName: 'Mia', familyName: 'Chen' }], {
        email: 'chen@example.com',
      });
      const [child] = await casesOf(h, receipt.id);
      await head.client.post(`/cases/${child!.id}/move`, { to: 'under-review' });
      await head.client.post(`/cases/${child!.id}/move`, { to: 'offer-made', deadline: '2026-03-12' });
      const offer = await h.sink.waitFor((m) => m.to.includes('chen@example.com') && m.text.includes('#offer='));
      h.clock.set(new Date('2026-03-12T17:00:00Z')); // just after midnight at the school

      // The family's page shows it expired on read, before any sweep, and its link refuses.
      const status = await (await statusOf(h, receipt.statusToken!)).json();
      expect(status.cases[0].stage).toBe('offer-expired');
      expect(await (await answerOffer(h, linkToken(offer.text, 'offer', 'a'), true)).json()).toEqual({
        error: 'expired',
      });

      // Two sweeps at once move it once (one could not move it again).
      const deps = h.desk.deps();
      expect((await Promise.all([expireOffers(deps), expireOffers(deps)])).sort()).toEqual([0, 1]);
      const again = await moveCase(deps.db, {
        caseId: child!.id,
        to: 'offer-expired',
        expectedStage: 'offer-made',
        actor: { label: 'system', role: 'system' },
        now: h.clock.now(),
      });
      expect(again).toEqual({ ok: false, error: 'conflict' });
      const expiries = await h.store.sql.query(
        "SELECT 1 FROM desk_history WHERE case_id = $1 AND to_stage = 'offer-expired'",
        [child!.id],
      );
      expect(expiries).toHaveLength(1);
      await h.sink.waitFor((m) => m.to.includes('chen@example.com') && m.subject.includes('Offer expired'));
    });

    it('shows an offer past its deadline expired on every read, changing nothing until the sweep', async () => {
      const h = harness();
      const head = await enrolStaff(h, 'head');
      const receipt = await submitApplication(h, [{ firstName: 'Noor', familyName: 'Haddad' }], {
        email: 'haddad@example.com',
      });
      const [child] = await casesOf(h, receipt.id);
      await head.client.post(`/cases/${child!.id}/move`, { to: 'under-review' });
      const deadline = new Date(h.clock.now().getTime() + 10 * DAY_MS).toISOString().slice(0, 10);
      await head.client.post(`/cases/${child!.id}/move`, { to: 'offer-made', deadline });
      const offer = await h.sink.waitFor((m) => m.to.includes('haddad@example.com') && m.text.includes('#offer='));
      h.clock.advance(12 * DAY_MS); // past the deadline, whatever the hour
      const deps = h.desk.deps();
      const written = async () => {
        await deps.mailer.drain();
        const [row] = await h.store.sql.query<{ stage: string; state: string; moves: number | string }>(
          `SELECT c.stage, o.state, (SELECT count(*) FROM desk_history WHERE case_id = c.id) AS moves
           FROM desk_cases c JOIN desk_offers o ON o.id = c.offer_id WHERE c.id = $1`,
          [child!.id],
        );
        return { ...row!, moves: Number(row!.moves), mails: h.sink.messages.length };
      };
      const { client: staff } = await signIn(h, head.client.email, head.secret);
      const before = await written();
      expect(before).toMatchObject({ stage: 'offer-made', state: 'open' });

      const list = await staff.json<{ rows: { caseId: string; stage: string }[] }>('GET', '/cases?q=Haddad');
      expect(list.rows.find((row) => row.caseId === child!.id)?.stage).toBe('offer-expired');
      const expiredOnly = await staff.json<{ rows: { caseId: string }[] }>('GET', '/cases?stage=offer-expired');
      expect(expiredOnly.rows.map((row) => row.caseId)).toContain(child!.id);
      const detail = await staff.json<{ cases: { stage: string; offer: { state: string } }[] }>(
        'GET',
        `/submissions/${receipt.id}`,
      );
      expect(detail.cases[0]).toMatchObject({ stage: 'offer-expired', offer: { state: 'expired' } });
      expect((await (await statusOf(h, receipt.statusToken!)).json()).cases[0].stage).toBe('offer-expired');
      const accept = linkToken(offer.text, 'offer', 'a');
      expect(await (await answerOffer(h, accept, false)).json()).toEqual({ error: 'expired' });
      expect(await (await answerOffer(h, accept, true)).json()).toEqual({ error: 'expired' });
      expect(await written()).toEqual(before);

      await sweep(deps);
      await sweep(deps);
      expect(await written()).toEqual({
        stage: 'offer-expired',
        state: 'expired',
        moves: before.moves + 1,
        mails: before.mails + 1,
      });
      expect(h.sink.messages.at(-1)).toMatchObject({ to: ['haddad@example.com', 'father.haddad@example.com'] });
      expect(h.sink.messages.at(-1)!.subject).toContain('Offer expired');
    }, 30_000);
  });
}
