// What the desk does by itself, every DESK_SWEEP_SECONDS in each server process, and the only place
// where time alone changes anything (reads never write: a list, a detail or a status page shows an
// offer past its deadline as expired without moving it): offers past their deadline expire (and
// the family is told), submissions whose every case ended more than
// DESK_RETENTION_MONTHS ago are deleted with their files (the row first, under the guard that
// their cases still ended long ago; the files once it is gone), cases missing for a stored
// submission are made, accepted offers whose every step is done (a payment confirmed elsewhere)
// are enrolled, and dead sessions, expired or used staff enrolments (with their TOTP keys) and
// sign-in counts an hour old go; the assessments' day-before reminders and the references' one
// reminder go out. Several processes may sweep at once: each step locks or claims its
// rows (a moved case cannot move again, a deleted row is deleted once).

import { remindAssessments } from './assessment/reminders';
import { remindReferences } from './references/routes';
import { audit, SYSTEM, type AuditActor } from './audit';
import { purgeSessions } from './auth/sessions';
import { deskThrottle } from './auth/throttle';
import { createCases, reconcileFiles, submissionsWithoutCases } from './cases';
import type { DeskDeps } from './context';
import { monthsBefore } from './dates';
import { tellFamily } from './family';
import { sendFeeReminders } from './money/reminders';
import { moveCase } from './moves';
import { advanceAccepted } from './enrolment/state';
import { purgeEnrolments } from './staff';

/** Expires the offers past their deadline (of `caseIds` only, when given); returns how many. */
export async function expireOffers(deps: DeskDeps, caseIds?: string[]): Promise<number> {
  const now = deps.now();
  const due = await deps.db.query<{ id: string; offer_id: string }>(
    `SELECT id::text AS id, offer_id::text AS offer_id FROM desk_cases
     WHERE stage = 'offer-made' AND offer_deadline < $1 ${caseIds ? 'AND id = ANY($2::uuid[])' : ''} LIMIT 500`,
    caseIds ? [now.toISOString(), caseIds] : [now.toISOString()],
  );
  let expired = 0;
  for (const row of due) {
    const result = await moveCase(deps.db, {
      caseId: row.id,
      to: 'offer-expired',
      expectedStage: 'offer-made',
      actor: { ...SYSTEM, role: 'system' },
      now,
    });
    // Another process (or the family, at the last second) got there first: nothing to do.
    if (!result.ok) continue;
    expired += 1;
    await tellFamily(deps, result.event);
  }
  return expired;
}

/** Whether submission $1 has cases and every one ended before $2: retention's rule. */
const ENDED_BEFORE = `EXISTS (SELECT 1 FROM desk_cases c WHERE c.submission_id = $1)
  AND NOT EXISTS (SELECT 1 FROM desk_cases c WHERE c.submission_id = $1
                  AND (c.ended_at IS NULL OR c.ended_at > $2::timestamptz))`;

/** A guard a deletion checks again in its transaction, once the submission's cases are locked. */
export interface DeletionGuard {
  /** The cases' ended dates before which retention deletes (ISO). */
  endedBefore: string;
}

/**
 * Deletes a submission and everything the desk holds on it, if `guard` (when given) still holds;
 * the audit line stays. In one transaction: its cases locked (a case being moved meanwhile is seen
 * by the guard), the intake's row deleted (its files recorded for erasure), the desk's cases and
 * notes deleted, its links revoked and pointing nowhere, the audit line written. Its files and
 * uploads in progress are erased only once that has committed.
 */
export async function deleteSubmission(
  deps: DeskDeps,
  submissionId: string,
  actor: AuditActor,
  action: 'submission.deleted' | 'retention.deleted',
  guard?: DeletionGuard,
  ip?: string,
): Promise<boolean> {
  const now = deps.now();
  const deleted = await deps.db.transaction(async (tx) => {
    await tx.query('SELECT id FROM desk_cases WHERE submission_id = $1 FOR UPDATE', [submissionId]);
    if (guard) {
      const [holds] = await tx.query<{ ok: boolean }>(`SELECT ${ENDED_BEFORE} AS ok`, [
        submissionId,
        guard.endedBefore,
      ]);
      if (!holds?.ok) return false;
    }
    const row = await deps.records.within(tx).remove(submissionId, now);
    if (!row) return false;
    await tx.query('DELETE FROM desk_cases WHERE submission_id = $1', [submissionId]);
    await tx.query('DELETE FROM desk_notes WHERE submission_id = $1', [submissionId]);
    await tx.query(
      `UPDATE desk_status_links SET revoked_at = COALESCE(revoked_at, $2), submission_id = NULL
       WHERE submission_id = $1`,
      [submissionId, now.toISOString()],
    );
    await audit(tx, now, { actor, action, reference: row.reference, submissionId, detail: { kind: row.kind }, ip });
    return true;
  });
  if (deleted) await deps.files.erase(submissionId);
  return deleted;
}

/** The submissions retention no longer allows to keep, and the guard each deletion checks again. */
export async function dueForRetention(deps: DeskDeps): Promise<{ ids: string[]; guard?: DeletionGuard }> {
  const months = deps.config.retentionMonths;
  if (months <= 0) return { ids: [] };
  const guard = { endedBefore: monthsBefore(deps.now(), months).toISOString() };
  const due = await deps.db.query<{ id: string }>(
    `SELECT submission_id::text AS id FROM desk_cases GROUP BY submission_id
     HAVING bool_and(ended_at IS NOT NULL AND ended_at <= $1::timestamptz) LIMIT 200`,
    [guard.endedBefore],
  );
  return { ids: due.map((row) => row.id), guard };
}

/** Deletes what retention no longer allows to keep; returns how many submissions went. */
export async function applyRetention(deps: DeskDeps): Promise<number> {
  const { ids, guard } = await dueForRetention(deps);
  let deleted = 0;
  for (const id of ids) if (await deleteSubmission(deps, id, SYSTEM, 'retention.deleted', guard)) deleted += 1;
  return deleted;
}

/**
 * Makes the cases of submissions that have none (the stored hook failed, or older data), and
 * marks as complete the cases whose last file arrived unheard.
 */
export async function reconcileCases(deps: Pick<DeskDeps, 'db' | 'records'>): Promise<number> {
  let made = 0;
  for (const submission of await submissionsWithoutCases(deps.db, deps.records))
    made += (await createCases(deps.db, submission)).length;
  await reconcileFiles(deps.db, deps.records);
  return made;
}

/** One sweep: every step, each failing alone. */
export async function sweep(deps: DeskDeps): Promise<void> {
  const steps: [string, () => Promise<unknown>][] = [
    ['cases', () => reconcileCases(deps)],
    ['offers', () => expireOffers(deps)],
    ['retention', () => applyRetention(deps)],
    ['sessions', () => purgeSessions(deps.db, deps.now(), deps.config)],
    ['sign-in limits', () => deskThrottle(deps.db).purge(deps.now())],
    ['enrolments', () => purgeEnrolments(deps.db, deps.now())],
    ['students enrolled', () => advanceAccepted(deps)],
    ['fee reminders', () => sendFeeReminders(deps)],
    ['assessment reminders', () => remindAssessments(deps)],
    ['reference reminders', () => remindReferences(deps)],
  ];
  for (const [name, step] of steps)
    await step().catch((error: unknown) => deps.logger.error(`desk sweep: ${name} failed`, error));
}
