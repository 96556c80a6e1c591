// A case's account, read from the money tables: its invoices (oldest first) with their credit
// notes and receipts, the payments confirmed against it, and what follows from them: the live
// invoice (the newest one no credit note cancelled), what is paid and still due, and when the
// admissions fee and the deposit became paid. Payments belong to the case: those confirmed
// against an invoice a credit note later cancelled count towards the one that replaced it.

import type { FeeLine, FeePlan, InvoiceState } from '../../../src/shared/contracts/money';
import { enrolmentKinds, totalOf } from '../../../src/shared/fees';
import { toDate, type DbTime, type SqlQueries } from '../db';

export interface InvoiceRow {
  id: string;
  number: string;
  case_id: string;
  submission_id: string;
  reference: string;
  applicant_index: number;
  locale: string;
  student_name: string;
  bill_to: string;
  year: string;
  plan: FeePlan;
  lines: FeeLine[];
  total: number;
  due_on: string;
  ref1: string;
  ref2: string;
  issued_at: DbTime;
  issued_by_name: string;
  cn_number: string | null;
  cn_issued_at: DbTime | null;
  cn_reason: string | null;
  cn_amount: number | null;
  rc_number: string | null;
  rc_issued_at: DbTime | null;
}

export interface PaymentRow {
  id: string;
  invoice_id: string;
  method: 'transfer' | 'promptpay' | 'card' | 'cash';
  amount: number;
  received_on: string;
  slip_id: string | null;
  confirmed_at: DbTime;
  confirmed_by_name: string;
}

export interface Ledger {
  invoices: (InvoiceRow & { state: InvoiceState })[];
  live: (InvoiceRow & { state: InvoiceState }) | undefined;
  payments: PaymentRow[];
  paid: number;
  /** What the live invoice still asks; negative when more was paid; 0 without one. */
  balance: number;
  /** When the admissions fee and the deposit of the live invoice became paid. */
  feesPaidAt: Date | undefined;
}

const INVOICE_COLUMNS = `i.id::text AS id, i.number, i.case_id::text AS case_id, i.submission_id::text AS submission_id,
  i.reference, i.applicant_index, i.locale, i.student_name, i.bill_to, i.year, i.plan, i.lines::text AS lines, i.total::float8 AS total,
  to_char(i.due_on, 'YYYY-MM-DD') AS due_on, i.ref1, i.ref2, i.issued_at, i.issued_by_name,
  cn.number AS cn_number, cn.issued_at AS cn_issued_at, cn.reason AS cn_reason, cn.amount::float8 AS cn_amount,
  rc.number AS rc_number, rc.issued_at AS rc_issued_at`;

const INVOICE_FROM = `desk_invoices i LEFT JOIN desk_credit_notes cn ON cn.invoice_id = i.id
  LEFT JOIN desk_receipts rc ON rc.invoice_id = i.id`;

/** Invoices with their credit note and receipt, of the cases `caseIds`. */
export async function invoicesOf(db: SqlQueries, caseIds: string[]): Promise<InvoiceRow[]> {
  const rows = await db.query<InvoiceRow>(
    `SELECT ${INVOICE_COLUMNS} FROM ${INVOICE_FROM} WHERE i.case_id = ANY($1::uuid[]) ORDER BY i.issued_at, i.seq`,
    [caseIds],
  );
  return rows.map(withLines);
}

/** The lines come as JSON text (`lines::text`): the same on PGlite and PostgreSQL's client. */
const withLines = (row: InvoiceRow): InvoiceRow => ({
  ...row,
  lines: typeof row.lines === 'string' ? (JSON.parse(row.lines) as InvoiceRow['lines']) : row.lines,
});

/** One invoice by its number or id. */
export async function invoiceBy(db: SqlQueries, by: 'number' | 'id', value: string): Promise<InvoiceRow | undefined> {
  const rows = await db.query<InvoiceRow>(`SELECT ${INVOICE_COLUMNS} FROM ${INVOICE_FROM} WHERE i.${by} = $1`, [value]);
  return rows[0] && withLines(rows[0]);
}

export function paymentsOf(db: SqlQueries, caseIds: string[]): Promise<(PaymentRow & { case_id: string })[]> {
  return db.query(
    `SELECT id::text AS id, case_id::text AS case_id, invoice_id::text AS invoice_id, method, amount::float8 AS amount,
       to_char(received_on, 'YYYY-MM-DD') AS received_on, slip_id::text AS slip_id, confirmed_at, confirmed_by_name
     FROM desk_payments WHERE case_id = ANY($1::uuid[]) ORDER BY confirmed_at, id`,
    [caseIds],
  );
}

/** The account of one case from its rows. */
export function ledgerFrom(invoices: InvoiceRow[], payments: PaymentRow[]): Ledger {
  const paid = payments.reduce((sum, p) => sum + p.amount, 0);
  const liveRow = [...invoices].reverse().find((i) => i.cn_number === null);
  const stateOf = (row: InvoiceRow): InvoiceState =>
    row.cn_number !== null ? 'cancelled' : paid >= row.total ? 'paid' : 'open';
  const withState = invoices.map((row) => ({ ...row, state: stateOf(row) }));
  const live = withState.find((row) => row.id === liveRow?.id);
  let feesPaidAt: Date | undefined;
  if (live) {
    const needed = totalOf(live.lines.filter((line) => enrolmentKinds.has(line.kind)));
    let sum = 0;
    for (const payment of payments) {
      sum += payment.amount;
      if (sum >= needed) {
        feesPaidAt = toDate(payment.confirmed_at);
        break;
      }
    }
  }
  return { invoices: withState, live, payments, paid, balance: live ? live.total - paid : 0, feesPaidAt };
}

/** The account of one case. */
export async function ledgerOf(db: SqlQueries, caseId: string): Promise<Ledger> {
  return ledgerFrom(await invoicesOf(db, [caseId]), await paymentsOf(db, [caseId]));
}
