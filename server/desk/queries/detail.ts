// One submission as the desk's detail view shows it: every answer (the data as the family sent
// it) and its files with their verified SHA-256 (from the intake's records), each child's case
// with its history, offer, possible duplicates and assignee, the internal notes, the state of the
// family's status link, and the automatic e-mails held back by the limit per recipient (from the
// audit log). It only reads: an offer past its deadline is shown expired before the sweep moves it.

import type { Stage } from '../../../src/shared/admissions/stages';
import type { IntakeRecords } from '../../intake';
import { toIso, type DbTime, type SqlQueries } from '../db';
import { shownStage } from '../offer-links';
import { linkState } from '../status-links';

interface CaseRow {
  id: string;
  applicant_index: number;
  child_name: string;
  date_of_birth: string | null;
  year: string | null;
  stage: Stage;
  stage_since: DbTime;
  assignee_id: string | null;
  assignee_name: string | null;
  assessment_at: DbTime | null;
  offer_id: string | null;
  offer_deadline: DbTime | null;
  offer_state: string | null;
}

/** The case's stage as shown at `now` (an offer past its deadline is expired: offer-links.ts). */
function shownCase(c: CaseRow, now: Date): { stage: Stage; stageSince: string } {
  const shown = shownStage(c.stage, c.stage_since, c.offer_deadline, now);
  return { stage: shown.stage, stageSince: shown.since.toISOString() };
}

export async function submissionDetail(db: SqlQueries, records: IntakeRecords, submissionId: string, now: Date) {
  const submission = await records.get(submissionId);
  if (!submission) return undefined;
  const [cases, history, duplicates, notes, link, withheld] = await Promise.all([
    db.query<CaseRow>(
      `SELECT c.id::text AS id, c.applicant_index, c.child_name, c.date_of_birth, c.year, c.stage, c.stage_since,
         c.assignee_id::text AS assignee_id, st.name AS assignee_name, c.assessment_at, c.offer_id::text AS offer_id,
         c.offer_deadline, o.state AS offer_state
       FROM desk_cases c LEFT JOIN desk_staff st ON st.id = c.assignee_id LEFT JOIN desk_offers o ON o.id = c.offer_id
       WHERE c.submission_id = $1 ORDER BY c.applicant_index`,
      [submissionId],
    ),
    db.query<{ case_id: string; at: DbTime; actor: string; from_stage: string | null; to_stage: string; note: string }>(
      `SELECT h.case_id::text AS case_id, h.at, h.actor, h.from_stage, h.to_stage, h.note FROM desk_history h
       JOIN desk_cases c ON c.id = h.case_id WHERE c.submission_id = $1 ORDER BY h.id`,
      [submissionId],
    ),
    db.query<{
      case_id: string;
      other_id: string;
      submission_id: string;
      reference: string;
      child_name: string;
      stage: string;
    }>(
      `SELECT d.case_id::text AS case_id, o.id::text AS other_id, o.submission_id::text AS submission_id, o.reference,
         o.child_name, o.stage
       FROM desk_duplicates d JOIN desk_cases c ON c.id = d.case_id JOIN desk_cases o ON o.id = d.other_id
       WHERE c.submission_id = $1`,
      [submissionId],
    ),
    db.query<{ id: string; author: string; at: DbTime; body: string }>(
      'SELECT id::text AS id, author, at, body FROM desk_notes WHERE submission_id = $1 ORDER BY at',
      [submissionId],
    ),
    linkState(db, submissionId),
    db.query<{ at: DbTime; detail: Record<string, unknown> | string }>(
      "SELECT at, detail FROM desk_audit WHERE submission_id = $1 AND action = 'mail.withheld' ORDER BY id",
      [submissionId],
    ),
  ]);
  return {
    submission: {
      id: submission.id,
      reference: submission.reference,
      kind: submission.kind,
      locale: submission.locale,
      receivedAt: submission.receivedAt.toISOString(),
      status: submission.status,
      completedAt: submission.completedAt?.toISOString() ?? null,
      schemaVersion: submission.schemaVersion,
      data: submission.data,
    },
    attachments: submission.attachments.map((a) => ({
      attachmentId: a.attachmentId,
      field: a.field,
      name: a.name,
      type: a.type,
      size: a.size,
      sha256: a.sha256,
      receivedAt: a.receivedAt?.toISOString() ?? null,
    })),
    cases: cases.map((c) => ({
      id: c.id,
      applicantIndex: Number(c.applicant_index),
      childName: c.child_name,
      dateOfBirth: c.date_of_birth,
      year: c.year,
      ...shownCase(c, now),
      assignee: c.assignee_id ? { id: c.assignee_id, name: c.assignee_name ?? '' } : null,
      assessmentAt: toIso(c.assessment_at) ?? null,
      offer: c.offer_id
        ? {
            id: c.offer_id,
            deadline: toIso(c.offer_deadline) ?? null,
            state: c.offer_state === 'open' && shownCase(c, now).stage === 'offer-expired' ? 'expired' : c.offer_state,
          }
        : null,
      history: history
        .filter((h) => h.case_id === c.id)
        .map((h) => ({ at: toIso(h.at)!, actor: h.actor, from: h.from_stage, to: h.to_stage, note: h.note })),
      duplicates: duplicates
        .filter((d) => d.case_id === c.id)
        .map((d) => ({
          caseId: d.other_id,
          submissionId: d.submission_id,
          reference: d.reference,
          childName: d.child_name,
          stage: d.stage,
        })),
    })),
    notes: notes.map((n) => ({ id: n.id, author: n.author, at: toIso(n.at)!, body: n.body })),
    statusLink: link ?? null,
    mailWithheld: withheld.map((row) => {
      const detail = typeof row.detail === 'string' ? (JSON.parse(row.detail) as Record<string, unknown>) : row.detail;
      return { at: toIso(row.at)!, mail: String(detail.mail ?? ''), addresses: Number(detail.addresses ?? 0) };
    }),
  };
}

export type SubmissionDetail = NonNullable<Awaited<ReturnType<typeof submissionDetail>>>;
