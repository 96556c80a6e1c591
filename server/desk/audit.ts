// The audit log: who saw or changed what, when, from where. Append-only (the database refuses
// UPDATE, DELETE and TRUNCATE on it: migrations/001-baseline.ts), no API changes it, and it holds
// no personal data: references, ids, stages and counts, never names or answers, so it can outlive
// a deletion.

import type { ExportUse } from '../intake/extensions';
import type { SqlQueries } from './db';
import { toIso, type DbTime } from './db';

export type AuditAction =
  | 'sign-in'
  | 'sign-in.failed'
  | 'sign-in.refused'
  | 'sign-out'
  | 'enrolment.completed'
  | 'passkey.added'
  | 'passkey.removed'
  | 'staff.added'
  | 'staff.removed'
  | 'staff.role'
  | 'staff.reset'
  | 'list.viewed'
  | 'submission.viewed'
  | 'file.viewed'
  | 'file.downloaded'
  | 'case.moved'
  | 'case.assigned'
  | 'note.added'
  | 'offer.answered'
  | 'offer.expired'
  | 'assessment.published'
  | 'assessment.withdrawn'
  | 'assessment.blocked'
  | 'assessment.unblocked'
  | 'assessment.booked'
  | 'assessment.moved'
  | 'assessment.cancelled'
  | 'waitlist.reordered'
  | 'reference.requested'
  | 'reference.answered'
  | 'reference.viewed'
  | 'mail.withheld'
  | 'status-link.revoked'
  | 'status-link.renewed'
  | 'export.csv'
  | 'export.api'
  | 'submission.deleted'
  | 'retention.deleted'
  | 'document.added'
  | 'document.accepted'
  | 'document.asked-again'
  | 'start-date.set'
  | 'contract.signed'
  | 'export.oneroster'
  | 'fees.plan'
  | 'invoice.issued'
  | 'credit-note.issued'
  | 'slip.received'
  | 'slip.confirmed'
  | 'slip.declined'
  | 'receipt.issued'
  | 'fees.paid'
  | 'fees.reminded'
  | 'document.viewed';

/** Who acted: a member of staff (id and e-mail), the family or the server itself. */
export interface AuditActor {
  id?: string;
  label: string;
}

export const SYSTEM: AuditActor = { label: 'system' };
export const FAMILY: AuditActor = { label: 'family' };

export interface AuditEntry {
  actor: AuditActor;
  action: AuditAction;
  reference?: string;
  submissionId?: string;
  caseId?: string;
  /** Facts without personal data: stages, counts, file ids, filters. */
  detail?: Record<string, string | number | boolean | null>;
  ip?: string;
}

/** Appends one line to the audit log. */
export async function audit(db: SqlQueries, at: Date, entry: AuditEntry): Promise<void> {
  await db.query(
    `INSERT INTO desk_audit (at, actor_id, actor, action, reference, submission_id, case_id, detail, ip)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::text::jsonb, $9)`,
    [
      at.toISOString(),
      entry.actor.id ?? null,
      entry.actor.label,
      entry.action,
      entry.reference ?? null,
      entry.submissionId ?? null,
      entry.caseId ?? null,
      JSON.stringify(entry.detail ?? {}),
      entry.ip ?? null,
    ],
  );
}

/**
 * A use of the intake's `GET /api/export` by a named token: one line for the use (how many), and
 * one per submission it read, so that each submission's access log shows it.
 */
export async function auditExport(db: SqlQueries, at: Date, use: ExportUse): Promise<void> {
  const actor = `token:${use.token}`;
  await audit(db, at, {
    actor: { label: actor },
    action: 'export.api',
    detail: { submissions: use.submissions.length },
    ip: use.ip,
  });
  if (use.submissions.length === 0) return;
  await db.query(
    `INSERT INTO desk_audit (at, actor, action, reference, submission_id, detail, ip)
     SELECT $1, $2, 'export.api', t.reference, t.id::uuid, '{}'::jsonb, $3
     FROM unnest($4::text[], $5::text[]) AS t (id, reference)`,
    [at.toISOString(), actor, use.ip, use.submissions.map((s) => s.id), use.submissions.map((s) => s.reference)],
  );
}

export interface AuditLine {
  at: string;
  actor: string;
  action: AuditAction;
  caseId?: string;
  detail: Record<string, unknown>;
}

interface AuditRow {
  at: DbTime;
  actor: string;
  action: AuditAction;
  case_id: string | null;
  detail: Record<string, unknown> | string;
}

/** The audit trail of one submission, newest first (at most `limit` lines). */
export async function auditTrail(db: SqlQueries, submissionId: string, limit = 200): Promise<AuditLine[]> {
  const rows = await db.query<AuditRow>(
    `SELECT at, actor, action, case_id::text AS case_id, detail FROM desk_audit
     WHERE submission_id = $1 ORDER BY id DESC LIMIT $2`,
    [submissionId, limit],
  );
  return rows.map((row) => ({
    at: toIso(row.at) ?? '',
    actor: row.actor,
    action: row.action,
    ...(row.case_id ? { caseId: row.case_id } : {}),
    detail: typeof row.detail === 'string' ? (JSON.parse(row.detail) as Record<string, unknown>) : row.detail,
  }));
}
