// What the desk does by itself, every DESK_SWEEP_SECONDS in each server process: offers past their
// deadline expire (and the family is told), submissions whose every case ended more than
// DESK_RETENTION_MONTHS ago are deleted with their files (the row first, under the guard that
// their cases still ended long ago; the files once it is gone), cases missing for a stored
// submission are made, and dead sessions, expired or used enrolments (with their TOTP keys) and
// sign-in counts an hour old go. Several processes may sweep at once: each step locks or claims its
// rows (a moved case cannot move again, a deleted row is deleted once).

import { deleteSubmissionRow } from '../intake/erasure';
import { audit, SYSTEM, type AuditActor } from './audit';
import { purgeSessions } from './auth/sessions';
import { deskThrottle } from './auth/throttle';
import { createCases, submissionsWithoutCases } from './cases';
import type { DeskDeps } from './context';
import { monthsBefore } from './dates';
import type { SqlQueries } from './db';
import { tellFamily } from './family';
import { moveCase } from './moves';
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

/**
 * Deletes a submission and everything the desk holds on it if `condition` (SQL about `s`, the
 * submission) still holds; the audit line stays. The row goes first, in one transaction with its
 * cases locked (a case being moved meanwhile is seen by the guard), the links revoked and the
 * audit line; its files and uploads in progress are erased only once that has committed.
 */
export async function deleteSubmission(
  deps: DeskDeps,
  submissionId: string,
  actor: AuditActor,
  action: 'submission.deleted' | 'retention.deleted',
  condition = '',
  ip?: string,
): Promise<boolean> {
  const now = deps.now();
  const deleted = await deps.db.transaction(async (tx) => {
    await tx.query('SELECT id FROM desk_cases WHERE submission_id = $1 FOR UPDATE', [submissionId]);
    const links = await tx.query<{ id: string }>('SELECT id FROM desk_status_links WHERE submission_id = $1', [
      submissionId,
    ]);
    const row = await deleteSubmissionRow(tx, submissionId, condition, now);
    if (!row) return false;
    await tx.query('UPDATE desk_status_links SET revoked_at = $2 WHERE id = ANY($1::text[]) AND revoked_at IS NULL', [
      links.map((link) => link.id),
      now.toISOString(),
    ]);
    await audit(tx, now, { actor, action, reference: row.reference, submissionId, detail: { kind: row.kind }, ip });
    return true;
  });
  if (deleted) await deps.files.erase(submissionId);
  return deleted;
}

const ENDED_LONG_AGO = (cutoff: string) => `AND EXISTS (SELECT 1 FROM desk_cases c WHERE c.submission_id = s.id)
  AND NOT EXISTS (SELECT 1 FROM desk_cases c WHERE c.submission_id = s.id
                  AND (c.ended_at IS NULL OR c.ended_at > '${cutoff}'::timestamptz))`;

/** The submissions retention no longer allows to keep, and the guard each deletion checks again. */
export async function dueForRetention(deps: DeskDeps): Promise<{ ids: string[]; guard: string }> {
  const months = deps.config.retentionMonths;
  if (months <= 0) return { ids: [], guard: '' };
  const guard = ENDED_LONG_AGO(monthsBefore(deps.now(), months).toISOString());
  const due = await deps.db.query<{ id: string }>(
    `SELECT s.id::text AS id FROM submissions s WHERE true ${guard} LIMIT 200`,
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

/** Makes the cases of submissions that have none (the stored hook failed, or older data). */
export async function reconcileCases(db: SqlQueries): Promise<number> {
  let made = 0;
  for (const submission of await submissionsWithoutCases(db)) made += (await createCases(db, submission)).length;
  return made;
}

/** One sweep: every step, each failing alone. */
export async function sweep(deps: DeskDeps): Promise<void> {
  const steps: [string, () => Promise<unknown>][] = [
    ['cases', () => reconcileCases(deps.db)],
    ['offers', () => expireOffers(deps)],
    ['retention', () => applyRetention(deps)],
    ['sessions', () => purgeSessions(deps.db, deps.now(), deps.config)],
    ['sign-in limits', () => deskThrottle(deps.db).purge(deps.now())],
    ['enrolments', () => purgeEnrolments(deps.db, deps.now())],
  ];
  for (const [name, step] of steps)
    await step().catch((error: unknown) => deps.logger.error(`desk sweep: ${name} failed`, error));
}
