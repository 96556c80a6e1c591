// The desk's one list: every kind of submission, filtered by kind, stage, year and "needs
// attention", searched by reference or by a child's or parent's name in Thai, Latin, Cyrillic or
// Chinese, sorted and paged; its CSV export safe in a spreadsheet; and the first page's figures,
// safe copies of drafts among them as a number and opaque bytes.

import { describe, expect, it } from 'vitest';
import { copyDevice, randomId, sealedBlocks, sealedChunk } from '../intake/copy-device';
import { contactData, post, submission } from '../intake/support';
import { application, casesOf, enrolStaff, submitApplication, type Harness } from './support';

interface Page {
  total: number;
  rows: { reference: string; childName: string; kind: string; stage: string; duplicate: boolean; attention: boolean }[];
}

export function listSuite(harness: () => Harness) {
  describe('the list, its search and its export', () => {
    it('lists, filters, searches across scripts, sorts and pages every kind', async () => {
      const h = harness();
      const officer = await enrolStaff(h, 'officer');
      const anna = await submitApplication(h, [{ firstName: 'Анна', familyName: 'Иванова', year: 'y5' }], {
        withFiles: false,
      });
      await submitApplication(
        h,
        [
          { firstName: 'สมชาย', familyName: 'ใจดี' },
          { firstName: '小明', familyName: '王', year: 'y7' },
        ],
        { withFiles: false },
      );
      await submitApplication(h, [{ firstName: 'Zoe', familyName: 'Adams' }]);
      const contact = await post(h.intake, submission('contact', { ...contactData(), fullName: 'Pim Rattana' }));
      expect(contact.status).toBe(201);
      const list = (query: string) => officer.client.json<Page>('GET', `/cases?${query}`);

      expect((await list('')).total).toBe(5);
      expect((await list('kind=contact')).rows.map((r) => r.childName)).toEqual(['']);
      expect((await list('kind=application&year=y5')).rows.map((r) => r.childName)).toEqual(['Анна Иванова']);
      // Files still missing: the applications posted without their files need attention.
      expect((await list('attention=1')).total).toBe(3);
      const names = async (q: string) => (await list(`q=${encodeURIComponent(q)}`)).rows.map((r) => r.childName);
      expect(await names('anna ivanova')).toEqual(['Анна Иванова']);
      expect(await names('Иванова')).toEqual(['Анна Иванова']);
      expect(await names('สมชาย')).toEqual(['สมชาย ใจดี']);
      expect(await names('王')).toEqual(['小明 王']);
      expect(await names('xiaoming')).toEqual(['小明 王']);
      expect(await names('Rattana')).toEqual(['']);
      expect(await names(anna.reference)).toEqual(['Анна Иванова']);
      expect(await names('100%_')).toEqual([]);

      const byName = await list('kind=application&sort=name&dir=asc');
      expect(byName.rows.map((r) => r.childName)).toEqual(['Zoe Adams', 'Анна Иванова', 'สมชาย ใจดี', '小明 王']);
      const page2 = await list('kind=application&sort=name&dir=asc&pageSize=25&page=2');
      expect([page2.total, page2.rows]).toEqual([4, []]);
      const [child] = await casesOf(h, anna.id);
      await officer.client.post(`/cases/${child!.id}/move`, { to: 'under-review' });
      expect((await list('stage=under-review')).rows.map((r) => r.reference)).toEqual([anna.reference]);
      const audit = await h.store.sql.query<{ detail: Record<string, unknown> }>(
        "SELECT detail FROM desk_audit WHERE action = 'list.viewed' ORDER BY id DESC LIMIT 1",
      );
      expect(JSON.stringify(audit[0]!.detail)).not.toContain('Иванова');
    });

    it('exports the filtered list as CSV that a spreadsheet cannot run', async () => {
      const h = harness();
      const officer = await enrolStaff(h, 'officer');
      // A child's name holds letters only; a parent's name is free text, and the first in its cell.
      const { body } = application([{ firstName: 'Zara', familyName: 'Hale' }], 'en', 'mai@example.com', h.clock.now());
      Object.assign(body.data.parents.father, {
        firstName: '=HYPERLINK("https://evil.example","x")',
        familyName: '+Smith',
      });
      expect((await post(h.intake, body)).status).toBe(201);
      const response = await officer.client.get('/cases/export?q=hyperlink');
      expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(response.headers.get('content-disposition')).toMatch(
        /^attachment; filename="admissions-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      const bytes = new Uint8Array(await response.arrayBuffer());
      expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const text = new TextDecoder().decode(bytes.slice(3));
      const [header, row] = text.split('\r\n');
      expect(header).toBe(
        'reference,kind,received,child,date of birth,year,stage,since,offer deadline,assignee,parents,e-mail',
      );
      expect(row).toContain(`"'=HYPERLINK(""https://evil.example"",""x"") +Smith, Mai`);
      expect(row).not.toMatch(/,=|,\+/);
      const exported = await h.store.sql.query("SELECT 1 FROM desk_audit WHERE action = 'export.csv'");
      expect(exported.length).toBeGreaterThan(0);
    });

    it('counts applications per stage, per year against places and per month', async () => {
      const h = harness();
      const officer = await enrolStaff(h, 'officer');
      const stats = await officer.client.json<{
        stages: { stage: string; count: number }[];
        years: { year: string; open: number; places: number | null }[];
        months: { month: number; thisYear: number; lastYear: number }[];
      }>('GET', '/stats');
      const stage = (name: string) => stats.stages.find((s) => s.stage === name)?.count;
      expect(stage('received')).toBe(4);
      expect(stage('under-review')).toBe(1);
      expect(stats.years.find((y) => y.year === 'y5')).toEqual({ year: 'y5', open: 1, accepted: 0, places: 8 });
      expect(stats.years.find((y) => y.year === 'y2')).toMatchObject({ open: 3, places: 10 });
      expect(stats.years.find((y) => y.year === 'y9')).toMatchObject({ open: 0, places: null });
      expect(stats.months[2]).toEqual({ month: 3, thisYear: 5, lastYear: 0 });
    });

    it('counts safe copies of drafts as a number and their sealed bytes, nothing else of them', async () => {
      const h = harness();
      const officer = await enrolStaff(h, 'officer');
      type Copies = { safeCopies: Record<string, number> };
      const before = (await officer.client.json<Copies>('GET', '/stats')).safeCopies;
      const device = copyDevice(h.intake);
      expect((await device.create()).status).toBe(201);
      const change = await sealedBlocks(2);
      expect((await device.append([{ changeId: randomId(), body: change }])).status).toBe(200);
      expect((await device.putChunk(randomId(), 0, await sealedChunk(1000))).status).toBe(204);
      expect((await copyDevice(h.intake).create('index')).status).toBe(201);

      const after = (await officer.client.json<Copies>('GET', '/stats')).safeCopies;
      expect(after).toEqual({
        count: before!.count! + 2,
        bytes: before!.bytes! + Buffer.from(change, 'base64url').length + 1029,
      });
    });
  });
}
