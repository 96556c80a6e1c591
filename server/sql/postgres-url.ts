// How a PostgreSQL URL (INTAKE_DATABASE_URL) becomes the `postgres` driver's connection: a Unix
// socket is given libpq-style, `postgres://user@localhost:5432/db?host=/run/postgresql`, and
// becomes the driver's socket path. Shared by the intake's store and the backup script.

import type postgres from 'postgres';

/** Connection options from the URL; `?host=/socket/dir` becomes the driver's socket path. */
export function connectionOf(databaseUrl: string): { url: string; options: postgres.Options<never> } {
  const url = new URL(databaseUrl);
  const socketDir = url.searchParams.get('host');
  url.searchParams.delete('host');
  const options: postgres.Options<never> = { onnotice: () => undefined, max: 10 };
  if (socketDir) Object.assign(options, { host: socketDir, port: Number(url.port || 5432) });
  return { url: url.toString(), options };
}
