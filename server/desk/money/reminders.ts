// The sweep's fee reminders (docs/fees.md, "Reminders"): for each live invoice with something
// still to pay, one reminder `invoicing.remindDaysBefore` days before its due day and one
// `invoicing.remindDaysOverdue` days after it, each sent once. The sweep claims a reminder by
// inserting its row (the primary key refuses a second), so two server processes never send it
// twice; reads never send anything.

import { invoicing } from '../../../src/shared/fees';
import { addDays } from '../../../src/shared/dates';
import { audit, SYSTEM } from '../audit';
import type { DeskDeps } from '../context';
import { schoolDayOf } from '../dates';
import { ledgerOf } from './ledger';
import { sendMoneyMail } from './mail';

type Kind = 'before-due' | 'overdue';

/** Sends the reminders due today; returns how many. */
export async function sendFeeReminders(deps: DeskDeps): Promise<number> {
  const now = deps.now();
  const today = schoolDayOf(now);
  // Before: due within the next days (and not yet past). Overdue: due long enough ago.
  const soon = addDays(today, invoicing.remindDaysBefore);
  const late = addDays(today, -invoicing.remindDaysOverdue);
  const due = await deps.db.query<{ id: string; case_id: string; kind: Kind }>(
    `SELECT i.id::text AS id, i.case_id::text AS case_id,
       CASE WHEN i.due_on <= $2::date THEN 'overdue' ELSE 'before-due' END AS kind
     FROM desk_invoices i
     WHERE NOT EXISTS (SELECT 1 FROM desk_credit_notes cn WHERE cn.invoice_id = i.id)
       AND NOT EXISTS (SELECT 1 FROM desk_receipts rc WHERE rc.invoice_id = i.id)
       AND ((i.due_on BETWEEN $1::date AND $3::date) OR i.due_on <= $2::date)
       AND NOT EXISTS (SELECT 1 FROM desk_fee_reminders r WHERE r.invoice_id = i.id
                       AND r.kind = CASE WHEN i.due_on <= $2::date THEN 'overdue' ELSE 'before-due' END)
     ORDER BY i.due_on LIMIT 200`,
    [today, late, soon],
  );
  let sent = 0;
  for (const row of due) {
    const ledger = await ledgerOf(deps.db, row.case_id);
    if (ledger.live?.id !== row.id || ledger.balance <= 0) continue;
    const claimed = await deps.db.query(
      `INSERT INTO desk_fee_reminders (invoice_id, kind, sent_at) VALUES ($1, $2, $3)
       ON CONFLICT (invoice_id, kind) DO NOTHING RETURNING invoice_id`,
      [row.id, row.kind, now.toISOString()],
    );
    if (claimed.length === 0) continue;
    await audit(deps.db, now, {
      actor: SYSTEM,
      action: 'fees.reminded',
      reference: ledger.live.reference,
      submissionId: ledger.live.submission_id,
      caseId: row.case_id,
      detail: { invoice: ledger.live.number, kind: row.kind },
    });
    await sendMoneyMail(deps, {
      kind: row.kind === 'overdue' ? 'overdue' : 'reminder',
      invoice: ledger.live,
      balance: ledger.balance,
    });
    sent += 1;
  }
  return sent;
}
