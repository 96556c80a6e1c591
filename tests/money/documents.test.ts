// @vitest-environment node
// The printed invoice in each family language (server/desk/money/pdf): the PDF's own text, read
// back with pdf.js, holds the title in the family's script (Thai, Cyrillic and Chinese need their
// embedded fonts, subset to what the page prints), the lines, the total, the school's tax id and the
// bank's account; a paid invoice prints no PromptPay code to scan.

import { describe, expect, it } from 'vitest';
import { loadMoneyConfig } from '../../server/desk/money/config';
import type { InvoiceRow } from '../../server/desk/money/ledger';
import { documentPdf } from '../../server/desk/money/pdf/documents';
import { feeLines, totalOf } from '../../src/shared/fees';
import { pdfText } from '../desk/money-support';

const config = loadMoneyConfig({});

function invoiceIn(locale: string): InvoiceRow {
  // The second child, full year, Years 1-3: 414,000 − 41,400 − 18,630 + 95,000 = 448,970 baht.
  const lines = feeLines({ year: 'y2', plan: 'year', rank: 2, bus: false })!;
  return {
    id: '00000000-0000-4000-8000-000000000001',
    number: 'INV-2026-0007',
    case_id: '00000000-0000-4000-8000-000000000002',
    submission_id: '00000000-0000-4000-8000-000000000003',
    reference: 'CCIS-2026-000042',
    applicant_index: 1,
    locale,
    student_name: 'Mali Chaiyo',
    bill_to: 'Somchai Chaiyo',
    year: 'y2',
    plan: 'year',
    lines,
    total: totalOf(lines),
    due_on: '2026-09-08',
    ref1: 'INV20260007',
    ref2: 'CCIS2026000042C2',
    issued_at: '2026-09-01T03:00:00.000Z',
    issued_by_name: 'Noi Officer',
    cn_number: null,
    cn_issued_at: null,
    cn_reason: null,
    cn_amount: null,
    rc_number: null,
    rc_issued_at: null,
  };
}

describe('the printed invoice', () => {
  it.each([
    // Russian groups digits with a space and writes a decimal comma.
    ['en', 'Invoice', 'Sibling discount', '414,000.00', '448,970.00'],
    ['th', 'ใบแจ้งหนี้', 'ส่วนลด', '414,000.00', '448,970.00'],
    ['ru', 'Счёт', 'Скидка', '414 000,00', '448 970,00'],
    ['cn', '发票', '兄弟姐妹优惠', '414,000.00', '448,970.00'],
  ])(
    'prints its lines and total in %s',
    async (locale, title, discount, tuition, total) => {
      const invoice = invoiceIn(locale);
      const pdf = await documentPdf({
        kind: 'invoice',
        number: invoice.number,
        issuedAt: invoice.issued_at as string,
        invoice,
        payments: [],
        config,
      });
      // Any space (pdf.js reads a no-break space as it is) compares as a space.
      const text = (await pdfText(new Uint8Array(pdf))).replace(/\s/g, ' ');
      for (const words of [
        title,
        discount,
        'INV-2026-0007',
        'CCIS-2026-000042',
        tuition,
        total,
        config.taxId,
        config.bank.accountNumber,
      ])
        expect(text).toContain(words);
    },
    30_000,
  );
});
