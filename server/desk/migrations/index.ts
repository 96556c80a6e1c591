// The desk's migrations, in order (docs/deployment.md, "Migrations"), applied when the desk starts
// (after the intake's) and by `npm run staff`: its tables change only by a new file here.

import type { SqlClient } from '../../sql/client';
import { migrate, type Migration } from '../../sql/migrate';
import { baseline } from './001-baseline';
import { ownCopy } from './002-own-copy';
import { money } from './003-money';
import { enrolment } from './004-enrolment';
import { assessmentSlots } from './050-assessment-slots';
import { waitingList } from './051-waiting-list';
import { referenceRequests } from './052-references';
import type { DeskMigrationContext } from './context';

export const DESK_OWNER = 'desk';

export const deskMigrations: readonly Migration<DeskMigrationContext>[] = [
  baseline,
  ownCopy,
  money,
  enrolment,
  assessmentSlots,
  waitingList,
  referenceRequests,
];

/** Brings the desk's tables to this release; returns the versions it applied. */
export const migrateDesk = (db: SqlClient, records: DeskMigrationContext['records']): Promise<string[]> =>
  migrate(db, DESK_OWNER, deskMigrations, { records });
