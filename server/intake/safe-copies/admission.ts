// Whether more bytes may go into a safe copy, decided inside the transaction that stores them
// (which holds the copy's row lock): the copy's own limit of changes or of file chunks (413), the
// ceiling of all copies together, summed under an advisory lock so that instances on one database
// never pass it together (507), and last the client address's bytes of the day, counted by the
// coordination where every instance sees it (429 with Retry-After), in the same transaction. Nothing
// is stored by a refusal, and a refused take counts nothing, so the per-client take comes only once
// the others passed.

import type { SqlQueries } from '../store-types';

/** Serialises the ceiling's sum and the writes under it (any constant of its own works). */
const COPY_CEILING_LOCK = 470_304;

export type Refusal =
  | { refused: 'too-large'; detail: string }
  | { refused: 'storage-full' }
  | { refused: 'quota'; retryAfter: number; detail: string };

export const isRefusal = (value: object): value is Refusal => 'refused' in value;

/** What one write of a copy asks for. */
export interface Admission {
  /** Bytes of this kind (changes, or chunks) the copy holds now, and its limit (0: none). */
  held: number;
  limit: number;
  /** Bytes this write adds to the copy (negative when it frees more than it stores). */
  added: number;
  /** Bytes this write sends to be stored (what the client's quota counts). */
  sent: number;
  /** What the copy's limit is of, for the refusal's detail. */
  what: 'changes' | 'file chunks';
}

export interface Gate {
  /** Bytes all copies may hold together; 0: no ceiling. */
  ceiling: number;
  /**
   * Takes `bytes` from the client's quota of the day, counted in `tx` (the write's transaction,
   * which then needs no second connection); 0 when taken, else seconds to wait.
   */
  takeClient(bytes: number, tx: SqlQueries): Promise<number>;
}

/** Checks `admission` in `tx`; a refusal, or undefined when the write may go ahead. */
export async function admit(tx: SqlQueries, gate: Gate, admission: Admission): Promise<Refusal | undefined> {
  const { held, limit, added, sent, what } = admission;
  if (added > 0 && limit > 0 && held + added > limit)
    return { refused: 'too-large', detail: `this copy holds its limit of ${what}` };
  if (added > 0 && gate.ceiling > 0) {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [COPY_CEILING_LOCK]);
    const [all] = await tx.query<{ bytes: number | string }>(
      'SELECT coalesce(sum(bytes), 0) AS bytes FROM safe_copies',
    );
    if (Number(all?.bytes ?? 0) + added > gate.ceiling) return { refused: 'storage-full' };
  }
  if (sent > 0) {
    const wait = await gate.takeClient(sent, tx);
    if (wait > 0)
      return { refused: 'quota', retryAfter: wait, detail: 'this address stored its share of safe copies for today' };
  }
  return undefined;
}
