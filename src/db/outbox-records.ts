// What the outbox stores: a submission waiting to be sent, how far its uploads came, why it
// stopped, and the receipt that stays once the school confirmed it. Types only, so the outbox's
// functions (outbox.ts) and the sealing of its rows (sealed-outbox.ts) both build on them.

import type { FormKind } from '../shared/records';
import type { SubmissionAttachment, SubmissionPayload } from '../shared/contracts/submission';

export type OutboxStatus = 'queued' | 'sending' | 'needs-attention' | 'sent';

/** How far one file's upload has come (tus): the upload URL once created, the server's offset. */
export interface UploadProgress {
  url?: string;
  offset: number;
  /** The server verified the file (it is no longer in the receipt's missingFiles). */
  done?: boolean;
}

/** Why a submission stopped: the HTTP status and what the server said. */
export interface OutboxError {
  /** HTTP status; 0 for a network error or a timeout. */
  status: number;
  /** The API's error code (`invalid`, `conflict`, `robot-check`, `checksum`, `type`...). */
  code?: string;
  /** 422: the form's dot paths and their message ids. */
  fieldErrors?: Record<string, string[]>;
  /** For file errors (460, 415): the attachment concerned. */
  attachmentId?: string;
}

/**
 * A file added after the submission (late-files.ts): declared by POSTing `body` to the families'
 * API at `path` (the answer names the submission the upload goes to), then uploaded.
 */
export interface LateFile {
  path: string;
  body: Record<string, unknown>;
  /** The submission the declaration's answer named (kept once known). */
  submissionId?: string;
}

/**
 * A submission waiting to be sent. Its id is the submission id, the server's idempotency key; for
 * a file added later (`late`), the file's id.
 */
export interface OutboxItem {
  id: string;
  draftId: string;
  kind: FormKind;
  /** Names of the draft ("Anna Smith"), kept for the list and the receipt. */
  names: string[];
  payload: SubmissionPayload;
  /** The files to upload (ids and hashes; the bytes stay in the draft's attachment rows). */
  attachments: Pick<SubmissionAttachment, 'id' | 'sha256' | 'size' | 'type' | 'name'>[];
  /** contact-app: the robot-check token (valid two minutes), when there was one at Submit. */
  robotToken?: string;
  status: OutboxStatus;
  attempts: number;
  /** Epoch ms: not tried again before this. */
  nextAttemptAt: number;
  lastError?: OutboxError;
  /**
   * The server's errors (5xx) in a row: when the first came and how many; ended by any other
   * answer (a failure with no answer at all neither adds to it nor ends it).
   */
  serverErrors?: { since: number; count: number };
  uploaded: Record<string, UploadProgress>;
  /** Set for a file added after the submission: how to declare it (late-files.ts). */
  late?: LateFile;
  /** The school's reference once the submission itself is stored (files may still be missing). */
  reference?: string;
  createdAt: number;
  updatedAt: number;
}

/** What stays on the device after the school confirmed a submission: no personal data but names. */
export interface Receipt {
  /** The submission id. */
  id: string;
  /** The draft it was made from (a random id, no personal data): the form's page finds it by this. */
  draftId?: string;
  reference: string;
  /** Epoch ms, from the server's `receivedAt`. */
  receivedAt: number;
  kind: FormKind;
  names: string[];
  /** The private token of the family's status page (not kept for a shared device's submissions). */
  statusToken?: string;
}
