// Lock-out after failed sign-ins, per account and per client address: each failure makes the next
// attempt wait longer (1 s, 2 s, 4 s ... up to 60 s), and after too many the key is locked for a
// while (5 failures lock an account for 15 minutes; 20 lock an address). Failures are forgotten an
// hour after the last one, and a success clears the account. Kept in the database, so several
// server processes share it.

import { one, toDate, type DbTime, type SqlQueries } from '../db';

export const ACCOUNT_LOCK_AFTER = 5;
export const ADDRESS_LOCK_AFTER = 20;
export const LOCK_MS = 15 * 60 * 1000;
const FORGET_AFTER_MS = 60 * 60 * 1000;
const MAX_DELAY_MS = 60 * 1000;

export const accountKey = (email: string) => `account:${email.trim().toLowerCase()}`;
export const addressKey = (ip: string) => `address:${ip}`;

/** How long after `failures` failures the next attempt must wait. */
export const delayAfter = (failures: number) =>
  failures <= 0 ? 0 : Math.min(1000 * 2 ** (failures - 1), MAX_DELAY_MS);

interface ThrottleRow {
  failures: number;
  last_failure_at: DbTime;
  locked_until: DbTime | null;
}

/** Milliseconds until `key` may try again (0: now). */
export async function waitFor(db: SqlQueries, key: string, now: Date): Promise<number> {
  const row = await one<ThrottleRow>(
    db,
    'SELECT failures, last_failure_at, locked_until FROM desk_throttle WHERE key = $1',
    [key],
  );
  if (!row) return 0;
  const last = toDate(row.last_failure_at).getTime();
  if (now.getTime() - last > FORGET_AFTER_MS) return 0;
  const lockedUntil = row.locked_until ? toDate(row.locked_until).getTime() : 0;
  return Math.max(0, lockedUntil - now.getTime(), last + delayAfter(row.failures) - now.getTime());
}

/** Counts a failure of `key`; locks it once `lockAfter` failures are reached. Returns the count. */
export async function recordFailure(db: SqlQueries, key: string, now: Date, lockAfter: number): Promise<number> {
  const rows = await db.query<{ failures: number }>(
    `INSERT INTO desk_throttle (key, failures, last_failure_at) VALUES ($1, 1, $2)
     ON CONFLICT (key) DO UPDATE SET
       failures = CASE WHEN desk_throttle.last_failure_at < $2::timestamptz - interval '1 hour' THEN 1
                       ELSE desk_throttle.failures + 1 END,
       last_failure_at = $2
     RETURNING failures`,
    [key, now.toISOString()],
  );
  const failures = rows[0]?.failures ?? 1;
  if (failures >= lockAfter)
    await db.query('UPDATE desk_throttle SET locked_until = $2 WHERE key = $1', [
      key,
      new Date(now.getTime() + LOCK_MS).toISOString(),
    ]);
  return failures;
}

export async function clearFailures(db: SqlQueries, key: string): Promise<void> {
  await db.query('DELETE FROM desk_throttle WHERE key = $1', [key]);
}
