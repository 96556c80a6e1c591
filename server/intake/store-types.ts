// The intake's storage contract: the records it keeps, the store interface every driver
// implements and the SQL client each driver provides (server/sql/client.ts). Drivers
// (sql-store.ts, pglite-store.ts, postgres-store.ts) and their users import these from here, and
// store.ts only opens a driver, so no driver depends on the module that loads it.

import type { Coordination } from './coordination';
import type { SqlClient } from '../sql/client';

export type { SqlClient, SqlQueries } from '../sql/client';

export type SubmissionStatus = 'awaiting-files' | 'complete';

export interface NewAttachment {
  attachmentId: string;
  /** Dot path of the form field that holds the attachment id. */
  field: string;
  name: string;
  type: string;
  size: number;
  /** Declared hex SHA-256; the upload must match it. */
  sha256: string;
}

/** What a submission is, as posted and as stored. */
interface SubmissionCore {
  id: string;
  kind: string;
  schemaVersion: number;
  locale: string;
  contentHash: string;
  data: unknown;
  receivedAt: Date;
}

export interface NewSubmission extends SubmissionCore {
  /** Prefix of the reference, e.g. `CCIS-2026`; the store appends the sequence number. */
  referencePrefix: string;
  attachments: NewAttachment[];
}

export interface StoredSubmission extends SubmissionCore {
  reference: string;
  status: SubmissionStatus;
  completedAt: Date | null;
}

export interface StoredAttachment extends NewAttachment {
  submissionId: string;
  /** Added after the submission (a file the school asked for later): not part of its completeness. */
  late: boolean;
  /** Relative to the files folder, once the file has arrived. */
  storedPath: string | null;
  receivedAt: Date | null;
}

/**
 * A take-home parcel: opaque ciphertext the server cannot read, kept until it expires. The bytes
 * live in the file storage under `parcels/<id>`; the row says when they go.
 */
export interface StoredParcel {
  id: string;
  /** The bytes are in the file storage (false once the parcel expired: the row stays to say so). */
  inStorage: boolean;
  /** Ciphertext of a parcel parked before parcels moved to the file storage; null otherwise. */
  legacyBytes: Uint8Array | null;
  createdAt: Date;
  expiresAt: Date;
}

export interface IntakeStore {
  /**
   * Stores the submission and its expected attachments unless its id exists already (`INSERT ...
   * ON CONFLICT (id) DO NOTHING`). Returns the stored row and whether this call created it.
   */
  createSubmission(submission: NewSubmission): Promise<{ created: boolean; submission: StoredSubmission }>;
  getSubmission(id: string): Promise<StoredSubmission | undefined>;
  /** Was a submission of this id stored and then deleted (its id is kept, nothing else)? */
  wasDeleted(id: string): Promise<boolean>;
  getAttachments(submissionId: string): Promise<StoredAttachment[]>;
  getAttachment(submissionId: string, attachmentId: string): Promise<StoredAttachment | undefined>;
  /**
   * Expects one more file of a stored submission, added after it (`late`); its id is the
   * idempotency key. `created`: recorded now; `same`: recorded before with the same description;
   * `conflict`: the id is taken by another file; `not-found`: no such submission.
   */
  addLateAttachment(
    submissionId: string,
    attachment: NewAttachment,
  ): Promise<'created' | 'same' | 'conflict' | 'not-found'>;
  /**
   * Records that a verified file arrived; when it was the last one the submission becomes
   * `complete` and `completed` is true (for exactly one caller).
   */
  markAttachmentReceived(
    submissionId: string,
    attachmentId: string,
    storedPath: string,
    at: Date,
  ): Promise<{ completed: boolean; submission: StoredSubmission }>;
  /** Every submission, oldest first. */
  listSubmissions(): Promise<StoredSubmission[]>;
  /**
   * Records a new parcel (take-home link) of `size` bytes, stored under `parcels/<id>`, unless the
   * parcels live at its `createdAt` and it would hold more than `maxLiveBytes` (0: no ceiling).
   * True when recorded; checked and recorded atomically, for every instance on the database.
   */
  createParcel(
    parcel: { id: string; size: number; createdAt: Date; expiresAt: Date },
    maxLiveBytes: number,
  ): Promise<boolean>;
  /** Parcel `id` if it exists. */
  getParcel(id: string): Promise<StoredParcel | undefined>;
  /** Deletes parcel `id`; true when there was one. */
  deleteParcel(id: string): Promise<boolean>;
  /**
   * Drops the bytes of every parcel expired at `now` (`deleteBytes` removes them from the file
   * storage first), and forgets parcels expired before `forgetBefore` altogether. Returns how many
   * parcels lost their bytes.
   */
  purgeParcels(now: Date, forgetBefore: Date, deleteBytes: (ids: string[]) => Promise<void>): Promise<number>;
  /** Throws unless the database answers (readiness). */
  check(): Promise<void>;
  close(): Promise<void>;
  /**
   * The database itself, for the intake's own modules (erasure, records, migrations); a module
   * built on the intake gets a handle of its own for its own tables (extensions.ts).
   */
  readonly sql: SqlClient;
}

/** The store and how instances on it coordinate (coordination/: memory for PGlite, else PostgreSQL). */
export interface IntakeDatabase {
  store: IntakeStore;
  coordination: Coordination;
  close(): Promise<void>;
}

/** Where the store lives: PostgreSQL by URL, else PGlite in a folder. */
export interface StoreLocation {
  databaseUrl: string;
  pgliteDir: string;
}
