// @vitest-environment node
// The desk's suites on a real PostgreSQL (a throwaway Debian PostgreSQL 15 cluster on a Unix
// socket: tests/support/postgres-cluster.ts), each describe on a database of its own: the same
// tests as on PGlite, including the audit log's refusal of UPDATE, DELETE and TRUNCATE. The first
// keeps the files in S3-compatible storage (tests/support/s3-emulator.ts), as several instances
// would: previews, downloads, deletion and retention go through it.

import { afterAll, beforeAll, describe } from 'vitest';
import { openPostgresStore } from '../../server/intake/postgres-store';
import { openStorage } from '../../server/intake/storage';
import { startPgCluster, type PgCluster } from '../support/postgres-cluster';
import { startS3Emulator, type S3Emulator } from '../support/s3-emulator';
import { useHarness, type OpenDatabase } from './harness';
import { contractsSuite } from './suite-contracts';
import { deletionSuite } from './suite-deletion';
import { guardsSuite } from './suite-guards';
import { journeySuite } from './suite-journey';
import { listSuite } from './suite-list';
import { mailLimitSuite } from './suite-mail-limit';
import { privacySuite } from './suite-privacy';
import { revocationSuite } from './suite-revocation';

let cluster: PgCluster | undefined;
let s3: S3Emulator | undefined;
let made = 0;

beforeAll(async () => {
  cluster = startPgCluster(4741);
  s3 = await startS3Emulator(4742);
}, 120_000);
afterAll(async () => {
  await s3?.stop();
  cluster?.stop();
});

const open =
  (files: 'disk' | 's3'): OpenDatabase =>
  async () => {
    if (!cluster || !s3) throw new Error('PostgreSQL or the S3 emulator did not start');
    const name = `desk_${++made}`;
    await cluster.createDatabase(name);
    const store = await openPostgresStore(cluster.url(name));
    const storage = files === 's3' ? await openStorage({ filesDir: '', s3: s3.config }) : undefined;
    return { store, storage, s3: files === 's3' ? s3.config : undefined, close: () => store.close() };
  };

describe('the desk on PostgreSQL, files in S3', () => {
  const harness = useHarness(open('s3'), 0);
  journeySuite(harness);
  guardsSuite(harness);
  privacySuite(harness);
  revocationSuite(harness);
  deletionSuite(harness);
  contractsSuite(harness);
});

describe('the desk’s list on PostgreSQL', () => {
  listSuite(useHarness(open('disk'), 0, { DESK_PLACES: 'y2=10,y5=8' }));
});

describe('the desk’s e-mail limits on PostgreSQL', () => {
  mailLimitSuite(useHarness(open('disk'), 0, {}, { mailPerRecipient: 3 }));
});
