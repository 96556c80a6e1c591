// When the family is told that the school's server has a problem: the outbox retries server
// errors (5xx) for ever, with backoff, and never gives a submission up; but after 5xx answers on
// every attempt for 6 hours (at least 3 of them), or 20 in a row, whichever comes first, waiting
// quietly would hide a fault only the school can fix. The submission stays queued and keeps being
// retried; the page adds what the family can do (docs/submission-contract.md, "When the server
// fails").

import type { OutboxItem } from '../db';

/** How long 5xx answers on every attempt take before the family is told. */
export const SERVER_TROUBLE_AFTER_MS = 6 * 60 * 60 * 1000;
/** ...with at least this many answers in that time (one answer, then a closed laptop, is not 6 hours of errors). */
export const SERVER_TROUBLE_MIN_ANSWERS = 3;
/** Or this many 5xx answers in a row, however quickly they came. */
export const SERVER_TROUBLE_ATTEMPTS = 20;

/** The streak of 5xx answers after an attempt that ended with HTTP `status` (0: no answer) at `now`. */
export function nextServerErrors(
  streak: OutboxItem['serverErrors'],
  status: number,
  now: number,
): OutboxItem['serverErrors'] {
  if (status === 0) return streak;
  if (status < 500) return undefined;
  return { since: streak?.since ?? now, count: (streak?.count ?? 0) + 1 };
}

/**
 * True when the family should be told that the school's server has a problem, as of `now`: the
 * page passes the item's `updatedAt` (each attempt changes the item), so what it shows follows the
 * attempts and stays the same between them.
 */
export function serverInTrouble(item: Pick<OutboxItem, 'status' | 'serverErrors'>, now: number): boolean {
  const streak = item.serverErrors;
  if (!streak || (item.status !== 'queued' && item.status !== 'sending')) return false;
  if (streak.count >= SERVER_TROUBLE_ATTEMPTS) return true;
  return streak.count >= SERVER_TROUBLE_MIN_ANSWERS && now - streak.since >= SERVER_TROUBLE_AFTER_MS;
}
