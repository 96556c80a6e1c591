// The PostgreSQL store (INTAKE_DATABASE_URL=postgres://...), through the `postgres` driver. A
// Unix socket is given libpq-style: `postgres://user@localhost:5432/db?host=/run/postgresql`.

import postgres from 'postgres';
import { postgresCoordination } from './coordination/postgres';
import { jsonLogger, type Logger } from './log';
import { migrateIntake } from './migrations';
import { createSqlStore } from './sql-store';
import { connectionOf } from '../sql/postgres-url';
import type { IntakeDatabase, IntakeStore, SqlClient, SqlQueries } from './store-types';

export { connectionOf };

type Sql = postgres.Sql | postgres.TransactionSql;

function wrap(sql: Sql): SqlQueries {
  return {
    query: async <T>(text: string, params: unknown[] = []) =>
      [...(await sql.unsafe(text, params as postgres.ParameterOrJSON<never>[]))] as T[],
  };
}

async function connect(databaseUrl: string) {
  const { url, options } = connectionOf(databaseUrl);
  const sql = postgres(url, options);
  const client: SqlClient = {
    ...wrap(sql),
    transaction: async (fn) => (await sql.begin((tx) => fn(wrap(tx)))) as never,
    close: () => sql.end({ timeout: 5 }),
  };
  try {
    await migrateIntake(client);
  } catch (error) {
    await sql.end({ timeout: 1 });
    throw error;
  }
  return { url, options, sql, client };
}

/** Connects to PostgreSQL and creates the tables if needed. */
export async function openPostgresStore(databaseUrl: string): Promise<IntakeStore> {
  return createSqlStore((await connect(databaseUrl)).client);
}

/** The store with PostgreSQL's coordination (locks, upload metadata, rate limit) on one pool. */
export async function openPostgresDatabase(
  databaseUrl: string,
  logger: Logger = jsonLogger('info'),
): Promise<IntakeDatabase> {
  const { url, options, sql, client } = await connect(databaseUrl);
  const store = createSqlStore(client);
  try {
    const coordination = await postgresCoordination({ sql, client, url, connection: options, logger });
    return {
      store,
      coordination,
      async close() {
        await coordination.close();
        await store.close();
      },
    };
  } catch (error) {
    await store.close();
    throw error;
  }
}
