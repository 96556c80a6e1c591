// @vitest-environment node
// The intake suite against a real PostgreSQL (a throwaway cluster: tests/support/postgres-cluster.ts)
// with PostgreSQL's coordination of instances (advisory locks, shared rate limit): once with files
// on the disk, once in S3-compatible object storage (the emulator of tests/support/s3-emulator.ts).

import { afterAll } from 'vitest';
import { openPostgresDatabase } from '../../server/intake/postgres-store';
import { openStorage } from '../../server/intake/storage';
import { startPgCluster, type PgCluster } from '../support/postgres-cluster';
import { startS3Emulator } from '../support/s3-emulator';
import { intakeSuite } from './suite';
import { quietLogger } from './support';

let cluster: PgCluster | undefined;
const clusterOnce = () => (cluster ??= startPgCluster());
afterAll(() => cluster?.stop());

intakeSuite('intake server on PostgreSQL', async () => {
  const database = await openPostgresDatabase(clusterOnce().url(), quietLogger);
  return { ...database, close: () => database.close() };
});

intakeSuite('intake server on PostgreSQL and S3', async () => {
  await clusterOnce().createDatabase('s3suite');
  const s3 = await startS3Emulator();
  try {
    const database = await openPostgresDatabase(clusterOnce().url('s3suite'), quietLogger);
    const storage = await openStorage({ filesDir: '', s3: s3.config }, database.coordination.uploadCache);
    return {
      ...database,
      storage,
      s3: s3.config,
      close: async () => {
        await database.close();
        await s3.stop();
      },
    };
  } catch (error) {
    await s3.stop();
    throw error;
  }
});
