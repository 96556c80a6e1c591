// The coordination's tables (PostgreSQL only: one process on PGlite keeps all of it in memory) as
// the release of this wave found them: upload metadata (sql-upload-cache.ts), the rate limit
// (sql-rate-limit.ts, UNLOGGED: counters need no WAL), the window quotas (sql-window-quota.ts) and
// the staff PIN's guesses (`attempt_limits`, server/sql/attempts.ts). Each statement adopts what
// a database of an earlier release already has.

import { runStatements, type Migration } from '../../../sql/migrate';

export const UPLOAD_CACHE_SCHEMA = `
CREATE TABLE IF NOT EXISTS tus_uploads (
  id text PRIMARY KEY,
  value jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
`;

export const RATE_LIMIT_SCHEMA = `
CREATE UNLOGGED TABLE IF NOT EXISTS rate_limits (
  key text PRIMARY KEY,
  window_start bigint NOT NULL,
  current integer NOT NULL,
  previous integer NOT NULL,
  allowed boolean NOT NULL
);
`;

export const WINDOW_QUOTA_SCHEMA = `
CREATE TABLE IF NOT EXISTS window_quotas (
  name text NOT NULL,
  key text NOT NULL,
  window_start bigint NOT NULL,
  count_current integer NOT NULL,
  amount_current bigint NOT NULL,
  count_previous integer NOT NULL,
  amount_previous bigint NOT NULL,
  allowed boolean NOT NULL,
  PRIMARY KEY (name, key)
);
`;

const ATTEMPT_LIMITS = [
  `CREATE TABLE IF NOT EXISTS attempt_limits (
    key text PRIMARY KEY,
    failures integer NOT NULL,
    last_at timestamptz NOT NULL,
    next_at timestamptz NOT NULL
  )`,
  'CREATE INDEX IF NOT EXISTS attempt_limits_last ON attempt_limits (last_at)',
];

const split = (schema: string) => schema.split(';').filter((statement) => statement.trim());

export const baseline: Migration = {
  version: '001-baseline',
  up: ({ tx }) =>
    runStatements(tx, [
      ...split(UPLOAD_CACHE_SCHEMA),
      ...split(RATE_LIMIT_SCHEMA),
      ...split(WINDOW_QUOTA_SCHEMA),
      ...ATTEMPT_LIMITS,
    ]),
};
