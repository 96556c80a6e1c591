// The per-IP rate limit in PostgreSQL, shared by every instance: one row per client, one atomic
// upsert per request. The window slides by weighting the previous minute's count by how much of
// it still falls in the last 60 seconds (the usual two-counter approximation); a refused request
// is not counted, as in the in-memory limiter. The table is UNLOGGED: counters need no WAL, and a
// crash only forgets the last minute.

import type { RateLimiter } from '../rate-limit';
import type { SqlQueries } from '../../sql/client';

// $2 this window's start (ms), $3 the window (ms), $4 the previous window's weight, $5 the limit.
const PREVIOUS = `CASE WHEN r.window_start = $2::bigint THEN r.previous
  WHEN r.window_start = $2::bigint - $3::bigint THEN r.current ELSE 0 END`;
const CURRENT = `CASE WHEN r.window_start = $2::bigint THEN r.current ELSE 0 END`;
const ALLOWED = `(${PREVIOUS}) * $4::float8 + (${CURRENT}) < $5::int`;

const HIT = `
INSERT INTO rate_limits AS r (key, window_start, current, previous, allowed)
VALUES ($1, $2::bigint, 1, 0, true)
ON CONFLICT (key) DO UPDATE SET
  previous = ${PREVIOUS},
  current = (${CURRENT}) + CASE WHEN ${ALLOWED} THEN 1 ELSE 0 END,
  allowed = ${ALLOWED},
  window_start = $2::bigint
RETURNING current, previous, allowed`;

interface HitRow {
  current: number | string;
  previous: number | string;
  allowed: boolean;
}

/** Seconds until the estimate drops below the limit again. */
function retryAfter(row: HitRow, limit: number, now: number, start: number, windowMs: number): number {
  const current = Number(row.current);
  const previous = Number(row.previous);
  const at =
    current >= limit
      ? start + windowMs + windowMs * (1 - limit / current)
      : start + windowMs * (1 - (limit - current) / previous);
  return Math.min(Math.ceil(windowMs / 1000), Math.max(1, Math.ceil((at - now) / 1000)));
}

/** At most `limit` requests per key in any `windowMs`, counted in the database. */
export function sqlRateLimiter(db: SqlQueries, limit: number, windowMs = 60_000): RateLimiter {
  let lastSweep = 0;
  return {
    async hit(key, now = Date.now()) {
      const start = Math.floor(now / windowMs) * windowMs;
      const weight = 1 - (now - start) / windowMs;
      const [row] = await db.query<HitRow>(HIT, [key, start, windowMs, weight, limit]);
      if (now - lastSweep > windowMs) {
        lastSweep = now;
        // Rows older than two windows count for nothing; any instance may sweep them.
        await db.query('DELETE FROM rate_limits WHERE window_start < $1::bigint', [start - windowMs]);
      }
      return !row || row.allowed ? 0 : retryAfter(row, limit, now, start, windowMs);
    },
  };
}
