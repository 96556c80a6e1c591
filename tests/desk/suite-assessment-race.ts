// The last places of an assessment slot under a crowd (docs/assessment.md): eight families book
// one slot of two places at the same moment, through the booking itself so that the transactions
// truly overlap on PostgreSQL's pool; exactly two get a place, the six others are refused `full`
// and their cases stay where they were. Without the slot's row lock, seven of eight got one.

import { describe, expect, it } from 'vitest';
import { bookSlot } from '../../server/desk/assessment/booking';
import { bookings, dayAhead } from './assessment-support';
import { casesOf, enrolStaff, submitApplication, type Harness } from './support';

export function assessmentRaceSuite(harness: () => Harness) {
  describe('the last places of a slot', () => {
    it('lets exactly as many of eight families booking at once as the slot has places', async () => {
      const h = harness();
      const officer = await enrolStaff(h, 'officer');
      const day = dayAhead(h, 7);
      const [place] = (
        (await officer.client.json('POST', '/assessment/slots', {
          day,
          times: ['08:30'],
          minutes: 45,
          years: ['y6'],
          mode: 'on-site',
          place: 'Library',
          assessor: 'Ms Carter',
          languages: ['en'],
          capacity: 2,
        })) as { slots: { id: string }[] }
      ).slots;
      const cases: string[] = [];
      for (let i = 0; i < 8; i++) {
        const receipt = await submitApplication(
          h,
          [{ firstName: ['Ann', 'Ben', 'Cat', 'Dan', 'Eve', 'Fay', 'Gus', 'Hal'][i]!, familyName: 'Race', year: 'y6' }],
          {
            withFiles: false,
          },
        );
        const [child] = await casesOf(h, receipt.id);
        await officer.client.post(`/cases/${child!.id}/move`, { to: 'assessment-to-book' });
        cases.push(child!.id);
      }
      const deps = h.desk.deps();
      const results = await Promise.all(
        cases.map((caseId) =>
          bookSlot(deps.db, {
            caseId,
            slotId: place!.id,
            actor: { label: 'family', role: 'family' },
            now: deps.now(),
            uidHost: 'school.test',
          }),
        ),
      );
      expect(results.filter((r) => r.ok)).toHaveLength(2);
      expect(results.filter((r) => !r.ok).map((r) => !r.ok && r.error)).toEqual(Array(6).fill('full'));
      expect(await bookings(h, place!.id)).toBe(2);
      const [booked] = await h.store.sql.query<{ n: string }>(
        "SELECT count(*) AS n FROM desk_cases WHERE id = ANY($1::uuid[]) AND stage = 'assessment-booked'",
        [cases],
      );
      expect(Number(booked!.n)).toBe(2);
    });
  });
}
