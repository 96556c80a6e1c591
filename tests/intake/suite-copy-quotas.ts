// The intake suite's limits on safe copies (suite.ts runs it per database and storage): a copy over
// its own limit of changes or file chunks (413), a client address over its new copies or bytes of
// the day (429 with Retry-After), all copies over the ceiling (507), each refusal storing nothing;
// two instances on one database sharing the per-client quota and the ceiling however many write at
// once; and the hourly sweep deleting copies past their date or idle too long, bytes and all, on
// an injected clock, and erasing what the storage failed to delete. Client addresses are the
// test's own (X-Forwarded-For), so that counts kept in the database by earlier tests never meet
// them.

import { describe, expect, it } from 'vitest';
import { memoryCoordination } from '../../server/intake/coordination';
import type { IntakeConfig } from '../../server/intake/config';
import type { IntakeOptions } from '../../server/intake';
import type { SuiteContext } from './suite';
import { copyDevice, randomId, sealedBlocks, sealedChunk, storedKeys, type CopyDevice } from './copy-device';

const DAY = 24 * 60 * 60 * 1000;

const status = async (res: Response) => [res.status, ((await res.json()) as { error?: string }).error];

export function copyQuotaTests(ctx: SuiteContext): void {
  const sql = () => ctx.db().store.sql;
  const count = async (text: string, params: unknown[] = []) =>
    Number((await sql().query<{ n: string }>(text, params))[0]?.n ?? 0);
  /** Everything the database and the storage hold of one copy. */
  const holding = async (device: CopyDevice) => ({
    changes: await count('SELECT count(*) AS n FROM safe_copy_changes WHERE copy_id = $1', [device.id]),
    chunks: await count('SELECT count(*) AS n FROM safe_copy_chunks WHERE copy_id = $1', [device.id]),
    bytes: await count('SELECT coalesce(sum(bytes), 0) AS n FROM safe_copies WHERE id = $1', [device.id]),
    stored: await storedKeys(ctx.place(), `copies/${device.id}/`),
  });
  const app = (overrides: Partial<IntakeConfig> = {}, options: Partial<IntakeOptions> = {}) =>
    ctx.makeApi({ trustProxy: true, ...overrides }, options);

  describe('safe copies’ limits', () => {
    it('refuses a copy over its own limit of changes or of file chunks with 413, storing nothing', async () => {
      const device = copyDevice(await app({ copyChangeBytes: 2000, copyFileBytes: 5000 }), '198.51.100.60');
      await device.create();
      expect((await device.append([{ changeId: randomId(), body: await sealedBlocks(6) }])).status).toBe(200);
      const fileId = randomId();
      expect((await device.putChunk(fileId, 0, await sealedChunk(4000))).status).toBe(204);
      const before = await holding(device);

      const changes = await device.append([{ changeId: randomId(), body: await sealedBlocks(2) }]);
      expect(await status(changes)).toEqual([413, 'too-large']);
      const chunk = await device.putChunk(fileId, 1, await sealedChunk(1000));
      expect(await status(chunk)).toEqual([413, 'too-large']);
      expect(await holding(device)).toEqual(before);
      expect(await (await device.chunks(fileId)).json()).toEqual({ chunks: [0] });
      // A snapshot that frees more than it adds goes in; a chunk replaced by a smaller one too.
      expect((await device.compact(1, randomId(), await sealedBlocks(1))).status).toBe(200);
      expect((await device.putChunk(fileId, 0, await sealedChunk(900))).status).toBe(204);
      expect((await device.putChunk(fileId, 1, await sealedChunk(900))).status).toBe(204);
    });

    it('refuses a client over its new copies or bytes of the day with 429, while others go on', async () => {
      const api = await app({ copyClientCount: 3, copyClientBytes: 3000 });
      const devices = [0, 1, 2, 3].map(() => copyDevice(api, '203.0.113.61'));
      for (const device of devices.slice(0, 3)) expect((await device.create()).status).toBe(201);
      const refused = await devices[3]!.create();
      expect(refused.status).toBe(429);
      expect(await refused.json()).toMatchObject({ error: 'quota', detail: expect.any(String) });
      const retryAfter = Number(refused.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThanOrEqual(60 * 60);
      expect(retryAfter).toBeLessThanOrEqual(2 * 24 * 60 * 60);
      expect(await count('SELECT count(*) AS n FROM safe_copies WHERE id = $1', [devices[3]!.id])).toBe(0);
      // Making a copy it has already made is no new copy.
      expect((await devices[0]!.create()).status).toBe(200);
      expect((await copyDevice(api, '203.0.113.62').create()).status).toBe(201);

      const [first] = devices;
      expect((await first!.append([{ changeId: randomId(), body: await sealedBlocks(8) }])).status).toBe(200);
      const before = await holding(first!);
      const heavy = await first!.putChunk(randomId(), 0, await sealedChunk(1000));
      expect(await status(heavy)).toEqual([429, 'quota']);
      expect(Number(heavy.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await status(await first!.append([{ changeId: randomId(), body: await sealedBlocks(4) }]))).toEqual([
        429,
        'quota',
      ]);
      expect(await holding(first!)).toEqual(before);
    });

    it('refuses everybody with 507 over the ceiling of all copies, until copies go', async () => {
      const held = await count('SELECT coalesce(sum(bytes), 0) AS n FROM safe_copies');
      const api = await app({ copyTotalBytes: held + 5000 });
      const [a, b] = [copyDevice(api, '198.51.100.63'), copyDevice(api, '198.51.100.64')];
      for (const device of [a!, b!]) await device.create();
      expect((await a!.putChunk(randomId(), 0, await sealedChunk(3000))).status).toBe(204);
      const before = await holding(b!);
      expect(await status(await b!.putChunk(randomId(), 0, await sealedChunk(3000)))).toEqual([507, 'storage-full']);
      expect(await status(await b!.append([{ changeId: randomId(), body: await sealedBlocks(8) }]))).toEqual([
        507,
        'storage-full',
      ]);
      expect(await holding(b!)).toEqual(before);
      expect((await a!.remove()).status).toBe(204);
      expect((await b!.putChunk(randomId(), 0, await sealedChunk(3000))).status).toBe(204);
    });

    it('shares the per-client quota and the ceiling between two instances, however many write at once', async () => {
      const shared = ctx.db().coordination ?? memoryCoordination();
      const held = await count('SELECT coalesce(sum(bytes), 0) AS n FROM safe_copies');
      const config = { copyClientCount: 3, copyTotalBytes: held + 10 * 1029 + 500 };
      const [one, two] = [await app(config, { coordination: shared }), await app(config, { coordination: shared })];
      const made = [];
      for (const api of [one, two, one, two]) made.push((await copyDevice(api, '203.0.113.65').create()).status);
      expect(made).toEqual([201, 201, 201, 429]);

      // Room for 10 chunks of 1,029 sealed bytes: 20 sent at once to both, 10 taken.
      const writers = await Promise.all(
        Array.from({ length: 20 }, async (_, i) => {
          const device = copyDevice(i % 2 ? one : two, `198.51.100.${100 + i}`);
          await device.create();
          return device;
        }),
      );
      const answers = await Promise.all(
        writers.map(async (device) => device.putChunk(randomId(), 0, await sealedChunk(1000))),
      );
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses).toEqual([...Array(10).fill(204), ...Array(10).fill(507)]);
      const stored = await Promise.all(writers.map((device) => storedKeys(ctx.place(), `copies/${device.id}/`)));
      expect(stored.filter((keys) => keys.length > 0)).toHaveLength(10);
    });

    it('deletes copies past their keep-until date or idle too long in the sweep, bytes and all', async () => {
      const clock = { now: new Date('2040-01-01T00:00:00Z') };
      const intake = await ctx.makeIntake({ trustProxy: true }, { now: () => clock.now });
      const [idle, sent, active] = [0, 1, 2].map(() => copyDevice(intake.app, '192.0.2.66'));
      for (const device of [idle!, sent!, active!]) {
        await device.create();
        expect((await device.putChunk(randomId(), 0, await sealedChunk(500))).status).toBe(204);
      }
      expect((await sent!.keep(new Date(clock.now.getTime() + 20 * DAY).toISOString())).status).toBe(200);
      clock.now = new Date(clock.now.getTime() + 100 * DAY);
      expect((await active!.append([{ changeId: randomId(), body: await sealedBlocks(1) }])).status).toBe(200);

      clock.now = new Date(clock.now.getTime() + 19 * DAY);
      await intake.sweep();
      expect((await sent!.get()).status).toBe(404);
      expect((await idle!.get()).status).toBe(200);
      clock.now = new Date(clock.now.getTime() + 2 * DAY);
      await intake.sweep();
      expect((await idle!.get()).status).toBe(404);
      expect(await (await active!.get()).json()).toMatchObject({
        deleteAfter: new Date(Date.parse('2040-01-01T00:00:00Z') + 220 * DAY).toISOString(),
      });
      for (const device of [idle!, sent!])
        expect(await holding(device)).toEqual({ changes: 0, chunks: 0, bytes: 0, stored: [] });
      expect((await holding(active!)).stored.filter((key) => /\/0$/.test(key))).toHaveLength(1);
    });

    it('erases in the sweep the chunks the storage failed to delete with their copy', async () => {
      const intake = await ctx.makeIntake({ trustProxy: true });
      const device = copyDevice(intake.app, '192.0.2.67');
      await device.create();
      for (const n of [0, 1]) expect((await device.putChunk(randomId(), n, await sealedChunk(700))).status).toBe(204);
      const { storage } = intake;
      const remove = storage.delete;
      storage.delete = async () => {
        throw new Error('the storage does not answer');
      };
      try {
        expect((await device.remove()).status).toBe(204);
      } finally {
        storage.delete = remove;
      }
      expect((await device.get()).status).toBe(404);
      const chunks = (await storedKeys(ctx.place(), `copies/${device.id}/`)).filter((key) => /\/\d$/.test(key));
      expect(chunks).toHaveLength(2);
      const owed = 'SELECT count(*) AS n FROM storage_erasures WHERE copy_id = $1';
      expect(await count(owed, [device.id])).toBe(2);

      await intake.sweep();
      expect(await holding(device)).toEqual({ changes: 0, chunks: 0, bytes: 0, stored: [] });
      expect(await count(owed, [device.id])).toBe(0);
    });
  });
}
