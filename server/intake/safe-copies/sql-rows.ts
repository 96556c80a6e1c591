// What the safe copies' queries share (sql-copies.ts, sql-chunks.ts): a copy's record as read
// from `safe_copies`, the lock every write of a copy takes on its row first, and where a chunk's
// bytes are kept in the file storage (`copies/<copy>/<file>/<n>`), said once for the code and once
// for the SQL that records chunks for erasure.

import type { SafeCopyKind } from '../../../src/shared/contracts/safe-copy';
import type { SqlQueries } from '../store-types';

export interface CopyRecord {
  id: string;
  kind: SafeCopyKind;
  /** SHA-256 of the copy's access secret. */
  accessHash: Uint8Array;
  createdAt: Date;
  changedAt: Date;
  keepUntil: Date | null;
  /** The last sequence number handed out (0 before the first change). */
  lastSeq: number;
  /** What the copy holds: its changes' and its chunks' sealed bytes (chunks on their way included). */
  bytes: number;
}

/** The copy is no longer there (deleted while the request was on its way). */
export const GONE = { gone: true } as const;

export interface CopyRow {
  id: string;
  kind: SafeCopyKind;
  access_hash: Uint8Array;
  created_at: Date | string;
  changed_at: Date | string;
  keep_until: Date | string | null;
  last_seq: number | string;
  bytes: number | string;
}

export const COPY_COLUMNS = 'id, kind, access_hash, created_at, changed_at, keep_until, last_seq, bytes';

const toDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

export const recordOf = (row: CopyRow): CopyRecord => ({
  id: row.id,
  kind: row.kind,
  accessHash: new Uint8Array(row.access_hash),
  createdAt: toDate(row.created_at),
  changedAt: toDate(row.changed_at),
  keepUntil: row.keep_until === null ? null : toDate(row.keep_until),
  lastSeq: Number(row.last_seq),
  bytes: Number(row.bytes),
});

/** The copy's row, locked for this transaction; undefined when there is none. */
export async function lockCopy(tx: SqlQueries, id: string): Promise<CopyRecord | undefined> {
  const [row] = await tx.query<CopyRow>(`SELECT ${COPY_COLUMNS} FROM safe_copies WHERE id = $1 FOR UPDATE`, [id]);
  return row && recordOf(row);
}

/** Where the file storage keeps chunk `n` of a copy's file. */
export const chunkKey = (copyId: string, fileId: string, n: number) => `copies/${copyId}/${fileId}/${n}`;

/** The same key, from a row of `safe_copy_chunks` named `c`. */
export const CHUNK_KEY_SQL = `'copies/' || c.copy_id || '/' || c.file_id || '/' || c.n::text`;
