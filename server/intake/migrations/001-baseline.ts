// The intake's tables as the release of this wave found them: submissions, their attachments, the
// ids of deleted submissions, what storage must still erase, and the take-home parcels. Every
// statement adopts what a database of an earlier release already has (`IF NOT EXISTS`), so the
// first migrated start of such a database changes nothing it holds.

import { runStatements, type Migration } from '../../sql/migrate';

const STATEMENTS = [
  'CREATE SEQUENCE IF NOT EXISTS submission_reference_seq',
  `CREATE TABLE IF NOT EXISTS submissions (
    id uuid PRIMARY KEY,
    kind text NOT NULL,
    schema_version integer NOT NULL,
    locale text NOT NULL,
    content_hash text NOT NULL,
    data jsonb NOT NULL,
    reference text NOT NULL UNIQUE,
    received_at timestamptz NOT NULL,
    status text NOT NULL CHECK (status IN ('awaiting-files', 'complete')),
    completed_at timestamptz
  )`,
  `CREATE TABLE IF NOT EXISTS attachments (
    submission_id uuid NOT NULL REFERENCES submissions (id) ON DELETE CASCADE,
    attachment_id text NOT NULL,
    field text NOT NULL,
    name text NOT NULL,
    type text NOT NULL,
    size integer NOT NULL,
    sha256 text NOT NULL,
    stored_path text,
    received_at timestamptz,
    PRIMARY KEY (submission_id, attachment_id)
  )`,
  // Which submissions still wait for files: a few, found without reading the rows of every answer.
  "CREATE INDEX IF NOT EXISTS submissions_awaiting_files ON submissions (id) WHERE status = 'awaiting-files'",
  // The ids of deleted submissions, so that a device still sending one is told it is gone.
  `CREATE TABLE IF NOT EXISTS submission_tombstones (
    id uuid PRIMARY KEY,
    deleted_at timestamptz NOT NULL
  )`,
  'CREATE INDEX IF NOT EXISTS submission_tombstones_deleted_at ON submission_tombstones (deleted_at)',
  // What storage must still forget of deleted submissions (erasure.ts).
  `CREATE TABLE IF NOT EXISTS storage_erasures (
    kind text NOT NULL CHECK (kind IN ('file', 'uploads')),
    key text NOT NULL,
    submission_id uuid NOT NULL,
    since timestamptz NOT NULL,
    attempts integer NOT NULL DEFAULT 0,
    PRIMARY KEY (kind, key)
  )`,
  'CREATE INDEX IF NOT EXISTS storage_erasures_submission ON storage_erasures (submission_id)',
  // Take-home parcels (sql-parcels.ts): the bytes are in the file storage, the row says when they go.
  `CREATE TABLE IF NOT EXISTS parcels (
    id uuid PRIMARY KEY,
    data bytea,
    created_at timestamptz NOT NULL,
    expires_at timestamptz NOT NULL
  )`,
  'CREATE INDEX IF NOT EXISTS parcels_expires_at ON parcels (expires_at)',
  'ALTER TABLE parcels ADD COLUMN IF NOT EXISTS in_storage boolean NOT NULL DEFAULT false',
  'ALTER TABLE parcels ADD COLUMN IF NOT EXISTS size bigint NOT NULL DEFAULT 0',
];

export const baseline: Migration = {
  version: '001-baseline',
  up: ({ tx }) => runStatements(tx, STATEMENTS),
};
