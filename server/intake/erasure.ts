// What storage must still forget of deleted submissions and safe copies. A submission's row is
// deleted first, in the transaction that decides it (`deleteSubmissionRow`, reached through
// records.ts once the caller checked its own guard in that transaction), which also records in
// `storage_erasures` its received files and its uploads in progress; once that has committed,
// `run` deletes them, and whatever fails stays recorded for the sweep to retry. So a deletion that
// does not happen (the guard no longer holds) touches no file, and one that does leaves no byte
// behind. Uploads are named after their submission (`<submission>.<attachment>.<random>`), so its
// uploads in progress are found by prefix in the tus staging area (disk or S3); the sweep also
// removes any staged upload whose submission no longer exists. A safe copy's chunks (safe-copies/)
// are recorded the same way, under the copy's id, by the statement that deletes the copy or the
// file, and erased by `runCopies`.

import { randomBytes } from 'node:crypto';
import type { Locker } from '@tus/server';
import { ATTACHMENT_ID, UUID, unanchored } from '../../src/shared/contracts/ids';
import type { Logger } from './log';
import type { SqlQueries } from './store-types';
import type { FileStorage } from './storage';

/** How long a deleted submission's id is kept: longer than any device stays offline with it. */
export const TOMBSTONE_DAYS = 400;
/** `<submission>.<attachment>.<random>` (uploadIdFor writes the submission id in lowercase; no `i` flag here). */
const UPLOAD_ID = new RegExp(`^(${unanchored(UUID)})\\.(${unanchored(ATTACHMENT_ID)})\\.[0-9a-f]{16}$`);

/** A new upload's id, `<submission>.<attachment>.<random>`; undefined for metadata that names none. */
export function uploadIdFor(metadata: Record<string, string | null> | undefined): string | undefined {
  const submissionId = metadata?.submissionId ?? '';
  const attachmentId = metadata?.attachmentId ?? '';
  if (!UUID.test(submissionId) || !ATTACHMENT_ID.test(attachmentId)) return undefined;
  return `${submissionId.toLowerCase()}.${attachmentId}.${randomBytes(8).toString('hex')}`;
}

/** Whose an upload is, read from its id; undefined for an id made otherwise. */
export function uploadOwner(uploadId: string): { submissionId: string; attachmentId: string } | undefined {
  const match = UPLOAD_ID.exec(uploadId);
  return match ? { submissionId: match[1]!, attachmentId: match[2]! } : undefined;
}

/**
 * Deletes submission `id` in `tx`, and records its files and uploads in progress for erasure and
 * its id as deleted (a device still sending it is answered 410), in the same statement. Returns
 * the deleted row's reference and kind, or undefined when there was none. Erase (`Erasure.run`)
 * once the transaction has committed.
 */
export async function deleteSubmissionRow(
  tx: SqlQueries,
  id: string,
  now: Date,
): Promise<{ reference: string; kind: string } | undefined> {
  // Every part of one statement reads the rows as they were before it: the attachments too.
  const rows = await tx.query<{ reference: string; kind: string }>(
    `WITH gone AS (DELETE FROM submissions s WHERE s.id = $1 RETURNING s.id, s.reference, s.kind),
     keys AS (
       SELECT 'file' AS kind, 'files/' || g.id::text || '/' || a.attachment_id AS key, g.id FROM gone g
         JOIN attachments a ON a.submission_id = g.id
       UNION SELECT 'file', a.stored_path, g.id FROM gone g
         JOIN attachments a ON a.submission_id = g.id WHERE a.stored_path IS NOT NULL
       UNION SELECT 'uploads', g.id::text, g.id FROM gone g),
     recorded AS (
       INSERT INTO storage_erasures (kind, key, submission_id, since) SELECT kind, key, id, $2 FROM keys
       ON CONFLICT (kind, key) DO NOTHING),
     tombstone AS (
       INSERT INTO submission_tombstones (id, deleted_at) SELECT id, $2 FROM gone ON CONFLICT (id) DO NOTHING)
     SELECT reference, kind FROM gone`,
    [id, now.toISOString()],
  );
  return rows[0];
}

export interface Erasure {
  /**
   * Erases what is recorded for these submissions (for all, without ids). Each item done leaves
   * the record; a failure stays for the sweep. Returns how many failed.
   */
  run(submissionIds?: string[]): Promise<number>;
  /** Erases what is recorded for these safe copies, as `run` does. Returns how many failed. */
  runCopies(copyIds: string[]): Promise<number>;
  /** Removes one upload in progress, holding its lock (a PATCH still writing is stopped first). */
  removeUpload(uploadId: string): Promise<void>;
  /** Retries what is recorded, and removes the uploads in progress of submissions that are gone. */
  sweep(): Promise<void>;
}

export function createErasure(options: {
  db: SqlQueries;
  storage: FileStorage;
  locker: Locker;
  logger: Logger;
}): Erasure {
  const { db, storage, locker, logger } = options;

  async function removeUpload(uploadId: string) {
    const lock = locker.newLock(uploadId);
    await lock.lock(new AbortController().signal, () => undefined);
    try {
      await storage.uploads.remove(uploadId);
    } finally {
      await lock.unlock();
    }
  }

  async function erase(kind: string, key: string) {
    if (kind === 'file') return storage.delete(key);
    for (const uploadId of await storage.uploads.staged(`${key}.`)) await removeUpload(uploadId);
  }

  /** Erases what is recorded, all of it or what `where` (with `ids` as $1) selects. */
  async function runWhere(where?: string, ids?: string[]) {
    let recorded: { kind: string; key: string }[];
    try {
      recorded = await db.query<{ kind: string; key: string }>(
        `SELECT kind, key FROM storage_erasures ${where ? `WHERE ${where}` : ''} ORDER BY since LIMIT 1000`,
        ids ? [ids] : [],
      );
    } catch (error) {
      logger.warn('reading what deleted submissions and copies left to erase failed: the sweep tries again', error);
      return 1;
    }
    let failed = 0;
    for (const { kind, key } of recorded) {
      try {
        await erase(kind, key);
        await db.query('DELETE FROM storage_erasures WHERE kind = $1 AND key = $2', [kind, key]);
      } catch (error) {
        failed += 1;
        logger.warn('erasing deleted bytes failed: the sweep tries again', error, { kind, key });
        await db
          .query('UPDATE storage_erasures SET attempts = attempts + 1 WHERE kind = $1 AND key = $2', [kind, key])
          .catch(() => undefined);
      }
    }
    return failed;
  }

  const run = (submissionIds?: string[]) =>
    submissionIds ? runWhere('submission_id = ANY($1::uuid[])', submissionIds) : runWhere();

  /** Whose an upload is: by its id, or (an upload named otherwise) by its tus metadata. */
  async function ownerOf(uploadId: string): Promise<string | undefined> {
    const named = uploadOwner(uploadId)?.submissionId;
    if (named) return named;
    const upload = await storage.uploads.datastore.getUpload(uploadId).catch(() => undefined);
    const submissionId = upload?.metadata?.submissionId ?? '';
    return UUID.test(submissionId) ? submissionId.toLowerCase() : undefined;
  }

  return {
    run,
    runCopies: (copyIds) => runWhere('copy_id = ANY($1::text[])', copyIds),
    removeUpload,
    async sweep() {
      await run();
      await db.query('DELETE FROM submission_tombstones WHERE deleted_at < $1', [
        new Date(Date.now() - TOMBSTONE_DAYS * 24 * 60 * 60 * 1000).toISOString(),
      ]);
      const owners = new Map<string, string[]>();
      for (const uploadId of await storage.uploads.staged('')) {
        const owner = await ownerOf(uploadId);
        if (owner) owners.set(owner, [...(owners.get(owner) ?? []), uploadId]);
      }
      if (owners.size === 0) return;
      const alive = await db.query<{ id: string }>(
        'SELECT id::text AS id FROM submissions WHERE id = ANY($1::uuid[])',
        [[...owners.keys()]],
      );
      const kept = new Set(alive.map((row) => row.id));
      for (const [submissionId, uploadIds] of owners)
        if (!kept.has(submissionId))
          for (const uploadId of uploadIds)
            await removeUpload(uploadId).catch((error: unknown) =>
              logger.warn('removing an upload of a deleted submission failed', error, { upload: uploadId }),
            );
    },
  };
}
