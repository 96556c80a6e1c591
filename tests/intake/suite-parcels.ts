// The intake suite's take-home parcel quotas (suite.ts runs it per database and storage): a client
// address over its count or bytes of the day is refused with 429 and nothing is stored while
// another address still parks; the ceiling of all unexpired parcels refuses everybody with 507
// until parcels expire; two instances on one database share both. Each test lives in a year of
// its own (an injected clock), so the parcels of the others have long expired.

import { describe, expect, it, vi } from 'vitest';
import { memoryCoordination } from '../../server/intake/coordination';
import type { IntakeConfig } from '../../server/intake/config';
import type { FileStorage } from '../../server/intake/storage';
import type { SuiteContext } from './suite';

const DAY = 24 * 60 * 60 * 1000;

export function parcelQuotaTests(ctx: SuiteContext): void {
  const { makeApi } = ctx;

  /** The suite's storage, with its `put` watched (which keys received bytes). */
  const watchedStorage = () => {
    const storage = ctx.storage();
    const put = vi.fn((key: string, bytes: Uint8Array, info?: Parameters<FileStorage['put']>[2]) =>
      storage.put(key, bytes, info),
    );
    return { storage: { ...storage, put, uploads: storage.uploads }, put };
  };

  /** An intake whose clock the test holds, clients told apart by X-Forwarded-For. */
  async function parcelApi(start: string, overrides: Partial<IntakeConfig>, options = {}) {
    const clock = { now: new Date(start) };
    const watched = watchedStorage();
    const app = await makeApi(
      { trustProxy: true, ...overrides },
      { now: () => clock.now, storage: watched.storage, ...options },
    );
    const park = (client: string, size: number) =>
      app.request('/api/parcels', {
        method: 'POST',
        headers: { 'Content-Type': 'application/octet-stream', 'X-Forwarded-For': client },
        body: crypto.getRandomValues(new Uint8Array(size)),
      });
    return { app, clock, park, put: watched.put };
  }

  const parcelRows = async () =>
    Number((await ctx.db().store.sql.query<{ n: string }>('SELECT count(*) AS n FROM parcels'))[0]?.n);

  describe('take-home parcel quotas', () => {
    it('refuses a client over its parcels or bytes of the day, storing nothing, while others still park', async () => {
      const { park, put } = await parcelApi('2030-03-01T00:00:00Z', {
        parcelClientCount: 3,
        parcelClientBytes: 10_000,
      });
      for (let i = 0; i < 3; i++) expect((await park('203.0.113.5', 1000)).status).toBe(201);
      const rows = await parcelRows();
      const puts = put.mock.calls.length;

      const refused = await park('203.0.113.5', 1000);
      expect(refused.status).toBe(429);
      expect(await refused.json()).toMatchObject({ error: 'quota' });
      const retryAfter = Number(refused.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThanOrEqual(60 * 60);
      expect(retryAfter).toBeLessThanOrEqual(2 * 24 * 60 * 60);
      expect(await parcelRows()).toBe(rows);
      expect(put.mock.calls.length).toBe(puts);

      // Bytes count too: 9,000 fit, 2,000 more do not.
      expect((await park('198.51.100.8', 9000)).status).toBe(201);
      const heavy = await park('198.51.100.8', 2000);
      expect([heavy.status, (await heavy.json()).error]).toEqual([429, 'quota']);
      expect((await park('192.0.2.77', 1000)).status).toBe(201);
      expect(await parcelRows()).toBe(rows + 2);
    });

    it('refuses everybody with 507 over the ceiling of unexpired parcels, until they expire', async () => {
      const { park, clock, put } = await parcelApi('2031-03-01T00:00:00Z', { parcelTotalBytes: 5000 });
      expect((await park('203.0.113.10', 3000)).status).toBe(201);
      expect((await park('203.0.113.11', 1500)).status).toBe(201);
      const puts = put.mock.calls.length;
      for (const client of ['203.0.113.10', '203.0.113.12', '198.51.100.1']) {
        const full = await park(client, 1000);
        expect(full.status).toBe(507);
        expect(await full.json()).toMatchObject({ error: 'storage-full' });
      }
      expect(put.mock.calls.length).toBe(puts);
      // What still fits is taken.
      expect((await park('203.0.113.12', 500)).status).toBe(201);

      clock.now = new Date(clock.now.getTime() + 7 * DAY);
      expect((await park('198.51.100.1', 4000)).status).toBe(201);
    });

    it('shares both between two instances on one database, however many post at once', async () => {
      const shared = ctx.db().coordination ?? memoryCoordination();
      const config = { parcelClientCount: 3, parcelTotalBytes: 6000 };
      const one = await parcelApi('2032-03-01T00:00:00Z', config, { coordination: shared });
      const two = await parcelApi('2032-03-01T00:00:00Z', config, { coordination: shared });
      expect((await one.park('203.0.113.20', 100)).status).toBe(201);
      expect((await two.park('203.0.113.20', 100)).status).toBe(201);
      expect((await one.park('203.0.113.20', 100)).status).toBe(201);
      expect((await two.park('203.0.113.20', 100)).status).toBe(429);

      // 5,700 bytes are left under the ceiling: 5 of 10 parcels of 1,000 bytes fit, posted at once.
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) => (i % 2 ? one : two).park(`198.51.100.${30 + i}`, 1000)),
      );
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses).toEqual([201, 201, 201, 201, 201, 507, 507, 507, 507, 507]);
    });
  });
}
