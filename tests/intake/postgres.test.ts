// @vitest-environment node
// The intake suite against a real PostgreSQL (a throwaway cluster: tests/support/postgres-cluster.ts)
// with PostgreSQL's coordination of instances (advisory locks, shared rate limit): once with files
// on the disk, once in S3-compatible object storage (the emulator of tests/support/s3-emulator.ts).

import { usePostgres } from '../support/test-database';
import { intakeSuite } from './suite';

const postgres = usePostgres({ s3: true }, 'intake');

intakeSuite('intake server on PostgreSQL', () => postgres.open({ coordination: true }));

intakeSuite('intake server on PostgreSQL and S3', () => postgres.open({ coordination: true, files: 's3' }));
