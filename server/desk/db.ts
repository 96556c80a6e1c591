// What the desk's modules share to reach their tables: the desk's handle on the database (PGlite
// or PostgreSQL, one dialect; the intake opens it and hands it over), and the conversions its rows
// need. The desk's SQL names only the desk's tables; what it needs of a submission it asks the
// intake's records for (server/intake/records.ts).

import type { SqlClient, SqlQueries } from '../sql/client';

export type { SqlClient, SqlQueries };

/** A timestamp as a driver returns it (a Date from PostgreSQL and PGlite, a string from some). */
export type DbTime = Date | string;

export const toDate = (value: DbTime): Date => (value instanceof Date ? value : new Date(value));
export const toIso = (value: DbTime | null | undefined): string | undefined =>
  value === null || value === undefined ? undefined : toDate(value).toISOString();

/** The first row, or undefined. */
export async function one<T>(db: SqlQueries, text: string, params: unknown[] = []): Promise<T | undefined> {
  return (await db.query<T>(text, params))[0];
}

/** A UUID as the database stores it; anything else never reaches a query. */
export { UUID } from '../../src/shared/contracts/ids';
