// References from a child's previous school (docs/assessment.md, "References"): a member of staff
// asks a teacher, for one of the previous schools the family listed; the request's link is
// `<desk>/[th/]desk/reference#<id>.<signature>` (signed with the reference key, so no status or
// offer link passes for one), works once and until it expires; the teacher's answers are kept on
// the request and read only by staff (audited). The only code whose SQL names desk_references.

import { randomUUID } from 'node:crypto';
import { referenceRules } from '../../../src/shared/admissions/assessment-rules';
import type { Reference } from '../../../src/shared/contracts/references';
import { one, toIso, type DbTime, type SqlQueries } from '../db';
import type { Signer } from '../signing';

const DAY_MS = 24 * 60 * 60 * 1000;
const TOKEN = /^([0-9a-f]{32})\.([A-Za-z0-9_-]{24})$/;

export interface ReferenceRow {
  id: string;
  case_id: string;
  school: string;
  teacher_email: string;
  locale: 'en' | 'th';
  requested_at: DbTime;
  expires_at: DbTime;
  answered_at: DbTime | null;
  /** jsonb: an object from PGlite, its text from the PostgreSQL driver. */
  answers: Record<string, string> | string | null;
}

const COLUMNS = `id::text AS id, case_id::text AS case_id, school, teacher_email, locale, requested_at, expires_at,
  answered_at, answers`;

export const referenceToken = (signer: Signer, id: string) => {
  const payload = id.replace(/-/g, '');
  return `${payload}.${signer.sign('reference', payload)}`;
};

/** The teacher's link, in the request's language. */
export const referenceUrl = (deskOrigin: string, locale: string, token: string) =>
  `${deskOrigin}${locale === 'th' ? '/th' : ''}/desk/reference#${token}`;

/** The previous schools the family listed for the case's child, by name. */
export function previousSchools(data: unknown, applicantIndex: number): string[] {
  const applicants = (data as { applicants?: { academic?: { previousSchools?: { name?: unknown }[] } }[] })?.applicants;
  const schools = applicants?.[applicantIndex]?.academic?.previousSchools ?? [];
  return schools.map((school) => (typeof school.name === 'string' ? school.name.trim() : '')).filter(Boolean);
}

export async function createRequest(
  db: SqlQueries,
  input: { caseId: string; school: string; teacherEmail: string; locale: 'en' | 'th'; by: string; now: Date },
): Promise<ReferenceRow> {
  const id = randomUUID();
  const expires = new Date(input.now.getTime() + referenceRules.expiresDays * DAY_MS);
  const [row] = await db.query<ReferenceRow>(
    `INSERT INTO desk_references (id, case_id, school, teacher_email, locale, requested_by, requested_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING ${COLUMNS}`,
    [
      id,
      input.caseId,
      input.school,
      input.teacherEmail,
      input.locale,
      input.by,
      input.now.toISOString(),
      expires.toISOString(),
    ],
  );
  return row!;
}

export const referencesOf = (db: SqlQueries, caseId: string) =>
  db.query<ReferenceRow>(`SELECT ${COLUMNS} FROM desk_references WHERE case_id = $1 ORDER BY requested_at`, [caseId]);

export function referenceView(row: ReferenceRow, now: Date): Reference {
  return {
    id: row.id,
    school: row.school,
    teacherEmail: row.teacher_email,
    locale: row.locale,
    requestedAt: toIso(row.requested_at)!,
    expiresAt: toIso(row.expires_at)!,
    answeredAt: toIso(row.answered_at) ?? null,
    expired: row.answered_at === null && new Date(row.expires_at).getTime() <= now.getTime(),
    answers: typeof row.answers === 'string' ? (JSON.parse(row.answers) as Record<string, string>) : row.answers,
  };
}

export type ReferenceRefusal = 'invalid' | 'used' | 'expired';

/** The request a teacher's token opens, or why not. */
export async function openRequest(
  db: SqlQueries,
  signer: Signer | undefined,
  token: string,
  now: Date,
): Promise<{ ok: true; row: ReferenceRow } | { ok: false; reason: ReferenceRefusal }> {
  const match = TOKEN.exec(token);
  if (!signer || !match || !signer.verify('reference', match[1]!, match[2]!)) return { ok: false, reason: 'invalid' };
  const id = match[1]!.replace(/^(.{8})(.{4})(.{4})(.{4})(.{12})$/, '$1-$2-$3-$4-$5');
  const row = await one<ReferenceRow>(db, `SELECT ${COLUMNS} FROM desk_references WHERE id = $1`, [id]);
  if (!row) return { ok: false, reason: 'invalid' };
  if (row.answered_at !== null) return { ok: false, reason: 'used' };
  if (new Date(row.expires_at).getTime() <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, row };
}

/** Records the teacher's answers once: false when another answer (or the expiry) came first. */
export async function recordAnswers(db: SqlQueries, id: string, answers: Record<string, string>, now: Date) {
  const rows = await db.query(
    `UPDATE desk_references SET answered_at = $2, answers = $3::jsonb
     WHERE id = $1 AND answered_at IS NULL AND expires_at > $2 RETURNING id`,
    [id, now.toISOString(), JSON.stringify(answers)],
  );
  return rows.length > 0;
}

/** Unanswered requests due their one reminder, claimed so that two sweeps never both send it. */
export async function claimReminders(db: SqlQueries, now: Date): Promise<ReferenceRow[]> {
  const due = new Date(now.getTime() - referenceRules.remindAfterDays * DAY_MS);
  return db.query<ReferenceRow>(
    `UPDATE desk_references SET reminded_at = $1
     WHERE answered_at IS NULL AND reminded_at IS NULL AND requested_at <= $2 AND expires_at > $1
     RETURNING ${COLUMNS}`,
    [now.toISOString(), due.toISOString()],
  );
}
