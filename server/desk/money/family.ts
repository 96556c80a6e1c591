// Who a child's invoice counts (docs/fees.md): the child's case, its family's children whose offer
// is accepted or who are enrolled (the cases of applications that share a parent's e-mail address
// with it, in any application), eldest first, and whether a bus registration of the same family
// names the child. Read from the desk's cases alone.

import type { Sibling } from '../../../src/shared/contracts/desk-money';
import type { Stage } from '../../../src/shared/admissions/stages';
import { siblingOrder } from '../../../src/shared/fees';
import { one, type SqlQueries } from '../db';

/** Stages whose children count as the family's for the sibling discount. */
export const COUNTED_STAGES = ['offer-accepted', 'enrolled'] as const;

export interface CaseRow {
  id: string;
  submission_id: string;
  applicant_index: number;
  kind: string;
  reference: string;
  locale: string;
  stage: Stage;
  first_name: string;
  family_name: string | null;
  child_name: string;
  parent_name: string;
  emails: string;
  date_of_birth: string | null;
  year: string | null;
}

const CASE_COLUMNS = `id::text AS id, submission_id::text AS submission_id, applicant_index, kind, reference, locale,
  stage, first_name, family_name, child_name, parent_name, emails, date_of_birth, year`;

/** One case (locked until the transaction ends, with `lock`). */
export function caseRow(db: SqlQueries, caseId: string, lock = false): Promise<CaseRow | undefined> {
  return one<CaseRow>(db, `SELECT ${CASE_COLUMNS} FROM desk_cases WHERE id = $1 ${lock ? 'FOR UPDATE' : ''}`, [caseId]);
}

/** The cases of a submission, in the form's order. */
export function casesOfSubmission(db: SqlQueries, submissionId: string): Promise<CaseRow[]> {
  return db.query<CaseRow>(`SELECT ${CASE_COLUMNS} FROM desk_cases WHERE submission_id = $1 ORDER BY applicant_index`, [
    submissionId,
  ]);
}

/** The e-mail addresses of a case, lowercased (`emails` holds them joined by ", "). */
export const emailsOf = (row: Pick<CaseRow, 'emails'>) =>
  row.emails
    .split(',')
    .map((email) => email.trim().toLowerCase())
    .filter(Boolean);

/** The family's counted children (this one included when it counts), eldest first. */
export async function familyOf(db: SqlQueries, row: CaseRow): Promise<(CaseRow & Sibling)[]> {
  const emails = emailsOf(row);
  const rows =
    emails.length === 0
      ? [row]
      : await db.query<CaseRow>(
          `SELECT ${CASE_COLUMNS} FROM desk_cases
           WHERE kind = 'application' AND stage = ANY($2::text[])
             AND (id = $3 OR string_to_array(lower(emails), ', ') && $1::text[])`,
          [emails, COUNTED_STAGES, row.id],
        );
  if (!rows.some((r) => r.id === row.id)) rows.push(row);
  return siblingOrder(rows.map((r) => ({ ...r, dateOfBirth: r.date_of_birth, applicantIndex: r.applicant_index }))).map(
    (r) => ({ ...r, caseId: r.id, firstName: r.first_name }),
  );
}

const nameKey = (name: string) => name.toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * Whether a bus registration shares an e-mail address with the child's family and names the child
 * (first and family name; the bus case's `child_name` lists its students as "First Family, …").
 */
export async function ridesBus(db: SqlQueries, row: CaseRow): Promise<boolean> {
  const emails = emailsOf(row);
  if (emails.length === 0) return false;
  const registrations = await db.query<{ child_name: string }>(
    `SELECT child_name FROM desk_cases WHERE kind = 'bus' AND string_to_array(lower(emails), ', ') && $1::text[]`,
    [emails],
  );
  const child = nameKey(`${row.first_name} ${row.family_name ?? ''}`);
  return registrations.some((registration) => registration.child_name.split(', ').map(nameKey).includes(child));
}
