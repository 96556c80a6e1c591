// Safe copies on the device (docs/safe-copy.md): the family row, each draft's copy row, the queue
// of work for the server, and the two writes that must be atomic: recording a capture (the copy's
// model and the queued change together) and applying a merge (the draft, its files and the model
// together, only if neither changed since they were read). Worker-safe; src/safe-copy fills them.

import { liveQuery } from 'dexie';
import type { AttachmentMeta, DraftRecord } from '../shared/records';
import type { SafeCopyRow, SafeFamilyRow, SafeJob } from '../shared/safe-copy-records';
import { withDb } from './database';

/** The family's setup, or undefined when safe copies were never turned on here. */
export function readSafeFamily(): Promise<SafeFamilyRow | undefined> {
  return withDb((db) => db.safeFamily.get('family'));
}

/** Stores the family's setup (the whole row). */
export async function writeSafeFamily(row: SafeFamilyRow): Promise<void> {
  await withDb((db) => db.safeFamily.put(row));
}

/** Changes parts of the family's setup; nothing when there is none. */
export async function updateSafeFamily(changes: Partial<Omit<SafeFamilyRow, 'id'>>): Promise<void> {
  await withDb((db) => db.safeFamily.update('family', changes));
}

/** Every draft's copy on this device. */
export function listSafeCopies(): Promise<SafeCopyRow[]> {
  return withDb((db) => db.safeCopies.toArray());
}

/** The copy of draft `draftId`, if it has one. */
export function getSafeCopy(draftId: string): Promise<SafeCopyRow | undefined> {
  return withDb((db) => db.safeCopies.get(draftId));
}

/** Stores a new copy row with its first jobs, in one transaction. */
export async function addSafeCopy(row: SafeCopyRow, jobs: SafeJob[]): Promise<void> {
  await withDb((db) =>
    db.transaction('rw', db.safeCopies, db.safeJobs, async () => {
      await db.safeCopies.put(row);
      await db.safeJobs.bulkPut(jobs);
    }),
  );
}

/** Changes parts of the copy of `draftId` that no merge computes (its status), bumping its rev. */
export async function updateSafeCopy(
  draftId: string,
  changes: Partial<Omit<SafeCopyRow, 'draftId' | 'rev'>>,
): Promise<void> {
  await withDb((db) =>
    db.transaction('rw', db.safeCopies, async () => {
      const row = await db.safeCopies.get(draftId);
      if (row) await db.safeCopies.put({ ...row, ...changes, rev: row.rev + 1 });
    }),
  );
}

/**
 * Stores `row` and queues `jobs` if the stored row still has `row.rev` (nothing wrote it since it
 * was read); the stored row then has the next rev. False when it changed or is gone.
 */
export async function commitSafeCopy(row: SafeCopyRow, jobs: SafeJob[] = []): Promise<boolean> {
  return withDb((db) =>
    db.transaction('rw', db.safeCopies, db.safeJobs, async () => {
      const stored = await db.safeCopies.get(row.draftId);
      if (!stored || stored.rev !== row.rev) return false;
      await db.safeCopies.put({ ...row, rev: row.rev + 1 });
      await db.safeJobs.bulkPut(jobs);
      return true;
    }),
  );
}

/** What a merge writes besides the copy row. */
export interface SafeMergeWrite {
  /** The draft as it must be stored, and the `updatedAt` it had when the merge read it (undefined: it did not exist). */
  draft?: { record: DraftRecord; readAt: number | undefined };
  /** Files that arrived, with their bytes. */
  files?: { meta: AttachmentMeta; bytes: ArrayBuffer }[];
  /** Attachments removed by the merge. */
  removeFiles?: string[];
}

/**
 * Applies a merge: the draft, its files and the copy row, in one transaction, only if neither
 * the row (rev) nor the draft (`updatedAt`) changed since the merge read them. False otherwise:
 * the caller records the newer edits and merges again.
 */
export async function commitSafeMerge(row: SafeCopyRow, write: SafeMergeWrite): Promise<boolean> {
  return withDb((db) =>
    db.transaction('rw', [db.safeCopies, db.drafts, db.attachments, db.attachmentBlobs], async () => {
      const stored = await db.safeCopies.get(row.draftId);
      if (!stored || stored.rev !== row.rev) return false;
      if (write.draft) {
        const current = await db.drafts.get(write.draft.record.id);
        if (current?.updatedAt !== write.draft.readAt || current?.sessionId) return false;
        await db.drafts.put(write.draft.record);
      }
      const remove = write.removeFiles ?? [];
      await db.attachmentBlobs.bulkDelete(remove);
      await db.attachments.bulkDelete(remove);
      for (const { meta, bytes } of write.files ?? []) {
        await db.attachmentBlobs.put({ id: meta.id, bytes, type: meta.type });
        await db.attachments.put(meta);
      }
      await db.safeCopies.put({ ...row, rev: row.rev + 1 });
      return true;
    }),
  );
}

/** Forgets the copy of `draftId` on this device and queues `jobs` (its deletion on the server). */
export async function dropSafeCopy(draftId: string, jobs: SafeJob[] = []): Promise<void> {
  await withDb((db) =>
    db.transaction('rw', db.safeCopies, db.safeJobs, async () => {
      const row = await db.safeCopies.get(draftId);
      if (row) await db.safeJobs.where('copyId').equals(row.copyId).delete();
      await db.safeCopies.delete(draftId);
      await db.safeJobs.bulkPut(jobs);
    }),
  );
}

/** Queues `jobs`. */
export async function addSafeJobs(jobs: SafeJob[]): Promise<void> {
  await withDb((db) => db.safeJobs.bulkPut(jobs));
}

/** Every queued job, in the order queued. */
export function listSafeJobs(): Promise<SafeJob[]> {
  return withDb((db) => db.safeJobs.orderBy('order').toArray());
}

/** Removes job `id` (done, or no longer wanted). */
export async function removeSafeJob(id: string): Promise<void> {
  await withDb((db) => db.safeJobs.delete(id));
}

/** Removes several jobs at once. */
export async function removeSafeJobs(ids: string[]): Promise<void> {
  await withDb((db) => db.safeJobs.bulkDelete(ids));
}

/** Changes a job's bookkeeping (attempts, next try). */
export async function updateSafeJob(
  id: string,
  changes: Partial<Pick<SafeJob, 'attempts' | 'nextAttemptAt'>>,
): Promise<void> {
  await withDb((db) => db.safeJobs.update(id, changes));
}

/**
 * Forgets every safe copy on this device (the family row, each copy's row) and leaves in the
 * queue only `jobs` (the deletions of the server's copies, which need no key), in one transaction.
 */
export async function forgetSafeCopies(jobs: SafeJob[]): Promise<void> {
  await withDb((db) =>
    db.transaction('rw', db.safeFamily, db.safeCopies, db.safeJobs, async () => {
      await db.safeFamily.clear();
      await db.safeCopies.clear();
      await db.safeJobs.clear();
      await db.safeJobs.bulkPut(jobs);
    }),
  );
}

/** Calls `listener` with the queue whenever it changes (in this tab or another); returns the stop. */
export function watchSafeJobs(listener: (jobs: SafeJob[]) => void): () => void {
  const subscription = liveQuery(() => listSafeJobs()).subscribe({ next: listener, error: () => undefined });
  return () => subscription.unsubscribe();
}

/**
 * Calls `listener` whenever a draft or a file is saved on this device (in this tab or another):
 * the newest draft's `updatedAt` and the number of files. Returns the stop.
 */
export function watchDraftSaves(listener: (mark: string) => void): () => void {
  const read = () =>
    withDb(async (db) => {
      const latest = await db.drafts.orderBy('updatedAt').last();
      return `${latest?.updatedAt ?? 0}/${await db.attachments.count()}`;
    });
  const subscription = liveQuery(read).subscribe({ next: listener, error: () => undefined });
  return () => subscription.unsubscribe();
}

/** Calls `listener` with the family row and every copy row whenever either changes; returns the stop. */
export function watchSafeCopies(
  listener: (state: { family?: SafeFamilyRow; copies: SafeCopyRow[] }) => void,
): () => void {
  const read = () =>
    withDb(async (db) => ({ family: await db.safeFamily.get('family'), copies: await db.safeCopies.toArray() }));
  const subscription = liveQuery(read).subscribe({ next: listener, error: () => undefined });
  return () => subscription.unsubscribe();
}
