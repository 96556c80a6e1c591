// The printable invoice, credit note and receipt (docs/fees.md), as PDF in the family's language:
// the school's name, address, tax id and contacts, the document's number and dates, who it is
// for, its lines with the total, and, on an invoice still to pay, the PromptPay QR code and the
// bank's details. Every word comes from the families' catalogues (the same line names as the
// status page), every amount from the document's own row.

import { brand } from '../../../../src/config/brand';
import type { FeeLine } from '../../../../src/shared/contracts/money';
import { formatBaht } from '../../../../src/shared/fees';
import { localeInfo } from '../../../../src/i18n/locales';
import { wordsFor } from '../../mail/texts';
import type { MoneyConfig } from '../config';
import type { InvoiceRow, PaymentRow } from '../ledger';
import { promptPayPayload, promptPayPng } from '../promptpay';
import { Page } from './page';
import type { Weight } from './fonts';

export type DocumentKind = 'invoice' | 'credit-note' | 'receipt';

export interface DocumentInput {
  kind: DocumentKind;
  number: string;
  issuedAt: string;
  invoice: InvoiceRow;
  /** Confirmed payments of the child's account (receipts list them; invoices add them up). */
  payments: PaymentRow[];
  config: MoneyConfig;
  /** Credit notes: why. */
  reason?: string;
}

const LEFT = 50;
const RIGHT = 545;

/** The line's words, as the status page shows them. */
export function lineText(locale: string, line: FeeLine): string {
  const w = wordsFor(locale);
  return w.t(`form.status.fees.line.${line.kind}` as never, {
    terms: String(line.terms),
    rate: line.rate === undefined ? '' : String(line.rate / 100),
  });
}

/** The document's PDF. */
export async function documentPdf(input: DocumentInput): Promise<Buffer> {
  const { invoice, config } = input;
  const w = wordsFor(invoice.locale);
  const intl = localeInfo[w.locale].intl;
  const baht = (satang: number) => formatBaht(satang, intl);
  const day = (iso: string) => w.day(iso);
  const paid = input.payments.reduce((sum, p) => sum + p.amount, 0);
  const balance = Math.max(0, invoice.total - paid);
  const payable = input.kind === 'invoice' && balance > 0 && invoice.cn_number === null;
  // The account's details one to a line (a number never wraps), worded as on the status page.
  const transfer = [
    w.t('form.status.fees.bank.title' as never),
    ...(
      [
        ['bank', config.bank.bank],
        ['branch', config.bank.branch],
        ['accountName', config.bank.accountName],
        ['accountNumber', config.bank.accountNumber],
        ['swift', config.bank.swift],
      ] as const
    ).map(([key, value]) => `${w.t(`form.status.fees.bank.${key}` as never)}: ${value}`),
    w.t('form.status.fees.bank.reference' as never, { ref: invoice.ref1 }),
  ];

  // Every string first, so the fonts are subset to them.
  const header = [
    config.legalName,
    brand.address,
    w.t('doc.taxId' as never, { taxId: config.taxId }),
    `${brand.phone} · ${brand.email}`,
  ];
  const meta = [
    w.t('doc.number' as never, { number: input.number }),
    w.t('doc.date' as never, { date: day(input.issuedAt) }),
    ...(input.kind === 'invoice' ? [w.t('doc.due' as never, { date: day(`${invoice.due_on}T12:00:00+07:00`) })] : []),
  ];
  const party = [
    w.t('doc.student' as never, { name: invoice.student_name }),
    w.t('doc.studentRef' as never, { reference: `${invoice.reference} · ${invoice.ref2}` }),
  ];
  const rows: [string, string, Weight][] =
    input.kind === 'receipt'
      ? input.payments.map((p) => [
          w.t('doc.payment' as never, { date: day(`${p.received_on}T12:00:00+07:00`), amount: baht(p.amount) }),
          baht(p.amount),
          400,
        ])
      : invoice.lines.map((line) => [lineText(invoice.locale, line), baht(line.amount), 400]);
  const totals: [string, string, Weight][] =
    input.kind === 'receipt'
      ? [[w.t('doc.total' as never), baht(paid), 700]]
      : input.kind === 'credit-note'
        ? [[w.t('doc.total' as never), baht(-invoice.total), 700]]
        : [
            [w.t('doc.total' as never), baht(invoice.total), 700],
            ...(paid > 0
              ? ([
                  [w.t('doc.paid' as never), baht(paid), 400],
                  [w.t('doc.balance' as never), baht(balance), 700],
                ] as [string, string, Weight][])
              : []),
          ];
  const notes =
    input.kind === 'credit-note'
      ? [
          w.t('doc.cancels' as never, { number: invoice.number }),
          w.t('doc.reason' as never, { reason: input.reason ?? '' }),
        ]
      : input.kind === 'receipt'
        ? [w.t('doc.received' as never, { number: invoice.number })]
        : [];
  const pay = payable
    ? [w.t('doc.pay' as never), w.t('doc.payQr' as never), `Ref1 ${invoice.ref1} · Ref2 ${invoice.ref2}`, ...transfer]
    : [];
  const title = w.t(`doc.${input.kind}` as never);
  const issuedBy = w.t('doc.issuedBy' as never, { name: config.legalName });
  const page = new Page(w.locale);
  await page.prepare([
    { text: brand.name, weight: 700 },
    { text: title, weight: 700 },
    { text: w.t('doc.billTo' as never), weight: 700 },
    { text: w.t('doc.description' as never), weight: 700 },
    { text: w.t('doc.amount' as never), weight: 700 },
    { text: invoice.bill_to, weight: 400 },
    { text: issuedBy, weight: 400 },
    ...[...header, ...meta, ...party, ...notes, ...pay].map((text) => ({ text, weight: 400 as Weight })),
    ...[...rows, ...totals].flatMap(([a, b, weight]) => [
      { text: a, weight },
      { text: b, weight },
    ]),
    { text: pay[0] ?? '', weight: 700 },
  ]);

  let y = 50;
  page.text(brand.name, LEFT, y, { size: 15, weight: 700 });
  page.text(title, RIGHT, y, { size: 20, weight: 700, align: 'right', color: '#0b5563' });
  y += 24;
  let metaY = y + 6;
  for (const line of meta) metaY = page.text(line, RIGHT, metaY, { align: 'right' });
  for (const line of header) y = page.text(line, LEFT, y, { size: 9, width: 280, color: '#444444' });
  y = Math.max(y, metaY) + 16;
  page.text(w.t('doc.billTo' as never), LEFT, y, { weight: 700 });
  y = page.text(invoice.bill_to, LEFT, y + 15, { width: 300 });
  for (const line of party) y = page.text(line, LEFT, y);
  y += 18;
  page.text(w.t('doc.description' as never), LEFT, y, { weight: 700 });
  page.text(w.t('doc.amount' as never), RIGHT, y, { weight: 700, align: 'right' });
  y += 16;
  page.rule(LEFT, RIGHT, y);
  y += 8;
  if (notes.length && input.kind === 'receipt') y = page.text(notes[0]!, LEFT, y, { width: 400 }) + 4;
  for (const [text, amount, weight] of rows) {
    page.text(amount, RIGHT, y, { align: 'right', weight });
    y = page.text(text, LEFT, y, { width: 360, weight }) + 2;
  }
  page.rule(LEFT, RIGHT, y);
  y += 8;
  for (const [text, amount, weight] of totals) {
    page.text(text, LEFT + 250, y, { weight });
    y = page.text(amount, RIGHT, y, { align: 'right', weight }) + 2;
  }
  y += 16;
  if (input.kind === 'credit-note') for (const note of notes) y = page.text(note, LEFT, y, { width: 495 });
  if (payable) {
    page.text(pay[0]!, LEFT, y, { weight: 700, size: 12 });
    y += 22;
    const payload = promptPayPayload(config.billerId, invoice.ref1, invoice.ref2, balance);
    page.image(await promptPayPng(payload), LEFT, y, 130);
    let textY = y;
    for (const line of pay.slice(1)) textY = page.text(line, LEFT + 150, textY, { width: 345 }) + 2;
    y = Math.max(y + 140, textY);
  }
  page.text(issuedBy, LEFT, 800, { size: 8, color: '#666666' });
  return page.render({ title: `${title} ${input.number}`, author: config.legalName });
}
