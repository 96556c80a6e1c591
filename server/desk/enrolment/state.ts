// Where a case stands on its way from an accepted offer to the first school day
// (docs/enrolment.md): its document checklist, whether the admissions fee and deposit are paid,
// who has signed the contract, its first day, and which first days it may still choose. Read for
// the status page and the desk (reads never write); `advance` is the one writer of the moves the
// server makes by itself on the way: received ⇄ waiting for documents, and offer accepted →
// enrolled once every step is done.

import type { Enrolment, EnrolmentStep, GuardianRole } from '../../../src/shared/contracts/enrolment';
import { startChoices } from '../../../src/shared/admissions/start-date';
import type { SubmissionRecord } from '../../intake';
import { SYSTEM } from '../audit';
import type { DeskDeps } from '../context';
import { one, toDate, toIso, type DbTime, type SqlQueries } from '../db';
import { tellFamily } from '../family';
import { moveCase } from '../moves';
import {
  checklistOf,
  completedAt,
  documentsAccepted,
  documentsIn,
  latestReviews,
  type ChecklistEntry,
} from './documents';
import { guardiansOf, type Guardian } from './guardians';

export interface EnrolmentCase {
  id: string;
  submission_id: string;
  applicant_index: number;
  kind: string;
  stage: string;
  locale: string;
  reference: string;
  first_name: string;
  child_name: string;
  year: string | null;
  start_date: string | null;
  enrolled_at: DbTime | null;
}

const CASE_COLUMNS = `id::text AS id, submission_id::text AS submission_id, applicant_index, kind, stage, locale,
  reference, first_name, child_name, year, to_char(start_date, 'YYYY-MM-DD') AS start_date, enrolled_at`;

export const caseById = (db: SqlQueries, caseId: string) =>
  one<EnrolmentCase>(db, `SELECT ${CASE_COLUMNS} FROM desk_cases WHERE id = $1`, [caseId]);

export const caseByApplicant = (db: SqlQueries, submissionId: string, applicant: number) =>
  one<EnrolmentCase>(db, `SELECT ${CASE_COLUMNS} FROM desk_cases WHERE submission_id = $1 AND applicant_index = $2`, [
    submissionId,
    applicant,
  ]);

export interface SignatureRow {
  guardian: GuardianRole;
  typed_name: string;
  signed_at: DbTime;
  ip: string;
  user_agent: string;
  terms_version: string;
  locale: string;
  text_sha256: string;
  via: 'link' | 'status-page';
}

export const signaturesOf = (db: SqlQueries, caseId: string) =>
  db.query<SignatureRow>(
    `SELECT guardian, typed_name, signed_at, ip, user_agent, terms_version, locale, text_sha256, via
     FROM desk_signatures WHERE case_id = $1 ORDER BY signed_at`,
    [caseId],
  );

/** Everything known of a case's enrolment. */
export interface EnrolmentState {
  checklist: ChecklistEntry[];
  guardians: Guardian[];
  signatures: SignatureRow[];
  paidAt?: Date;
  /** When the application was complete and the fees paid: the first-day rule counts from it. */
  readyAt?: Date;
  steps: Record<EnrolmentStep, boolean>;
  startChoices: string[];
}

const ACCEPTED = new Set(['offer-accepted', 'enrolled']);
const MOVING = new Set(['received', 'waiting-for-documents', 'offer-accepted']);

export async function enrolmentState(
  deps: Pick<DeskDeps, 'db' | 'fees'>,
  row: EnrolmentCase,
  record: SubmissionRecord,
): Promise<EnrolmentState> {
  const checklist = checklistOf(record, row.applicant_index, await latestReviews(deps.db, row.id));
  const guardians = guardiansOf(record.data);
  const signatures = await signaturesOf(deps.db, row.id);
  const paidAt = await deps.fees.paidAt(row.id);
  const complete = completedAt(checklist);
  const readyAt = paidAt && complete ? new Date(Math.max(paidAt.getTime(), complete.getTime())) : undefined;
  const signed = new Set(signatures.map((s) => s.guardian));
  const steps: Record<EnrolmentStep, boolean> = {
    offer: ACCEPTED.has(row.stage),
    documents: documentsAccepted(checklist),
    fees: paidAt !== undefined,
    contract: guardians.length > 0 && guardians.every((g) => signed.has(g.role)),
    start: row.start_date !== null,
  };
  const open = row.stage === 'offer-accepted';
  return {
    checklist,
    guardians,
    signatures,
    ...(paidAt ? { paidAt } : {}),
    ...(readyAt ? { readyAt } : {}),
    steps,
    startChoices: open && readyAt ? startChoices(readyAt) : [],
  };
}

/** The enrolment as the family and the desk see it (the contract's wire shape). */
export function enrolmentView(row: EnrolmentCase, state: EnrolmentState): Enrolment {
  const signedAt = new Map(state.signatures.map((s) => [s.guardian, toIso(s.signed_at)]));
  return {
    steps: (Object.keys(state.steps) as EnrolmentStep[]).map((step) => ({ step, done: state.steps[step] })),
    ...(row.start_date ? { startDate: row.start_date } : {}),
    startChoices: state.startChoices,
    signatures: state.guardians.map((g) => ({
      guardian: g.role,
      ...(signedAt.get(g.role) ? { signedAt: signedAt.get(g.role) } : {}),
    })),
    ...(row.enrolled_at ? { enrolledAt: toDate(row.enrolled_at).toISOString() } : {}),
  };
}

/**
 * Makes the moves the server makes by itself for case `caseId`, given what is now true: a case
 * received with documents missing or asked again waits for them, and goes back once they are
 * in; an accepted offer with every step done is enrolled (the family is told of each).
 */
export async function advance(deps: DeskDeps, caseId: string): Promise<void> {
  const row = await caseById(deps.db, caseId);
  // Only these stages move by themselves; the others cost no more than this read.
  if (!row || row.kind !== 'application' || !MOVING.has(row.stage)) return;
  const record = await deps.records.get(row.submission_id);
  if (!record) return;
  let to: 'waiting-for-documents' | 'received' | 'enrolled' | undefined;
  if (row.stage === 'offer-accepted') {
    const state = await enrolmentState(deps, row, record);
    if (Object.values(state.steps).every(Boolean)) to = 'enrolled';
  } else {
    const complete = documentsIn(checklistOf(record, row.applicant_index, await latestReviews(deps.db, row.id)));
    if (row.stage === 'received' && !complete) to = 'waiting-for-documents';
    else if (row.stage === 'waiting-for-documents' && complete) to = 'received';
  }
  if (!to) return;
  const now = deps.now();
  const result = await moveCase(deps.db, {
    caseId,
    to,
    expectedStage: row.stage as 'received',
    actor: { ...SYSTEM, role: 'system' },
    now,
  });
  if (!result.ok) return;
  if (to === 'enrolled')
    await deps.db.query('UPDATE desk_cases SET enrolled_at = $2 WHERE id = $1', [caseId, now.toISOString()]);
  await tellFamily(deps, result.event);
}

/** Advances every case of a submission (a file arrived for one of them). */
export async function advanceSubmission(deps: DeskDeps, submissionId: string): Promise<void> {
  const rows = await deps.db.query<{ id: string }>('SELECT id::text AS id FROM desk_cases WHERE submission_id = $1', [
    submissionId,
  ]);
  for (const { id } of rows) await advance(deps, id);
}

/** The sweep's part: accepted offers whose last step was done elsewhere (a payment) are enrolled. */
export async function advanceAccepted(deps: DeskDeps): Promise<void> {
  const rows = await deps.db.query<{ id: string }>(
    "SELECT id::text AS id FROM desk_cases WHERE stage = 'offer-accepted' ORDER BY stage_since LIMIT 500",
  );
  for (const { id } of rows) await advance(deps, id);
}
