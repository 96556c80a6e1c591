// Versioned migrations of the database, owner by owner (the intake, its coordination, the desk),
// run with umzug: each owner lists its migrations in order, and `schema_migrations` records which
// versions of which owner a database has, with when each was applied. Every run holds one
// transaction-scoped advisory lock, the same for all owners, so instances starting together apply
// each version once: the second waits, then finds it recorded. An owner's pending migrations and
// their records commit together, or not at all.

import { Umzug, type UmzugStorage } from 'umzug';
import type { SqlClient, SqlQueries } from './client';

/** Any constant works: it serialises the migrations of one database, whoever runs them. */
const MIGRATION_LOCK = 470_301;

export const MIGRATIONS_TABLE = `
CREATE TABLE IF NOT EXISTS schema_migrations (
  owner text NOT NULL,
  version text NOT NULL,
  applied_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (owner, version)
)`;

/** What a migration is given: the migrating transaction, and whatever its owner adds. */
export type MigrationContext<Extra extends object = object> = Extra & { tx: SqlQueries };

export interface Migration<Extra extends object = object> {
  /** Sortable and unique within its owner: `001-baseline`, `002-…`. */
  version: string;
  up(context: MigrationContext<Extra>): Promise<void>;
}

/** Runs each statement in turn (a migration's SQL, split where the owner split it). */
export async function runStatements(tx: SqlQueries, statements: readonly string[]): Promise<void> {
  for (const statement of statements) await tx.query(statement);
}

function storage(owner: string): UmzugStorage<MigrationContext> {
  return {
    async executed({ context }) {
      const rows = await context.tx.query<{ version: string }>(
        'SELECT version FROM schema_migrations WHERE owner = $1 ORDER BY version',
        [owner],
      );
      return rows.map((row) => row.version);
    },
    async logMigration({ name, context }) {
      await context.tx.query('INSERT INTO schema_migrations (owner, version) VALUES ($1, $2)', [owner, name]);
    },
    async unlogMigration({ name, context }) {
      await context.tx.query('DELETE FROM schema_migrations WHERE owner = $1 AND version = $2', [owner, name]);
    },
  };
}

/**
 * Applies `owner`'s migrations that the database has not recorded, in order, one migrating process
 * at a time; returns the versions this call applied.
 */
export async function migrate<Extra extends object>(
  client: SqlClient,
  owner: string,
  migrations: readonly Migration<Extra>[],
  extra: Extra,
): Promise<string[]> {
  return client.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.query(MIGRATIONS_TABLE);
    const context = { ...extra, tx } as MigrationContext<Extra>;
    const umzug = new Umzug<MigrationContext>({
      migrations: migrations.map((migration) => ({
        name: migration.version,
        up: () => migration.up(context),
      })),
      context,
      storage: storage(owner),
      logger: undefined,
    });
    return (await umzug.up()).map((applied) => applied.name);
  });
}

/** The versions a database has, per owner, oldest first (empty before its first migration). */
export async function appliedVersions(db: SqlQueries): Promise<{ owner: string; version: string; appliedAt: Date }[]> {
  const [table] = await db.query<{ present: boolean }>(
    "SELECT to_regclass('schema_migrations') IS NOT NULL AS present",
  );
  if (!table?.present) return [];
  const rows = await db.query<{ owner: string; version: string; applied_at: Date | string }>(
    'SELECT owner, version, applied_at FROM schema_migrations ORDER BY owner, version',
  );
  return rows.map((row) => ({ owner: row.owner, version: row.version, appliedAt: new Date(row.applied_at) }));
}
