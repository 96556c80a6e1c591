// Guess budgets (sign-in, the shared tablets' staff PIN): per key, how many failures were counted
// and when the next attempt may come. An attempt is reserved before the slow or secret check it
// guards, counted as a failure at once, and refunded when it succeeds; the reservation is one
// atomic step (an UPSERT in SQL, one synchronous step in memory), so parallel requests cannot all
// pass before any of them is counted. Failures are forgotten `forgetMs` after the last one.

import type { SqlQueries } from './client';

export interface AttemptPolicy {
  /**
   * The wait after the n-th counted failure (index n - 1), in ms; past the end, the last entry.
   * Zeros at the start are failures allowed without waiting.
   */
  waits: readonly number[];
  /** A key's failures are forgotten this long after its last one (at least its longest wait). */
  forgetMs: number;
}

/**
 * A policy: `free` attempts in a row without waiting (the last of them starts the first wait),
 * then waits of `firstMs` doubling up to `maxMs`; from `lockAfter` failures, `lockMs`.
 */
export function attemptPolicy(options: {
  free: number;
  firstMs: number;
  maxMs: number;
  lockAfter?: number;
  lockMs?: number;
  forgetMs: number;
}): AttemptPolicy {
  const waits: number[] = [];
  for (let n = 1; n <= 64; n++) {
    if (options.lockAfter !== undefined && n >= options.lockAfter) {
      waits.push(options.lockMs ?? options.maxMs);
      break;
    }
    const wait = n < options.free ? 0 : Math.min(options.firstMs * 2 ** (n - options.free), options.maxMs);
    waits.push(wait);
    if (wait === options.maxMs && options.lockAfter === undefined) break;
  }
  return { waits, forgetMs: Math.max(options.forgetMs, ...waits) };
}

/** The wait after `failures` counted failures. */
export const waitAfter = (policy: AttemptPolicy, failures: number): number =>
  failures <= 0 ? 0 : (policy.waits[Math.min(failures, policy.waits.length) - 1] ?? 0);

export interface AttemptCounter {
  /** Reserves an attempt of `key`: 0 when it may go ahead (counted as a failure), else the ms to wait. */
  reserve(key: string, policy: AttemptPolicy, now: Date): Promise<number>;
  /** Takes back one reserved attempt (it succeeded). */
  refund(key: string, policy: AttemptPolicy): Promise<void>;
  /** Forgets every failure of `key`. */
  clear(key: string): Promise<void>;
  /** Drops keys whose last failure is older than `before`. */
  purge(before: Date): Promise<void>;
}

/** The statements that make a SQL counter's table (each owner creates its own). */
export const attemptTable = (table: string): string[] => [
  `CREATE TABLE IF NOT EXISTS ${table} (
    key text PRIMARY KEY,
    failures integer NOT NULL,
    last_at timestamptz NOT NULL,
    next_at timestamptz NOT NULL
  )`,
  `CREATE INDEX IF NOT EXISTS ${table}_last ON ${table} (last_at)`,
];

// The wait after `failures` failures, the policy's waits being parameter `$waits`.
const WAIT = (failures: string, waits: string) =>
  `((${waits}::bigint[])[LEAST(${failures}, cardinality(${waits}::bigint[]))] * interval '1 millisecond')`;
// $1 key, $2 now, $3 the policy's waits (ms), $4 forget (ms).
const STALE = `t.last_at <= $2::timestamptz - $4::bigint * interval '1 millisecond'`;
const FAILURES = `CASE WHEN ${STALE} THEN 1 ELSE t.failures + 1 END`;

/** A counter on `table` (made with `attemptTable`): every instance on the database shares it. */
export function sqlAttempts(db: SqlQueries, table: string): AttemptCounter {
  const reserve = `
INSERT INTO ${table} AS t (key, failures, last_at, next_at)
VALUES ($1, 1, $2::timestamptz, $2::timestamptz + ${WAIT('1', '$3')})
ON CONFLICT (key) DO UPDATE SET
  failures = ${FAILURES},
  last_at = $2::timestamptz,
  next_at = $2::timestamptz + ${WAIT(FAILURES, '$3')}
WHERE ${STALE} OR t.next_at <= $2::timestamptz
RETURNING failures`;
  // $1 key, $2 the policy's waits.
  const refund = `
UPDATE ${table} SET failures = failures - 1,
  next_at = CASE WHEN failures <= 1 THEN last_at ELSE last_at + ${WAIT('failures - 1', '$2')} END
WHERE key = $1 AND failures > 0`;
  return {
    async reserve(key, policy, now) {
      const rows = await db.query(reserve, [key, now.toISOString(), policy.waits, policy.forgetMs]);
      if (rows.length > 0) return 0;
      const [row] = await db.query<{ next_at: Date | string }>(`SELECT next_at FROM ${table} WHERE key = $1`, [key]);
      return row ? Math.max(1, new Date(row.next_at).getTime() - now.getTime()) : 1;
    },
    async refund(key, policy) {
      await db.query(refund, [key, policy.waits]);
    },
    async clear(key) {
      await db.query(`DELETE FROM ${table} WHERE key = $1`, [key]);
    },
    async purge(before) {
      await db.query(`DELETE FROM ${table} WHERE last_at < $1`, [before.toISOString()]);
    },
  };
}

interface MemoryEntry {
  failures: number;
  lastAt: number;
  nextAt: number;
}

/** A counter in this process's memory (one process: PGlite). */
export function memoryAttempts(): AttemptCounter {
  const entries = new Map<string, MemoryEntry>();
  return {
    async reserve(key, policy, now) {
      const at = now.getTime();
      const entry = entries.get(key);
      const stale = !entry || entry.lastAt <= at - policy.forgetMs;
      if (!stale && entry.nextAt > at) return entry.nextAt - at;
      const failures = stale ? 1 : entry.failures + 1;
      entries.set(key, { failures, lastAt: at, nextAt: at + waitAfter(policy, failures) });
      return 0;
    },
    async refund(key, policy) {
      const entry = entries.get(key);
      if (!entry || entry.failures <= 0) return;
      entry.failures -= 1;
      entry.nextAt = entry.lastAt + waitAfter(policy, entry.failures);
    },
    async clear(key) {
      entries.delete(key);
    },
    async purge(before) {
      for (const [key, entry] of entries) if (entry.lastAt < before.getTime()) entries.delete(key);
    },
  };
}
