// Assessment slots, as staff publish them and families book them (docs/assessment.md): the last
// place of a slot taken by one of two families booking at once (the other told `full`), the
// booking moved and cancelled with the calendar file's UID kept and its SEQUENCE going up, the
// Russian e-mails an SMTP sink receives with their .ics, the reminder the day before sent once,
// staff booking for a family who phones, and every refusal changing nothing: a slot in the past,
// a full slot, a change too close to the time, a case not at that stage, read-only staff.

import { describe, expect, it } from 'vitest';
import { remindAssessments } from '../../server/desk/assessment/reminders';
import { schoolDay } from '../../src/shared/dates';
import { bookings, calendarMail, dayAhead, entryOf, family, icsOf, slot } from './assessment-support';
import { casesOf, enrolStaff, statusOf, submitApplication, type Harness } from './support';

const HOUR_MS = 60 * 60 * 1000;

export function assessmentSuite(harness: () => Harness) {
  describe('assessment slots', () => {
    it('publishes slots and refuses the past, a holiday, a blocked day and read-only staff', async () => {
      const h = harness();
      const officer = await enrolStaff(h, 'officer');
      const reader = await enrolStaff(h, 'readonly');
      const day = dayAhead(h, 5);
      const published = await officer.client.post('/assessment/slots', slot(day, ['09:00', '10:00']));
      expect(published.status).toBe(200);
      const made = (await published.json()) as { slots: { startsAt: string; assessor: string }[] };
      expect(made.slots.map((s) => s.startsAt)).toEqual([`${day}T02:00:00.000Z`, `${day}T03:00:00.000Z`]);

      const refusals = [
        [reader.client, slot(day, ['11:00']), 403, 'forbidden'],
        [officer.client, slot(schoolDay(h.clock.now()), ['00:05']), 422, 'past'],
        [officer.client, slot('2026-04-14', ['09:00']), 422, 'holiday'],
        [officer.client, slot(day, ['09:00'], { mode: 'online' }), 422, 'invalid-url'],
        [officer.client, slot(day, ['09:00'], { capacity: 0 }), 422, 'invalid-capacity'],
      ] as const;
      for (const [client, body, status, error] of refusals) {
        const answer = await client.post('/assessment/slots', body);
        expect([answer.status, ((await answer.json()) as { error: string }).error]).toEqual([status, error]);
      }
      const blocked = dayAhead(h, 9);
      expect((await reader.client.post('/assessment/blocked', { day: blocked })).status).toBe(403);
      expect((await officer.client.post('/assessment/blocked', { day: blocked, note: 'Inset day' })).status).toBe(204);
      const onBlocked = await officer.client.post('/assessment/slots', slot(blocked, ['09:00']));
      expect(await onBlocked.json()).toEqual({ error: 'blocked' });

      const listed = await reader.client.json<{ slots: unknown[]; blocked: { day: string; source: string }[] }>(
        'GET',
        `/assessment/slots?from=${day}&days=14`,
      );
      expect(listed.slots).toHaveLength(2);
      expect(listed.blocked).toContainEqual({ day: blocked, note: 'Inset day', source: 'desk' });
    });

    it('gives the last place to one of two families booking at once, and the other another slot', async () => {
      const h = harness();
      const officer = await enrolStaff(h, 'officer');
      const day = dayAhead(h, 6);
      const [last, other, later] = (
        (await officer.client.json(
          'POST',
          '/assessment/slots',
          slot(day, ['13:00', '14:00', '15:00'], { years: ['y5'] }),
        )) as {
          slots: { id: string }[];
        }
      ).slots.map((s) => s.id);
      const one = await submitApplication(h, [{ firstName: 'Ivan', familyName: 'Petrov', year: 'y5' }], {
        locale: 'ru',
        email: 'petrov@example.com',
        withFiles: false,
      });
      const two = await submitApplication(h, [{ firstName: 'Masha', familyName: 'Orlova', year: 'y5' }], {
        locale: 'ru',
        email: 'orlova@example.com',
        withFiles: false,
      });
      const [caseOne] = await casesOf(h, one.id);
      const [caseTwo] = await casesOf(h, two.id);

      // Not yet at the stage that books: refused, nothing changed.
      expect(await family(h, '', { token: one.statusToken, child: 0, slotId: last })).toEqual({
        status: 409,
        body: { error: 'stage' },
      });
      expect(await bookings(h, last!)).toBe(0);

      for (const c of [caseOne, caseTwo])
        expect((await officer.client.post(`/cases/${c!.id}/move`, { to: 'assessment-to-book' })).status).toBe(200);
      const status = (await (await statusOf(h, one.statusToken!)).json()) as {
        cases: { stage: string; assessment: { open: { id: string; assessor: string; languages: string[] }[] } }[];
      };
      expect(status.cases[0]!.stage).toBe('assessment-to-book');
      expect(status.cases[0]!.assessment.open.map((s) => s.id)).toEqual([last, other, later]);
      expect(status.cases[0]!.assessment.open[0]).toMatchObject({ assessor: 'Ms Carter', languages: ['en', 'ru'] });

      const raced = await Promise.all([
        family(h, '', { token: one.statusToken, child: 0, slotId: last }),
        family(h, '', { token: two.statusToken, child: 0, slotId: last }),
      ]);
      expect(raced.map((r) => r.status).sort()).toEqual([200, 409]);
      const lost = raced.find((r) => r.status === 409)!;
      expect(lost.body).toEqual({ error: 'full' });
      expect(await bookings(h, last!)).toBe(1);
      const winner = raced[0]!.status === 200 ? one : two;
      const loser = winner === one ? two : one;
      expect((await casesOf(h, loser.id))[0]!.stage).toBe('assessment-to-book');

      const confirmed = await h.sink.waitFor((m) => m.text.includes(winner.reference) && m.text.includes('назначено'));
      expect(confirmed.language).toBe('ru');
      expect(icsOf(confirmed)).toContain('METHOD:REQUEST');

      // The other family books another slot, then moves it: the same calendar entry, a higher SEQUENCE.
      const booked = await family(h, '', { token: loser.statusToken, child: 0, slotId: other });
      expect(booked).toMatchObject({ status: 200, body: { done: 'booked', assessment: { booked: { id: other } } } });
      const moved = await family(h, '', { token: loser.statusToken, child: 0, slotId: later });
      expect(moved).toMatchObject({ status: 200, body: { done: 'moved', assessment: { booked: { id: later } } } });
      expect(await bookings(h, other!)).toBe(0);
      const mails = await Promise.all(
        ['назначено', 'перенесено'].map((word) =>
          h.sink.waitFor((m) => m.text.includes(loser.reference) && m.text.includes(word)),
        ),
      );
      const [first, second] = mails.map(icsOf);
      const { uid } = entryOf(first!);
      expect(uid).toMatch(/^assessment-[0-9a-f-]{36}@school\.test$/);
      expect(entryOf(second!).uid).toBe(uid);
      expect(first).toContain('SEQUENCE:0');
      expect(second).toContain('SEQUENCE:1');
      expect(first).toContain(`DTSTART;TZID=Asia/Bangkok:${day.replace(/-/g, '')}T140000`);
      expect(second).toContain(`DTSTART;TZID=Asia/Bangkok:${day.replace(/-/g, '')}T150000`);
      expect(second).toContain('TZID:Asia/Bangkok');
    });

    it('refuses a change too close to the time or a slot in the past, and cancels with METHOD:CANCEL', async () => {
      const h = harness();
      const officer = await enrolStaff(h, 'officer');
      const reader = await enrolStaff(h, 'readonly');
      const day = dayAhead(h, 3);
      const [soon, after] = (
        (await officer.client.json('POST', '/assessment/slots', slot(day, ['09:00', '11:00'], { capacity: 2 }))) as {
          slots: { id: string; startsAt: string }[];
        }
      ).slots;
      const receipt = await submitApplication(h, [{ firstName: 'Lev', familyName: 'Sokolov', year: 'y4' }], {
        locale: 'ru',
        email: 'sokolov@example.com',
        withFiles: false,
      });
      const [child] = await casesOf(h, receipt.id);
      await officer.client.post(`/cases/${child!.id}/move`, { to: 'assessment-to-book' });
      // Read-only staff cannot book for a family; an officer can (the family phoned).
      expect((await reader.client.post('/assessment/book', { caseId: child!.id, slotId: soon!.id })).status).toBe(403);
      expect(await bookings(h, soon!.id)).toBe(0);
      expect(await officer.client.json('POST', '/assessment/book', { caseId: child!.id, slotId: soon!.id })).toEqual({
        done: 'booked',
        slotId: soon!.id,
      });

      const start = new Date(soon!.startsAt).getTime();
      h.clock.set(new Date(start - 23 * HOUR_MS));
      const token = receipt.statusToken;
      expect(await family(h, '', { token, child: 0, slotId: after!.id })).toEqual({
        status: 409,
        body: { error: 'too-close' },
      });
      expect(await family(h, '/cancel', { token, child: 0 })).toEqual({ status: 409, body: { error: 'too-close' } });
      const shown = (await (await statusOf(h, token!)).json()) as {
        cases: { assessment: { booked: { id: string }; open: unknown[]; changeUntil: string } }[];
      };
      expect(shown.cases[0]!.assessment).toMatchObject({ booked: { id: soon!.id }, open: [] });
      expect(await bookings(h, soon!.id)).toBe(1);

      // The reminder the day before, sent once however often the sweep runs.
      const reminders = () =>
        h.sink.messages.filter((m) => m.text.includes(receipt.reference) && /завтра/.test(m.text));
      await remindAssessments(h.desk.deps());
      await remindAssessments(h.desk.deps());
      await h.sink.waitFor((m) => m.text.includes(receipt.reference) && /завтра/.test(m.text));
      expect(reminders()).toHaveLength(1);

      // Staff may still move it (signed in again: the clock moved past the session); past its
      // start nobody can book it.
      const later = await enrolStaff(h, 'officer');
      expect(await later.client.json('POST', '/assessment/book', { caseId: child!.id, slotId: after!.id })).toEqual({
        done: 'moved',
        slotId: after!.id,
      });
      h.clock.set(new Date(new Date(after!.startsAt).getTime() + HOUR_MS));
      const late = await (
        await enrolStaff(h, 'officer')
      ).client.post('/assessment/book', { caseId: child!.id, slotId: soon!.id });
      expect([late.status, await late.json()]).toEqual([410, { error: 'past' }]);

      h.clock.set(new Date(start - 2 * 24 * HOUR_MS));
      const cancelled = await family(h, '/cancel', { token, child: 0 });
      expect(cancelled).toMatchObject({ status: 200, body: { done: 'cancelled' } });
      expect((await casesOf(h, receipt.id))[0]!.stage).toBe('assessment-to-book');
      const mail = await h.sink.waitFor((m) => m.text.includes(receipt.reference) && m.subject.includes('отменено'));
      const ics = icsOf(mail);
      expect(ics).toContain('METHOD:CANCEL');
      expect(ics).toContain('STATUS:CANCELLED');
      expect(ics).toContain('SEQUENCE:2');
      const booked = await calendarMail(h, receipt.reference, (entry) => entry.sequence === 0);
      expect(entryOf(ics)).toEqual({ uid: entryOf(icsOf(booked)).uid, sequence: 2 });
    });

    it('shows an online slot’s meeting link to the family that holds it, never to others', async () => {
      const h = harness();
      const officer = await enrolStaff(h, 'officer');
      const day = dayAhead(h, 4);
      const url = 'https://meet.example.com/ccis-assessment';
      const [online] = (
        (await officer.client.json(
          'POST',
          '/assessment/slots',
          slot(day, ['16:00'], { mode: 'online', meetingUrl: url, years: ['y7'], capacity: 3 }),
        )) as { slots: { id: string }[] }
      ).slots;
      const mine = await submitApplication(h, [{ firstName: 'Anna', familyName: 'Lee', year: 'y7' }], {
        email: 'lee@example.com',
        withFiles: false,
      });
      const theirs = await submitApplication(h, [{ firstName: 'Tom', familyName: 'Reed', year: 'y7' }], {
        withFiles: false,
      });
      for (const r of [mine, theirs])
        await officer.client.post(`/cases/${(await casesOf(h, r.id))[0]!.id}/move`, { to: 'assessment-to-book' });
      const booked = await family(h, '', { token: mine.statusToken, child: 0, slotId: online!.id });
      expect(booked.body).toMatchObject({ assessment: { booked: { mode: 'online', meetingUrl: url } } });
      const others = JSON.stringify(await (await statusOf(h, theirs.statusToken!)).json());
      expect(others).toContain(online!.id);
      expect(others).not.toContain(url);
      const mail = await h.sink.waitFor((m) => m.text.includes(mine.reference) && m.text.includes(url));
      expect(icsOf(mail)).toContain(`URL:${url}`);
    });
  });
}
