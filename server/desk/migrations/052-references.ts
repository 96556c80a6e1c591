// References from a child's previous school (docs/assessment.md, "References"): each request to a
// teacher's e-mail with its language, expiry, reminder and, once the teacher answered through its
// signed single-use link, the answers. Confidential: only the desk reads them, never the family.

import { runStatements, type Migration } from '../../sql/migrate';
import type { DeskMigrationContext } from './context';

const STATEMENTS = [
  `CREATE TABLE IF NOT EXISTS desk_references (
    id uuid PRIMARY KEY,
    case_id uuid NOT NULL REFERENCES desk_cases (id) ON DELETE CASCADE,
    school text NOT NULL,
    teacher_email text NOT NULL,
    locale text NOT NULL CHECK (locale IN ('en', 'th')),
    requested_by uuid,
    requested_at timestamptz NOT NULL,
    expires_at timestamptz NOT NULL,
    reminded_at timestamptz,
    answered_at timestamptz,
    answers jsonb
  )`,
  'CREATE INDEX IF NOT EXISTS desk_references_case ON desk_references (case_id)',
  'CREATE INDEX IF NOT EXISTS desk_references_open ON desk_references (requested_at) WHERE answered_at IS NULL',
];

export const referenceRequests: Migration<DeskMigrationContext> = {
  version: '052-references',
  async up({ tx }) {
    await runStatements(tx, STATEMENTS);
  },
};
