// The fees from offer accepted to receipt, as a Thai family with two children and the office live
// them (docs/fees.md): the younger child's invoice with the sibling discount and the full year the
// family chose, issued by an officer who checked it, e-mailed in Thai with a PromptPay code that
// decodes to the right tags, references, amount and CRC, printed as a PDF whose text holds the
// lines; slips uploaded as files of the application, their own QR codes read, a slip used twice
// refused, a wrong amount shown with its difference, partial payments adding up to a receipt, and
// the "fees paid" event once. Refusals change nothing.

import { parse } from 'promptparse';
import { describe, expect, it } from 'vitest';
import { createCases } from '../../server/desk/cases';
import { onFeesPaid, feesPaid, type FeesPaidEvent } from '../../server/desk/money';
import { sendFeeReminders } from '../../server/desk/money/reminders';
import { upload } from '../intake/support';
import { acceptAll, decodeQr, familyPost, pdfText, slipFile, slipPicture } from './money-support';
import { enrolStaff, statusOf, submitApplication, type Harness } from './support';

const BAHT = 100;

export function moneySuite(harness: () => Harness) {
  describe('fees from offer accepted to receipt', () => {
    it('issues the younger child’s invoice with the discounts, and takes it to a receipt', async () => {
      const h = harness();
      const events: FeesPaidEvent[] = [];
      onFeesPaid(h.desk.deps(), async (event) => void events.push(event));
      const officer = await enrolStaff(h, 'officer');
      const receipt = await submitApplication(
        h,
        [
          { firstName: 'Ann', familyName: 'Suksan', dateOfBirth: '2019-03-01', year: 'y2' },
          { firstName: 'Ben', familyName: 'Suksan', dateOfBirth: '2016-07-15', year: 'y5' },
        ],
        { locale: 'th', email: 'suksan@example.com' },
      );
      const [ann, ben] = await acceptAll(h, receipt.id);
      const token = receipt.statusToken!;

      // The family picks the full year for Ann on its status page.
      const chosen = await familyPost(h, 'plan', { token, child: 0, plan: 'year' });
      expect(chosen.status).toBe(200);
      expect(await chosen.json()).toMatchObject({ plan: 'year', planOpen: true });

      // Ann is the second child (Ben is older): 138,000 × 3 = 414,000; sibling 10% = 41,400;
      // 5% of 372,600 = 18,630; with the admissions fee and deposit 95,000: 448,970 baht.
      const fees = await officer.client.json<{
        preview: { total: number; rank: number; lines: { kind: string; amount: number }[] };
      }>('GET', `/money/cases/${ann!.id}/fees`);
      expect(fees.preview.rank).toBe(2);
      expect(fees.preview.total).toBe(448_970 * BAHT);
      expect(fees.preview.lines.map((l) => [l.kind, l.amount / BAHT])).toEqual([
        ['admissions-fee', 65_000],
        ['security-deposit', 30_000],
        ['tuition', 414_000],
        ['sibling-discount', -41_400],
        ['full-year-discount', -18_630],
      ]);

      // The officer checked another total: nothing is issued, the new figure is shown.
      const stale = await officer.client.post(`/money/cases/${ann!.id}/invoices`, { expectedTotal: 1 });
      expect([stale.status, await stale.json()]).toEqual([409, { error: 'changed', total: 448_970 * BAHT }]);
      const issued = await officer.client.post(`/money/cases/${ann!.id}/invoices`, { expectedTotal: 448_970 * BAHT });
      expect(issued.status).toBe(201);
      const again = await officer.client.post(`/money/cases/${ann!.id}/invoices`, { expectedTotal: 448_970 * BAHT });
      expect([again.status, (await again.json()).error]).toEqual([409, 'issued']);

      // The Thai e-mail: the amount, the references, the bank, the QR code as an image.
      const mail = await h.sink.waitFor(
        (m) => m.to.includes('suksan@example.com') && m.subject.includes('INV-2025-0001'),
      );
      expect(mail.language).toBe('th');
      expect(mail.text).toContain('448,970');
      expect(`${mail.subject}\n${mail.text}`).not.toMatch(/[{}]|\b(mail|doc|form)\.[a-z]/);
      expect(mail.text).toContain('CCIS');
      const image = /src="https:\/\/school\.test(\/api\/fees\/qr\/[^"]+\.png)"/.exec(mail.html)?.[1];
      expect(image).toBeDefined();
      const png = await h.intake.request(image!);
      expect(png.headers.get('content-type')).toBe('image/png');
      const payload = await decodeQr(new Uint8Array(await png.arrayBuffer()));
      const qr = parse(payload!, true)!;
      expect(qr.getTagValue('00')).toBe('01');
      expect(qr.getTagValue('30', '00')).toBe('A000000677010112');
      expect(qr.getTagValue('30', '01')).toBe(h.config.money.billerId);
      expect(qr.getTagValue('30', '02')).toBe('INV20250001');
      expect(qr.getTagValue('30', '03')).toMatch(/^CCIS\d+C1$/);
      expect(qr.getTagValue('53')).toBe('764');
      expect(qr.getTagValue('54')).toBe('448970.00');

      // The status page carries the same payload, so it shows offline from the kept answer.
      const status = await (await statusOf(h, token)).json();
      expect(status.cases[0].fees.invoice).toMatchObject({
        number: 'INV-2025-0001',
        promptPay: payload,
        balance: 448_970 * BAHT,
      });
      expect(status.cases[0].fees.planOpen).toBe(true);

      // The printable invoice in Thai holds its lines and total.
      const pdf = await officer.client.get('/money/documents/INV-2025-0001.pdf');
      expect(pdf.headers.get('content-type')).toBe('application/pdf');
      const text = await pdfText(new Uint8Array(await pdf.arrayBuffer()));
      for (const words of ['INV-2025-0001', 'ใบแจ้งหนี้', '414,000.00', '-41,400.00', '-18,630.00', '448,970.00'])
        expect(text).toContain(words);

      // A first slip for part of it: the officer types what the bank shows and sees the difference.
      const first = slipFile(await slipPicture('014', '2025031012345678'));
      const declared = await familyPost(h, 'slip', { token, child: 0, invoice: 'INV-2025-0001', file: first.file });
      expect([declared.status, await declared.json()]).toEqual([201, { accepted: true, submissionId: receipt.id }]);
      expect((await upload(h.intake, receipt.id, first.attachment, first.bytes)).status).toBe(204);
      const slipOf = async (attachmentId: string) =>
        (
          await officer.client.json<{ slips: { id: string; attachmentId: string; flags: string[] }[] }>(
            'GET',
            `/money/cases/${ann!.id}/fees`,
          )
        ).slips.find((slip) => slip.attachmentId === attachmentId)!;
      const seen = await slipOf(first.file.id);
      expect(seen).toMatchObject({
        bank: '014',
        transactionRef: '2025031012345678',
        arrived: true,
        flags: [],
      });
      const slipId = seen.id;
      const partial = { amount: 50_000 * BAHT, receivedOn: '2026-03-10' };
      const flagged = await officer.client.post(`/money/slips/${slipId}/confirm`, partial);
      expect([flagged.status, await flagged.json()]).toEqual([
        409,
        { error: 'flagged', flags: ['amount-differs'], balance: 448_970 * BAHT, difference: -398_970 * BAHT },
      ]);
      expect(
        (await officer.client.post(`/money/slips/${slipId}/confirm`, { ...partial, overrideFlags: true })).status,
      ).toBe(200);
      // 50,000 does not cover the admissions fee and the deposit (95,000): not "paid" yet.
      expect(events).toEqual([]);
      expect((await feesPaid(h.desk.deps().db, ann!.id)).paid).toBe(false);

      // The same picture sent again is flagged, and never counted.
      const twice = slipFile(first.bytes, 'image/png', 'slip-again.png');
      await familyPost(h, 'slip', { token, child: 0, invoice: 'INV-2025-0001', file: twice.file });
      await upload(h.intake, receipt.id, twice.attachment, twice.bytes);
      const dup = await slipOf(twice.file.id);
      expect(dup.flags).toEqual(['already-used', 'same-image']);
      const reused = await officer.client.post(`/money/slips/${dup.id}/confirm`, {
        amount: 398_970 * BAHT,
        receivedOn: '2026-03-10',
        overrideFlags: true,
      });
      expect([reused.status, (await reused.json()).error]).toEqual([409, 'already-used']);

      // The rest, by another transfer: paid, a receipt, the event once.
      const rest = slipFile(await slipPicture('004', '2025031099990000', 250));
      await familyPost(h, 'slip', { token, child: 0, invoice: 'INV-2025-0001', file: rest.file });
      await upload(h.intake, receipt.id, rest.attachment, rest.bytes);
      const last = await slipOf(rest.file.id);
      expect(last.flags).toEqual([]);
      const paid = await officer.client.post(`/money/slips/${last.id}/confirm`, {
        amount: 398_970 * BAHT,
        receivedOn: '2026-03-11',
      });
      expect(paid.status).toBe(200);
      expect(await paid.json()).toMatchObject({
        balance: 0,
        feesPaid: true,
        invoices: [{ state: 'paid', receipt: { number: 'RC-2025-0001' } }],
      });
      expect(events).toEqual([expect.objectContaining({ caseId: ann!.id, invoice: 'INV-2025-0001' })]);
      expect(await feesPaid(h.desk.deps().db, ann!.id)).toMatchObject({ paid: true, invoice: 'INV-2025-0001' });
      await h.sink.waitFor((m) => m.to.includes('suksan@example.com') && m.subject.includes('RC-2025-0001'));
      const rc = await familyPost(h, 'document', { token, number: 'RC-2025-0001' });
      expect(await pdfText(new Uint8Array(await rc.arrayBuffer()))).toContain('448,970.00');
      expect((await (await statusOf(h, token)).json()).cases[0].fees.invoice).toMatchObject({
        state: 'paid',
        promptPay: '',
      });

      // Ben, the eldest, pays full tuition: 95,000 + 146,000 = 241,000.
      const benFees = await officer.client.json<{ preview: { total: number; rank: number } }>(
        'GET',
        `/money/cases/${ben!.id}/fees`,
      );
      expect(benFees.preview).toMatchObject({ rank: 1, total: 241_000 * BAHT });
    }, 60_000);

    it('refuses an edit, a file it does not take, an unknown invoice; corrects by credit note; reminds once', async () => {
      const h = harness();
      const officer = await enrolStaff(h, 'officer');
      const receipt = await submitApplication(h, [{ firstName: 'Ivan', familyName: 'Petrov', year: 'y2' }], {
        locale: 'ru',
        email: 'petrov@example.com',
      });
      const [ivan] = await acceptAll(h, receipt.id);
      const token = receipt.statusToken!;
      // One child, first term: 95,000 + 138,000 = 233,000.
      const issued = await officer.client.post(`/money/cases/${ivan!.id}/invoices`, { expectedTotal: 233_000 * BAHT });
      const [invoice] = (await issued.json()).invoices as { id: string; number: string; total: number }[];
      const stored = () =>
        h.store.sql.query<{ total: number; plan: string }>(
          'SELECT total::float8 AS total, plan FROM desk_invoices WHERE id = $1',
          [invoice!.id],
        );

      // An issued invoice never changes: no route edits it, and the database refuses.
      for (const method of ['PATCH', 'PUT', 'DELETE']) {
        const edit = await officer.client.request(method, `/money/invoices/${invoice!.id}`, { total: 1 });
        expect([edit.status, await edit.json()]).toEqual([405, { error: 'issued' }]);
      }
      await expect(
        h.store.sql.query('UPDATE desk_invoices SET total = 1 WHERE id = $1', [invoice!.id]),
      ).rejects.toThrow();
      await expect(h.store.sql.query('DELETE FROM desk_invoices WHERE id = $1', [invoice!.id])).rejects.toThrow();
      expect(await stored()).toEqual([{ total: 233_000 * BAHT, plan: 'term' }]);

      // Slips the brief does not take, or for an invoice that is not the child's: refused, nothing kept.
      const picture = slipFile(await slipPicture('014', '2025031055550000'));
      const slip = (file: object, invoiceNumber = invoice!.number) =>
        familyPost(h, 'slip', { token, child: 0, invoice: invoiceNumber, file: { ...picture.file, ...file } });
      for (const [file, error, status] of [
        [{ type: 'text/html', name: 'slip.html' }, 'file-type', 422],
        [{ size: 11 * 1024 * 1024 }, 'file-size', 422],
        [{ size: 0 }, 'file-size', 422],
      ] as const) {
        const refused = await slip(file);
        expect([refused.status, await refused.json()]).toEqual([status, { error }]);
      }
      const elsewhere = await slip({}, 'INV-2025-0999');
      expect([elsewhere.status, await elsewhere.json()]).toEqual([404, { error: 'not-found' }]);
      expect(await h.store.sql.query('SELECT 1 FROM desk_slips WHERE case_id = $1', [ivan!.id])).toEqual([]);

      // The family switches to the full year: the desk sees the live invoice differ and re-issues it.
      expect((await familyPost(h, 'plan', { token, child: 0, plan: 'year' })).status).toBe(200);
      const before = await officer.client.json<{ reissue: boolean }>('GET', `/money/cases/${ivan!.id}/fees`);
      expect(before.reissue).toBe(true);
      const credited = await officer.client.post(`/money/invoices/${invoice!.id}/credit-note`, {
        reason: 'Full year chosen',
        reissue: true,
      });
      expect(credited.status).toBe(201);
      const after = (await credited.json()) as {
        reissue: boolean;
        invoices: { number: string; state: string; total: number; creditNote: { number: string } | null }[];
      };
      // 138,000 × 3 = 414,000; 5% = 20,700; 95,000 + 414,000 − 20,700 = 488,300.
      expect(after.reissue).toBe(false);
      expect(after.invoices.map((i) => [i.state, i.total / BAHT, Boolean(i.creditNote)])).toEqual([
        ['open', 488_300, false],
        ['cancelled', 233_000, true],
      ]);
      expect(after.invoices[1]!.creditNote!.number).toMatch(/^CN-2025-\d{4}$/);
      expect(await stored()).toEqual([{ total: 233_000 * BAHT, plan: 'term' }]);
      const twice = await officer.client.post(`/money/invoices/${invoice!.id}/credit-note`, { reason: 'again' });
      expect([twice.status, (await twice.json()).error]).toEqual([409, 'cancelled']);
      const live = after.invoices[0]!.number;

      // Reminders in Russian: two days before the due day (17 March) and a day after it, each once.
      const deps = h.desk.deps();
      h.clock.set(new Date('2026-03-14T02:00:00Z'));
      expect(await sendFeeReminders(deps)).toBe(0);
      h.clock.set(new Date('2026-03-15T02:00:00Z'));
      expect(await sendFeeReminders(deps)).toBe(1);
      expect(await sendFeeReminders(deps)).toBe(0);
      const soon = await h.sink.waitFor(
        (m) => m.to.includes('petrov@example.com') && m.subject.startsWith('Напоминание'),
      );
      expect(soon.subject).toContain(live);
      expect(soon.text).toContain('488');
      expect(`${soon.subject}\n${soon.text}`).not.toMatch(/[{}]|\b(mail|doc|form)\.[a-z]/);
      h.clock.set(new Date('2026-03-18T02:00:00Z'));
      expect(await Promise.all([sendFeeReminders(deps), sendFeeReminders(deps)])).toContain(1);
      expect(await sendFeeReminders(deps)).toBe(0);
      await h.sink.waitFor((m) => m.to.includes('petrov@example.com') && m.subject.includes('просрочен'));
      expect(
        await h.store.sql.query<{ kind: string }>(
          'SELECT kind FROM desk_fee_reminders r JOIN desk_invoices i ON i.id = r.invoice_id WHERE i.number = $1 ORDER BY kind',
          [live],
        ),
      ).toEqual([{ kind: 'before-due' }, { kind: 'overdue' }]);

      // The overview: Ivan's 488,300 is overdue (the other family's invoice is paid).
      const later = await enrolStaff(h, 'readonly');
      const stats = await later.client.json<Record<string, number>>('GET', '/money/stats/money');
      expect(stats).toMatchObject({ overdue: 488_300 * BAHT, overdueCount: 1, due: 0, dueCount: 0 });
      expect(stats.accepted).toBeGreaterThanOrEqual(stats.paid! + 1);
    }, 60_000);

    it('adds the bus when a bus registration of the same family names the child', async () => {
      const h = harness();
      const officer = await enrolStaff(h, 'officer');
      const receipt = await submitApplication(h, [{ firstName: 'Mia', familyName: 'Lee', year: 'y2' }], {
        email: 'lee@example.com',
      });
      const [mia] = await acceptAll(h, receipt.id);
      // A bus registration made from the parents' address (any case), first for a brother only.
      const register = (students: { firstName: string; familyName: string }[]) =>
        createCases(h.desk.deps().db, {
          id: crypto.randomUUID(),
          kind: 'bus',
          reference: `CCIS-2026-9${String(Math.floor(Math.random() * 1e5)).padStart(5, '0')}`,
          locale: 'en',
          receivedAt: h.clock.now(),
          data: { students, contacts: [{ contactEmail: 'LEE@example.com' }] },
        } as never);
      const preview = async () =>
        (await officer.client.json<{ preview: { bus: boolean; total: number } }>('GET', `/money/cases/${mia!.id}/fees`))
          .preview;
      await register([{ firstName: 'Max', familyName: 'Lee' }]);
      expect(await preview()).toMatchObject({ bus: false, total: 233_000 * BAHT });
      await register([
        { firstName: 'Max', familyName: 'Lee' },
        { firstName: ' mia', familyName: 'LEE ' },
      ]);
      // 95,000 + 138,000 + one term of the bus 12,000 = 245,000.
      expect(await preview()).toMatchObject({ bus: true, total: 245_000 * BAHT });
    });

    it('asks for a re-issue when an older sibling accepts after the invoice was issued', async () => {
      const h = harness();
      const officer = await enrolStaff(h, 'officer');
      const receipt = await submitApplication(
        h,
        [
          { firstName: 'Nok', familyName: 'Wong', dateOfBirth: '2019-01-01', year: 'y2' },
          { firstName: 'Tan', familyName: 'Wong', dateOfBirth: '2015-01-01', year: 'y5' },
        ],
        { email: 'wong@example.com' },
      );
      const [nok] = await acceptAll(h, receipt.id, [0]);
      const fees = () =>
        officer.client.json<{ reissue: boolean; preview: { rank: number; total: number } }>(
          'GET',
          `/money/cases/${nok!.id}/fees`,
        );
      // Alone, Nok is the first child: 95,000 + 138,000 = 233,000.
      expect((await fees()).preview).toMatchObject({ rank: 1, total: 233_000 * BAHT });
      expect(
        (await officer.client.post(`/money/cases/${nok!.id}/invoices`, { expectedTotal: 233_000 * BAHT })).status,
      ).toBe(201);
      await acceptAll(h, receipt.id, [1]);
      // Tan is older: Nok becomes the second child, 10% off tuition: 95,000 + 138,000 − 13,800 = 219,200.
      expect(await fees()).toMatchObject({ reissue: true, preview: { rank: 2, total: 219_200 * BAHT } });
    });
  });
}
