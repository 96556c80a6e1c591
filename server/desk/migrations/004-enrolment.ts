// From an accepted offer to the first school day (docs/enrolment.md): staff's verdicts on each
// document of a case's checklist (newest wins, the history stays), the first school day, the
// enrolment contract's signatures (append-only: the database refuses to change one, and keeps
// only whole rows; a case deleted with its submission takes its rows with it), the guardians'
// signing links once used, and when a case was enrolled. An accepted offer no longer ends a case:
// enrolment does, so cases a database holds at `offer-accepted` are open again.

import { runStatements, type Migration } from '../../sql/migrate';
import type { DeskMigrationContext } from './context';

const STATEMENTS: readonly string[] = [
  `CREATE TABLE IF NOT EXISTS desk_document_reviews (
    id bigserial PRIMARY KEY,
    case_id uuid NOT NULL REFERENCES desk_cases (id) ON DELETE CASCADE,
    document text NOT NULL,
    attachment_id text,
    verdict text NOT NULL CHECK (verdict IN ('accepted', 'asked-again')),
    reason text,
    note text NOT NULL DEFAULT '' CHECK (char_length(note) <= 500),
    actor_id uuid,
    actor text NOT NULL,
    at timestamptz NOT NULL
  )`,
  'CREATE INDEX IF NOT EXISTS desk_document_reviews_case ON desk_document_reviews (case_id, document, id)',
  'ALTER TABLE desk_cases ADD COLUMN IF NOT EXISTS start_date date',
  'ALTER TABLE desk_cases ADD COLUMN IF NOT EXISTS start_set_at timestamptz',
  'ALTER TABLE desk_cases ADD COLUMN IF NOT EXISTS enrolled_at timestamptz',
  `CREATE TABLE IF NOT EXISTS desk_signatures (
    id uuid PRIMARY KEY,
    case_id uuid NOT NULL REFERENCES desk_cases (id) ON DELETE CASCADE,
    guardian text NOT NULL CHECK (guardian IN ('father', 'mother', 'guardian')),
    typed_name text NOT NULL CHECK (char_length(typed_name) BETWEEN 1 AND 120),
    consent boolean NOT NULL CHECK (consent),
    signed_at timestamptz NOT NULL,
    ip text NOT NULL,
    user_agent text NOT NULL,
    terms_version text NOT NULL,
    locale text NOT NULL,
    text_sha256 text NOT NULL CHECK (text_sha256 ~ '^[0-9a-f]{64}$'),
    via text NOT NULL CHECK (via IN ('link', 'status-page')),
    UNIQUE (case_id, guardian)
  )`,
  `CREATE OR REPLACE FUNCTION desk_signatures_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    RAISE EXCEPTION 'desk_signatures is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
  END
  $$`,
  `CREATE OR REPLACE TRIGGER desk_signatures_no_update BEFORE UPDATE ON desk_signatures
    FOR EACH ROW EXECUTE FUNCTION desk_signatures_append_only()`,
  `CREATE OR REPLACE TRIGGER desk_signatures_no_truncate BEFORE TRUNCATE ON desk_signatures
    FOR EACH STATEMENT EXECUTE FUNCTION desk_signatures_append_only()`,
  "UPDATE desk_cases SET ended_at = NULL WHERE stage = 'offer-accepted'",
  "CREATE INDEX IF NOT EXISTS desk_cases_enrolling ON desk_cases (stage_since) WHERE stage = 'offer-accepted'",
];

export const enrolment: Migration<DeskMigrationContext> = {
  version: '004-enrolment',
  up: ({ tx }) => runStatements(tx, STATEMENTS),
};
