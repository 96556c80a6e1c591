// The money part of the overview: offers made, accepted, and accepted with the admissions fee and
// deposit paid, and enrolled (docs/enrolment.md; each counted per child, over every case the desk
// has), and the money still to
// come on live invoices, not yet due and past due, at the school's today.

import type { MoneyStats } from '../../../src/shared/contracts/desk-money';
import type { DeskDeps } from '../context';
import { schoolDayOf } from '../dates';
import { COUNTED_STAGES } from './family';
import { invoicesOf, ledgerFrom, paymentsOf } from './ledger';

export async function moneyStats(deps: DeskDeps): Promise<MoneyStats> {
  const today = schoolDayOf(deps.now());
  const [counts] = await deps.db.query<{ offers: number; accepted: number; enrolled: number }>(
    `SELECT count(*) FILTER (WHERE EXISTS (SELECT 1 FROM desk_offers o WHERE o.case_id = c.id)) AS offers,
            count(*) FILTER (WHERE c.stage = ANY($1::text[])) AS accepted,
            count(*) FILTER (WHERE c.stage = 'enrolled') AS enrolled
     FROM desk_cases c WHERE c.kind = 'application'`,
    [COUNTED_STAGES],
  );
  const invoiced = await deps.db.query<{ case_id: string }>(
    'SELECT DISTINCT case_id::text AS case_id FROM desk_invoices',
  );
  const ids = invoiced.map((row) => row.case_id);
  const [invoices, payments] = await Promise.all([invoicesOf(deps.db, ids), paymentsOf(deps.db, ids)]);
  const stats: MoneyStats = {
    offers: Number(counts?.offers ?? 0),
    accepted: Number(counts?.accepted ?? 0),
    paid: 0,
    enrolled: Number(counts?.enrolled ?? 0),
    due: 0,
    dueCount: 0,
    overdue: 0,
    overdueCount: 0,
  };
  for (const id of ids) {
    const ledger = ledgerFrom(
      invoices.filter((i) => i.case_id === id),
      payments.filter((p) => p.case_id === id),
    );
    if (ledger.feesPaidAt) stats.paid += 1;
    if (!ledger.live || ledger.balance <= 0) continue;
    if (ledger.live.due_on < today) {
      stats.overdue += ledger.balance;
      stats.overdueCount += 1;
    } else {
      stats.due += ledger.balance;
      stats.dueCount += 1;
    }
  }
  return stats;
}
