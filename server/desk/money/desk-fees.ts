// A case's fees as staff see them (GET /cases/:id/fees): the invoice that would be issued now, the
// issued ones with their credit notes and receipts, the slips with what to look at, the payments,
// and whether the admissions fee and deposit are paid. Reads only.

import type { CaseFeesAnswer, DeskInvoice } from '../../../src/shared/contracts/desk-money';
import type { DeskDeps } from '../context';
import { toIso } from '../db';
import { caseRow } from './family';
import { planOf, previewOf } from './issue';
import { ledgerOf, type Ledger } from './ledger';
import { flagsOf, slipsOf } from './slips';

const invoiceOf = (row: Ledger['invoices'][number]): DeskInvoice => ({
  id: row.id,
  number: row.number,
  issuedAt: toIso(row.issued_at)!,
  issuedBy: row.issued_by_name,
  dueOn: row.due_on,
  plan: row.plan,
  lines: row.lines,
  total: row.total,
  state: row.state,
  creditNote: row.cn_number
    ? { number: row.cn_number, issuedAt: toIso(row.cn_issued_at)!, reason: row.cn_reason ?? '' }
    : null,
  receipt: row.rc_number ? { number: row.rc_number, issuedAt: toIso(row.rc_issued_at)! } : null,
});

export async function caseFees(deps: DeskDeps, caseId: string): Promise<CaseFeesAnswer | undefined> {
  const row = await caseRow(deps.db, caseId);
  if (!row || row.kind !== 'application') return undefined;
  const [ledger, plan, preview, slips] = await Promise.all([
    ledgerOf(deps.db, caseId),
    planOf(deps.db, caseId),
    previewOf(deps.db, row, deps.now()),
    slipsOf(deps.db, [caseId]),
  ]);
  const live = ledger.live;
  return {
    caseId,
    plan: plan.plan,
    planChosen: plan.chosen,
    preview: preview ?? null,
    invoices: ledger.invoices.map(invoiceOf).reverse(),
    slips: await Promise.all(
      slips.reverse().map(async (slip) => ({
        id: slip.id,
        receivedAt: toIso(slip.received_at)!,
        submissionId: slip.submission_id,
        attachmentId: slip.attachment_id,
        arrived: slip.arrived_at !== null,
        invoice: slip.invoice_number,
        bank: slip.bank,
        transactionRef: slip.transaction_ref,
        sha256: slip.sha256,
        state: slip.state,
        flags: slip.state === 'received' ? await flagsOf(deps.db, slip, live?.number) : [],
        amount: ledger.payments.find((p) => p.slip_id === slip.id)?.amount ?? null,
      })),
    ),
    payments: ledger.payments.map((p) => ({
      id: p.id,
      method: p.method,
      amount: p.amount,
      receivedOn: p.received_on,
      confirmedAt: toIso(p.confirmed_at)!,
      confirmedBy: p.confirmed_by_name,
      slipId: p.slip_id,
    })),
    paid: ledger.paid,
    balance: ledger.balance,
    feesPaid: ledger.feesPaidAt !== undefined,
    feesPaidAt: ledger.feesPaidAt?.toISOString() ?? null,
    reissue: Boolean(
      live && preview && live.state !== 'paid' && (live.plan !== preview.plan || live.total !== preview.total),
    ),
  };
}
