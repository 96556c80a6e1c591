// The school's mail is no relay: with INTAKE_MAIL_PER_RECIPIENT=3, four submissions naming one
// address in a day bring that address three confirmations (the SMTP sink counts them), the fourth
// is stored all the same and its detail tells staff the e-mail was held back; another address
// still gets its own. And the server refuses a child's name the mail could carry anything in.

import { describe, expect, it, vi } from 'vitest';
import { contactData, post, submission } from '../intake/support';
import { application, enrolStaff, type Harness } from './support';

export function mailLimitSuite(harness: () => Harness) {
  describe('automatic e-mails per recipient', () => {
    it('sends the 4th confirmation to one address in a day to nobody, and keeps the submission', async () => {
      const h = harness();
      const address = `relay.${crypto.randomUUID().slice(0, 8)}@example.com`;
      const mailsTo = (to: string) => h.sink.messages.filter((m) => m.to.includes(to));
      const posted: { id: string; reference: string }[] = [];
      for (let i = 0; i < 4; i++) {
        h.clock.advance(60 * 60 * 1000);
        const res = await post(
          h.intake,
          submission('contact', { ...contactData(`Message ${'one two three four'.split(' ')[i]}`), email: address }),
        );
        expect(res.status).toBe(201);
        posted.push(await res.json());
      }
      const withheld = async () =>
        h.store.sql.query<{ submission_id: string; detail: Record<string, unknown> | string }>(
          "SELECT submission_id::text AS submission_id, detail FROM desk_audit WHERE action = 'mail.withheld' AND submission_id = ANY($1::uuid[])",
          [posted.map((p) => p.id)],
        );
      await vi.waitFor(async () => expect(await withheld()).toHaveLength(1));
      await vi.waitFor(() => expect(mailsTo(address)).toHaveLength(3));
      await h.desk.deps().mailer.drain();
      expect(mailsTo(address)).toHaveLength(3);

      // Every submission is stored; the one without its e-mail says so in the desk.
      const officer = await enrolStaff(h, 'officer');
      for (const { id } of posted) expect(await h.store.getSubmission(id)).toBeDefined();
      const [held] = await withheld();
      const unsent = posted.find((p) => p.id === held!.submission_id)!;
      expect(
        mailsTo(address)
          .map((m) => m.subject)
          .join('\n'),
      ).not.toContain(unsent.reference);
      const detail = await officer.client.json<{ mailWithheld: unknown[] }>('GET', `/submissions/${unsent.id}`);
      expect(detail.mailWithheld).toEqual([{ at: expect.any(String), mail: 'received', addresses: 1 }]);
      // The audit line counts addresses and names none.
      expect(JSON.stringify(held)).not.toContain(address);

      // Another address is not held back by this one's limit.
      const other = `other.${crypto.randomUUID().slice(0, 8)}@example.com`;
      expect((await post(h.intake, submission('contact', { ...contactData(), email: other }))).status).toBe(201);
      await h.sink.waitFor((m) => m.to.includes(other));
    });

    it('refuses a child’s name of 200 characters, or one that carries a link, with 422', async () => {
      const h = harness();
      for (const [firstName, message] of [
        ['A'.repeat(200), 'form.common.tooLong'],
        ['Win at spam.example', 'form.common.nameInvalid'],
        ['Ploy <a href=x>', 'form.common.nameInvalid'],
      ] as const) {
        const { body } = application([{ firstName, familyName: 'Jaidee' }], 'en', 'mai@example.com', h.clock.now());
        const res = await post(h.intake, body);
        expect(res.status).toBe(422);
        expect((await res.json()).fieldErrors).toEqual({ 'applicants.0.info.firstName': [message] });
        expect(await h.store.getSubmission(body.id)).toBeUndefined();
      }
    });
  });
}
