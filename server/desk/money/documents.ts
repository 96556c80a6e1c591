// Finding a numbered document (invoice, credit note, receipt) and printing it: the row it belongs
// to, the child's payments, and the PDF in the family's language (pdf/documents.ts).

import type { MoneyConfig } from './config';
import { one, toIso, type SqlQueries } from '../db';
import { invoiceBy, paymentsOf, type InvoiceRow } from './ledger';
import { documentPdf, type DocumentKind } from './pdf/documents';

export interface FoundDocument {
  kind: DocumentKind;
  number: string;
  invoice: InvoiceRow;
}

/** The document numbered `number`, with its invoice; undefined when there is none. */
export async function findDocument(db: SqlQueries, number: string): Promise<FoundDocument | undefined> {
  const kind: DocumentKind | undefined = number.startsWith('INV-')
    ? 'invoice'
    : number.startsWith('CN-')
      ? 'credit-note'
      : number.startsWith('RC-')
        ? 'receipt'
        : undefined;
  if (!kind) return undefined;
  if (kind === 'invoice') {
    const invoice = await invoiceBy(db, 'number', number);
    return invoice && { kind, number, invoice };
  }
  const table = kind === 'credit-note' ? 'desk_credit_notes' : 'desk_receipts';
  const row = await one<{ invoice_id: string }>(
    db,
    `SELECT invoice_id::text AS invoice_id FROM ${table} WHERE number = $1`,
    [number],
  );
  const invoice = row && (await invoiceBy(db, 'id', row.invoice_id));
  return invoice && { kind, number, invoice };
}

/** The document's PDF. */
export async function printDocument(db: SqlQueries, config: MoneyConfig, found: FoundDocument): Promise<Buffer> {
  const { invoice, kind, number } = found;
  const payments = await paymentsOf(db, [invoice.case_id]);
  const issuedAt =
    kind === 'invoice' ? invoice.issued_at : kind === 'credit-note' ? invoice.cn_issued_at! : invoice.rc_issued_at!;
  return documentPdf({
    kind,
    number,
    issuedAt: toIso(issuedAt)!,
    invoice,
    payments,
    config,
    ...(kind === 'credit-note' ? { reason: invoice.cn_reason ?? '' } : {}),
  });
}

/** `Content-Disposition` for a document's PDF. */
export const pdfHeaders = (number: string) => ({
  'Content-Type': 'application/pdf',
  'Content-Disposition': `attachment; filename="${number}.pdf"`,
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
});
