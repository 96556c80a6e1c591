// One way for every server test to open a database of its own (the intake's suites, the desk's, the
// migrations'): the embedded PGlite in a fresh folder with files on the disk, or a fresh database
// on a throwaway PostgreSQL cluster (postgres-cluster.ts), optionally with PostgreSQL's
// coordination of instances and files in the S3 emulator (s3-emulator.ts). The cluster and the
// emulator start once per test file and stop after it.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { S3Config } from '../../server/intake/config';
import type { Coordination } from '../../server/intake/coordination';
import { openPgliteStore } from '../../server/intake/pglite-store';
import { openPostgresDatabase, openPostgresStore } from '../../server/intake/postgres-store';
import { openStorage, type FileStorage } from '../../server/intake/storage';
import type { IntakeStore } from '../../server/intake/store-types';
import { quietLogger } from '../intake/support';
import { startPgCluster, type PgCluster } from './postgres-cluster';
import { startS3Emulator, type S3Emulator } from './s3-emulator';

export interface TestDatabase {
  store: IntakeStore;
  /** PostgreSQL's coordination, when asked for; memory otherwise. */
  coordination?: Coordination;
  /** Object storage, when asked for; a folder of the test otherwise. */
  storage?: FileStorage;
  /** The bucket `storage` is in, when it is S3. */
  s3?: S3Config;
  close(): Promise<void>;
}

export type OpenDatabase = () => Promise<TestDatabase>;

/**
 * A PGlite database in a new folder, deleted on close. `before` runs first on the folder's path
 * (a test that loads an older release's schema there).
 */
export async function openPglite(
  prefix = 'test-pglite-',
  before?: (dir: string) => Promise<void>,
): Promise<TestDatabase> {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  try {
    await before?.(path.join(dir, 'db'));
    const store = await openPgliteStore(path.join(dir, 'db'));
    return {
      store,
      close: async () => {
        await store.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}

export interface PostgresOptions {
  /** Where the files are: the test's folder (default), or the S3 emulator. */
  files?: 'disk' | 's3';
  /** Open with PostgreSQL's coordination (locks, shared rate limit, quotas), as instances do. */
  coordination?: boolean;
  /** Runs on the new, empty database's URL before the store opens it. */
  before?: (url: string) => Promise<void>;
}

export interface TestPostgres {
  /** A new database on the cluster, opened as asked. */
  open(options?: PostgresOptions): Promise<TestDatabase>;
  cluster(): PgCluster;
}

/**
 * PostgreSQL for this test file: the cluster and, with `needs.s3`, the S3 emulator, started before
 * its tests and stopped after them. Call at the top of the file.
 */
export function usePostgres(needs: { s3?: boolean } = {}, prefix = 'db'): TestPostgres {
  let cluster: PgCluster | undefined;
  let s3: S3Emulator | undefined;
  let made = 0;
  beforeAll(async () => {
    cluster = startPgCluster();
    if (needs.s3) s3 = await startS3Emulator();
  }, 120_000);
  afterAll(async () => {
    await s3?.stop();
    cluster?.stop();
  });
  return {
    cluster() {
      if (!cluster) throw new Error('PostgreSQL did not start');
      return cluster;
    },
    async open(options = {}) {
      if (!cluster) throw new Error('PostgreSQL did not start');
      if (options.files === 's3' && !s3) throw new Error('the S3 emulator was not asked for');
      const name = `${prefix}_${++made}`;
      await cluster.createDatabase(name);
      const url = cluster.url(name);
      await options.before?.(url);
      const storage =
        options.files === 's3'
          ? async (cache?: Coordination['uploadCache']) => openStorage({ filesDir: '', s3: s3!.config }, cache)
          : undefined;
      if (options.coordination) {
        const database = await openPostgresDatabase(url, quietLogger);
        return {
          ...database,
          storage: await storage?.(database.coordination.uploadCache),
          s3: storage ? s3!.config : undefined,
          close: () => database.close(),
        };
      }
      const store = await openPostgresStore(url);
      return { store, storage: await storage?.(), s3: storage ? s3!.config : undefined, close: () => store.close() };
    },
  };
}
