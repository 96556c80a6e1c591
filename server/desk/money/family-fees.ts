// A child's fees as the family's status page shows them (src/shared/contracts/money.ts): the plan,
// whether it may still be chosen, the live invoice with its PromptPay payload for what is still
// due, every numbered document, the slips sent and the school's bank account. Present once the
// child's offer is accepted or an invoice exists. Reads only.

import type { FamilyFees, FamilyInvoice, MoneyDocument } from '../../../src/shared/contracts/money';
import type { DeskDeps } from '../context';
import { toIso } from '../db';
import { COUNTED_STAGES, type CaseRow } from './family';
import { planOf } from './issue';
import { invoicesOf, ledgerFrom, paymentsOf, type Ledger } from './ledger';
import { promptPayPayload } from './promptpay';
import { slipsOf, type SlipRow } from './slips';

function documentsOf(ledger: Ledger): MoneyDocument[] {
  const documents: MoneyDocument[] = [];
  for (const invoice of ledger.invoices) {
    documents.push({ kind: 'invoice', number: invoice.number, issuedAt: toIso(invoice.issued_at)! });
    if (invoice.cn_number)
      documents.push({ kind: 'credit-note', number: invoice.cn_number, issuedAt: toIso(invoice.cn_issued_at)! });
    if (invoice.rc_number)
      documents.push({ kind: 'receipt', number: invoice.rc_number, issuedAt: toIso(invoice.rc_issued_at)! });
  }
  return documents.sort((a, b) => b.issuedAt.localeCompare(a.issuedAt) || b.number.localeCompare(a.number));
}

/** The family's view of a ledger's live invoice. */
export function familyInvoice(deps: DeskDeps, ledger: Ledger): FamilyInvoice | undefined {
  const { live } = ledger;
  if (!live) return undefined;
  const balance = Math.max(0, ledger.balance);
  return {
    number: live.number,
    issuedAt: toIso(live.issued_at)!,
    dueOn: live.due_on,
    plan: live.plan,
    lines: live.lines,
    total: live.total,
    paid: ledger.paid,
    balance,
    state: live.state,
    promptPay: promptPayPayload(deps.config.money.billerId, live.ref1, live.ref2, balance),
    ref1: live.ref1,
    ref2: live.ref2,
  };
}

const slipState = (slip: SlipRow) => slip.state;

/** The fees of each case (by id) that has any: accepted or enrolled, or invoiced. */
export async function familyFeesOf(deps: DeskDeps, cases: CaseRow[]): Promise<Map<string, FamilyFees>> {
  const ids = cases.map((row) => row.id);
  const [invoices, payments, slips] = await Promise.all([
    invoicesOf(deps.db, ids),
    paymentsOf(deps.db, ids),
    slipsOf(deps.db, ids),
  ]);
  const fees = new Map<string, FamilyFees>();
  for (const row of cases) {
    const own = invoices.filter((invoice) => invoice.case_id === row.id);
    if (own.length === 0 && !(COUNTED_STAGES as readonly string[]).includes(row.stage)) continue;
    const ledger = ledgerFrom(
      own,
      payments.filter((payment) => payment.case_id === row.id),
    );
    const { plan } = await planOf(deps.db, row.id);
    const invoice = familyInvoice(deps, ledger);
    fees.set(row.id, {
      plan,
      planOpen: ledger.paid === 0 && (COUNTED_STAGES as readonly string[]).includes(row.stage),
      ...(invoice ? { invoice } : {}),
      documents: documentsOf(ledger),
      slips: slips
        .filter((slip) => slip.case_id === row.id)
        .map((slip) => ({ receivedAt: toIso(slip.received_at)!, state: slipState(slip) })),
      bank: deps.config.money.bank,
    });
  }
  return fees;
}
