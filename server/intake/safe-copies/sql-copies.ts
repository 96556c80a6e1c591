// The safe copies' rows (docs/safe-copy.md, "What the server stores"): one per copy in
// `safe_copies`, its sealed changes in `safe_copy_changes` in the server's order (`seq`). Every
// write locks its copy's row first, so the checks of its quotas (admission.ts) and the numbers it
// hands out see every earlier write of that copy, from any instance. A change's id is kept after a
// snapshot replaced its body, so a replay of it is recognised and stores nothing. Deleting a copy
// deletes its rows and records its chunks' keys in `storage_erasures` in one statement; the bytes
// are erased after the commit (erasure.ts), so no byte outlives its copy.

import type { SafeCopyKind } from '../../../src/shared/contracts/safe-copy';
import type { SqlClient, SqlQueries } from '../store-types';
import { admit, type Gate, type Refusal } from './admission';
import { CHUNK_KEY_SQL, COPY_COLUMNS, GONE, lockCopy, recordOf, type CopyRecord, type CopyRow } from './sql-rows';

export interface StoredChange {
  seq: number;
  changeId: string;
  body: Uint8Array;
}

/** Sealed bytes of the copy's changes that still have a body. */
async function changeBytes(tx: SqlQueries, id: string, upTo?: number): Promise<number> {
  const [row] = await tx.query<{ n: number | string }>(
    `SELECT coalesce(sum(octet_length(body)), 0) AS n FROM safe_copy_changes
     WHERE copy_id = $1 AND body IS NOT NULL ${upTo === undefined ? '' : 'AND seq <= $2'}`,
    upTo === undefined ? [id] : [id, upTo],
  );
  return Number(row?.n ?? 0);
}

/**
 * Deletes the copies `where` selects (with `params`), recording their chunks for erasure at `$1`
 * (`since`): one statement, which reads the chunks as they were before it. Returns their ids.
 */
async function deleteCopies(db: SqlQueries, where: string, params: unknown[]): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    `WITH gone AS (DELETE FROM safe_copies WHERE ${where} RETURNING id),
     recorded AS (
       INSERT INTO storage_erasures (kind, key, copy_id, since)
       SELECT 'file', ${CHUNK_KEY_SQL}, c.copy_id, $1 FROM safe_copy_chunks c JOIN gone g ON c.copy_id = g.id
       ON CONFLICT (kind, key) DO NOTHING)
     SELECT id FROM gone`,
    params,
  );
  return rows.map((row) => row.id);
}

export function sqlCopies(client: SqlClient) {
  const find = async (id: string): Promise<CopyRecord | undefined> => {
    const [row] = await client.query<CopyRow>(`SELECT ${COPY_COLUMNS} FROM safe_copies WHERE id = $1`, [id]);
    return row && recordOf(row);
  };

  return {
    /**
     * Makes the copy unless its id exists (then answers the one there). `takeNew` takes one new
     * copy from the client's quota, in the transaction; it is asked only when a copy is made.
     */
    async create(
      copy: { id: string; kind: SafeCopyKind; accessHash: Uint8Array; at: Date },
      takeNew: (tx: SqlQueries) => Promise<number>,
    ): Promise<{ created: boolean; copy: CopyRecord } | Refusal> {
      return client.transaction(async (tx) => {
        const existing = await lockCopy(tx, copy.id);
        if (existing) return { created: false, copy: existing };
        const wait = await takeNew(tx);
        if (wait > 0)
          return { refused: 'quota', retryAfter: wait, detail: 'this address made its share of safe copies for today' };
        const [row] = await tx.query<CopyRow>(
          `INSERT INTO safe_copies (id, kind, access_hash, created_at, changed_at) VALUES ($1, $2, $3, $4, $4)
           ON CONFLICT (id) DO NOTHING RETURNING ${COPY_COLUMNS}`,
          [copy.id, copy.kind, copy.accessHash, copy.at.toISOString()],
        );
        if (row) return { created: true, copy: recordOf(row) };
        // Made by a request that committed meanwhile (ON CONFLICT waited for it).
        const made = await lockCopy(tx, copy.id);
        if (!made) throw new Error(`safe copy ${copy.id} conflicted but cannot be read`);
        return { created: false, copy: made };
      });
    },

    find,

    /**
     * Appends the changes in order; a change whose id the copy has (or had, before a snapshot) is
     * skipped. Answers the sequence number of the last change of the list, stored now or before.
     */
    async append(
      id: string,
      changes: { changeId: string; body: Uint8Array }[],
      at: Date,
      gate: Gate,
      limit: number,
    ): Promise<{ seq: number } | Refusal | typeof GONE> {
      return client.transaction(async (tx) => {
        const copy = await lockCopy(tx, id);
        if (!copy) return GONE;
        const known = new Map(
          (
            await tx.query<{ change_id: string; seq: number | string }>(
              'SELECT change_id, seq FROM safe_copy_changes WHERE copy_id = $1 AND change_id = ANY($2::text[])',
              [id, changes.map((change) => change.changeId)],
            )
          ).map((row) => [row.change_id, Number(row.seq)]),
        );
        let last = copy.lastSeq;
        const fresh: (typeof changes)[number][] = [];
        const seqs = changes.map((change) => {
          const seq = known.get(change.changeId);
          if (seq !== undefined) return seq;
          known.set(change.changeId, ++last);
          fresh.push(change);
          return last;
        });
        if (fresh.length === 0) return { seq: seqs.at(-1) ?? copy.lastSeq };
        const sent = fresh.reduce((sum, change) => sum + change.body.byteLength, 0);
        const held = await changeBytes(tx, id);
        const refusal = await admit(tx, gate, { held, limit, added: sent, sent, what: 'changes' });
        if (refusal) return refusal;
        for (const change of fresh)
          await tx.query(
            'INSERT INTO safe_copy_changes (copy_id, seq, change_id, body, at) VALUES ($1, $2, $3, $4, $5)',
            [id, known.get(change.changeId), change.changeId, change.body, at.toISOString()],
          );
        await tx.query('UPDATE safe_copies SET last_seq = $2, changed_at = $3, bytes = bytes + $4 WHERE id = $1', [
          id,
          last,
          at.toISOString(),
          sent,
        ]);
        return { seq: seqs.at(-1)! };
      });
    },

    /** Up to `limit` changes after `after`, in order, and the copy's last number; undefined when gone. */
    async changesAfter(id: string, after: number, limit: number) {
      const copy = await find(id);
      if (!copy) return undefined;
      const rows = await client.query<{ seq: number | string; change_id: string; body: Uint8Array }>(
        `SELECT seq, change_id, body FROM safe_copy_changes
         WHERE copy_id = $1 AND seq > $2 AND body IS NOT NULL ORDER BY seq LIMIT $3`,
        [id, after, limit],
      );
      const changes: StoredChange[] = rows.map((row) => ({
        seq: Number(row.seq),
        changeId: row.change_id,
        body: new Uint8Array(row.body),
      }));
      return { changes, last: copy.lastSeq };
    },

    /**
     * Stores `snapshot` as the copy's next change and empties the changes up to `upTo` (their ids
     * stay, so replays are still known). A snapshot already stored answers its number again.
     */
    async compact(
      id: string,
      upTo: number,
      snapshot: { changeId: string; body: Uint8Array },
      at: Date,
      gate: Gate,
      limit: number,
    ): Promise<{ seq: number } | Refusal | typeof GONE | { beyond: number }> {
      return client.transaction(async (tx) => {
        const copy = await lockCopy(tx, id);
        if (!copy) return GONE;
        const [stored] = await tx.query<{ seq: number | string }>(
          'SELECT seq FROM safe_copy_changes WHERE copy_id = $1 AND change_id = $2',
          [id, snapshot.changeId],
        );
        if (stored) return { seq: Number(stored.seq) };
        if (upTo > copy.lastSeq) return { beyond: copy.lastSeq };
        const dropped = await changeBytes(tx, id, upTo);
        const added = snapshot.body.byteLength - dropped;
        const held = await changeBytes(tx, id);
        const refusal = await admit(tx, gate, { held, limit, added, sent: snapshot.body.byteLength, what: 'changes' });
        if (refusal) return refusal;
        const seq = copy.lastSeq + 1;
        await tx.query('UPDATE safe_copy_changes SET body = NULL WHERE copy_id = $1 AND seq <= $2', [id, upTo]);
        await tx.query(
          'INSERT INTO safe_copy_changes (copy_id, seq, change_id, body, at) VALUES ($1, $2, $3, $4, $5)',
          [id, seq, snapshot.changeId, snapshot.body, at.toISOString()],
        );
        await tx.query('UPDATE safe_copies SET last_seq = $2, changed_at = $3, bytes = bytes + $4 WHERE id = $1', [
          id,
          seq,
          at.toISOString(),
          added,
        ]);
        return { seq };
      });
    },

    /** Sets the date the copy is kept until; the copy as it is then, or undefined when gone. */
    async keepUntil(id: string, until: Date): Promise<CopyRecord | undefined> {
      const [row] = await client.query<CopyRow>(
        `UPDATE safe_copies SET keep_until = $2 WHERE id = $1 RETURNING ${COPY_COLUMNS}`,
        [id, until.toISOString()],
      );
      return row && recordOf(row);
    },

    /** Deletes the copy's rows, recording its chunks for erasure; false when there was none. */
    async remove(id: string, at: Date): Promise<boolean> {
      return (await deleteCopies(client, 'id = $2', [at.toISOString(), id])).length > 0;
    },

    /**
     * Deletes up to `limit` copies kept past their date (`now`) or unchanged since `idleSince`,
     * recording their chunks for erasure. Returns their ids.
     */
    expire(now: Date, idleSince: Date, limit: number): Promise<string[]> {
      return deleteCopies(
        client,
        `id IN (SELECT id FROM safe_copies WHERE keep_until <= $1 OR changed_at <= $2
                ORDER BY changed_at LIMIT $3 FOR UPDATE SKIP LOCKED)`,
        [now.toISOString(), idleSince.toISOString(), limit],
      );
    },
  };
}

export type CopyQueries = ReturnType<typeof sqlCopies>;

/** How many copies there are and the bytes they hold: the desk's figures, opaque. */
export async function copyFigures(db: SqlQueries): Promise<{ count: number; bytes: number }> {
  const [row] = await db.query<{ n: number | string; bytes: number | string }>(
    'SELECT count(*) AS n, coalesce(sum(bytes), 0) AS bytes FROM safe_copies',
  );
  return { count: Number(row?.n ?? 0), bytes: Number(row?.bytes ?? 0) };
}
