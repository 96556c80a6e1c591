// The intake's migrations, in order (docs/deployment.md, "Migrations"): its tables are changed only
// by a new file here, never by editing one a database may have applied.

import type { SqlClient } from '../../sql/client';
import { migrate, type Migration } from '../../sql/migrate';
import { baseline } from './001-baseline';
import { safeCopies } from './002-safe-copies';
import { lateFiles } from './003-late-files';

export const INTAKE_OWNER = 'intake';

export const intakeMigrations: readonly Migration[] = [baseline, safeCopies, lateFiles];

/** Brings the intake's tables to this release; returns the versions it applied. */
export const migrateIntake = (client: SqlClient): Promise<string[]> =>
  migrate(client, INTAKE_OWNER, intakeMigrations, {});
