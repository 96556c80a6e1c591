// The records of a safe copy's file chunks (`safe_copy_chunks`; the bytes are in the file storage
// under `copies/<copy>/<file>/<n>`). A chunk is recorded before its bytes are stored, so the quotas
// count it while it travels (admission.ts, under the copy's row lock), and marked stored once they
// are: the list an upload resumes from holds stored chunks only. A reservation whose bytes did not
// arrive is dropped again; a file's deletion records its chunks for erasure in the statement that
// deletes their rows, as a copy's does (sql-copies.ts).

import type { SqlClient } from '../store-types';
import { admit, type Gate, type Refusal } from './admission';
import { CHUNK_KEY_SQL, GONE, lockCopy } from './sql-rows';

export function sqlChunks(client: SqlClient) {
  return {
    /**
     * Records chunk `n` of the file at `size` sealed bytes (replacing what it was), once the quotas
     * allow it. `fresh` is true when the chunk was not recorded before.
     */
    async reserve(
      chunk: { copyId: string; fileId: string; n: number; size: number; at: Date },
      gate: Gate,
      limit: number,
    ): Promise<{ fresh: boolean } | Refusal | typeof GONE> {
      const { copyId, fileId, n, size, at } = chunk;
      return client.transaction(async (tx) => {
        if (!(await lockCopy(tx, copyId))) return GONE;
        const [old] = await tx.query<{ size: number | string }>(
          'SELECT size FROM safe_copy_chunks WHERE copy_id = $1 AND file_id = $2 AND n = $3',
          [copyId, fileId, n],
        );
        const [held] = await tx.query<{ n: number | string }>(
          'SELECT coalesce(sum(size), 0) AS n FROM safe_copy_chunks WHERE copy_id = $1',
          [copyId],
        );
        const added = size - Number(old?.size ?? 0);
        const refusal = await admit(tx, gate, {
          held: Number(held?.n ?? 0),
          limit,
          added,
          sent: size,
          what: 'file chunks',
        });
        if (refusal) return refusal;
        await tx.query(
          `INSERT INTO safe_copy_chunks (copy_id, file_id, n, size, at) VALUES ($1, $2, $3, $4, $5)
           ON CONFLICT (copy_id, file_id, n) DO UPDATE SET size = excluded.size, at = excluded.at`,
          [copyId, fileId, n, size, at.toISOString()],
        );
        await tx.query('UPDATE safe_copies SET bytes = bytes + $2, changed_at = $3 WHERE id = $1', [
          copyId,
          added,
          at.toISOString(),
        ]);
        return { fresh: !old };
      });
    },

    /** Marks the chunk's bytes stored; false when its record is gone (the copy or file was deleted). */
    async markStored(copyId: string, fileId: string, n: number): Promise<boolean> {
      const rows = await client.query(
        'UPDATE safe_copy_chunks SET stored = true WHERE copy_id = $1 AND file_id = $2 AND n = $3 RETURNING n',
        [copyId, fileId, n],
      );
      return rows.length > 0;
    },

    /** Drops a reservation whose bytes were never stored, giving its bytes back to the copy. */
    async unreserve(copyId: string, fileId: string, n: number): Promise<void> {
      await client.query(
        `WITH gone AS (DELETE FROM safe_copy_chunks WHERE copy_id = $1 AND file_id = $2 AND n = $3 AND NOT stored
                       RETURNING size)
         UPDATE safe_copies SET bytes = bytes - (SELECT coalesce(sum(size), 0) FROM gone) WHERE id = $1`,
        [copyId, fileId, n],
      );
    },

    /** The numbers of the file's chunks whose bytes are stored, in order. */
    async stored(copyId: string, fileId: string): Promise<number[]> {
      const rows = await client.query<{ n: number | string }>(
        'SELECT n FROM safe_copy_chunks WHERE copy_id = $1 AND file_id = $2 AND stored ORDER BY n',
        [copyId, fileId],
      );
      return rows.map((row) => Number(row.n));
    },

    async isStored(copyId: string, fileId: string, n: number): Promise<boolean> {
      const rows = await client.query(
        'SELECT 1 FROM safe_copy_chunks WHERE copy_id = $1 AND file_id = $2 AND n = $3 AND stored',
        [copyId, fileId, n],
      );
      return rows.length > 0;
    },

    /** Deletes the file's chunk records, recording their bytes for erasure; how many there were. */
    async removeFile(copyId: string, fileId: string, at: Date): Promise<number> {
      const [row] = await client.query<{ n: number | string }>(
        `WITH gone AS (DELETE FROM safe_copy_chunks c WHERE c.copy_id = $1 AND c.file_id = $2
                       RETURNING c.copy_id, c.file_id, c.n, c.size),
         recorded AS (
           INSERT INTO storage_erasures (kind, key, copy_id, since)
           SELECT 'file', ${CHUNK_KEY_SQL}, c.copy_id, $3 FROM gone c ON CONFLICT (kind, key) DO NOTHING),
         counted AS (
           UPDATE safe_copies SET bytes = bytes - (SELECT coalesce(sum(size), 0) FROM gone), changed_at = $3
           WHERE id = $1 AND EXISTS (SELECT 1 FROM gone))
         SELECT count(*) AS n FROM gone`,
        [copyId, fileId, at.toISOString()],
      );
      return Number(row?.n ?? 0);
    },
  };
}

export type ChunkQueries = ReturnType<typeof sqlChunks>;
