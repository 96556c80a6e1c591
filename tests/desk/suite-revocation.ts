// A status link staff revoked stays revoked: the confirmation once the files arrive, the news of a
// move, the offer and its expiry all reach the family (in Russian here) without any link, saying
// how to reach the school, and the old link keeps answering "revoked". Only a member of staff's
// renewal, audited with who and when, makes a new link, and the e-mails carry it again.

import { describe, expect, it } from 'vitest';
import { brand } from '../../src/config/brand';
import { expireOffers } from '../../server/desk/upkeep';
import type { SinkMessage } from '../support/smtp-sink';
import { upload } from '../intake/support';
import { casesOf, enrolStaff, linkToken, signIn, statusOf, submitApplication, type Harness } from './support';

const DAY_MS = 24 * 3600 * 1000;

export function revocationSuite(harness: () => Harness) {
  describe('a revoked status link', () => {
    it('is never made again by an e-mail; only a staff renewal makes a new one, audited', async () => {
      const h = harness();
      const officer = await enrolStaff(h, 'officer');
      const head = await enrolStaff(h, 'head');
      const email = `sokolova.${crypto.randomUUID().slice(0, 8)}@example.com`;
      const receipt = await submitApplication(h, [{ firstName: 'Арина', familyName: 'Соколова' }], {
        locale: 'ru',
        email,
        withFiles: false,
      });
      const seen = new Set<SinkMessage>();
      const nextMail = async () => {
        const mail = await h.sink.waitFor((m) => m.to.includes(email) && !seen.has(m));
        seen.add(mail);
        return mail;
      };
      const revoke = await officer.client.post(`/submissions/${receipt.id}/status-link`, { action: 'revoke' });
      expect(revoke.status).toBe(204);

      // Complete: the last file arrives and the confirmation goes out.
      for (const file of receipt.files) expect((await upload(h.intake, receipt.id, file, file.bytes)).status).toBe(204);
      const confirmation = await nextMail();
      expect(confirmation.subject).toContain('Мы получили');
      // Move the case: news of the stage.
      const [child] = await casesOf(h, receipt.id);
      expect((await officer.client.post(`/cases/${child!.id}/move`, { to: 'under-review' })).status).toBe(200);
      const review = await nextMail();
      // The offer, then its expiry.
      expect((await head.client.post(`/cases/${child!.id}/move`, { to: 'offer-made' })).status).toBe(200);
      const offer = await nextMail();
      expect(offer.subject).toContain('Предложение места');
      h.clock.advance(15 * DAY_MS);
      expect(await expireOffers(h.desk.deps(), [child!.id])).toBe(1);
      const expiry = await nextMail();

      for (const mail of [confirmation, review, offer, expiry]) {
        expect(mail.text).not.toMatch(/application-status/);
        expect(mail.html).not.toMatch(/href=/);
        expect(mail.text).toContain('Личная ссылка на вашу страницу статуса больше не действует');
        expect(mail.text).toContain(brand.email);
        expect(mail.text).toContain(brand.phone);
      }
      expect(offer.text).toContain('ответьте на это письмо');
      const revoked = await statusOf(h, receipt.statusToken!);
      expect([revoked.status, await revoked.json()]).toEqual([410, { error: 'revoked' }]);
      const live = await h.store.sql.query(
        'SELECT id FROM desk_status_links WHERE submission_id = $1 AND revoked_at IS NULL',
        [receipt.id],
      );
      expect(live).toEqual([]);

      // A member of staff renews it (signed in again: two weeks went by): one audit line says who
      // and when, and the link works.
      const { client } = await signIn(h, officer.client.email, officer.secret);
      const renewedAt = h.clock.now().toISOString();
      const renew = await client.post(`/submissions/${receipt.id}/status-link`, { action: 'renew' });
      expect(renew.status).toBe(204);
      const renewal = await nextMail();
      const token = linkToken(renewal.text, 'status');
      expect((await statusOf(h, token)).status).toBe(200);
      expect((await statusOf(h, receipt.statusToken!)).status).toBe(410);
      const lines = await h.store.sql.query<{ action: string; actor: string; actor_id: string; at: Date | string }>(
        `SELECT action, actor, actor_id::text AS actor_id, at FROM desk_audit
         WHERE submission_id = $1 AND action LIKE 'status-link.%' ORDER BY id`,
        [receipt.id],
      );
      expect(lines.map((l) => [l.action, l.actor, l.actor_id, new Date(l.at).toISOString()])).toEqual([
        ['status-link.revoked', officer.client.email, officer.id, expect.any(String)],
        ['status-link.renewed', officer.client.email, officer.id, renewedAt],
      ]);

      // From now on the e-mails carry the renewed link again.
      const headAgain = (await signIn(h, head.client.email, head.secret)).client;
      expect((await headAgain.post(`/cases/${child!.id}/move`, { to: 'offer-made' })).status).toBe(200);
      const again = await nextMail();
      expect(linkToken(again.text, 'status')).toBe(token);
      expect(linkToken(again.text, 'offer', 'a')).toBeTruthy();
    }, 60_000);
  });
}
