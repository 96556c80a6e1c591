// The desk's tables stop referring to the intake's: the foreign keys an earlier release made from
// cases, notes and status links to `submissions` go (the desk deletes its own rows when it deletes
// a submission: upkeep.ts), and each case keeps whether its submission still waits for files, so
// that the list, its filters and "needs attention" read the desk's tables alone. The intake says
// so when a submission is stored and when its last file arrives; here it is filled from the
// intake's records for the cases a database already has.

import { runStatements, type Migration } from '../../sql/migrate';
import type { DeskMigrationContext } from './context';

const STATEMENTS = [
  'ALTER TABLE desk_cases DROP CONSTRAINT IF EXISTS desk_cases_submission_id_fkey',
  'ALTER TABLE desk_notes DROP CONSTRAINT IF EXISTS desk_notes_submission_id_fkey',
  'ALTER TABLE desk_status_links DROP CONSTRAINT IF EXISTS desk_status_links_submission_id_fkey',
  'ALTER TABLE desk_cases ADD COLUMN IF NOT EXISTS awaiting_files boolean NOT NULL DEFAULT false',
  'CREATE INDEX IF NOT EXISTS desk_cases_awaiting_files ON desk_cases (submission_id) WHERE awaiting_files',
];

export const ownCopy: Migration<DeskMigrationContext> = {
  version: '002-own-copy',
  async up({ tx, records }) {
    await runStatements(tx, STATEMENTS);
    const waiting = await records.within(tx).awaitingFiles();
    await tx.query('UPDATE desk_cases SET awaiting_files = true WHERE submission_id = ANY($1::uuid[])', [waiting]);
  },
};
