// Counting money (docs/fees.md): an officer, having seen the transfer at the bank, confirms a slip
// with the amount the bank shows; the payment is counted on the child's account (partial payments
// add up), a receipt is issued in the same transaction when the live invoice is then paid in full,
// and the first time the admissions fee and the deposit are covered the "fees paid" event follows
// the commit. A slip whose transfer or picture was already counted is refused; one with another
// flag, or an amount other than what is due, is answered with the flags and the difference and
// counted only when the officer confirms again having seen them. Or the officer declines the slip.

import { randomUUID } from 'node:crypto';
import type { SlipFlag } from '../../../src/shared/contracts/desk-money';
import { audit, type AuditActor } from '../audit';
import type { DeskDeps } from '../context';
import { caseRow } from './family';
import { ledgerOf, type InvoiceRow } from './ledger';
import { nextNumber } from './numbers';
import { flagsOf, slipById } from './slips';

export type ConfirmError = 'not-found' | 'not-arrived' | 'decided' | 'no-invoice' | 'already-used' | 'flagged';

export type ConfirmResult =
  | {
      ok: true;
      caseId: string;
      invoice: InvoiceRow;
      receipt?: string;
      feesPaidAt?: Date;
      balance: number;
    }
  | { ok: false; error: ConfirmError; flags?: SlipFlag[]; balance?: number; difference?: number };

export interface ConfirmInput {
  amount: number;
  receivedOn: string;
  overrideFlags: boolean;
}

/** Counts a slip's money on its case's live invoice, or says why not; nothing changes on a refusal. */
export async function confirmSlip(
  deps: DeskDeps,
  slipId: string,
  input: ConfirmInput,
  actor: AuditActor,
  ip?: string,
): Promise<ConfirmResult> {
  const now = deps.now();
  return deps.db.transaction(async (tx): Promise<ConfirmResult> => {
    const first = await slipById(tx, slipId);
    if (!first?.case_id) return { ok: false, error: 'not-found' };
    const row = await caseRow(tx, first.case_id, true);
    const slip = (await slipById(tx, slipId, true))!;
    if (!row) return { ok: false, error: 'not-found' };
    if (slip.state !== 'received') return { ok: false, error: 'decided' };
    if (!slip.arrived_at) return { ok: false, error: 'not-arrived' };
    const before = await ledgerOf(tx, row.id);
    if (!before.live) return { ok: false, error: 'no-invoice' };
    const flags = await flagsOf(tx, slip, before.live.number);
    // The same transfer or picture already counted is never counted again, whatever the officer says.
    const counted = await tx.query(
      `SELECT 1 FROM desk_payments p LEFT JOIN desk_slips s ON s.id = p.slip_id
       WHERE ($1::text IS NOT NULL AND p.transaction_ref = $1) OR ($2::text IS NOT NULL AND s.sha256 = $2)`,
      [slip.transaction_ref, slip.sha256],
    );
    if (counted.length > 0) return { ok: false, error: 'already-used', flags };
    const difference = input.amount - before.balance;
    const all: SlipFlag[] = difference !== 0 ? [...flags, 'amount-differs'] : flags;
    if (all.length > 0 && !input.overrideFlags)
      return { ok: false, error: 'flagged', flags: all, balance: before.balance, difference };
    await tx.query(
      `INSERT INTO desk_payments (id, case_id, invoice_id, method, amount, received_on, slip_id, transaction_ref,
         confirmed_at, confirmed_by, confirmed_by_name)
       VALUES ($1, $2, $3, 'transfer', $4, $5::date, $6, $7, $8, $9, $10)`,
      [
        randomUUID(),
        row.id,
        before.live.id,
        input.amount,
        input.receivedOn,
        slip.id,
        slip.transaction_ref,
        now.toISOString(),
        actor.id ?? null,
        actor.label,
      ],
    );
    await tx.query(`UPDATE desk_slips SET state = 'confirmed', decided_at = $2, decided_by = $3 WHERE id = $1`, [
      slip.id,
      now.toISOString(),
      actor.id ?? null,
    ]);
    const after = await ledgerOf(tx, row.id);
    const live = after.live!;
    const entry = { actor, reference: row.reference, submissionId: row.submission_id, caseId: row.id, ip };
    await audit(tx, now, {
      ...entry,
      action: 'slip.confirmed',
      detail: { invoice: live.number, amount: input.amount, flags: all.join(',') || null },
    });
    let receipt: string | undefined;
    if (live.state === 'paid' && live.rc_number === null) {
      const numbered = await nextNumber(tx, 'RC', now);
      receipt = numbered.number;
      await tx.query(
        `INSERT INTO desk_receipts (id, number, school_year, seq, invoice_id, amount, issued_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [randomUUID(), receipt, numbered.schoolYear, numbered.seq, live.id, after.paid, now.toISOString()],
      );
      await audit(tx, now, { ...entry, action: 'receipt.issued', detail: { number: receipt, invoice: live.number } });
    }
    const becamePaid = !before.feesPaidAt && after.feesPaidAt ? after.feesPaidAt : undefined;
    if (becamePaid) await audit(tx, now, { ...entry, action: 'fees.paid', detail: { invoice: live.number } });
    return {
      ok: true,
      caseId: row.id,
      invoice: live,
      ...(receipt ? { receipt } : {}),
      ...(becamePaid ? { feesPaidAt: becamePaid } : {}),
      balance: after.balance,
    };
  });
}

/** Declines a slip (not a transfer the bank shows, unreadable, another family's). */
export async function declineSlip(
  deps: DeskDeps,
  slipId: string,
  reason: string,
  actor: AuditActor,
  ip?: string,
): Promise<'ok' | 'not-found' | 'decided'> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const slip = await slipById(tx, slipId, true);
    if (!slip) return 'not-found';
    if (slip.state !== 'received') return 'decided';
    await tx.query(
      `UPDATE desk_slips SET state = 'declined', reason = $2, decided_at = $3, decided_by = $4 WHERE id = $1`,
      [slip.id, reason, now.toISOString(), actor.id ?? null],
    );
    const row = slip.case_id ? await caseRow(tx, slip.case_id) : undefined;
    await audit(tx, now, {
      actor,
      action: 'slip.declined',
      reference: row?.reference,
      submissionId: row?.submission_id,
      caseId: slip.case_id ?? undefined,
      detail: { invoice: slip.invoice_number },
      ip,
    });
    return 'ok';
  });
}
