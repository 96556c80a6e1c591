// @vitest-environment node
// The desk's suites on a real PostgreSQL (a throwaway Debian PostgreSQL 15 cluster on a Unix
// socket), each describe on a database of its own: the same tests as on PGlite, including the
// audit log's refusal of UPDATE, DELETE and TRUNCATE.

import postgres from 'postgres';
import { afterAll, beforeAll, describe } from 'vitest';
import { connectionOf, openPostgresStore } from '../../server/intake/postgres-store';
import { startPgCluster, type PgCluster } from '../support/postgres-cluster';
import { useHarness, type OpenDatabase } from './harness';
import { guardsSuite } from './suite-guards';
import { journeySuite } from './suite-journey';
import { listSuite } from './suite-list';
import { privacySuite } from './suite-privacy';

let cluster: PgCluster | undefined;
let made = 0;

beforeAll(() => {
  cluster = startPgCluster(4741);
}, 120_000);
afterAll(() => cluster?.stop());

const open: OpenDatabase = async () => {
  if (!cluster) throw new Error('PostgreSQL did not start');
  const name = `desk_${++made}`;
  const { url, options } = connectionOf(cluster.url());
  const admin = postgres(url, options);
  try {
    await admin.unsafe(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const store = await openPostgresStore(cluster.url(name));
  return { store, close: () => store.close() };
};

describe('the desk on PostgreSQL', () => {
  const harness = useHarness(open, 4735);
  journeySuite(harness);
  guardsSuite(harness);
  privacySuite(harness);
});

describe('the desk’s list on PostgreSQL', () => {
  listSuite(useHarness(open, 4736, { DESK_PLACES: 'y2=10,y5=8' }));
});
