// The intake's queries, once, in PostgreSQL's dialect: PGlite and PostgreSQL run the same
// statements through a small client interface (server/sql/client.ts); the tables are made by the
// intake's migrations (migrations/). Idempotency lives in the
// database (`INSERT ... ON CONFLICT (id) DO NOTHING`), so concurrent posts of one id give one row.

import { sqlParcels } from './sql-parcels';
import type {
  IntakeStore,
  NewSubmission,
  SqlClient,
  SqlQueries,
  StoredAttachment,
  StoredSubmission,
  SubmissionStatus,
} from './store-types';

const SUBMISSION_COLUMNS =
  'id::text AS id, kind, schema_version, locale, content_hash, data, reference, received_at, status, completed_at';
const ATTACHMENT_COLUMNS =
  'submission_id::text AS submission_id, attachment_id, field, name, type, size, sha256, stored_path, received_at, late';

interface SubmissionRow {
  id: string;
  kind: string;
  schema_version: number;
  locale: string;
  content_hash: string;
  data: unknown;
  reference: string;
  received_at: Date | string;
  status: SubmissionStatus;
  completed_at: Date | string | null;
}

/** A row of `attachments` as the driver returns it. */
export interface AttachmentRow {
  submission_id: string;
  attachment_id: string;
  field: string;
  name: string;
  type: string;
  size: number | string;
  sha256: string;
  stored_path: string | null;
  received_at: Date | string | null;
  late: boolean;
}

const toDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

function submissionOf(row: SubmissionRow): StoredSubmission {
  return {
    id: row.id,
    kind: row.kind,
    schemaVersion: Number(row.schema_version),
    locale: row.locale,
    contentHash: row.content_hash,
    data: row.data,
    reference: row.reference,
    receivedAt: toDate(row.received_at),
    status: row.status,
    completedAt: row.completed_at === null ? null : toDate(row.completed_at),
  };
}

function attachmentOf(row: AttachmentRow): StoredAttachment {
  return {
    submissionId: row.submission_id,
    attachmentId: row.attachment_id,
    field: row.field,
    name: row.name,
    type: row.type,
    size: Number(row.size),
    sha256: row.sha256,
    storedPath: row.stored_path,
    receivedAt: row.received_at === null ? null : toDate(row.received_at),
    late: row.late === true,
  };
}

export function createSqlStore(client: SqlClient): IntakeStore {
  const selectSubmission = async (db: SqlQueries, id: string) =>
    (await db.query<SubmissionRow>(`SELECT ${SUBMISSION_COLUMNS} FROM submissions WHERE id = $1`, [id])).map(
      submissionOf,
    )[0];

  return {
    async createSubmission(s: NewSubmission) {
      const status: SubmissionStatus = s.attachments.length > 0 ? 'awaiting-files' : 'complete';
      return client.transaction(async (tx) => {
        const inserted = await tx.query<SubmissionRow>(
          `INSERT INTO submissions (id, kind, schema_version, locale, content_hash, data, reference, received_at, status, completed_at)
           VALUES ($1, $2, $3, $4, $5, $6::text::jsonb,
                   $7::text || '-' || lpad(nextval('submission_reference_seq')::text, 6, '0'),
                   $8, $9, CASE WHEN $9 = 'complete' THEN $8::timestamptz END)
           ON CONFLICT (id) DO NOTHING
           RETURNING ${SUBMISSION_COLUMNS}`,
          [
            s.id,
            s.kind,
            s.schemaVersion,
            s.locale,
            s.contentHash,
            JSON.stringify(s.data),
            s.referencePrefix,
            s.receivedAt.toISOString(),
            status,
          ],
        );
        const row = inserted[0];
        if (!row) {
          // Another request stored this id first (and has committed: ON CONFLICT waited for it).
          const existing = await selectSubmission(tx, s.id);
          if (!existing) throw new Error(`submission ${s.id} conflicted but cannot be read`);
          return { created: false, submission: existing };
        }
        for (const a of s.attachments)
          await tx.query(
            `INSERT INTO attachments (submission_id, attachment_id, field, name, type, size, sha256)
             VALUES ($1, $2, $3, $4, $5, $6, $7)`,
            [s.id, a.attachmentId, a.field, a.name, a.type, a.size, a.sha256],
          );
        return { created: true, submission: submissionOf(row) };
      });
    },

    getSubmission: (id) => selectSubmission(client, id),

    async wasDeleted(id) {
      return (await client.query('SELECT 1 FROM submission_tombstones WHERE id = $1', [id])).length > 0;
    },

    async getAttachments(submissionId) {
      const rows = await client.query<AttachmentRow>(
        `SELECT ${ATTACHMENT_COLUMNS} FROM attachments WHERE submission_id = $1 ORDER BY field, attachment_id`,
        [submissionId],
      );
      return rows.map(attachmentOf);
    },

    async getAttachment(submissionId, attachmentId) {
      const rows = await client.query<AttachmentRow>(
        `SELECT ${ATTACHMENT_COLUMNS} FROM attachments WHERE submission_id = $1 AND attachment_id = $2`,
        [submissionId, attachmentId],
      );
      return rows.map(attachmentOf)[0];
    },

    async addLateAttachment(submissionId, a) {
      return client.transaction(async (tx) => {
        if (!(await selectSubmission(tx, submissionId))) return 'not-found';
        const inserted = await tx.query(
          `INSERT INTO attachments (submission_id, attachment_id, field, name, type, size, sha256, late)
           VALUES ($1, $2, $3, $4, $5, $6, $7, true) ON CONFLICT DO NOTHING RETURNING attachment_id`,
          [submissionId, a.attachmentId, a.field, a.name, a.type, a.size, a.sha256],
        );
        if (inserted.length > 0) return 'created';
        const [row] = await tx.query<AttachmentRow>(
          `SELECT ${ATTACHMENT_COLUMNS} FROM attachments WHERE submission_id = $1 AND attachment_id = $2`,
          [submissionId, a.attachmentId],
        );
        const same =
          row?.late === true &&
          row.field === a.field &&
          row.name === a.name &&
          row.type === a.type &&
          Number(row.size) === a.size &&
          row.sha256 === a.sha256;
        return same ? 'same' : 'conflict';
      });
    },

    async markAttachmentReceived(submissionId, attachmentId, storedPath, at) {
      return client.transaction(async (tx) => {
        // The row lock makes concurrent last files see each other, so exactly one completes it.
        await tx.query('SELECT id FROM submissions WHERE id = $1 FOR UPDATE', [submissionId]);
        await tx.query(
          `UPDATE attachments SET stored_path = $3, received_at = COALESCE(received_at, $4)
           WHERE submission_id = $1 AND attachment_id = $2`,
          [submissionId, attachmentId, storedPath, at.toISOString()],
        );
        const completed = await tx.query<SubmissionRow>(
          `UPDATE submissions SET status = 'complete', completed_at = $2
           WHERE id = $1 AND status <> 'complete'
             AND NOT EXISTS (SELECT 1 FROM attachments WHERE submission_id = $1 AND received_at IS NULL AND NOT late)
           RETURNING ${SUBMISSION_COLUMNS}`,
          [submissionId, at.toISOString()],
        );
        const row = completed[0];
        if (row) return { completed: true, submission: submissionOf(row) };
        const submission = await selectSubmission(tx, submissionId);
        if (!submission) throw new Error(`submission ${submissionId} vanished`);
        return { completed: false, submission };
      });
    },

    async listSubmissions() {
      const rows = await client.query<SubmissionRow>(
        `SELECT ${SUBMISSION_COLUMNS} FROM submissions ORDER BY received_at, reference`,
      );
      return rows.map(submissionOf);
    },

    ...sqlParcels(client),

    async check() {
      await client.query('SELECT 1');
    },

    close: () => client.close(),
    sql: client,
  };
}
