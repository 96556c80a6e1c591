// @vitest-environment node
// The SQL halves of the coordination on their own (their statements run the same on PGlite, which
// keeps this fast; the two-instance test runs them on PostgreSQL): the shared rate limit's sliding
// window and Retry-After, the window quotas (and their in-memory twin), and the shared upload
// metadata.

import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  RATE_LIMIT_SCHEMA,
  UPLOAD_CACHE_SCHEMA,
  WINDOW_QUOTA_SCHEMA,
} from '../../server/intake/coordination/migrations/001-baseline';
import { sqlRateLimiter } from '../../server/intake/coordination/sql-rate-limit';
import { sqlUploadCache } from '../../server/intake/coordination/sql-upload-cache';
import { sqlWindowQuota } from '../../server/intake/coordination/sql-window-quota';
import { memoryWindowQuota } from '../../server/intake/coordination/window-quota';
import type { SqlQueries } from '../../server/intake/store-types';

let pglite: PGlite;
let db: SqlQueries;

beforeAll(async () => {
  pglite = await PGlite.create();
  db = { query: async <T>(text: string, params?: unknown[]) => (await pglite.query<T>(text, params)).rows };
  await pglite.exec(RATE_LIMIT_SCHEMA + UPLOAD_CACHE_SCHEMA + WINDOW_QUOTA_SCHEMA);
}, 60_000);

afterAll(() => pglite?.close());

const MINUTE = 60_000;
const T0 = 1_800_000_000_000; // a window boundary (a multiple of 60 s)

describe('rate limit in the database', () => {
  it('allows `limit` requests a minute per key, refusing the next with the seconds to wait', async () => {
    const limiter = sqlRateLimiter(db, 3);
    for (const at of [0, 1000, 2000]) expect(await limiter.hit('ip-a', T0 + at)).toBe(0);
    // Three in this window: the fourth must wait for the next window (60 - 3 s).
    expect(await limiter.hit('ip-a', T0 + 3000)).toBe(57);
    expect(await limiter.hit('ip-b', T0 + 3000)).toBe(0);
    // A refused request is not counted: still three.
    const [row] = await db.query<{ current: number }>("SELECT current FROM rate_limits WHERE key = 'ip-a'");
    expect(row?.current).toBe(3);
  });

  it('slides: the last minute counts by how much of it is still inside the 60 seconds', async () => {
    const limiter = sqlRateLimiter(db, 4);
    for (let i = 0; i < 4; i++) expect(await limiter.hit('ip-c', T0 + 50_000 + i)).toBe(0);
    // 15 s into the next window, 3 of the old 4 still count (weight 0.75): two more fit...
    expect(await limiter.hit('ip-c', T0 + MINUTE + 15_000)).toBe(0);
    expect(await limiter.hit('ip-c', T0 + MINUTE + 15_001)).toBe(0);
    // ...then 3 + 2 is over the limit until the old ones weigh under two requests (30 s in).
    expect(await limiter.hit('ip-c', T0 + MINUTE + 15_002)).toBe(15);
    expect(await limiter.hit('ip-c', T0 + MINUTE + 30_001)).toBe(0);
    // Two windows later the old counts are gone.
    expect(await limiter.hit('ip-c', T0 + 3 * MINUTE)).toBe(0);
  });

  it('forgets keys two windows old', async () => {
    const limiter = sqlRateLimiter(db, 10);
    await limiter.hit('ip-old', T0);
    await limiter.hit('ip-new', T0 + 10 * MINUTE);
    const keys = (await db.query<{ key: string }>('SELECT key FROM rate_limits')).map((r) => r.key);
    expect(keys).toContain('ip-new');
    expect(keys).not.toContain('ip-old');
  });
});

const DAY = 24 * 60 * MINUTE;
const D0 = 20_834 * DAY; // a day's boundary
const limits = { count: 3, amount: 1000, windowMs: DAY };

describe('window quotas', () => {
  for (const [kind, make] of [
    ['in memory', () => memoryWindowQuota(limits)],
    ['in the database', () => sqlWindowQuota(db, `test-${crypto.randomUUID()}`, limits)],
  ] as const) {
    it(`${kind}: a key takes its count and its amount, and a refusal counts nothing`, async () => {
      const quota = make();
      for (const at of [0, 1000, 2000]) expect(await quota.take('a', 100, D0 + at)).toBe(0);
      expect(await quota.take('a', 100, D0 + 3000)).toBeGreaterThan(0);
      expect(await quota.take('b', 1000, D0)).toBe(0);
      expect(await quota.take('b', 1, D0)).toBeGreaterThan(0);
      // More than the amount on its own never fits: a window's wait.
      expect(await quota.take('c', 1001, D0)).toBe(DAY / 1000);
      // Refused takes counted nothing: c still has its whole amount.
      expect(await quota.take('c', 1000, D0 + 1)).toBe(0);
    });
  }

  it('in memory: waits until the oldest take leaves the 24 hours', async () => {
    const quota = memoryWindowQuota(limits);
    for (const at of [0, 60_000, 120_000]) await quota.take('a', 10, D0 + at);
    expect(await quota.take('a', 10, D0 + 600_000)).toBe((DAY - 600_000) / 1000);
    expect(await quota.take('a', 10, D0 + DAY + 1)).toBe(0);
  });

  it('in the database: slides by weighting the previous day, and names keep their own counts', async () => {
    const quota = sqlWindowQuota(db, 'slide', limits);
    for (let i = 0; i < 3; i++) expect(await quota.take('a', 10, D0 + DAY / 2 + i)).toBe(0);
    // A quarter of yesterday's three still counts 18 hours into today: two more fit, not three.
    const at = D0 + DAY + (3 * DAY) / 4;
    expect(await quota.take('a', 10, at)).toBe(0);
    expect(await quota.take('a', 10, at + 1)).toBe(0);
    expect(await quota.take('a', 10, at + 2)).toBeGreaterThan(0);
    expect(await sqlWindowQuota(db, 'other', limits).take('a', 10, at)).toBe(0);
    // No address is stored, only its hash.
    const keys = await db.query<{ key: string }>("SELECT key FROM window_quotas WHERE name = 'slide'");
    expect(keys.map((row) => row.key)).toEqual([expect.stringMatching(/^[0-9a-f]{64}$/)]);
  });
});

describe('upload metadata in the database', () => {
  it('keeps, lists, replaces and forgets what @tus/s3-store caches', async () => {
    const cache = sqlUploadCache<{ 'upload-id': string; file: { id: string; size: number } }>(db);
    expect(await cache.get('u1')).toBeUndefined();
    await cache.set('u1', { 'upload-id': 'mp-1', file: { id: 'u1', size: 10 } });
    await cache.set('u1', { 'upload-id': 'mp-2', file: { id: 'u1', size: 10 } });
    await cache.set('u2', { 'upload-id': 'mp-3', file: { id: 'u2', size: 20 } });
    expect(await cache.get('u1')).toEqual({ 'upload-id': 'mp-2', file: { id: 'u1', size: 10 } });
    expect(await cache.list()).toEqual(['u1', 'u2']);
    await cache.delete('u1');
    expect(await cache.get('u1')).toBeUndefined();
    await cache.forgetBefore(new Date(Date.now() + 1000));
    expect(await cache.list()).toEqual([]);
  });
});
