// Duplicates and data protection: the same child written in another script is flagged and linked;
// the audit log cannot be changed, even in the database; retention deletes what ended long ago
// with its files; a family's request to delete is honoured by an administrator; a status link can
// be revoked (the page then says so, with nothing personal) and renewed by e-mail.

import { describe, expect, it } from 'vitest';
import { migrateDesk } from '../../server/desk/migrations';
import { extensionDatabase, intakeRecords } from '../../server/intake';
import { applyRetention } from '../../server/desk/upkeep';
import { casesOf, enrolStaff, filesKept, linkToken, statusOf, submitApplication, type Harness } from './support';

export function privacySuite(harness: () => Harness) {
  describe('duplicates and data protection', () => {
    it('flags a child who already has an open application, in any script, and links the two', async () => {
      const h = harness();
      const officer = await enrolStaff(h, 'officer');
      const first = await submitApplication(
        h,
        [{ firstName: 'Anna', familyName: 'Ivanova', dateOfBirth: '2017-02-03' }],
        { withFiles: false },
      );
      const second = await submitApplication(
        h,
        [{ firstName: 'Анна', familyName: 'Иванова', dateOfBirth: '2017-02-03' }],
        { withFiles: false },
      );
      const other = await submitApplication(
        h,
        [{ firstName: 'Анна', familyName: 'Иванова', dateOfBirth: '2016-02-03' }],
        { withFiles: false },
      );
      const thai = await submitApplication(h, [{ firstName: 'สมชาย', familyName: 'ใจดี', dateOfBirth: '2015-07-07' }], {
        withFiles: false,
      });
      const roman = await submitApplication(
        h,
        [{ firstName: 'Somchai', familyName: 'Jaidee', dateOfBirth: '2015-07-07' }],
        { withFiles: false },
      );
      const han = await submitApplication(h, [{ firstName: '小明', familyName: '王', dateOfBirth: '2014-01-01' }], {
        withFiles: false,
      });
      const pinyin = await submitApplication(
        h,
        [{ firstName: 'Wang', familyName: 'Xiaoming', dateOfBirth: '2014-01-01' }],
        { withFiles: false },
      );
      const duplicatesOf = async (id: string) =>
        (
          await officer.client.json<{ cases: { duplicates: { reference: string }[] }[] }>('GET', `/submissions/${id}`)
        ).cases[0]!.duplicates.map((d) => d.reference);
      expect(await duplicatesOf(second.id)).toEqual([first.reference]);
      expect(await duplicatesOf(first.id)).toEqual([second.reference]);
      expect(await duplicatesOf(other.id)).toEqual([]);
      expect(await duplicatesOf(roman.id)).toEqual([thai.reference]);
      expect(await duplicatesOf(pinyin.id)).toEqual([han.reference]);
      const listed = await officer.client.json<{ rows: { reference: string; duplicate: boolean }[] }>(
        'GET',
        '/cases?q=ivanova',
      );
      expect(
        listed.rows
          .filter((r) => r.duplicate)
          .map((r) => r.reference)
          .sort(),
      ).toEqual([first.reference, second.reference].sort());
    });

    it('flags a child with a short name written in Thai or Chinese letters, but never a twin', async () => {
      const h = harness();
      const officer = await enrolStaff(h, 'officer');
      const born = '2019-08-21';
      const apply = (firstName: string, familyName: string, locale = 'en') =>
        submitApplication(h, [{ firstName, familyName, dateOfBirth: born }], { withFiles: false, locale });
      const latin = await apply('Mia', 'Chen');
      const thai = await apply('เมีย', 'เฉิน', 'th');
      const chinese = await apply('米娅', '陈', 'cn');
      // Twins in one application: the same family name and day of birth, another given name.
      const twins = await submitApplication(
        h,
        [
          { firstName: 'Maya', familyName: 'Chen', dateOfBirth: born },
          { firstName: 'Leo', familyName: 'Chen', dateOfBirth: born },
        ],
        { withFiles: false },
      );
      const duplicates = async (id: string) =>
        (
          await officer.client.json<{ cases: { duplicates: { reference: string }[] }[] }>('GET', `/submissions/${id}`)
        ).cases.map((c) => c.duplicates.map((d) => d.reference).sort());
      expect(await duplicates(latin.id)).toEqual([[thai.reference, chinese.reference].sort()]);
      expect(await duplicates(thai.id)).toEqual([[latin.reference, chinese.reference].sort()]);
      expect(await duplicates(twins.id)).toEqual([[], []]);

      // Cases made before family names were kept (keyed by the former name key, some pairs never
      // linked): the migration gives them their family names and links them, once.
      const ids = [latin.id, thai.id, chinese.id];
      await h.store.sql.query('ALTER TABLE desk_cases ADD COLUMN name_key text');
      await h.store.sql.query('UPDATE desk_cases SET family_name = NULL WHERE submission_id = ANY($1::uuid[])', [ids]);
      await h.store.sql.query(
        `DELETE FROM desk_duplicates WHERE case_id IN (SELECT id FROM desk_cases WHERE submission_id = ANY($1::uuid[]))
           OR other_id IN (SELECT id FROM desk_cases WHERE submission_id = ANY($1::uuid[]))`,
        [ids],
      );
      expect(await duplicates(latin.id)).toEqual([[]]);
      // A database of that release had recorded no migration of the desk's.
      await h.store.sql.query("DELETE FROM schema_migrations WHERE owner = 'desk'");
      await migrateDesk(extensionDatabase(h.store), intakeRecords(h.store));
      expect(await duplicates(latin.id)).toEqual([[thai.reference, chinese.reference].sort()]);
      expect(await duplicates(twins.id)).toEqual([[], []]);
      const columns = await h.store.sql.query(
        "SELECT 1 FROM information_schema.columns WHERE table_name = 'desk_cases' AND column_name = 'name_key'",
      );
      expect(columns).toEqual([]);
    }, 30_000);

    it('keeps an audit log that neither the desk nor the database lets anyone change', async () => {
      const h = harness();
      const officer = await enrolStaff(h, 'officer');
      const receipt = await submitApplication(h, [{ firstName: 'Kai', familyName: 'Berg' }], { withFiles: false });
      await officer.client.get(`/submissions/${receipt.id}`);
      const [{ n: before }] = (await h.store.sql.query<{ n: string }>('SELECT count(*) AS n FROM desk_audit')) as [
        { n: string },
      ];
      await expect(h.store.sql.query("UPDATE desk_audit SET actor = 'someone else'")).rejects.toThrow(/append-only/);
      await expect(h.store.sql.query('DELETE FROM desk_audit WHERE submission_id = $1', [receipt.id])).rejects.toThrow(
        /append-only/,
      );
      await expect(h.store.sql.query('TRUNCATE desk_audit')).rejects.toThrow(/append-only/);
      const [{ n: after }] = (await h.store.sql.query<{ n: string }>('SELECT count(*) AS n FROM desk_audit')) as [
        { n: string },
      ];
      expect(after).toBe(before);
      const viewed = await h.store.sql.query<{ actor: string }>(
        "SELECT actor FROM desk_audit WHERE submission_id = $1 AND action = 'submission.viewed'",
        [receipt.id],
      );
      expect(viewed.map((row) => row.actor)).toEqual([officer.client.email]);
      expect((await officer.client.request('DELETE', '/audit')).status).toBe(404);
    });

    it('deletes, with their files, the applications that ended more than the retention period ago', async () => {
      const h = harness();
      const officer = await enrolStaff(h, 'officer');
      const ended = await submitApplication(h, [{ firstName: 'Old', familyName: 'Withdrawn' }]);
      const open = await submitApplication(h, [{ firstName: 'Still', familyName: 'Open' }]);
      const recent = await submitApplication(h, [{ firstName: 'Recent', familyName: 'Refusal' }]);
      await officer.client.post(`/cases/${(await casesOf(h, ended.id))[0]!.id}/move`, { to: 'withdrawn' });
      h.clock.advance(23 * 31 * 24 * 3600 * 1000);
      await officer.client.post(`/cases/${(await casesOf(h, recent.id))[0]!.id}/move`, { to: 'not-offered' });
      h.clock.advance(2 * 31 * 24 * 3600 * 1000);
      expect(await filesKept(h, ended)).toBe(ended.files.length);
      // Earlier tests' ended cases go too; these three are the ones this test watches.
      expect(await applyRetention(h.desk.deps())).toBeGreaterThanOrEqual(1);
      expect(await filesKept(h, ended)).toBe(0);
      expect(await filesKept(h, open)).toBe(open.files.length);
      const left = await h.store.sql.query<{ id: string }>(
        'SELECT id::text AS id FROM submissions WHERE id = ANY($1::uuid[])',
        [[ended.id, open.id, recent.id]],
      );
      expect(left.map((r) => r.id).sort()).toEqual([open.id, recent.id].sort());
      const line = await h.store.sql.query<{ actor: string; reference: string; detail: unknown }>(
        "SELECT actor, reference, detail FROM desk_audit WHERE action = 'retention.deleted' AND reference = $1",
        [ended.reference],
      );
      expect(line).toEqual([{ actor: 'system', reference: ended.reference, detail: { kind: 'application' } }]);
      expect(await (await statusOf(h, ended.statusToken!)).json()).toEqual({ error: 'revoked' });
    });

    it('deletes a family’s application on an administrator’s confirmed request', async () => {
      const h = harness();
      const admin = await enrolStaff(h, 'administrator');
      const receipt = await submitApplication(h, [{ firstName: 'Gone', familyName: 'Away' }]);
      expect(
        await (await admin.client.post(`/submissions/${receipt.id}/delete`, { confirm: 'CCIS-0000-000000' })).json(),
      ).toEqual({ error: 'confirm' });
      expect(
        (await admin.client.post(`/submissions/${receipt.id}/delete`, { confirm: receipt.reference })).status,
      ).toBe(204);
      expect(await h.store.getSubmission(receipt.id)).toBeUndefined();
      expect(await filesKept(h, receipt)).toBe(0);
      expect((await admin.client.get(`/submissions/${receipt.id}`)).status).toBe(404);
      const lines = await h.store.sql.query<{ detail: unknown }>(
        "SELECT detail FROM desk_audit WHERE action = 'submission.deleted' AND reference = $1",
        [receipt.reference],
      );
      expect(lines).toEqual([{ detail: { kind: 'application' } }]);
      expect(
        JSON.stringify(await h.store.sql.query('SELECT * FROM desk_audit WHERE submission_id = $1', [receipt.id])),
      ).not.toContain('Gone');
    });

    it('revokes a status link (the page says it is no longer valid) and renews it by e-mail', async () => {
      const h = harness();
      const officer = await enrolStaff(h, 'officer');
      const receipt = await submitApplication(h, [{ firstName: 'Lin', familyName: 'Zhou' }], {
        locale: 'cn',
        email: 'zhou@example.com',
      });
      expect((await statusOf(h, receipt.statusToken!)).status).toBe(200);
      expect((await officer.client.post(`/submissions/${receipt.id}/status-link`, { action: 'revoke' })).status).toBe(
        204,
      );
      const revoked = await statusOf(h, receipt.statusToken!);
      expect([revoked.status, await revoked.json()]).toEqual([410, { error: 'revoked' }]);
      expect((await officer.client.post(`/submissions/${receipt.id}/status-link`, { action: 'renew' })).status).toBe(
        204,
      );
      const mail = await h.sink.waitFor((m) => m.to.includes('zhou@example.com') && m.subject.includes('新状态链接'));
      const token = linkToken(mail.text, 'status');
      expect(token).not.toBe(receipt.statusToken);
      expect(mail.html).toContain(`https://school.test/cn/application-status#${token}`);
      expect((await statusOf(h, token)).status).toBe(200);
      expect((await statusOf(h, receipt.statusToken!)).status).toBe(410);
    });
  });
}
