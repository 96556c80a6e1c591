// The first school day of a case: chosen by the family on its status page (held to the whole
// rule: src/shared/admissions/start-date.ts) or set by staff, who may change it to any Monday the
// school is open. Each change is in the audit log with who made it and the day.

import type { AuditActor } from '../audit';
import { audit } from '../audit';
import type { DeskDeps } from '../context';
import type { EnrolmentCase } from './state';

export async function setStartDate(
  deps: Pick<DeskDeps, 'db' | 'now'>,
  row: EnrolmentCase,
  day: string,
  actor: AuditActor,
  ip?: string,
): Promise<void> {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    await tx.query('UPDATE desk_cases SET start_date = $2::date, start_set_at = $3 WHERE id = $1', [
      row.id,
      day,
      now.toISOString(),
    ]);
    await audit(tx, now, {
      actor,
      action: 'start-date.set',
      reference: row.reference,
      submissionId: row.submission_id,
      caseId: row.id,
      detail: { day, from: row.start_date },
      ip,
    });
  });
}
