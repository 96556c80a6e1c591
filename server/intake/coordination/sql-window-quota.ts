// Window quotas (window-quota.ts) in PostgreSQL, shared by every instance: one row per quota and
// key, one atomic upsert per take. As the rate limit does (sql-rate-limit.ts), the window slides
// by weighting the previous window's count and amount by how much of it still falls inside the
// last `windowMs`; a refused take changes no count. Keys are stored as SHA-256 hashes: the table
// holds no client address or e-mail address.

import { createHash } from 'node:crypto';
import type { SqlQueries } from '../../sql/client';
import { secondsUntil, type QuotaLimits, type WindowQuota } from './window-quota';

// $3 this window's start (ms), $4 the window (ms), $5 the previous window's weight, $6 the count
// limit and $7 the amount limit (0: none), $8 this take's amount.
const previous = (column: string) => `CASE WHEN q.window_start = $3::bigint THEN q.${column}_previous
  WHEN q.window_start = $3::bigint - $4::bigint THEN q.${column}_current ELSE 0 END`;
const current = (column: string) => `CASE WHEN q.window_start = $3::bigint THEN q.${column}_current ELSE 0 END`;
const FITS = `($6::int = 0 OR (${previous('count')}) * $5::float8 + (${current('count')}) + 1 <= $6::int)
  AND ($7::bigint = 0 OR (${previous('amount')}) * $5::float8 + (${current('amount')}) + $8::bigint <= $7::bigint)`;
const FRESH_FITS = `($6::int = 0 OR 1 <= $6::int) AND ($7::bigint = 0 OR $8::bigint <= $7::bigint)`;

const TAKE = `
INSERT INTO window_quotas AS q
  (name, key, window_start, count_current, amount_current, count_previous, amount_previous, allowed)
VALUES ($1, $2, $3::bigint, CASE WHEN ${FRESH_FITS} THEN 1 ELSE 0 END,
        CASE WHEN ${FRESH_FITS} THEN $8::bigint ELSE 0 END, 0, 0, ${FRESH_FITS})
ON CONFLICT (name, key) DO UPDATE SET
  count_previous = ${previous('count')},
  amount_previous = ${previous('amount')},
  count_current = (${current('count')}) + CASE WHEN ${FITS} THEN 1 ELSE 0 END,
  amount_current = (${current('amount')}) + CASE WHEN ${FITS} THEN $8::bigint ELSE 0 END,
  allowed = ${FITS},
  window_start = $3::bigint
RETURNING count_current, amount_current, count_previous, amount_previous, allowed`;

interface TakeRow {
  count_current: number | string;
  amount_current: number | string;
  count_previous: number | string;
  amount_previous: number | string;
  allowed: boolean;
}

/**
 * When `need` more fits under `limit` again, given this window's use (`used`) and the previous
 * one's (`previous`), this window starting at `start`: later in this window as the previous one
 * weighs less, or in the next one as this one does.
 */
function fitsAt(limit: number, need: number, used: number, previous: number, start: number, windowMs: number) {
  if (!limit || used + need <= limit - previous) return start;
  if (need > limit) return Infinity;
  if (used + need <= limit) return start + windowMs * (1 - (limit - used - need) / previous);
  return start + windowMs + windowMs * (1 - (limit - need) / used);
}

/** A window quota counted in the `window_quotas` table under `name`. */
export function sqlWindowQuota(db: SqlQueries, name: string, limits: QuotaLimits): WindowQuota {
  const { windowMs } = limits;
  let lastSweep = 0;
  return {
    async take(key, amount, now, within = db) {
      const start = Math.floor(now / windowMs) * windowMs;
      const weight = 1 - (now - start) / windowMs;
      const hashed = createHash('sha256').update(key).digest('hex');
      const [row] = await within.query<TakeRow>(TAKE, [
        name,
        hashed,
        start,
        windowMs,
        weight,
        limits.count,
        limits.amount,
        amount,
      ]);
      if (now - lastSweep > Math.min(windowMs, 60 * 60 * 1000)) {
        lastSweep = now;
        // Rows older than two windows count for nothing; any instance may sweep them. Never inside
        // the caller's transaction: it would hold the swept rows' locks until that commits.
        const sweeping = db.query('DELETE FROM window_quotas WHERE name = $1 AND window_start < $2::bigint', [
          name,
          start - windowMs,
        ]);
        if (within === db) await sweeping;
        else sweeping.catch(() => undefined);
      }
      if (!row || row.allowed) return 0;
      const at = Math.max(
        fitsAt(limits.count, 1, Number(row.count_current), Number(row.count_previous), start, windowMs),
        fitsAt(limits.amount, amount, Number(row.amount_current), Number(row.amount_previous), start, windowMs),
      );
      return secondsUntil(Number.isFinite(at) ? at : now + windowMs, now);
    },
  };
}
