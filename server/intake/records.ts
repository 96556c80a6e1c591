// The intake's records as the modules built on it (the admissions desk) may use them: typed
// operations on submissions, their attachments and their files, the safe copies' figures (a
// number and opaque bytes, nothing else of them), and no SQL. The intake's tables are its own
// (migrations/); a module on top keeps what it needs to list and sort in its own tables, and
// asks here for the rest. `within(tx)` runs the same operations in a transaction the
// caller holds on the same database, so a deletion and the caller's own changes commit together.

import type { Readable } from 'node:stream';
import { ATTACHMENT_ID, SHA256_HEX } from '../../src/shared/contracts/ids';
import { DEFAULT_ACCEPT, DEFAULT_MAX_BYTES } from '../../src/shared/files/prepare-file';
import type { SqlClient, SqlQueries } from '../sql/client';
import { deleteSubmissionRow, type Erasure } from './erasure';
import { copyFigures } from './safe-copies/sql-copies';
import { createSqlStore } from './sql-store';
import type { FileStorage } from './storage';
import { unstorable } from './storable-text';
import type { IntakeStore, NewAttachment, StoredAttachment, StoredSubmission } from './store-types';

/** An attachment as the intake recorded it (where storage keeps it is the intake's business). */
export type AttachmentRecord = Omit<StoredAttachment, 'submissionId' | 'storedPath'>;

export interface SubmissionRecord extends StoredSubmission {
  /** In the order of their fields. */
  attachments: AttachmentRecord[];
}

/** A received file, to read once (or destroy). */
export interface AttachmentFile {
  /** The name the family's device gave it. */
  name: string;
  /** The submission's reference. */
  reference: string;
  size: number;
  body: Readable;
}

/** A file added to a stored submission after it: what its upload must then match. */
export type LateFile = NewAttachment;

/**
 * `created` or `same` (recorded before, alike): its upload may start; `conflict`: the id names
 * another file; `not-found`: no such submission; `invalid`: not a file the intake keeps (id,
 * SHA-256, a name the database cannot store, a type or size beyond the intake's own limits).
 */
export type LateFileResult = 'created' | 'same' | 'conflict' | 'not-found' | 'invalid';

export interface IntakeRecords {
  /** The submission with its attachments' records; undefined when there is none (or no longer). */
  get(id: string): Promise<SubmissionRecord | undefined>;
  /** The submission alone. */
  find(id: string): Promise<StoredSubmission | undefined>;
  /** Every stored submission's id, oldest first. */
  ids(): Promise<string[]>;
  /** Of `ids` (of every submission, without them), those still waiting for files. */
  awaitingFiles(ids?: string[]): Promise<string[]>;
  /**
   * Expects `file` for a stored submission, added after it (docs/submission-contract.md, "Files
   * added later"): uploaded over tus as any other, checked the same way, never part of the
   * submission's completeness; extensions hear of its arrival (`lateFileArrived`).
   */
  addLateFile(submissionId: string, file: LateFile): Promise<LateFileResult>;
  /** The received file of an attachment; undefined when it has not arrived or is not there. */
  openFile(submissionId: string, attachmentId: string): Promise<AttachmentFile | undefined>;
  /**
   * Deletes the submission, keeps its id as deleted (a device still sending it is answered 410)
   * and records its files and uploads in progress for erasure. Returns what it was, or undefined
   * when there was none. Call `erase` once the transaction that deleted it has committed.
   */
  remove(id: string, now: Date): Promise<{ reference: string; kind: string } | undefined>;
  /** Erases what storage holds of deleted submissions; a failure stays recorded for the sweep. */
  erase(submissionId: string): Promise<void>;
  /** How many safe copies of drafts the intake keeps, and their sealed bytes: all it says of them. */
  safeCopies(): Promise<{ count: number; bytes: number }>;
  /** The same operations inside `tx`, a transaction on this database. */
  within(tx: SqlQueries): IntakeRecords;
}

/** What the file operations need; without it (a command-line script) they refuse. */
export interface RecordFiles {
  storage: FileStorage;
  erasure: Erasure;
  /** The intake's largest file (INTAKE_MAX_FILE_BYTES); 10 MB without it. */
  maxFileBytes?: number;
}

function lateFileProblem(file: LateFile, maxBytes: number): boolean {
  return (
    !ATTACHMENT_ID.test(file.attachmentId) ||
    !SHA256_HEX.test(file.sha256) ||
    !Number.isInteger(file.size) ||
    file.size < 1 ||
    file.size > maxBytes ||
    !DEFAULT_ACCEPT.includes(file.type) ||
    file.name.length > 255 ||
    file.field.length < 1 ||
    file.field.length > 200 ||
    unstorable(file.name) ||
    unstorable(file.field)
  );
}

function noFiles(): never {
  throw new Error('the intake records were opened without their file storage');
}

/** A client whose transactions run inside `tx`. */
const inside = (tx: SqlQueries): SqlClient => ({
  query: (text, params) => tx.query(text, params),
  transaction: (fn) => fn(tx),
  close: async () => undefined,
});

function recordsOn(db: SqlQueries, store: IntakeStore, files: RecordFiles | undefined): IntakeRecords {
  const records: IntakeRecords = {
    async get(id) {
      const submission = await store.getSubmission(id);
      if (!submission) return undefined;
      const attachments = (await store.getAttachments(id)).map(
        ({ submissionId: _submission, storedPath: _path, ...attachment }) => attachment,
      );
      return { ...submission, attachments };
    },
    find: (id) => store.getSubmission(id),
    async addLateFile(submissionId, file) {
      if (lateFileProblem(file, files?.maxFileBytes ?? DEFAULT_MAX_BYTES)) return 'invalid';
      return store.addLateAttachment(submissionId, file);
    },
    async ids() {
      const rows = await db.query<{ id: string }>('SELECT id::text AS id FROM submissions ORDER BY received_at, id');
      return rows.map((row) => row.id);
    },
    async awaitingFiles(ids) {
      const rows = await db.query<{ id: string }>(
        `SELECT id::text AS id FROM submissions WHERE status = 'awaiting-files' ${ids ? 'AND id = ANY($1::uuid[])' : ''}`,
        ids ? [ids] : [],
      );
      return rows.map((row) => row.id);
    },
    async openFile(submissionId, attachmentId) {
      const storage = files?.storage ?? noFiles();
      const [submission, attachment] = await Promise.all([
        store.getSubmission(submissionId),
        store.getAttachment(submissionId, attachmentId),
      ]);
      if (!submission || !attachment?.storedPath) return undefined;
      const stored = await storage.read(attachment.storedPath);
      if (!stored) return undefined;
      return { name: attachment.name, reference: submission.reference, size: stored.size, body: stored.body };
    },
    remove: (id, now) => deleteSubmissionRow(db, id, now),
    async erase(submissionId) {
      await (files?.erasure ?? noFiles()).run([submissionId]);
    },
    safeCopies: () => copyFigures(db),
    within: (tx) => recordsOn(tx, createSqlStore(inside(tx)), files),
  };
  return records;
}

/** The records of the intake's store (with its files, where the intake is running). */
export function intakeRecords(store: IntakeStore, files?: RecordFiles): IntakeRecords {
  return recordsOn(store.sql, store, files);
}
