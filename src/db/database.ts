// The app's one IndexedDB database (Dexie 4): schema, row types, and `withDb`, the
// reopen-and-retry wrapper every facade function runs through. The instance never leaves src/db.

import Dexie, { type EntityTable } from 'dexie';
import type { AttachmentMeta, DraftRecord, FormKind } from '../shared/records';
import type { SafeCopyRow, SafeFamilyRow, SafeJob } from '../shared/safe-copy-records';
import { isClosedError } from './errors';
import { DB_NAME } from './name';
import { noteDatabaseOpened } from './opened';

export { DB_NAME };

/** The bytes of one attachment, kept apart from its metadata so listing never loads them. */
export interface AttachmentBlobRow {
  /** Same id as the attachment's metadata row. */
  id: string;
  /** ArrayBuffer rather than Blob: WebKit has had recurring bugs storing Blobs in IndexedDB. */
  bytes: ArrayBuffer;
  type: string;
  /** Set when the bytes are sealed with that shared-device session's key. */
  sessionId?: string;
  /** 'device': sealed with the device key, for the outbox (sealed-outbox.ts). */
  sealedBy?: 'device';
}

/** A submission waiting to be sent: an OutboxItem (outbox-records.ts), indexed by these fields. */
export interface OutboxRow {
  id: string;
  status: string;
  nextAttemptAt: number;
  [field: string]: unknown;
}

/** What stays on the device after the school confirmed a submission: a Receipt (outbox-records.ts). */
export interface ReceiptRow {
  id: string;
  kind: FormKind;
  receivedAt: number;
  [field: string]: unknown;
}

/**
 * A draft as stored. In a shared-device session (docs/shared-device.md) `data` and `names` are
 * left empty and their sealed JSON is in `sealedData` / `sealedNames` under the session's key.
 */
export interface DraftRow extends DraftRecord {
  sessionId?: string;
  sealedData?: Uint8Array;
  sealedNames?: Uint8Array;
}

/** Attachment metadata as stored; in a session `name` and `sha256` are sealed in `sealedMeta`. */
export interface AttachmentRow extends AttachmentMeta {
  sessionId?: string;
  sealedMeta?: Uint8Array;
}

/** A family's private session on a shared device: its PIN's salt and a value that proves the PIN. */
export interface SessionRow {
  id: string;
  salt: Uint8Array;
  iterations: number;
  /** A known value sealed with the session key: opens only with the right PIN. */
  check: Uint8Array;
  createdAt: number;
}

/** A small setting, such as when persistent storage was last requested. */
export interface MetaRow {
  key: string;
  value: unknown;
}

export class AppDatabase extends Dexie {
  declare drafts: EntityTable<DraftRow, 'id'>;
  declare attachments: EntityTable<AttachmentRow, 'id'>;
  declare attachmentBlobs: EntityTable<AttachmentBlobRow, 'id'>;
  declare outbox: EntityTable<OutboxRow, 'id'>;
  declare receipts: EntityTable<ReceiptRow, 'id'>;
  declare meta: EntityTable<MetaRow, 'key'>;
  declare sessions: EntityTable<SessionRow, 'id'>;
  declare safeFamily: EntityTable<SafeFamilyRow, 'id'>;
  declare safeCopies: EntityTable<SafeCopyRow, 'draftId'>;
  declare safeJobs: EntityTable<SafeJob, 'id'>;

  constructor(name: string = DB_NAME) {
    super(name);
    // The schema's versions: a change is a new `version(n)` block, never an edit of an old one.
    this.version(1).stores({
      drafts: 'id, kind, updatedAt, status',
      attachments: 'id, draftId, [draftId+field]',
      attachmentBlobs: 'id',
      outbox: 'id, status, nextAttemptAt',
      receipts: 'id, kind, receivedAt',
      meta: 'key',
    });
    // Shared-device sessions (docs/shared-device.md): drafts and files carry their session's id.
    this.version(2).stores({
      drafts: 'id, kind, updatedAt, status, sessionId',
      attachments: 'id, draftId, [draftId+field], sessionId',
      sessions: 'id',
    });
    // Safe copies (docs/safe-copy.md): the family's secret and index, each draft's copy, the queue.
    this.version(3).stores({
      safeFamily: 'id',
      safeCopies: 'draftId, copyId',
      safeJobs: 'id, copyId, order',
    });
  }
}

let instance: AppDatabase | undefined;

/**
 * Closes the connection when the page goes into the back/forward cache. WebKit freezes a cached
 * page with its transactions unfinished, and every other page of the site then waits behind them
 * for as long as the page stays cached (the drafts, the outbox and the safe copies all stall). The
 * next operation after the page comes back opens the database again (`disableAutoOpen: false`).
 */
function letGoWhenFrozen(db: AppDatabase): void {
  if (!('onpagehide' in globalThis)) return;
  globalThis.addEventListener('pagehide', (event) => {
    if ((event as Event & { persisted?: boolean }).persisted) db.close({ disableAutoOpen: false });
  });
}

/** The shared instance, created on first use (so importing src/db during SSR opens nothing). */
export function getDb(): AppDatabase {
  if (!instance) {
    instance = new AppDatabase();
    // Opening creates the database: what shows only where the device holds something may now.
    instance.on('ready', () => noteDatabaseOpened());
    letGoWhenFrozen(instance);
  }
  return instance;
}

/**
 * Runs `operation` against the database. When the connection was closed under us (iOS closes a
 * backgrounded tab's IndexedDB connection; Dexie then reports `DatabaseClosedError`), reopens it
 * and runs `operation` once more. Operations must therefore be safe to repeat: a failed
 * transaction has written nothing.
 */
export async function withDb<T>(operation: (db: AppDatabase) => PromiseLike<T>): Promise<T> {
  const db = getDb();
  try {
    return await operation(db);
  } catch (error) {
    if (!isClosedError(error)) throw error;
    if (!db.isOpen()) await db.open();
    return await operation(db);
  }
}
