// @vitest-environment node
// The intake suite against a real PostgreSQL: a throwaway Debian PostgreSQL 15 cluster in a
// temporary folder, on a Unix socket only (tests/support/postgres-cluster.ts, shared with the
// desk's tests). Missing binaries fail the suite: CI must install PostgreSQL.

import { openPostgresStore } from '../../server/intake/postgres-store';
import { startPgCluster } from '../support/postgres-cluster';
import { intakeSuite } from './suite';

intakeSuite('intake server on PostgreSQL', async () => {
  const cluster = startPgCluster(5432);
  try {
    const store = await openPostgresStore(cluster.url());
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
