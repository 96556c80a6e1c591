// Runs the desk's suites once per database: each suite gets a started harness (intake, desk, SMTP
// sink, clock) on a fresh database (tests/support/test-database.ts), made before its tests and
// closed after them.

import { afterAll, beforeAll } from 'vitest';
import type { IntakeConfig } from '../../server/intake/config';
import type { OpenDatabase, TestDatabase } from '../support/test-database';
import { startHarness, type Harness } from './support';

export type { OpenDatabase };

/** A harness for the tests of the enclosing describe (`get()` inside tests). */
export function useHarness(
  open: OpenDatabase,
  smtpPort: number,
  env: Record<string, string> = {},
  intake: Partial<IntakeConfig> = {},
) {
  let database: TestDatabase | undefined;
  let harness: Harness | undefined;
  beforeAll(async () => {
    database = await open();
    harness = await startHarness(database.store, smtpPort, env, database.storage, database.s3, intake);
  }, 120_000);
  afterAll(async () => {
    await harness?.close();
    await database?.close();
  }, 60_000);
  return () => {
    if (!harness) throw new Error('the harness did not start');
    return harness;
  };
}
