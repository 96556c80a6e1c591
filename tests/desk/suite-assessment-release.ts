// A booking follows its case (docs/assessment.md, "When the case moves on"): staff moving a case
// away from its booked assessment (back to booking, on to review, not offered, withdrawn, or a
// date typed by hand) free the slot's place in the same move, so another family books it at
// once; the family receives the cancellation in Russian with a METHOD:CANCEL calendar file and
// the audit records it. An assessment that took place stays. Each booking is a calendar entry of
// its own: booked again after a cancellation it has a new UID at SEQUENCE 0; a move keeps the UID
// and raises the SEQUENCE. A move refused changes nothing.

import { describe, expect, it } from 'vitest';
import { bookings, calendarMail, dayAhead, entryOf, family, icsOf, slot } from './assessment-support';
import { casesOf, enrolStaff, statusOf, submitApplication, type Harness } from './support';

const HOUR_MS = 60 * 60 * 1000;

/** A Russian family's child in `year`, at "assessment to book". */
async function toBook(h: Harness, officer: Awaited<ReturnType<typeof enrolStaff>>, name: string, year: string) {
  const receipt = await submitApplication(h, [{ firstName: name, familyName: 'Volkova', year }], {
    locale: 'ru',
    email: `${name.toLowerCase()}.${crypto.randomUUID().slice(0, 6)}@example.com`,
    withFiles: false,
  });
  const [child] = await casesOf(h, receipt.id);
  expect((await officer.client.post(`/cases/${child!.id}/move`, { to: 'assessment-to-book' })).status).toBe(200);
  return { ...receipt, caseId: child!.id, token: receipt.statusToken! };
}

/** The calendar file's start of a slot on `day` at `time` (`0930`), school time. */
const startsAt = (day: string, time: string) => `DTSTART;TZID=Asia/Bangkok:${day.replace(/-/g, '')}T${time}00`;

const cancelledAudits = (h: Harness, caseId: string) =>
  h.store.sql.query<{ actor: string; detail: Record<string, unknown> }>(
    `SELECT actor, detail FROM desk_audit WHERE case_id = $1 AND action = 'assessment.cancelled' ORDER BY id`,
    [caseId],
  );

export function assessmentReleaseSuite(harness: () => Harness) {
  describe('a booking follows its case', () => {
    it('frees the place of a case moved away from its booked slot, cancels it by e-mail and audits it', async () => {
      const h = harness();
      const officer = await enrolStaff(h, 'officer');
      const day = dayAhead(h, 5);
      const [last] = (
        (await officer.client.json('POST', '/assessment/slots', slot(day, ['10:00'], { years: ['y8'] }))) as {
          slots: { id: string }[];
        }
      ).slots;
      const waiting = await toBook(h, officer, 'Vera', 'y8');
      const typed = `${dayAhead(h, 9)}T09:30`;
      const leaves = [
        { to: 'assessment-to-book', words: 'Выбрать другое время' },
        { to: 'under-review', words: 'школа изменила статус заявления' },
        { to: 'not-offered', words: 'школа изменила статус заявления' },
        { to: 'withdrawn', words: 'школа изменила статус заявления' },
        { to: 'assessment-booked', assessmentAt: typed, words: 'школа изменила статус заявления' },
      ];
      for (const [i, leave] of leaves.entries()) {
        const child = await toBook(h, officer, ['Olga', 'Pavel', 'Rita', 'Sasha', 'Timur'][i]!, 'y8');
        expect(await family(h, '', { token: child.token, child: 0, slotId: last!.id })).toMatchObject({
          status: 200,
          body: { done: 'booked' },
        });
        // The slot's one place is taken: the waiting family is refused.
        expect(await family(h, '', { token: waiting.token, child: 0, slotId: last!.id })).toEqual({
          status: 409,
          body: { error: 'full' },
        });
        const { to, assessmentAt } = leave;
        const moved = await officer.client.post(`/cases/${child.caseId}/move`, { to, assessmentAt });
        expect([leave.to, moved.status]).toEqual([leave.to, 200]);
        expect([leave.to, await bookings(h, last!.id)]).toEqual([leave.to, 0]);

        const booked = await calendarMail(h, child.reference, (e) => e.ics.includes('METHOD:REQUEST'));
        const cancelled = await calendarMail(h, child.reference, (e) => e.ics.includes('METHOD:CANCEL'));
        expect(cancelled.language).toBe('ru');
        expect(cancelled.subject).toContain('отменено');
        expect(cancelled.text).toContain(leave.words);
        expect(cancelled.text).toContain(child.reference);
        expect(entryOf(icsOf(cancelled))).toEqual({ uid: entryOf(icsOf(booked)).uid, sequence: 1 });
        expect(icsOf(cancelled)).toContain('STATUS:CANCELLED');

        expect(await cancelledAudits(h, child.caseId)).toEqual([
          { actor: officer.client.email, detail: { slot: last!.id, stage: to } },
        ]);
        const shown = (await (await statusOf(h, child.token)).json()) as {
          cases: { stage: string; assessmentAt?: string; assessment?: { booked?: unknown; open: { id: string }[] } }[];
        };
        expect(shown.cases[0]!.stage).toBe(to);
        if (to === 'assessment-to-book') expect(shown.cases[0]!.assessment!.open.map((s) => s.id)).toContain(last!.id);
        else if (to === 'assessment-booked') {
          expect(shown.cases[0]!.assessmentAt).toBe(new Date(`${typed}:00+07:00`).toISOString());
          expect(shown.cases[0]!.assessment).toBeUndefined();
        } else expect(shown.cases[0]!.assessment).toBeUndefined();
      }
      // The place freed by the last move goes to the family that waited for it.
      expect(await family(h, '', { token: waiting.token, child: 0, slotId: last!.id })).toMatchObject({
        status: 200,
        body: { done: 'booked', assessment: { booked: { id: last!.id } } },
      });
    });

    it('refuses a bad move with the booking untouched', async () => {
      const h = harness();
      const officer = await enrolStaff(h, 'officer');
      const reader = await enrolStaff(h, 'readonly');
      const [held] = (
        (await officer.client.json(
          'POST',
          '/assessment/slots',
          slot(dayAhead(h, 6), ['14:00'], { years: ['y9'] }),
        )) as {
          slots: { id: string }[];
        }
      ).slots;
      const child = await toBook(h, officer, 'Yana', 'y9');
      expect((await family(h, '', { token: child.token, child: 0, slotId: held!.id })).status).toBe(200);
      const refusals = [
        [reader, { to: 'withdrawn' }, 403, 'forbidden'],
        [officer, { to: 'withdrawn', expectedStage: 'assessment-to-book' }, 409, 'conflict'],
        [officer, { to: 'offer-made' }, 409, 'not-allowed'],
        [officer, { to: 'assessment-booked', assessmentAt: '2026-13-45T09:00' }, 422, 'assessment'],
        [officer, { to: 'nowhere' }, 422, 'invalid'],
      ] as const;
      for (const [who, body, status, error] of refusals) {
        const answer = await who.client.post(`/cases/${child.caseId}/move`, body);
        expect([body, answer.status, ((await answer.json()) as { error: string }).error]).toEqual([
          body,
          status,
          error,
        ]);
      }
      expect(await bookings(h, held!.id)).toBe(1);
      expect(await cancelledAudits(h, child.caseId)).toEqual([]);
      expect((await casesOf(h, child.id))[0]!.stage).toBe('assessment-booked');
      await h.desk.deps().mailer.drain();
      expect(h.sink.messages.filter((m) => m.text.includes(child.reference) && m.attachments > 0)).toHaveLength(1);
    });

    it('gives each booking after a cancellation a new calendar entry, and a move the same one', async () => {
      const h = harness();
      const officer = await enrolStaff(h, 'officer');
      const day = dayAhead(h, 7);
      const [first, second, third] = (
        (await officer.client.json(
          'POST',
          '/assessment/slots',
          slot(day, ['09:00', '10:00', '11:00'], { years: ['y10'], capacity: 2 }),
        )) as { slots: { id: string }[] }
      ).slots;
      const child = await toBook(h, officer, 'Zoya', 'y10');
      const ask = (path: '' | '/cancel', slotId?: string) =>
        family(h, path, { token: child.token, child: 0, ...(slotId ? { slotId } : {}) });
      expect((await ask('', first!.id)).body).toMatchObject({ done: 'booked' });
      expect((await ask('/cancel')).body).toMatchObject({ done: 'cancelled' });
      expect((await ask('', second!.id)).body).toMatchObject({ done: 'booked' });
      expect((await ask('', third!.id)).body).toMatchObject({ done: 'moved' });

      const request = (time: string) => (e: { ics: string }) =>
        e.ics.includes('METHOD:REQUEST') && e.ics.includes(startsAt(day, time));
      const [booked, cancelled, again, moved] = await Promise.all([
        calendarMail(h, child.reference, request('0900')),
        calendarMail(h, child.reference, (e) => e.ics.includes('METHOD:CANCEL')),
        calendarMail(h, child.reference, request('1000')),
        calendarMail(h, child.reference, request('1100')),
      ]);
      const [one, gone, two, three] = [booked, cancelled, again, moved].map((m) => entryOf(icsOf(m)));
      expect(one!.sequence).toBe(0);
      expect(gone).toEqual({ uid: one!.uid, sequence: 1 });
      // A calendar never brings the cancelled UID back: booked again, it is another event.
      expect(two!.uid).not.toBe(one!.uid);
      expect(two!.sequence).toBe(0);
      expect(three).toEqual({ uid: two!.uid, sequence: 1 });
    });

    it('keeps an assessment that took place, and books a second one as a new calendar entry', async () => {
      const h = harness();
      const officer = await enrolStaff(h, 'officer');
      const days = [dayAhead(h, 3), dayAhead(h, 12)];
      const [past, later] = await Promise.all(
        days.map(async (day) => {
          const made = (await officer.client.json(
            'POST',
            '/assessment/slots',
            slot(day, ['08:30'], { years: ['y11'] }),
          )) as {
            slots: { id: string; startsAt: string }[];
          };
          return made.slots[0]!;
        }),
      );
      const child = await toBook(h, officer, 'Kira', 'y11');
      expect((await family(h, '', { token: child.token, child: 0, slotId: past!.id })).status).toBe(200);

      // The assessment took place; the officer (signed in again: the clock moved past the session)
      // moves the case on to review: nothing is cancelled.
      h.clock.set(new Date(new Date(past!.startsAt).getTime() + 2 * HOUR_MS));
      const after = await enrolStaff(h, 'officer');
      expect((await after.client.post(`/cases/${child.caseId}/move`, { to: 'under-review' })).status).toBe(200);
      expect(await bookings(h, past!.id)).toBe(1);
      expect(await cancelledAudits(h, child.caseId)).toEqual([]);
      await h.desk.deps().mailer.drain();
      expect(
        h.sink.messages.filter(
          (m) => m.text.includes(child.reference) && m.attachments > 0 && /METHOD:CANCEL/.test(icsOf(m)),
        ),
      ).toEqual([]);

      // A second assessment: a calendar entry of its own.
      expect((await after.client.post(`/cases/${child.caseId}/move`, { to: 'assessment-to-book' })).status).toBe(200);
      expect((await family(h, '', { token: child.token, child: 0, slotId: later!.id })).body).toMatchObject({
        done: 'booked',
      });
      const [one, two] = await Promise.all(
        days.map((day) => calendarMail(h, child.reference, (e) => e.ics.includes(startsAt(day, '0830')))),
      );
      const [taken, second] = [one!, two!].map((m) => entryOf(icsOf(m)));
      expect(taken!.sequence).toBe(0);
      expect(second!.sequence).toBe(0);
      expect(second!.uid).not.toBe(taken!.uid);
    });
  });
}
