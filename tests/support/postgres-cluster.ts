// A throwaway Debian PostgreSQL 15 cluster for tests and benchmarks: in a temporary folder, on a
// Unix socket only, started as the `postgres` user (PostgreSQL refuses to run as root, and CI runs
// as root). Missing binaries fail loudly: CI must install PostgreSQL (.ci/run does).

import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';

export const PG_BIN = '/usr/lib/postgresql/15/bin';

/** Runs a PostgreSQL binary, as the `postgres` user when we are root. */
export function pgRun(binary: string, args: string[], options: { input?: string } = {}): string {
  const asRoot = process.getuid?.() === 0;
  const [command, ...rest] = asRoot
    ? ['runuser', '-u', 'postgres', '--', path.join(PG_BIN, binary), ...args]
    : [path.join(PG_BIN, binary), ...args];
  return execFileSync(command!, rest, { encoding: 'utf8', stdio: ['pipe', 'pipe', 'pipe'], input: options.input });
}

export interface PgCluster {
  /** `postgres://…?host=<socket dir>` for database `name` (default `postgres`). */
  url(name?: string): string;
  /** Creates an empty database. */
  createDatabase(name: string): Promise<void>;
  /** A folder the `postgres` user may write (dumps for the backup tests). */
  dir: string;
  stop(): void;
}

/**
 * Starts a cluster listening on `<socket dir>/.s.PGSQL.5432` only: no TCP port, and a socket
 * folder of its own, so any number of clusters run side by side.
 */
export function startPgCluster(): PgCluster {
  const port = 5432;
  if (!existsSync(path.join(PG_BIN, 'initdb')))
    throw new Error(
      `PostgreSQL 15 is not installed (${PG_BIN}/initdb is missing). Install it with ` +
        '"apt-get update && apt-get install -y postgresql": the intake tests need a real PostgreSQL.',
    );
  const dir = mkdtempSync(path.join(tmpdir(), 'intake-pg-'));
  const data = path.join(dir, 'data');
  const socket = path.join(dir, 'socket');
  mkdirSync(socket);
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }));
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }));
    for (const entry of [dir, socket]) chownSync(entry, uid, gid);
  }
  const stop = () => {
    try {
      pgRun('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
    } catch {
      // not running
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    pgRun('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync']);
    const options = `-k ${socket} -p ${port} -c listen_addresses='' -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
    pgRun('pg_ctl', ['-D', data, '-l', path.join(dir, 'server.log'), '-w', '-o', options, 'start']);
  } catch (error) {
    stop();
    throw error;
  }
  const url = (name = 'postgres') => `postgres://postgres@localhost:${port}/${name}?host=${encodeURIComponent(socket)}`;
  return {
    url,
    dir,
    async createDatabase(name) {
      const sql = postgres({ host: socket, port, user: 'postgres', database: 'postgres', onnotice: () => undefined });
      try {
        await sql.unsafe(`CREATE DATABASE "${name}"`);
      } finally {
        await sql.end();
      }
    },
    stop,
  };
}
