// The SQL client every driver of the database provides (PGlite, PostgreSQL): queries with
// parameters, and transactions. It names no table and imports nothing: the intake opens the
// database, and each owner of tables (the intake, its coordination, the desk) writes its own SQL
// through a client of this shape.

/** Parameterised queries, inside a transaction or not. */
export interface SqlQueries {
  query<T>(text: string, params?: unknown[]): Promise<T[]>;
}

export interface SqlClient extends SqlQueries {
  transaction<T>(fn: (tx: SqlQueries) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
