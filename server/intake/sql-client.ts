// The SQL client every driver of the intake's database provides (PGlite, PostgreSQL): queries with
// parameters, and transactions. It imports nothing, so the coordination's SQL parts and the store
// can both depend on it.

/** Parameterised queries, inside a transaction or not. */
export interface SqlQueries {
  query<T>(text: string, params?: unknown[]): Promise<T[]>;
}

export interface SqlClient extends SqlQueries {
  transaction<T>(fn: (tx: SqlQueries) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
