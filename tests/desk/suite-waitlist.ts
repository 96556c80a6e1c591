// The waiting list (docs/assessment.md): each waitlisted child's position in its year in the
// order the applications came, shown on the family's status page with the position before the
// last change; an officer's reorder (with a note, recorded and audited) moves it there, read-only
// staff's is refused with nothing changed; a child leaving the list moves the others up; siblings
// of the school's children go first where the school says so; a free place proposes the first.

import { describe, expect, it } from 'vitest';
import { reorder } from '../../server/desk/waitlist/order';
import type { WaitlistAnswer } from '../../src/shared/contracts/desk-waitlist';
import { casesOf, enrolStaff, statusOf, submitApplication, type Harness } from './support';

async function waitlisted(h: Harness, officer: Awaited<ReturnType<typeof enrolStaff>>, name: string, year = 'y3') {
  const receipt = await submitApplication(h, [{ firstName: name, familyName: 'Wait', year }], {
    withFiles: false,
    email: `${name.toLowerCase()}@example.com`,
  });
  const [child] = await casesOf(h, receipt.id);
  h.clock.advance(60_000);
  expect((await officer.client.post(`/cases/${child!.id}/move`, { to: 'waiting-list' })).status).toBe(200);
  return { ...receipt, caseId: child!.id };
}

async function waitlistOf(h: Harness, token: string) {
  const answer = (await (await statusOf(h, token)).json()) as { cases: { waitlist?: unknown }[] };
  return answer.cases[0]!.waitlist;
}

export function waitlistSuite(harness: () => Harness) {
  describe('the waiting list', () => {
    it('shows each family its position, and how it moved when staff reorder with a note', async () => {
      const h = harness();
      const officer = await enrolStaff(h, 'officer');
      const reader = await enrolStaff(h, 'readonly');
      const [ana, ben, cai] = [
        await waitlisted(h, officer, 'Ana'),
        await waitlisted(h, officer, 'Ben'),
        await waitlisted(h, officer, 'Cai'),
      ];
      expect(await waitlistOf(h, cai.statusToken!)).toEqual({ position: 3, of: 3 });

      const refused = await reader.client.post('/waitlist/reorder', {
        caseId: cai.caseId,
        position: 1,
        note: 'Sister',
      });
      expect(refused.status).toBe(403);
      expect(await waitlistOf(h, cai.statusToken!)).toEqual({ position: 3, of: 3 });
      const empty = await officer.client.post('/waitlist/reorder', { caseId: cai.caseId, position: 1, note: ' ' });
      expect([empty.status, await empty.json()]).toEqual([422, { error: 'empty' }]);

      expect(
        await officer.client.json('POST', '/waitlist/reorder', {
          caseId: cai.caseId,
          position: 1,
          note: 'Head of School: boarding place confirmed',
        }),
      ).toEqual({ from: 3, to: 1 });
      expect(await waitlistOf(h, cai.statusToken!)).toEqual({ position: 1, of: 3, previous: 3 });
      expect(await waitlistOf(h, ana.statusToken!)).toEqual({ position: 2, of: 3, previous: 1 });
      expect(await waitlistOf(h, ben.statusToken!)).toEqual({ position: 3, of: 3, previous: 2 });

      const list = await reader.client.json<WaitlistAnswer>('GET', '/waitlist');
      const year = list.years.find((y) => y.year === 'y3')!;
      expect(year.rows.map((r) => r.childName)).toEqual(['Cai Wait', 'Ana Wait', 'Ben Wait']);
      expect(list.moves[0]).toMatchObject({
        caseId: cai.caseId,
        from: 3,
        to: 1,
        note: 'Head of School: boarding place confirmed',
      });
      const [audited] = await h.store.sql.query<{ n: string }>(
        "SELECT count(*) AS n FROM desk_audit WHERE action = 'waitlist.reordered' AND case_id = $1",
        [cai.caseId],
      );
      expect(Number(audited!.n)).toBe(1);

      // Cai leaves the list: the others move up, and their families see it.
      await officer.client.post(`/cases/${cai.caseId}/move`, { to: 'under-review' });
      expect(await waitlistOf(h, ana.statusToken!)).toEqual({ position: 1, of: 2, previous: 2 });
      expect(await waitlistOf(h, cai.statusToken!)).toBeUndefined();
    });

    it('proposes the first on the list when its year has a free place', async () => {
      const h = harness();
      const officer = await enrolStaff(h, 'officer');
      const first = await waitlisted(h, officer, 'Dee', 'y5');
      await waitlisted(h, officer, 'Eli', 'y5');
      const list = await officer.client.json<WaitlistAnswer>('GET', '/waitlist');
      // DESK_PLACES gives Year 5 eight places and none is taken.
      expect(list.years.find((y) => y.year === 'y5')).toMatchObject({ places: 8, taken: 0, proposal: first.caseId });
    });

    it('puts siblings of the school’s children first where the school says so', async () => {
      const h = harness();
      const officer = await enrolStaff(h, 'officer');
      const head = await enrolStaff(h, 'head');
      const first = await waitlisted(h, officer, 'Fay', 'y6');
      // Gus's brother holds an accepted place (the same parents' e-mail).
      const brother = await submitApplication(h, [{ firstName: 'Hal', familyName: 'Wait', year: 'y8' }], {
        withFiles: false,
        email: 'gus@example.com',
      });
      const [held] = await casesOf(h, brother.id);
      await officer.client.post(`/cases/${held!.id}/move`, { to: 'under-review' });
      await head.client.post(`/cases/${held!.id}/move`, { to: 'offer-made' });
      await officer.client.post(`/cases/${held!.id}/move`, { to: 'offer-accepted' });
      const gus = await waitlisted(h, officer, 'Gus', 'y6');
      expect(await waitlistOf(h, gus.statusToken!)).toEqual({ position: 2, of: 2 });
      // With siblings first, a reorder within the others cannot put Fay above Gus.
      const moved = await reorder(
        h.store.sql,
        { caseId: first.caseId, position: 1, note: 'Try', actor: { label: 'test' }, now: h.clock.now() },
        true,
      );
      expect(moved).toEqual({ ok: true, from: 2, to: 2 });
      expect(await waitlistOf(h, gus.statusToken!)).toEqual({ position: 1, of: 2, previous: 2 });
      expect(await waitlistOf(h, first.statusToken!)).toEqual({ position: 2, of: 2, previous: 1 });
    });
  });
}
