// How the intake's store is opened: embedded PGlite by default, PostgreSQL when
// INTAKE_DATABASE_URL is set. Both speak the same SQL (sql-store.ts); what a store is lives in
// store-types.ts.

import { memoryCoordination } from './coordination';
import type { Logger } from './log';
import type { IntakeDatabase, IntakeStore, StoreLocation } from './store-types';

/** Opens (and migrates) the store; only the chosen driver is loaded. */
export async function openStore(location: StoreLocation): Promise<IntakeStore> {
  if (location.databaseUrl) {
    const { openPostgresStore } = await import('./postgres-store');
    return openPostgresStore(location.databaseUrl);
  }
  const { openPgliteStore } = await import('./pglite-store');
  return openPgliteStore(location.pgliteDir);
}

/** Opens the store with its coordination: PostgreSQL's for PostgreSQL, memory for PGlite. */
export async function openDatabase(location: StoreLocation, logger: Logger): Promise<IntakeDatabase> {
  if (location.databaseUrl) {
    const { openPostgresDatabase } = await import('./postgres-store');
    return openPostgresDatabase(location.databaseUrl, logger);
  }
  const store = await openStore(location);
  const coordination = memoryCoordination();
  return { store, coordination, close: () => store.close() };
}
