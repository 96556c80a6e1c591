// The tables of safe copies of drafts (safe-copies/, docs/safe-copy.md): the copies, their sealed
// changes and their file chunks' records (the chunks' bytes are in the file storage), and room in
// `storage_erasures` for a copy's chunks, so a deleted copy's bytes are erased as a deleted
// submission's are. Only tables and columns are added: the release before this one reads on.

import { runStatements, type Migration } from '../../sql/migrate';

const STATEMENTS = [
  // One row per copy: a random id, a hash of its access secret, dates, and what it holds in bytes.
  `CREATE TABLE IF NOT EXISTS safe_copies (
    id text PRIMARY KEY,
    kind text NOT NULL CHECK (kind IN ('draft', 'index', 'slot')),
    access_hash bytea NOT NULL,
    created_at timestamptz NOT NULL,
    changed_at timestamptz NOT NULL,
    keep_until timestamptz,
    last_seq bigint NOT NULL DEFAULT 0,
    bytes bigint NOT NULL DEFAULT 0
  )`,
  'CREATE INDEX IF NOT EXISTS safe_copies_changed_at ON safe_copies (changed_at)',
  'CREATE INDEX IF NOT EXISTS safe_copies_keep_until ON safe_copies (keep_until) WHERE keep_until IS NOT NULL',
  // A change's body is null once a snapshot replaced it: its id stays, so a replay stores nothing.
  `CREATE TABLE IF NOT EXISTS safe_copy_changes (
    copy_id text NOT NULL REFERENCES safe_copies (id) ON DELETE CASCADE,
    seq bigint NOT NULL,
    change_id text NOT NULL,
    body bytea,
    at timestamptz NOT NULL,
    PRIMARY KEY (copy_id, seq),
    UNIQUE (copy_id, change_id)
  )`,
  // A chunk is recorded (its size reserved under the quotas) before its bytes are stored.
  `CREATE TABLE IF NOT EXISTS safe_copy_chunks (
    copy_id text NOT NULL REFERENCES safe_copies (id) ON DELETE CASCADE,
    file_id text NOT NULL,
    n integer NOT NULL,
    size integer NOT NULL,
    stored boolean NOT NULL DEFAULT false,
    at timestamptz NOT NULL,
    PRIMARY KEY (copy_id, file_id, n)
  )`,
  'ALTER TABLE storage_erasures ALTER COLUMN submission_id DROP NOT NULL',
  'ALTER TABLE storage_erasures ADD COLUMN IF NOT EXISTS copy_id text',
  'CREATE INDEX IF NOT EXISTS storage_erasures_copy ON storage_erasures (copy_id) WHERE copy_id IS NOT NULL',
];

export const safeCopies: Migration = {
  version: '002-safe-copies',
  up: ({ tx }) => runStatements(tx, STATEMENTS),
};
