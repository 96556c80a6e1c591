// The desk's tables as the release of this wave found them: staff, enrolments, passkeys, sessions,
// challenges, sign-in guesses, cases with their history, notes, offers, status links, duplicates
// and the append-only audit log. One statement at a time (the audit log's trigger function holds
// semicolons), each adopting what a database of an earlier release has. Such a database may still
// hold cases from before the family name was kept, or keyed by the former name key: they get their
// family names from their submissions (through the intake's records) and are linked again, once.
// The audit log refuses UPDATE, DELETE and TRUNCATE in the database itself, on PGlite and
// PostgreSQL alike.

import type { SqlQueries } from '../../sql/client';
import { runStatements, type Migration } from '../../sql/migrate';
import { relinkDuplicates } from '../cases';
import type { DeskMigrationContext } from './context';

const ROLES = "'administrator', 'officer', 'head', 'readonly'";

const STATEMENTS: readonly string[] = [
  `CREATE TABLE IF NOT EXISTS desk_staff (
    id uuid PRIMARY KEY,
    email text NOT NULL UNIQUE,
    name text NOT NULL,
    role text NOT NULL CHECK (role IN (${ROLES})),
    password_hash text,
    totp_secret text,
    totp_last_step bigint NOT NULL DEFAULT 0,
    created_at timestamptz NOT NULL
  )`,
  `CREATE TABLE IF NOT EXISTS desk_enrolments (
    token_hash text PRIMARY KEY,
    staff_id uuid NOT NULL REFERENCES desk_staff (id) ON DELETE CASCADE,
    expires_at timestamptz NOT NULL,
    totp_secret text,
    used_at timestamptz
  )`,
  // An enrolment's TOTP key is made when its link is first opened (auth/totp-secrets.ts).
  'ALTER TABLE desk_enrolments ALTER COLUMN totp_secret DROP NOT NULL',
  'CREATE INDEX IF NOT EXISTS desk_enrolments_expires ON desk_enrolments (expires_at)',
  `CREATE TABLE IF NOT EXISTS desk_passkeys (
    id text PRIMARY KEY,
    staff_id uuid NOT NULL REFERENCES desk_staff (id) ON DELETE CASCADE,
    public_key bytea NOT NULL,
    counter bigint NOT NULL,
    transports text NOT NULL DEFAULT '',
    created_at timestamptz NOT NULL,
    last_used_at timestamptz
  )`,
  `CREATE TABLE IF NOT EXISTS desk_sessions (
    token_hash text PRIMARY KEY,
    staff_id uuid NOT NULL REFERENCES desk_staff (id) ON DELETE CASCADE,
    csrf_token text NOT NULL,
    stage text NOT NULL CHECK (stage IN ('second-factor', 'signed-in')),
    created_at timestamptz NOT NULL,
    last_seen_at timestamptz NOT NULL,
    expires_at timestamptz NOT NULL
  )`,
  `CREATE TABLE IF NOT EXISTS desk_challenges (
    id text PRIMARY KEY,
    challenge text NOT NULL,
    purpose text NOT NULL,
    staff_id uuid,
    expires_at timestamptz NOT NULL
  )`,
  // Sign-in guesses (auth/throttle.ts). desk_throttle, where a database still has it, holds only
  // the last hour's counts in another layout: nothing worth keeping.
  'DROP TABLE IF EXISTS desk_throttle',
  `CREATE TABLE IF NOT EXISTS desk_attempts (
    key text PRIMARY KEY,
    failures integer NOT NULL,
    last_at timestamptz NOT NULL,
    next_at timestamptz NOT NULL
  )`,
  'CREATE INDEX IF NOT EXISTS desk_attempts_last ON desk_attempts (last_at)',
  `CREATE TABLE IF NOT EXISTS desk_cases (
    id uuid PRIMARY KEY,
    submission_id uuid NOT NULL,
    applicant_index integer NOT NULL,
    kind text NOT NULL,
    reference text NOT NULL,
    locale text NOT NULL,
    received_at timestamptz NOT NULL,
    stage text NOT NULL,
    stage_since timestamptz NOT NULL,
    ended_at timestamptz,
    first_name text NOT NULL DEFAULT '',
    family_name text,
    child_name text NOT NULL DEFAULT '',
    parent_name text NOT NULL DEFAULT '',
    emails text NOT NULL DEFAULT '',
    date_of_birth text,
    year text,
    search_text text NOT NULL DEFAULT '',
    assignee_id uuid REFERENCES desk_staff (id) ON DELETE SET NULL,
    assessment_at timestamptz,
    offer_id uuid,
    offer_deadline timestamptz,
    UNIQUE (submission_id, applicant_index)
  )`,
  // The list's orders, column for column (newest first, and by name), so a page reads its rows in
  // index order and stops after them: the first index had the reference ascending, which made the
  // database sort every case of a day it shared.
  'DROP INDEX IF EXISTS desk_cases_received',
  'CREATE INDEX IF NOT EXISTS desk_cases_newest ON desk_cases (received_at DESC, reference DESC, applicant_index)',
  'CREATE INDEX IF NOT EXISTS desk_cases_name ON desk_cases (lower(child_name), reference, applicant_index)',
  'CREATE INDEX IF NOT EXISTS desk_cases_stage ON desk_cases (stage, received_at DESC)',
  'CREATE INDEX IF NOT EXISTS desk_cases_kind ON desk_cases (kind, received_at DESC)',
  'CREATE INDEX IF NOT EXISTS desk_cases_year ON desk_cases (year)',
  // Duplicates are found among the children born the same day, by their names (same-child.ts);
  // cases made before the family name was kept get it from their submission (familyNames below).
  'ALTER TABLE desk_cases ADD COLUMN IF NOT EXISTS family_name text',
  'DROP INDEX IF EXISTS desk_cases_person',
  'ALTER TABLE desk_cases DROP COLUMN IF EXISTS name_key',
  'CREATE INDEX IF NOT EXISTS desk_cases_birth ON desk_cases (date_of_birth)',
  'CREATE INDEX IF NOT EXISTS desk_cases_ended ON desk_cases (ended_at)',
  'CREATE INDEX IF NOT EXISTS desk_cases_offer ON desk_cases (offer_deadline) WHERE offer_deadline IS NOT NULL',
  `CREATE TABLE IF NOT EXISTS desk_history (
    id bigserial PRIMARY KEY,
    case_id uuid NOT NULL REFERENCES desk_cases (id) ON DELETE CASCADE,
    at timestamptz NOT NULL,
    actor_id uuid,
    actor text NOT NULL,
    from_stage text,
    to_stage text NOT NULL,
    note text NOT NULL DEFAULT ''
  )`,
  'CREATE INDEX IF NOT EXISTS desk_history_case ON desk_history (case_id, id)',
  `CREATE TABLE IF NOT EXISTS desk_notes (
    id uuid PRIMARY KEY,
    submission_id uuid NOT NULL,
    author_id uuid,
    author text NOT NULL,
    at timestamptz NOT NULL,
    body text NOT NULL CHECK (char_length(body) BETWEEN 1 AND 4000)
  )`,
  'CREATE INDEX IF NOT EXISTS desk_notes_submission ON desk_notes (submission_id, at)',
  `CREATE TABLE IF NOT EXISTS desk_offers (
    id uuid PRIMARY KEY,
    case_id uuid NOT NULL REFERENCES desk_cases (id) ON DELETE CASCADE,
    made_by uuid,
    made_at timestamptz NOT NULL,
    deadline timestamptz NOT NULL,
    state text NOT NULL CHECK (state IN ('open', 'accepted', 'declined', 'expired', 'superseded', 'withdrawn')),
    answered_at timestamptz
  )`,
  'CREATE INDEX IF NOT EXISTS desk_offers_case ON desk_offers (case_id)',
  // A deleted submission's links stay, revoked and pointing nowhere, to answer "no longer valid".
  `CREATE TABLE IF NOT EXISTS desk_status_links (
    id text PRIMARY KEY,
    submission_id uuid,
    created_at timestamptz NOT NULL,
    revoked_at timestamptz
  )`,
  'CREATE INDEX IF NOT EXISTS desk_status_links_submission ON desk_status_links (submission_id)',
  `CREATE TABLE IF NOT EXISTS desk_duplicates (
    case_id uuid NOT NULL REFERENCES desk_cases (id) ON DELETE CASCADE,
    other_id uuid NOT NULL REFERENCES desk_cases (id) ON DELETE CASCADE,
    PRIMARY KEY (case_id, other_id)
  )`,
  // The audit log: no foreign keys (it outlives what it speaks of) and no personal data.
  `CREATE TABLE IF NOT EXISTS desk_audit (
    id bigserial PRIMARY KEY,
    at timestamptz NOT NULL,
    actor_id uuid,
    actor text NOT NULL,
    action text NOT NULL,
    reference text,
    submission_id uuid,
    case_id uuid,
    detail jsonb NOT NULL DEFAULT '{}'::jsonb,
    ip text
  )`,
  'CREATE INDEX IF NOT EXISTS desk_audit_submission ON desk_audit (submission_id, id)',
  'CREATE INDEX IF NOT EXISTS desk_audit_at ON desk_audit (at)',
  `CREATE OR REPLACE FUNCTION desk_audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    RAISE EXCEPTION 'desk_audit is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
  END
  $$`,
  `CREATE OR REPLACE TRIGGER desk_audit_no_change BEFORE UPDATE OR DELETE ON desk_audit
    FOR EACH ROW EXECUTE FUNCTION desk_audit_append_only()`,
  `CREATE OR REPLACE TRIGGER desk_audit_no_truncate BEFORE TRUNCATE ON desk_audit
    FOR EACH STATEMENT EXECUTE FUNCTION desk_audit_append_only()`,
];

/** Gives cases without a family name the one their submission holds (applications only have a birth date). */
async function familyNames({ tx, records }: DeskMigrationContext & { tx: SqlQueries }): Promise<void> {
  const cases = await tx.query<{ id: string; submission_id: string; applicant_index: number }>(
    `SELECT id::text AS id, submission_id::text AS submission_id, applicant_index FROM desk_cases
     WHERE family_name IS NULL AND date_of_birth IS NOT NULL`,
  );
  const inTx = records.within(tx);
  for (const row of cases) {
    const submission = await inTx.find(row.submission_id);
    if (!submission) continue;
    const data = submission.data as { applicants?: { info?: { familyName?: unknown } }[] } | null;
    const name = data?.applicants?.[Number(row.applicant_index)]?.info?.familyName;
    await tx.query('UPDATE desk_cases SET family_name = $2 WHERE id = $1', [
      row.id,
      typeof name === 'string' ? name.trim() : '',
    ]);
  }
}

export const baseline: Migration<DeskMigrationContext> = {
  version: '001-baseline',
  async up(context) {
    const { tx } = context;
    const keyed = await tx.query(
      "SELECT 1 FROM information_schema.columns WHERE table_name = 'desk_cases' AND column_name = 'name_key'",
    );
    await runStatements(tx, STATEMENTS);
    await familyNames(context);
    await trigramIndex(tx);
    if (keyed.length > 0) await relinkDuplicates(tx);
  },
};

/**
 * The name search's trigram index, where the pg_trgm extension exists (Debian's PostgreSQL ships
 * it; PGlite has it when the store loads it). Without it, or without the right to create it, the
 * search reads every case: slower, the same answers.
 */
async function trigramIndex(tx: SqlQueries): Promise<void> {
  const [trgm] = await tx.query<{ installed: string | null }>(
    "SELECT installed_version AS installed FROM pg_available_extensions WHERE name = 'pg_trgm'",
  );
  if (!trgm) return;
  if (!trgm.installed) {
    // A failed CREATE would abort the migration's transaction: undo only this step.
    await tx.query('SAVEPOINT desk_trgm');
    try {
      await tx.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
      await tx.query('RELEASE SAVEPOINT desk_trgm');
    } catch {
      await tx.query('ROLLBACK TO SAVEPOINT desk_trgm');
      return;
    }
  }
  await tx.query('CREATE INDEX IF NOT EXISTS desk_cases_search ON desk_cases USING gin (search_text gin_trgm_ops)');
}
