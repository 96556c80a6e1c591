// How intake instances agree with each other: who holds a tus upload (the locker), what an S3
// upload's metadata is (the upload cache), how many requests a client IP made (the rate limiter)
// and how many guesses of a secret it spent (the attempt counter: the staff PIN), and what a key
// took of a quota over a longer window (parcels per client, e-mails per address). One process on
// PGlite keeps all of it in memory; instances sharing PostgreSQL keep it there (postgres.ts):
// advisory locks, a table of upload metadata, rate-limit and quota counters, a table of attempts.

import type { MetadataValue } from '@tus/s3-store';
import { MemoryLocker, type KvStore, type Locker } from '@tus/server';
import { createRateLimiter, type RateLimiter } from '../rate-limit';
import { memoryAttempts, type AttemptCounter } from '../../sql/attempts';
import { memoryWindowQuota, type QuotaLimits, type WindowQuota } from './window-quota';

export type { QuotaLimits, WindowQuota } from './window-quota';

/** Guesses are forgotten after an hour at most (attempts.ts policies forget sooner). */
export const FORGET_ATTEMPTS_MS = 60 * 60 * 1000;

export interface Coordination {
  readonly kind: 'memory' | 'postgres';
  /** tus upload locks (a second request for an upload asks the holder to let go). */
  locker: Locker;
  /** S3 upload metadata every instance sees; undefined leaves each process its own cache. */
  uploadCache: KvStore<MetadataValue> | undefined;
  /** A limiter of `limit` requests per key a minute; undefined when `limit` is 0 (off). */
  rateLimiter(limit: number): RateLimiter | undefined;
  /** Guess budgets every instance shares (the staff PIN). */
  attempts: AttemptCounter;
  /** The quota `name` (one per use: `parcels`, `mail-recipient`) with these limits. */
  windowQuota(name: string, limits: QuotaLimits): WindowQuota;
  /** Forgets what abandoned uploads and old guesses left behind (run with the hourly upload clean-up). */
  sweep(now: Date): Promise<void>;
  close(): Promise<void>;
}

/** One process: tus's in-memory locker and cache, an in-memory rate limit and quotas. */
export function memoryCoordination(): Coordination {
  const attempts = memoryAttempts();
  // One count per quota name, as the database's table has: whoever asks for it shares it.
  const quotas = new Map<string, WindowQuota>();
  return {
    kind: 'memory',
    locker: new MemoryLocker(),
    uploadCache: undefined,
    rateLimiter: (limit) => (limit > 0 ? createRateLimiter(limit) : undefined),
    attempts,
    windowQuota(name, limits) {
      const quota = quotas.get(name) ?? memoryWindowQuota(limits);
      quotas.set(name, quota);
      return quota;
    },
    sweep: (now) => attempts.purge(new Date(now.getTime() - FORGET_ATTEMPTS_MS)),
    close: async () => undefined,
  };
}
