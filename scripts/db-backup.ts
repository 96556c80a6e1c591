// Backup and restore of the intake's PostgreSQL database (INTAKE_DATABASE_URL) with PostgreSQL's
// own tools (pg_dump, pg_restore: Debian's postgresql-client), docs/deployment.md:
//   npm run db:backup -- --out backups/intake-2026-11-21.dump
//   npm run db:restore -- --from backups/intake-2026-11-21.dump   (into an empty database)
// The dump is pg_dump's custom format (compressed, restorable table by table). The rate-limit
// counters (an unlogged table) are left out. Files are not in it: back up the bucket (or the files
// folder) beside it.

import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs, promisify } from 'node:util';
import postgres from 'postgres';
import { connectionOf } from '../server/sql/postgres-url';

const run = promisify(execFile);

/** A PostgreSQL client program: PG_BIN_DIR's, else the newest of /usr/lib/postgresql, else PATH's. */
function tool(name: 'pg_dump' | 'pg_restore'): string {
  const dirs = process.env.PG_BIN_DIR
    ? [process.env.PG_BIN_DIR]
    : ['17', '16', '15'].map((version) => `/usr/lib/postgresql/${version}/bin`);
  return dirs.map((dir) => path.join(dir, name)).find((file) => existsSync(file)) ?? name;
}

/** libpq takes our URLs as they are, `?host=/socket/dir` included. */
function databaseUrl(env: NodeJS.ProcessEnv): string {
  const url = (env.INTAKE_DATABASE_URL ?? '').trim();
  if (!url)
    throw new Error(
      'INTAKE_DATABASE_URL is not set. The embedded PGlite database is a folder (INTAKE_PGLITE_DIR): ' +
        'stop the server and copy the folder to back it up.',
    );
  return url;
}

async function countSubmissions(url: string): Promise<number | undefined> {
  const { url: target, options } = connectionOf(url);
  const sql = postgres(target, { ...options, max: 1 });
  try {
    const [row] = await sql`SELECT to_regclass('public.submissions') IS NOT NULL AS present`;
    if (!row?.present) return undefined;
    const [count] = await sql`SELECT count(*)::int AS n FROM submissions`;
    return count?.n as number;
  } finally {
    await sql.end();
  }
}

/** Dumps the database to `file`; returns how many submissions it holds. */
export async function backupDatabase(url: string, file: string): Promise<number> {
  await run(tool('pg_dump'), [
    '--format=custom',
    '--no-owner',
    '--no-privileges',
    '--no-unlogged-table-data',
    `--file=${file}`,
    `--dbname=${url}`,
  ]);
  return (await countSubmissions(url)) ?? 0;
}

/** Restores `file` into the empty database at `url`; returns how many submissions it now holds. */
export async function restoreDatabase(url: string, file: string): Promise<number> {
  if (!existsSync(file)) throw new Error(`No dump at ${file}`);
  if ((await countSubmissions(url)) !== undefined)
    throw new Error('The target database already has the intake tables: restore into an empty database.');
  await run(tool('pg_restore'), [
    '--no-owner',
    '--no-privileges',
    '--exit-on-error',
    '--single-transaction',
    `--dbname=${url}`,
    file,
  ]);
  return (await countSubmissions(url)) ?? 0;
}

async function main() {
  const [command, ...rest] = process.argv.slice(2);
  const { values } = parseArgs({ args: rest, options: { out: { type: 'string' }, from: { type: 'string' } } });
  const url = databaseUrl(process.env);
  if (command === 'backup' && values.out) {
    const file = path.resolve(values.out);
    const count = await backupDatabase(url, file);
    console.log(`Backed up ${count} submissions to ${file}`);
  } else if (command === 'restore' && values.from) {
    const count = await restoreDatabase(url, path.resolve(values.from));
    console.log(`Restored ${count} submissions`);
  } else {
    console.error('Usage: npm run db:backup -- --out <file>  |  npm run db:restore -- --from <file>');
    process.exitCode = 2;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href)
  await main().catch((error: unknown) => {
    const stderr = (error as { stderr?: string }).stderr;
    console.error(stderr?.trim() || (error instanceof Error ? error.message : error));
    process.exit(1);
  });
