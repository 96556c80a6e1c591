// @vitest-environment node
// The shared tablets' staff PIN cannot be guessed online (server/device/staff-pin.ts): five wrong
// PINs lock a client for 15 minutes, even against the right PIN, parallel tries are counted
// before the PIN is compared, and past 20 wrong PINs from anyone every client waits a minute.
// Once with the coordination in memory (one process, PGlite) and once with its counter in SQL, as
// instances sharing PostgreSQL count (here on PGlite); the clock is the test's.

import { mkdtempSync, rmSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIntakeApi, type IntakeApi } from '../../server/intake';
import { memoryCoordination, type Coordination } from '../../server/intake/coordination';
import { attemptTable, sqlAttempts } from '../../server/sql/attempts';
import { openPgliteStore } from '../../server/intake/pglite-store';
import type { IntakeStore } from '../../server/intake/store-types';
import { quietLogger, testConfig } from './support';

const PIN = '731904';
const MINUTE = 60_000;

const coordinations: [string, (store: IntakeStore) => Promise<Coordination>][] = [
  ['in memory', async () => memoryCoordination()],
  [
    'in SQL',
    async (store) => {
      for (const statement of attemptTable('attempt_limits')) await store.sql.query(statement);
      return { ...memoryCoordination(), attempts: sqlAttempts(store.sql, 'attempt_limits') };
    },
  ],
];

describe.each(coordinations)('the staff PIN’s limits, counted %s', (_name, coordinate) => {
  let dir: string;
  let store: IntakeStore;
  let api: IntakeApi;
  let now = new Date('2026-11-21T09:00:00Z');

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'staff-pin-'));
    store = await openPgliteStore(path.join(dir, 'db'));
    api = await createIntakeApi({
      config: testConfig(dir, { staffPin: PIN }),
      store,
      coordination: await coordinate(store),
      logger: quietLogger,
      now: () => now,
      clientIp: (c) => c.req.header('x-test-client') ?? '192.0.2.1',
    });
  }, 60_000);

  afterAll(async () => {
    await api.close();
    await mkdir(path.join(dir, 'files/uploads'), { recursive: true });
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** An hour later: every count of the test before is forgotten. */
  const nextHour = () => (now = new Date(now.getTime() + 61 * MINUTE));
  const check = (pin: string, client = '192.0.2.1') =>
    api.app.request('/api/device/staff', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Test-Client': client },
      body: JSON.stringify({ pin }),
    });

  it('refuses the 6th try after five wrong PINs, even the right PIN, and takes it 15 minutes later', async () => {
    nextHour();
    for (let i = 0; i < 5; i++) expect((await check('000000')).status).toBe(401);
    const sixth = await check(PIN);
    expect([sixth.status, sixth.headers.get('retry-after'), await sixth.json()]).toEqual([
      429,
      '900',
      { error: 'rate-limited', detail: 'too many wrong staff PINs' },
    ]);
    // Another tablet is not held up by this one.
    expect((await check(PIN, '192.0.2.2')).status).toBe(204);
    now = new Date(now.getTime() + 15 * MINUTE - 1000);
    expect((await check(PIN)).status).toBe(429);
    now = new Date(now.getTime() + 1000);
    expect((await check(PIN)).status).toBe(204);
  });

  it('compares 5 of 20 parallel wrong PINs from one client and refuses the others first', async () => {
    nextHour();
    const answers = await Promise.all(Array.from({ length: 20 }, () => check('123456')));
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([...Array<number>(5).fill(401), ...Array<number>(15).fill(429)]);
  });

  it('forgets a client’s wrong PINs once it gives the right one', async () => {
    nextHour();
    for (let i = 0; i < 4; i++) expect((await check('000000')).status).toBe(401);
    expect((await check(PIN)).status).toBe(204);
    for (let i = 0; i < 4; i++) expect((await check('000000')).status).toBe(401);
  });

  it('makes every client wait a minute between tries after 20 wrong PINs from anyone', async () => {
    nextHour();
    for (let i = 1; i <= 20; i++) expect((await check('999999', `198.51.100.${i}`)).status).toBe(401);
    const slowed = await check(PIN, '198.51.100.200');
    expect([slowed.status, slowed.headers.get('retry-after')]).toEqual([429, '60']);
    now = new Date(now.getTime() + MINUTE);
    expect((await check(PIN, '198.51.100.200')).status).toBe(204);
  });
});
