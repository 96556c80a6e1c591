// tus upload locks across instances (@tus/server's Locker) on PostgreSQL advisory locks.
// Session-level locks, all of a process's on one dedicated connection: a session may hold many, a
// lock lives exactly as long as that connection (a killed process frees its locks at once), and no
// transaction stays open through a long PATCH (which would hold back vacuum and trip
// idle-in-transaction timeouts). Requests of one process for the same upload are sorted out first
// by tus's MemoryLocker; between processes, a waiter NOTIFYs the upload's id, and the holder's
// request is asked to let go (tus's requestRelease: its PATCH stops, keeping what it received, and
// unlocks). A lock not had within the timeout fails the request (ERR_LOCK_TIMEOUT).

import { ERRORS, MemoryLocker, type Lock, type Locker, type RequestRelease } from '@tus/server';
import type postgres from 'postgres';
import type { Logger } from '../log';

export const RELEASE_CHANNEL = 'tus_lock_release';

/** A 64-bit advisory lock key from the upload id (md5's first 16 hex digits). */
const KEY = `('x' || substr(md5('tus:' || $1), 1, 16))::bit(64)::bigint`;

/** How often a waiter repeats its request to the holder. */
const ASK_AGAIN_MS = 1000;

export interface PgLocker extends Locker {
  /** Uploads this process holds. */
  held(): string[];
  /** The dedicated connection dropped: every lock is gone, so every holder is told to stop. */
  connectionLost(): void;
  close(): Promise<void>;
}

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });
}

export async function createPgLocker(options: {
  /** One connection (max 1, no idle timeout, no lifetime) that holds every lock of this process. */
  lockSql: postgres.Sql;
  /** The pool, for NOTIFY and LISTEN. */
  sql: postgres.Sql;
  timeoutMs?: number;
  logger: Logger;
}): Promise<PgLocker> {
  const { lockSql, sql, logger } = options;
  const timeoutMs = options.timeoutMs ?? 30_000;
  const local = new MemoryLocker({ acquireLockTimeout: timeoutMs });
  const holders = new Map<string, RequestRelease>();
  const release = (id: string) => {
    const requestRelease = holders.get(id);
    if (requestRelease) void Promise.resolve(requestRelease()).catch(() => undefined);
  };
  const listening = await sql.listen(RELEASE_CHANNEL, release);

  const tryLock = async (id: string) =>
    (await lockSql.unsafe<{ ok: boolean }[]>(`SELECT pg_try_advisory_lock(${KEY}) AS ok`, [id]))[0]?.ok === true;

  /** Takes the shared lock, asking whoever holds it to let go, until the deadline. */
  async function acquireShared(id: string, signal: AbortSignal, deadline: number) {
    let askedAt = 0;
    for (let attempt = 0; ; attempt++) {
      if (await tryLock(id)) return;
      if (signal.aborted || Date.now() >= deadline) throw ERRORS.ERR_LOCK_TIMEOUT;
      if (Date.now() - askedAt >= ASK_AGAIN_MS) {
        askedAt = Date.now();
        await sql.unsafe('SELECT pg_notify($1, $2)', [RELEASE_CHANNEL, id]);
      }
      await pause(Math.min(10 * 2 ** attempt, 200, deadline - Date.now()), signal);
    }
  }

  return {
    newLock(id: string): Lock {
      const localLock = local.newLock(id);
      return {
        async lock(signal, requestRelease) {
          const deadline = Date.now() + timeoutMs;
          await localLock.lock(signal, requestRelease);
          try {
            await acquireShared(id, signal, deadline);
          } catch (error) {
            await localLock.unlock();
            throw error;
          }
          holders.set(id, requestRelease);
        },
        async unlock() {
          holders.delete(id);
          try {
            await lockSql.unsafe(`SELECT pg_advisory_unlock(${KEY})`, [id]);
          } catch (error) {
            // The connection is gone, and with it the lock.
            logger.warn(`unlocking upload ${id} failed`, error);
          } finally {
            await localLock.unlock();
          }
        },
      };
    },
    held: () => [...holders.keys()],
    connectionLost() {
      for (const id of holders.keys()) release(id);
    },
    async close() {
      await listening.unlisten();
      await lockSql.end({ timeout: 5 });
    },
  };
}
