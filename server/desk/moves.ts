// Moving a case from one stage to another, in one transaction with the case's row locked: the
// state machine (src/shared/admissions/workflow.ts) decides whether the actor may, the history and
// the audit log record it, and an offer gets its row (deadline, state) so that its links can be
// checked against it. A move away from a booked assessment that has not taken place gives its
// slot up in the same transaction (assessment/release.ts). What the family should hear of comes
// back as an event for the mailer.

import { randomUUID } from 'node:crypto';
import { endedStages, isStage, workflowOf, type Stage } from '../../src/shared/admissions/stages';
import { checkMove, type Actor } from '../../src/shared/admissions/workflow';
import { MAX_MOVE_NOTE } from '../../src/shared/contracts/desk-cases';
import type { BookingEvent } from './assessment/event';
import { releaseOnMove } from './assessment/release';
import { audit, type AuditAction, type AuditActor } from './audit';
import { one, toDate, type DbTime, type SqlClient, type SqlQueries } from './db';
import { waitlistMoved } from './waitlist/order';

export interface MoveInput {
  caseId: string;
  to: Stage;
  /** The stage the desk showed: a case moved meanwhile by someone else is a conflict. */
  expectedStage?: Stage;
  actor: AuditActor & { role: Actor };
  note?: string;
  /** assessment-booked: when. */
  assessmentAt?: Date;
  /** offer-made: the deadline (the end of a school day). */
  deadline?: Date;
  /** offer-accepted / offer-declined by the family: the offer its link was made for. */
  offerId?: string;
  /** The audit line's action, when the move is part of something with its own (an assessment booked). */
  action?: AuditAction;
  /** The assessment's booking makes this move and has written the booking itself. */
  booking?: true;
  ip?: string;
  now: Date;
}

/** What happened, for the mailer and the answer. */
export interface MoveEvent {
  caseId: string;
  submissionId: string;
  reference: string;
  kind: string;
  locale: string;
  firstName: string;
  from: Stage;
  to: Stage;
  assessmentAt?: string;
  offer?: { id: string; deadline: string };
  /** The booked slot this move gave up, for the cancellation's e-mail and calendar file. */
  assessmentCancelled?: BookingEvent;
}

export type MoveError = 'not-found' | 'not-allowed' | 'forbidden' | 'conflict' | 'invalid' | 'offer-closed';
export type MoveResult = { ok: true; event: MoveEvent } | { ok: false; error: MoveError };

interface CaseRow {
  id: string;
  submission_id: string;
  reference: string;
  kind: string;
  locale: string;
  first_name: string;
  stage: string;
  offer_id: string | null;
  offer_deadline: DbTime | null;
}

const fail = (error: MoveError): MoveResult => ({ ok: false, error });

const isOfferAnswer = (to: Stage) => to === 'offer-accepted' || to === 'offer-declined';

/** Checks the family's answer against the offer its link names: the current one, open, in time. */
function offerProblem(row: CaseRow, input: MoveInput): MoveError | undefined {
  if (input.actor.role !== 'family' || !isOfferAnswer(input.to)) return undefined;
  if (!input.offerId || row.offer_id !== input.offerId || row.stage !== 'offer-made') return 'offer-closed';
  if (!row.offer_deadline || toDate(row.offer_deadline).getTime() < input.now.getTime()) return 'offer-closed';
  return undefined;
}

async function applyMove(tx: SqlQueries, row: CaseRow, input: MoveInput, from: Stage): Promise<MoveEvent> {
  const { to, now } = input;
  const at = now.toISOString();
  let offer: MoveEvent['offer'];
  if (row.offer_id && (to !== 'offer-made' || from === 'offer-made')) {
    // Whatever comes after an open offer closes it: answered, expired, withdrawn or replaced.
    const state = { 'offer-accepted': 'accepted', 'offer-declined': 'declined', 'offer-expired': 'expired' }[
      to as string
    ];
    await tx.query(`UPDATE desk_offers SET state = $2, answered_at = $3 WHERE id = $1 AND state = 'open'`, [
      row.offer_id,
      state ?? (to === 'offer-made' ? 'superseded' : 'withdrawn'),
      at,
    ]);
  }
  if (to === 'offer-made') {
    offer = { id: randomUUID(), deadline: input.deadline!.toISOString() };
    await tx.query(
      `INSERT INTO desk_offers (id, case_id, made_by, made_at, deadline, state) VALUES ($1, $2, $3, $4, $5, 'open')`,
      [offer.id, row.id, input.actor.id ?? null, at, offer.deadline],
    );
  }
  const keepsOffer = to === 'offer-accepted' || to === 'offer-declined' || to === 'offer-expired';
  await tx.query(
    `UPDATE desk_cases SET stage = $2, stage_since = $3,
       ended_at = CASE WHEN $4::boolean THEN $3::timestamptz ELSE NULL END,
       assessment_at = CASE WHEN $2 = 'assessment-booked' THEN $5::timestamptz ELSE assessment_at END,
       offer_id = CASE WHEN $2 = 'offer-made' THEN $6::uuid WHEN $7::boolean THEN offer_id ELSE NULL END,
       offer_deadline = CASE WHEN $2 = 'offer-made' THEN $8::timestamptz WHEN $7::boolean THEN offer_deadline ELSE NULL END
     WHERE id = $1`,
    [
      row.id,
      to,
      at,
      endedStages.has(to),
      input.assessmentAt?.toISOString() ?? null,
      offer?.id ?? null,
      keepsOffer,
      offer?.deadline ?? null,
    ],
  );
  await tx.query(
    `INSERT INTO desk_history (case_id, at, actor_id, actor, from_stage, to_stage, note) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [row.id, at, input.actor.id ?? null, input.actor.label, from, to, input.note ?? ''],
  );
  await waitlistMoved(tx, row.id, from, to, now);
  const assessmentCancelled = input.booking
    ? undefined
    : await releaseOnMove(tx, row, { to, actor: input.actor, ip: input.ip, now });
  await audit(tx, now, {
    actor: input.actor,
    action:
      input.action ??
      (input.actor.role === 'family' ? 'offer.answered' : to === 'offer-expired' ? 'offer.expired' : 'case.moved'),
    reference: row.reference,
    submissionId: row.submission_id,
    caseId: row.id,
    detail: { from, to },
    ip: input.ip,
  });
  return {
    caseId: row.id,
    submissionId: row.submission_id,
    reference: row.reference,
    kind: row.kind,
    locale: row.locale,
    firstName: row.first_name,
    from,
    to,
    ...(to === 'assessment-booked' && input.assessmentAt ? { assessmentAt: input.assessmentAt.toISOString() } : {}),
    ...(offer ? { offer } : {}),
    ...(assessmentCancelled ? { assessmentCancelled } : {}),
  };
}

/** Moves a case, or says why not; nothing changes on a refusal. */
export async function moveCase(client: SqlClient, input: MoveInput): Promise<MoveResult> {
  if (!isStage(input.to)) return fail('invalid');
  if ((input.note?.length ?? 0) > MAX_MOVE_NOTE) return fail('invalid');
  if (input.to === 'offer-made' && (!input.deadline || input.deadline.getTime() <= input.now.getTime()))
    return fail('invalid');
  return client.transaction((tx) => moveWithin(tx, input));
}

/** Moves a case inside the caller's transaction (which rolls back on a refusal it acts on). */
export async function moveWithin(tx: SqlQueries, input: MoveInput): Promise<MoveResult> {
  const row = await one<CaseRow>(
    tx,
    `SELECT id::text AS id, submission_id::text AS submission_id, reference, kind, locale, first_name, stage,
       offer_id::text AS offer_id, offer_deadline
     FROM desk_cases WHERE id = $1 FOR UPDATE`,
    [input.caseId],
  );
  if (!row || !isStage(row.stage)) return fail('not-found');
  const from = row.stage;
  if (input.expectedStage && input.expectedStage !== from) return fail('conflict');
  const refusal = checkMove(workflowOf(row.kind), from, input.to, input.actor.role);
  if (refusal)
    return fail(
      input.actor.role === 'family' && refusal === 'not-allowed' && isOfferAnswer(input.to) ? 'offer-closed' : refusal,
    );
  const problem = offerProblem(row, input);
  if (problem) return fail(problem);
  return { ok: true, event: await applyMove(tx, row, input, from) };
}
