// What the device keeps of its safe copies (docs/safe-copy.md): the family's secret and index,
// each draft's copy with the device's model of it (values, clocks, conflicts), and the queue of
// work for the server. Types only, shared by src/db (which stores them) and src/safe-copy (which
// fills them); no DOM, no React.

import type { FormKind } from './records';

/** A file of a draft as its copy knows it (the bytes travel as sealed chunks). */
export interface FileEntry {
  field: string;
  name: string;
  type: string;
  size: number;
  sha256: string;
  chunks: number;
}

/** One value of a change: a value (or `gone` when removed), its clock `c`, the clock it replaced `p`. */
export interface Entry<V> {
  v?: V;
  gone?: true;
  c: number;
  p: number;
  /** The device that made it, where that is not the change's device (a snapshot's entries). */
  d?: string;
}

/** What a device knows of one field, file or index item. */
export interface Known<V> extends Entry<V> {
  /** The device that made this value. */
  d: string;
}

/** A device's model of one draft's copy. */
export interface Shadow {
  /** The device's hybrid clock: the latest it made or saw. */
  clock: number;
  fields: Record<string, Known<unknown>>;
  files: Record<string, Known<FileEntry>>;
}

/** A field or a file whose value two devices changed apart. */
export interface Conflict {
  /** A field path, or for a file, the field that holds it. */
  path: string;
  kind: 'field' | 'file';
  /** Whose value the draft now holds. */
  kept: 'theirs' | 'mine';
  /** The value that lost (`gone`: the field was empty); for a file, its entry. */
  replaced: { v?: unknown; gone?: true };
  /** When the device noticed. */
  at: number;
}

/** What the family index holds of one draft's copy. */
export interface IndexItem {
  draftId: string;
  kind: FormKind;
  /** The draft key `K`, base64url. */
  key: string;
  /** A copy made under another family secret (a tablet's hand-off, another link): its access secret, base64url. */
  access?: string;
}

/** Why the server last refused, kept for the family to see until a later try goes through. */
export interface SafeCopyProblem {
  /** The server's error code (`quota`, `storage-full`, `too-large`, `forbidden`, `not-found`...). */
  code: string;
  status: number;
  at: number;
  /** When to try again, for a quota. */
  retryAt?: number;
}

/** The family's safe-copy setup on this device: one row. */
export interface SafeFamilyRow {
  id: 'family';
  /** The family secret `S` (32 bytes). */
  secret: Uint8Array;
  /** This device's random id in changes. */
  device: string;
  createdAt: number;
  /** The index's last merged server seq and this device's model of it. */
  indexSeq: number;
  index: { clock: number; items: Record<string, Known<IndexItem>> };
  /** The server has the index copy (made on the first flush). */
  indexCreated?: true;
  /** Every draft of the family gets a safe copy (the family said yes), but those in `off`. */
  auto: boolean;
  /** Drafts whose safe copy the family turned off. */
  off: string[];
  /** The passkey that wraps `S`, when the family made one here or restored with it. */
  passkey?: {
    credentialId: string;
    slotId: string;
    /** The slot's access secret, base64url: deleting the slot needs no touch. */
    slotAccess: string;
    createdAt: number;
    /** `S` sealed for the slot, until the server has it. */
    pending?: string;
  };
  /** When the family last saved, shared or copied its recovery link. */
  linkSavedAt?: number;
  /** A secret for one draft alone, made by a shared tablet's "Take it home": never synced on. */
  handOff?: true;
  problem?: SafeCopyProblem;
}

/** One draft's safe copy on this device. */
export interface SafeCopyRow {
  draftId: string;
  copyId: string;
  /** The draft key `K` (32 bytes). */
  key: Uint8Array;
  /** The access secret of a copy made under another family secret (else derived from `S`). */
  access?: Uint8Array;
  kind: FormKind;
  createdAt: number;
  /** Bumped by every write: a merge computed on an older row is done again. */
  rev: number;
  /** The server has the copy (made by the first flush after it was turned on). */
  created?: true;
  /** The draft has been on this device (a copy adopted from the index has none until its first pull). */
  here?: true;
  /** Files the copy has that this device has not downloaded yet (their chunks were not all there). */
  pending: string[];
  /** The last server seq merged. */
  seq: number;
  shadow: Shadow;
  conflicts: Conflict[];
  /** Changes stored on the server since the last snapshot (compaction after enough of them). */
  sinceSnapshot: number;
  /** When the server last had everything this device had. */
  syncedAt?: number;
  /** What the server says of the copy (GET /api/copies/{id}). */
  deleteAfter?: string;
  bytes?: number;
  /** The application was sent: the server keeps the copy until this date. */
  keepUntil?: string;
  problem?: SafeCopyProblem;
  /** The server no longer has the copy (deleted, or expired): nothing more is sent. */
  gone?: true;
}

/** Work for the server, done in order per copy; it survives restarts and closed tabs. */
export type SafeJob = { id: string; copyId: string; order: number; attempts: number; nextAttemptAt: number } &
  /** A sealed change (`id` is its changeId); `draftId` is absent for the index and slots. */
  (
    | { job: 'change'; body: string; draftId?: string }
    | { job: 'upload'; draftId: string; fileId: string; attachmentId: string; chunks: number }
    | { job: 'remove-file'; draftId: string; fileId: string }
    | { job: 'keep-until'; draftId: string; keepUntil: string }
    /** Deleting a copy: carries its access secret, since the keys may be forgotten by then. */
    | { job: 'remove-copy'; access: string }
  );

export type SafeJobKind = SafeJob['job'];
