// The desk's API keeps its contracts (src/shared/contracts/desk-*.ts, status.ts): every answer the
// desk's page and the family's status page read fits the schema they read it with, and a request
// body that does not fit its schema is refused with the contract's code (or 400), changing nothing.

import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  detailAnswerSchema,
  listAnswerSchema,
  moveAnswerSchema,
  noteSchema,
  statsAnswerSchema,
} from '../../src/shared/contracts/desk-cases';
import {
  accountPasskeysAnswerSchema,
  addStaffAnswerSchema,
  colleaguesAnswerSchema,
  enrolOpenAnswerSchema,
  passkeyOptionsAnswerSchema,
  passwordSignInAnswerSchema,
  sessionStateSchema,
  staffListAnswerSchema,
  staffResetAnswerSchema,
  staffRoleAnswerSchema,
} from '../../src/shared/contracts/desk-staff';
import { offerAnswerSchema, statusAnswerSchema } from '../../src/shared/contracts/status';
import {
  answerOffer,
  casesOf,
  enrolStaff,
  linkToken,
  PASSWORD,
  StaffClient,
  statusOf,
  submitApplication,
  type Harness,
} from './support';

/** What `schema` finds wrong with the JSON of `response` (none when it fits), with its status. */
async function misfits(schema: z.ZodType, response: Response) {
  const parsed = schema.safeParse(await response.json());
  return { status: response.status, issues: parsed.success ? [] : parsed.error.issues };
}

const fits = (status = 200) => ({ status, issues: [] });

export function contractsSuite(harness: () => Harness) {
  describe('the desk’s API and its contracts', () => {
    it('answers what the contracts say about people: sessions, sign-in, enrolment, staff', async () => {
      const h = harness();
      const { client } = await enrolStaff(h, 'administrator');
      expect(await misfits(sessionStateSchema, await client.get('/session'))).toEqual(fits());
      expect(await misfits(sessionStateSchema, await new StaffClient(h, 'x@school.test').get('/session'))).toEqual(
        fits(),
      );
      expect(await misfits(accountPasskeysAnswerSchema, await client.get('/account/passkeys'))).toEqual(fits());
      const options = await client.post('/account/passkeys/options');
      expect(await misfits(passkeyOptionsAnswerSchema, options)).toEqual(fits());
      expect(await misfits(staffListAnswerSchema, await client.get('/staff'))).toEqual(fits());
      expect(await misfits(colleaguesAnswerSchema, await client.get('/colleagues'))).toEqual(fits());
      const email = `new.${crypto.randomUUID().slice(0, 6)}@school.test`;
      const added = await client.post('/staff', { email, name: 'New', role: 'officer' });
      expect(await misfits(addStaffAnswerSchema, added.clone())).toEqual(fits(201));
      const { member } = (await added.json()) as { member: { id: string } };
      const role = await client.post(`/staff/${member.id}/role`, { role: 'head' });
      expect(await misfits(staffRoleAnswerSchema, role)).toEqual(fits());
      const reset = await client.post(`/staff/${member.id}/reset`);
      expect(await misfits(staffResetAnswerSchema, reset.clone())).toEqual(fits());
      const token = new URL((await reset.json()).enrolUrl as string).hash.slice(1);
      const newcomer = new StaffClient(h, email);
      expect(await misfits(enrolOpenAnswerSchema, await newcomer.post('/enrol/open', { token }))).toEqual(fits());
      const enrolOptions = await newcomer.post('/enrol/passkey/options', { token });
      expect(await misfits(passkeyOptionsAnswerSchema, enrolOptions)).toEqual(fits());
      const signIn = new StaffClient(h, client.email);
      const password = await signIn.post('/auth/password', { email: client.email, password: PASSWORD });
      expect(await misfits(passwordSignInAnswerSchema, password)).toEqual(fits());
      expect(await misfits(passkeyOptionsAnswerSchema, await signIn.post('/auth/passkey/options'))).toEqual(fits());
    });

    it('answers what the contracts say about applications, to the desk and to the family', async () => {
      const h = harness();
      const { client } = await enrolStaff(h, 'officer');
      const head = await enrolStaff(h, 'head');
      const receipt = await submitApplication(h, [{ firstName: 'Lin', familyName: 'Wong' }], {
        email: 'wong@example.com',
      });
      const [child] = await casesOf(h, receipt.id);
      const note = await client.post(`/submissions/${receipt.id}/notes`, { body: 'Called the family.' });
      expect(await misfits(noteSchema, note)).toEqual(fits(201));
      await head.client.post(`/cases/${child!.id}/move`, { to: 'under-review' });
      const offer = await head.client.post(`/cases/${child!.id}/move`, { to: 'offer-made', note: 'Welcome' });
      expect(await misfits(moveAnswerSchema, offer)).toEqual(fits());
      expect(await misfits(listAnswerSchema, await client.get('/cases?sort=name'))).toEqual(fits());
      expect(await misfits(detailAnswerSchema, await client.get(`/submissions/${receipt.id}`))).toEqual(fits());
      expect(await misfits(statsAnswerSchema, await client.get('/stats'))).toEqual(fits());
      expect(await misfits(statusAnswerSchema, await statusOf(h, receipt.statusToken!))).toEqual(fits());
      const mail = await h.sink.waitFor((m) => m.to.includes('wong@example.com') && m.text.includes('#offer='));
      const accept = linkToken(mail.text, 'offer', 'a');
      expect(await misfits(offerAnswerSchema, await answerOffer(h, accept, false))).toEqual(fits());
      expect(await misfits(offerAnswerSchema, await answerOffer(h, accept, true))).toEqual(fits());
    });

    it('refuses a body that is not its contract’s with the contract’s code, changing nothing', async () => {
      const h = harness();
      const officer = await enrolStaff(h, 'officer');
      const receipt = await submitApplication(h, [{ firstName: 'Aroon', familyName: 'Dee' }], { withFiles: false });
      const [child] = await casesOf(h, receipt.id);
      const refusal = async (response: Response) => [response.status, await response.json()];
      const move = (body: unknown) => officer.client.post(`/cases/${child!.id}/move`, body);
      expect(await refusal(await move({ to: 'under-review', expectedStage: 'somewhere' }))).toEqual([
        422,
        { error: 'invalid' },
      ]);
      expect(await refusal(await move({ to: 'under-review', note: 42 }))).toEqual([422, { error: 'invalid' }]);
      expect(await refusal(await move({ to: 'under-review', assessmentAt: 1 }))).toEqual([
        422,
        { error: 'assessment' },
      ]);
      expect(await refusal(await move('"under-review"'))).toEqual([422, { error: 'invalid' }]);
      const link = await officer.client.post(`/submissions/${receipt.id}/status-link`, { action: 'forget' });
      expect(await refusal(link)).toEqual([400, { error: 'bad-request' }]);
      const staff = await officer.client.post('/auth/password', { email: officer.client.email, password: 12345 });
      expect(await refusal(staff)).toEqual([400, { error: 'bad-request' }]);
      expect((await casesOf(h, receipt.id)).map((c) => c.stage)).toEqual(['received']);
      expect(await refusal(await move({ to: 'under-review', expectedStage: 'received' }))).toEqual([
        200,
        { stage: 'under-review', offer: null },
      ]);
    });
  });
}
