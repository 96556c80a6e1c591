// How intake instances agree with each other: who holds a tus upload (the locker), what an S3
// upload's metadata is (the upload cache) and how many requests a client IP made (the rate
// limiter). One process on PGlite keeps all of it in memory; instances sharing PostgreSQL keep it
// there (postgres.ts): advisory locks, a table of upload metadata, a rate-limit counter.

import type { MetadataValue } from '@tus/s3-store';
import { MemoryLocker, type KvStore, type Locker } from '@tus/server';
import { createRateLimiter, type RateLimiter } from '../rate-limit';

export interface Coordination {
  readonly kind: 'memory' | 'postgres';
  /** tus upload locks (a second request for an upload asks the holder to let go). */
  locker: Locker;
  /** S3 upload metadata every instance sees; undefined leaves each process its own cache. */
  uploadCache: KvStore<MetadataValue> | undefined;
  /** A limiter of `limit` requests per key a minute; undefined when `limit` is 0 (off). */
  rateLimiter(limit: number): RateLimiter | undefined;
  /** Forgets what abandoned uploads left behind (run with the hourly upload clean-up). */
  sweep(now: Date): Promise<void>;
  close(): Promise<void>;
}

/** One process: tus's in-memory locker and cache, an in-memory rate limit. */
export function memoryCoordination(): Coordination {
  return {
    kind: 'memory',
    locker: new MemoryLocker(),
    uploadCache: undefined,
    rateLimiter: (limit) => (limit > 0 ? createRateLimiter(limit) : undefined),
    sweep: async () => undefined,
    close: async () => undefined,
  };
}
