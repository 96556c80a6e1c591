// What the desk does by itself, every DESK_SWEEP_SECONDS in each server process: offers past their
// deadline expire (and the family is told), submissions whose every case ended more than
// DESK_RETENTION_MONTHS ago are deleted with their files, cases missing for a stored submission are
// made, and dead sessions, expired or used enrolments (with their TOTP keys) and sign-in counts an
// hour old go. Several processes may sweep at once: each step locks or claims its rows (a moved
// case cannot move again, a deleted row is deleted once).

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

/** Deletes a submission, its files and everything the desk holds on it; the audit line stays. */
export async function deleteSubmission(
  deps: DeskDeps,
  submissionId: string,
  actor: AuditActor,
  action: 'submission.deleted' | 'retention.deleted',
  condition = '',
  ip?: string,
): Promise<boolean> {
  const now = deps.now();
  await deps.db.query('UPDATE desk_status_links SET revoked_at = $2 WHERE submission_id = $1 AND revoked_at IS NULL', [
    submissionId,
    now.toISOString(),
  ]);
  // The files go first: should that fail, the row still says there is something to delete.
  await deps.files.deleteSubmission(submissionId);
  const deleted = await deps.db.query<{ reference: string; kind: string }>(
    `DELETE FROM submissions s WHERE s.id = $1 ${condition} RETURNING s.reference, s.kind`,
    [submissionId],
  );
  const row = deleted[0];
  if (!row) return false;
  await audit(deps.db, now, {
    actor,
    action,
    reference: row.reference,
    submissionId,
    detail: { kind: row.kind },
    ip,
  });
  return true;
}

const ENDED_LONG_AGO = (cutoff: string) => `AND EXISTS (SELECT 1 FROM desk_cases c WHERE c.submission_id = s.id)
  AND NOT EXISTS (SELECT 1 FROM desk_cases c WHERE c.submission_id = s.id
                  AND (c.ended_at IS NULL OR c.ended_at > '${cutoff}'::timestamptz))`;

/** Deletes what retention no longer allows to keep; returns how many submissions went. */
export async function applyRetention(deps: DeskDeps): Promise<number> {
  const months = deps.config.retentionMonths;
  if (months <= 0) return 0;
  const cutoff = monthsBefore(deps.now(), months).toISOString();
  const due = await deps.db.query<{ id: string }>(
    `SELECT s.id::text AS id FROM submissions s WHERE true ${ENDED_LONG_AGO(cutoff)} LIMIT 200`,
  );
  let deleted = 0;
  for (const { id } of due)
    if (await deleteSubmission(deps, id, SYSTEM, 'retention.deleted', ENDED_LONG_AGO(cutoff))) deleted += 1;
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
