// Issuing (docs/fees.md): the invoice a case would get now (its lines from the fee arithmetic,
// the family's plan, the sibling order, the bus), issued by an officer who checked its total, and
// the credit note that cancels an issued invoice (and, asked to, issues it anew in the same
// transaction). Each runs in one transaction with the case locked, takes its number from the
// series' counter there, and writes its audit line; what the family should receive is e-mailed
// after the commit by the caller.

import { randomUUID } from 'node:crypto';
import { invoicing } from '../../../src/shared/fees';
import type { InvoicePreview } from '../../../src/shared/contracts/desk-money';
import type { FeePlan } from '../../../src/shared/contracts/money';
import { addDays } from '../../../src/shared/dates';
import { feeLines, totalOf } from '../../../src/shared/fees';
import { audit, type AuditActor } from '../audit';
import type { DeskDeps } from '../context';
import { schoolDayOf } from '../dates';
import { one, type SqlQueries } from '../db';
import { caseRow, COUNTED_STAGES, familyOf, ridesBus, type CaseRow } from './family';
import { invoiceBy, invoicesOf, type InvoiceRow } from './ledger';
import { nextNumber } from './numbers';
import { ref1Of, ref2Of } from './promptpay';

/** The plan the family chose for a case, or `term` until it chooses. */
export async function planOf(db: SqlQueries, caseId: string): Promise<{ plan: FeePlan; chosen: boolean }> {
  const row = await one<{ plan: FeePlan }>(db, 'SELECT plan FROM desk_fee_plans WHERE case_id = $1', [caseId]);
  return row ? { plan: row.plan, chosen: true } : { plan: 'term', chosen: false };
}

const counts = (row: CaseRow) =>
  row.kind === 'application' && (COUNTED_STAGES as readonly string[]).includes(row.stage);

/** What would be issued for the case now; undefined while it has no accepted offer (or no tuition). */
export async function previewOf(db: SqlQueries, row: CaseRow, now: Date): Promise<InvoicePreview | undefined> {
  if (!counts(row) || !row.year) return undefined;
  const family = await familyOf(db, row);
  const rank = family.findIndex((child) => child.id === row.id) + 1;
  const { plan } = await planOf(db, row.id);
  const bus = await ridesBus(db, row);
  const lines = feeLines({ year: row.year, plan, rank, bus });
  if (!lines) return undefined;
  return {
    plan,
    lines,
    total: totalOf(lines),
    rank,
    siblings: family.map((child) => ({
      caseId: child.id,
      firstName: child.first_name,
      dateOfBirth: child.date_of_birth,
      reference: child.reference,
      stage: child.stage,
    })),
    bus,
    dueOn: addDays(schoolDayOf(now), invoicing.dueDays),
  };
}

export type IssueError = 'not-found' | 'not-accepted' | 'issued' | 'changed';
export type IssueResult =
  { ok: true; invoice: InvoiceRow } | { ok: false; error: IssueError; preview?: InvoicePreview };

/** Writes the numbered invoice of `preview` for the case, inside `tx`. */
async function writeInvoice(
  tx: SqlQueries,
  row: CaseRow,
  preview: InvoicePreview,
  actor: AuditActor,
  now: Date,
  ip?: string,
): Promise<InvoiceRow> {
  const { number, schoolYear, seq } = await nextNumber(tx, 'INV', now);
  const id = randomUUID();
  await tx.query(
    `INSERT INTO desk_invoices (id, number, school_year, seq, case_id, submission_id, reference, applicant_index, locale,
       student_name, bill_to, year, plan, lines, total, due_on, ref1, ref2, issued_at, issued_by, issued_by_name)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14::text::jsonb, $15, $16::date, $17, $18, $19, $20, $21)`,
    [
      id,
      number,
      schoolYear,
      seq,
      row.id,
      row.submission_id,
      row.reference,
      row.applicant_index,
      row.locale,
      row.child_name,
      row.parent_name,
      row.year,
      preview.plan,
      JSON.stringify(preview.lines),
      preview.total,
      preview.dueOn,
      ref1Of(number),
      ref2Of(row.reference, row.applicant_index),
      now.toISOString(),
      actor.id ?? null,
      actor.label,
    ],
  );
  await audit(tx, now, {
    actor,
    action: 'invoice.issued',
    reference: row.reference,
    submissionId: row.submission_id,
    caseId: row.id,
    detail: { number, total: preview.total, plan: preview.plan },
    ip,
  });
  return (await invoiceBy(tx, 'id', id))!;
}

/** The live (not cancelled) invoice of a case, if any. */
async function liveInvoice(tx: SqlQueries, caseId: string): Promise<InvoiceRow | undefined> {
  return (await invoicesOf(tx, [caseId])).filter((invoice) => invoice.cn_number === null).at(-1);
}

/** Issues the case's invoice if its total is still the one the officer checked. */
export async function issueInvoice(
  deps: DeskDeps,
  caseId: string,
  expectedTotal: number,
  actor: AuditActor,
  ip?: string,
): Promise<IssueResult> {
  const now = deps.now();
  return deps.db.transaction(async (tx): Promise<IssueResult> => {
    const row = await caseRow(tx, caseId, true);
    if (!row) return { ok: false, error: 'not-found' };
    if (await liveInvoice(tx, caseId)) return { ok: false, error: 'issued' };
    const preview = await previewOf(tx, row, now);
    if (!preview) return { ok: false, error: 'not-accepted' };
    if (preview.total !== expectedTotal) return { ok: false, error: 'changed', preview };
    return { ok: true, invoice: await writeInvoice(tx, row, preview, actor, now, ip) };
  });
}

export type CreditError = 'not-found' | 'cancelled' | 'not-accepted';
export type CreditResult =
  { ok: true; creditNote: string; invoice: InvoiceRow; reissued?: InvoiceRow } | { ok: false; error: CreditError };

/** Cancels an issued invoice by a credit note for its whole amount; with `reissue`, issues it anew. */
export async function creditInvoice(
  deps: DeskDeps,
  invoiceId: string,
  input: { reason: string; reissue: boolean },
  actor: AuditActor,
  ip?: string,
): Promise<CreditResult> {
  const now = deps.now();
  return deps.db.transaction(async (tx): Promise<CreditResult> => {
    const found = await invoiceBy(tx, 'id', invoiceId);
    if (!found) return { ok: false, error: 'not-found' };
    const row = await caseRow(tx, found.case_id, true);
    // Read again under the case's lock: a credit note issued meanwhile is seen.
    const invoice = (await invoiceBy(tx, 'id', invoiceId))!;
    if (invoice.cn_number !== null) return { ok: false, error: 'cancelled' };
    const preview = input.reissue && row ? await previewOf(tx, row, now) : undefined;
    if (input.reissue && !preview) return { ok: false, error: 'not-accepted' };
    const { number, schoolYear, seq } = await nextNumber(tx, 'CN', now);
    await tx.query(
      `INSERT INTO desk_credit_notes (id, number, school_year, seq, invoice_id, amount, reason, issued_at, issued_by, issued_by_name)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [
        randomUUID(),
        number,
        schoolYear,
        seq,
        invoice.id,
        invoice.total,
        input.reason,
        now.toISOString(),
        actor.id ?? null,
        actor.label,
      ],
    );
    await audit(tx, now, {
      actor,
      action: 'credit-note.issued',
      reference: invoice.reference,
      submissionId: invoice.submission_id,
      caseId: invoice.case_id,
      detail: { number, invoice: invoice.number, amount: invoice.total },
      ip,
    });
    const reissued = preview && row ? await writeInvoice(tx, row, preview, actor, now, ip) : undefined;
    return { ok: true, creditNote: number, invoice, ...(reissued ? { reissued } : {}) };
  });
}
