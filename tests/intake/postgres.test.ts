// @vitest-environment node
// The intake suite against a real PostgreSQL: a throwaway Debian PostgreSQL 15 cluster in a
// temporary folder, on a Unix socket only, started as the `postgres` user (PostgreSQL refuses to
// run as root, and CI runs as root). Missing binaries fail the suite: CI must install PostgreSQL.

import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openPostgresStore } from '../../server/intake/postgres-store';
import { intakeSuite } from './suite';

const BIN = '/usr/lib/postgresql/15/bin';
const PORT = 5432;

/** Runs a PostgreSQL binary, as the `postgres` user when we are root. */
function pg(binary: string, args: string[]): string {
  const asRoot = process.getuid?.() === 0;
  const [command, ...rest] = asRoot
    ? ['runuser', '-u', 'postgres', '--', path.join(BIN, binary), ...args]
    : [path.join(BIN, binary), ...args];
  return execFileSync(command!, rest, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

function startCluster(): { url: string; stop: () => void } {
  if (!existsSync(path.join(BIN, 'initdb')))
    throw new Error(
      `PostgreSQL 15 is not installed (${BIN}/initdb is missing). Install it with ` +
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
      pg('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
    } catch {
      // not running
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    pg('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync']);
    const options = `-k ${socket} -p ${PORT} -c listen_addresses='' -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
    pg('pg_ctl', ['-D', data, '-l', path.join(dir, 'server.log'), '-w', '-o', options, 'start']);
  } catch (error) {
    stop();
    throw error;
  }
  return { url: `postgres://postgres@localhost:${PORT}/postgres?host=${encodeURIComponent(socket)}`, stop };
}

intakeSuite('intake server on PostgreSQL', async () => {
  const cluster = startCluster();
  try {
    const store = await openPostgresStore(cluster.url);
    return {
      store,
      close: async () => {
        await store.close();
        cluster.stop();
      },
    };
  } catch (error) {
    cluster.stop();
    throw error;
  }
});
