// Files a family adds after its submission, from the status page (a document the checklist misses
// or the school asked for again: docs/enrolment.md). Each waits on the device as an outbox item of
// its own, with its bytes and its declaration (the families' API path and body), until the school
// has it: the outbox declares it, then uploads it over tus like any submission's file, resuming
// where it stopped, offline included. Once the school has it, the item and its bytes go.

import type { SubmissionPayload } from '../shared/contracts/submission';
import { prepareFile, type PrepareOptions } from '../shared/files/prepare-file';
import { sha256Hex } from '../shared/files/sha256';
import { withDb, type OutboxRow } from './database';
import { isQuotaError } from './errors';
import type { LateFile, OutboxItem } from './outbox-records';

export type LateFileResult =
  { ok: true; id: string } | { ok: false; reason: 'too-large' | 'wrong-type' | 'unreadable' | 'storage-full' };

/**
 * Keeps `file` for the school: checked as at submission (type by its bytes, size), then queued
 * with `declare(id, file)`, the declaration's body for the file's id, name, type, size and hash.
 */
export async function enqueueLateFile(
  file: Blob,
  options: PrepareOptions & { path: string; names: string[] },
  declare: (file: { id: string; name: string; type: string; size: number; sha256: string }) => Record<string, unknown>,
): Promise<LateFileResult> {
  const prepared = await prepareFile(file, options);
  if (!prepared.ok) return prepared;
  const bytes = await prepared.blob.arrayBuffer().catch(() => undefined);
  if (!bytes) return { ok: false, reason: 'unreadable' };
  const id = crypto.randomUUID();
  const meta = { id, name: prepared.name, type: prepared.type, size: bytes.byteLength, sha256: await sha256Hex(bytes) };
  const now = Date.now();
  const late: LateFile = { path: options.path, body: declare(meta) };
  const item: OutboxItem = {
    id,
    draftId: id,
    kind: 'application',
    names: options.names,
    payload: {} as SubmissionPayload,
    attachments: [meta],
    late,
    status: 'queued',
    attempts: 0,
    nextAttemptAt: now,
    uploaded: {},
    createdAt: now,
    updatedAt: now,
  };
  try {
    await withDb((db) =>
      db.transaction('rw', db.outbox, db.attachmentBlobs, async () => {
        await db.attachmentBlobs.put({ id, bytes, type: meta.type });
        await db.outbox.put(item as unknown as OutboxRow);
      }),
    );
  } catch (error) {
    if (isQuotaError(error)) return { ok: false, reason: 'storage-full' };
    throw error;
  }
  return { ok: true, id };
}

/** The school has the file: its item and bytes leave the device. */
export async function finishLateFile(id: string): Promise<void> {
  await withDb((db) =>
    db.transaction('rw', db.outbox, db.attachmentBlobs, async () => {
      await db.attachmentBlobs.delete(id);
      await db.outbox.delete(id);
    }),
  );
}

/** The files still waiting to reach the school, with their declarations. */
export async function waitingLateFiles(): Promise<OutboxItem[]> {
  const rows = await withDb((db) => db.outbox.toArray());
  return (rows as unknown as OutboxItem[]).filter((item) => item.late !== undefined);
}
