// Files a family adds to a stored submission after it (a document the school asked for again, a
// bank slip: docs/submission-contract.md, "Files added later"). They are attachments like the
// others, uploaded over the same tus endpoint and checked the same way, but the submission was
// complete without them: `late` keeps them out of its completeness and its receipt.

import { runStatements, type Migration } from '../../sql/migrate';

const STATEMENTS = ['ALTER TABLE attachments ADD COLUMN IF NOT EXISTS late boolean NOT NULL DEFAULT false'];

export const lateFiles: Migration = {
  version: '003-late-files',
  up: ({ tx }) => runStatements(tx, STATEMENTS),
};
