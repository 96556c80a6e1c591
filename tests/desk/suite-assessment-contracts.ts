// The real answers of the assessment, waiting list and reference routes read against their
// contracts (src/shared/contracts), as tests/desk/suite-contracts.ts does for the rest: the status
// answer with a child's assessment and waiting-list place, the family's booking, and the desk's
// slots, bookable cases, staff booking, waiting list and references.

import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { assessmentAnswerSchema } from '../../src/shared/contracts/assessment';
import {
  bookableAnswerSchema,
  publishAnswerSchema,
  slotsAnswerSchema,
  staffBookAnswerSchema,
} from '../../src/shared/contracts/desk-assessment';
import { waitlistAnswerSchema } from '../../src/shared/contracts/desk-waitlist';
import { referencesAnswerSchema } from '../../src/shared/contracts/references';
import { statusAnswerSchema } from '../../src/shared/contracts/status';
import { addDays, schoolDay } from '../../src/shared/dates';
import { casesOf, enrolStaff, statusOf, submitApplication, type Harness } from './support';

const fits = (schema: z.ZodType, value: unknown) => expect(schema.safeParse(value).error?.issues).toBeUndefined();

export function assessmentContractsSuite(harness: () => Harness) {
  describe('the assessment routes’ answers and their contracts', () => {
    it('answers each route as its contract says', async () => {
      const h = harness();
      const officer = await enrolStaff(h, 'officer');
      // A weekday neither the calendar nor another suite of this database blocked (their clock
      // moves, so their days may fall on this one).
      const from = addDays(schoolDay(h.clock.now()), 8);
      const { blocked } = await officer.client.json<{ blocked: { day: string }[] }>(
        'GET',
        `/assessment/slots?from=${from}&days=31`,
      );
      const closed = new Set(blocked.map((b) => b.day));
      let day = from;
      while ([0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay()) || closed.has(day)) day = addDays(day, 1);
      const published = await officer.client.json('POST', '/assessment/slots', {
        day,
        times: ['09:00', '10:00'],
        minutes: 30,
        years: ['y8'],
        mode: 'online',
        meetingUrl: 'https://meet.example.com/c',
        assessor: 'Mr Lee',
        languages: ['en', 'cn'],
        capacity: 2,
      });
      fits(publishAnswerSchema, published);
      const [slotA, slotB] = (published as { slots: { id: string }[] }).slots;
      const booked = await submitApplication(h, [{ firstName: 'Wei', familyName: 'Zhang', year: 'y8' }], {
        locale: 'cn',
        withFiles: false,
      });
      const phoned = await submitApplication(h, [{ firstName: 'Lin', familyName: 'Zhang', year: 'y8' }], {
        withFiles: false,
      });
      const waiting = await submitApplication(h, [{ firstName: 'Mei', familyName: 'Zhang', year: 'y8' }], {
        withFiles: false,
      });
      const [a] = await casesOf(h, booked.id);
      const [b] = await casesOf(h, phoned.id);
      const [c] = await casesOf(h, waiting.id);
      for (const one of [a, b]) await officer.client.post(`/cases/${one!.id}/move`, { to: 'assessment-to-book' });
      await officer.client.post(`/cases/${c!.id}/move`, { to: 'waiting-list' });

      fits(statusAnswerSchema, await (await statusOf(h, booked.statusToken!)).json());
      const answer = await h.intake.request('/api/status/assessment', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ token: booked.statusToken, child: 0, slotId: slotA!.id }),
      });
      fits(assessmentAnswerSchema, await answer.json());
      fits(statusAnswerSchema, await (await statusOf(h, booked.statusToken!)).json());
      fits(statusAnswerSchema, await (await statusOf(h, waiting.statusToken!)).json());
      fits(bookableAnswerSchema, await officer.client.json('GET', '/assessment/cases'));
      fits(
        staffBookAnswerSchema,
        await officer.client.json('POST', '/assessment/book', { caseId: b!.id, slotId: slotB!.id }),
      );
      fits(slotsAnswerSchema, await officer.client.json('GET', `/assessment/slots?from=${day}&days=1`));
      fits(waitlistAnswerSchema, await officer.client.json('GET', '/waitlist'));
      fits(referencesAnswerSchema, await officer.client.json('GET', `/references/case/${a!.id}`));
    });
  });
}
