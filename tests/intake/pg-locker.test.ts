// @vitest-environment node
// The tus locker on PostgreSQL advisory locks, as two instances see it (two coordinations on one
// database): a waiter asks the holder to let go and gets the lock when it does; a holder that does
// not let go makes the waiter time out; a holder whose connection dies loses its locks (and is
// told to stop); an aborted waiter gives up; nothing stays locked.

import { ERRORS } from '@tus/server';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createPgLocker } from '../../server/intake/coordination/pg-locker';
import { connectionOf, openPostgresDatabase } from '../../server/intake/postgres-store';
import type { IntakeDatabase } from '../../server/intake/store-types';
import { startPgCluster, type PgCluster } from '../support/postgres-cluster';
import { quietLogger } from './support';

let cluster: PgCluster;
let one: IntakeDatabase;
let two: IntakeDatabase;
let sql: postgres.Sql;

beforeAll(async () => {
  cluster = startPgCluster();
  one = await openPostgresDatabase(cluster.url(), quietLogger);
  two = await openPostgresDatabase(cluster.url(), quietLogger);
  const { url, options } = connectionOf(cluster.url());
  sql = postgres(url, { ...options, max: 1 });
}, 120_000);

afterAll(async () => {
  await one?.close();
  await two?.close();
  await sql?.end();
  cluster?.stop();
});

const advisoryLocks = async () =>
  Number((await sql`SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory'`)[0]?.n);
const signal = () => new AbortController().signal;

describe('the PostgreSQL locker', () => {
  it('asks the holder on another instance to let go, then takes the lock', async () => {
    const held = one.coordination.locker.newLock('upload-a');
    const events: string[] = [];
    await held.lock(signal(), async () => {
      events.push('asked');
      await held.unlock();
      events.push('released');
    });
    expect(await advisoryLocks()).toBe(1);
    const waiter = two.coordination.locker.newLock('upload-a');
    await waiter.lock(signal(), () => undefined);
    events.push('taken');
    expect(events).toEqual(['asked', 'released', 'taken']);
    await waiter.unlock();
    expect(await advisoryLocks()).toBe(0);
  });

  it('keeps other uploads apart, and gives up after the timeout when the holder does not let go', async () => {
    const held = one.coordination.locker.newLock('upload-b');
    const asked = vi.fn();
    await held.lock(signal(), asked);
    const other = two.coordination.locker.newLock('upload-c');
    await other.lock(signal(), () => undefined);
    await other.unlock();

    // An instance whose lock timeout is short: it asks, waits, and gives up.
    const { url, options } = connectionOf(cluster.url());
    const pool = postgres(url, { ...options, max: 2 });
    const lockSql = postgres(url, { ...options, max: 1, idle_timeout: 0, max_lifetime: null });
    const impatient = await createPgLocker({ lockSql, sql: pool, timeoutMs: 400, logger: quietLogger });
    const started = Date.now();
    await expect(impatient.newLock('upload-b').lock(signal(), () => undefined)).rejects.toBe(ERRORS.ERR_LOCK_TIMEOUT);
    expect(Date.now() - started).toBeGreaterThanOrEqual(400);
    expect(asked).toHaveBeenCalled();
    await impatient.close();
    await pool.end();
    await held.unlock();
  });

  it('frees the locks of an instance whose connection dies, and tells its holders to stop', async () => {
    const held = one.coordination.locker.newLock('upload-d');
    const asked = vi.fn();
    await held.lock(signal(), asked);
    // What PostgreSQL does for a process that was killed: its session ends, its locks go.
    await sql`SELECT pg_terminate_backend(pid) FROM pg_locks WHERE locktype = 'advisory'`;
    await vi.waitFor(() => expect(asked).toHaveBeenCalled());
    const waiter = two.coordination.locker.newLock('upload-d');
    await waiter.lock(signal(), () => undefined);
    await waiter.unlock();
    await held.unlock();
    expect(await advisoryLocks()).toBe(0);
  });

  it('stops waiting when the waiting request is aborted', async () => {
    const held = one.coordination.locker.newLock('upload-e');
    await held.lock(signal(), () => undefined);
    const controller = new AbortController();
    const waiting = two.coordination.locker.newLock('upload-e').lock(controller.signal, () => undefined);
    controller.abort();
    await expect(waiting).rejects.toBeDefined();
    await held.unlock();
    expect(await advisoryLocks()).toBe(0);
  });
});
