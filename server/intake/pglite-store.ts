// The embedded store: PostgreSQL compiled to WASM (PGlite) in a folder, no server to run. PGlite
// is single-process, so a lock file keeps a second process (an export while the server runs)
// from opening the same folder.

import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { migrateIntake } from './migrations';
import { createSqlStore } from './sql-store';
import type { IntakeStore, SqlClient, SqlQueries } from './store-types';

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Folders this process has open: PGlite must not open one twice either. */
const openHere = new Set<string>();

/** Takes `<dir>.lock` for this process, or throws when a live process holds it. */
function lockFolder(dir: string): () => void {
  const lockFile = `${dir}.lock`;
  if (openHere.has(dir)) throw new Error(`The intake database ${dir} is already open in this process.`);
  mkdirSync(path.dirname(lockFile), { recursive: true });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      openHere.add(dir);
      return () => {
        openHere.delete(dir);
        rmSync(lockFile, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(readFileSync(lockFile, 'utf8'));
      if (Number.isInteger(holder) && holder !== process.pid && isRunning(holder))
        throw new Error(
          `The intake database ${dir} is in use by process ${holder}: stop it first, or use PostgreSQL. ` +
            `(If that process is not an intake server, delete ${lockFile}.)`,
        );
      rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Could not lock ${dir}`);
}

function wrap(db: Pick<PGlite, 'query'>): SqlQueries {
  return { query: async <T>(text: string, params?: unknown[]) => (await db.query<T>(text, params)).rows };
}

/** Opens (creating and migrating if needed) the PGlite database in `dir`. */
export async function openPgliteStore(dir: string): Promise<IntakeStore> {
  mkdirSync(dir, { recursive: true });
  const unlock = lockFolder(dir);
  try {
    // pg_trgm: the desk's name search uses a trigram index where the extension exists.
    const db = await PGlite.create(dir, { extensions: { pg_trgm } });
    const client: SqlClient = {
      ...wrap(db),
      transaction: (fn) => db.transaction((tx) => fn(wrap(tx))),
      close: async () => {
        await db.close();
        unlock();
      },
    };
    await migrateIntake(client);
    return createSqlStore(client);
  } catch (error) {
    unlock();
    throw error;
  }
}
