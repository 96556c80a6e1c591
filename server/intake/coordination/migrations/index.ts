// The coordination's migrations, in order (docs/deployment.md, "Migrations"), applied when the
// intake opens PostgreSQL with its coordination.

import type { SqlClient } from '../../../sql/client';
import { migrate, type Migration } from '../../../sql/migrate';
import { baseline } from './001-baseline';

export const COORDINATION_OWNER = 'coordination';

export const coordinationMigrations: readonly Migration[] = [baseline];

export const migrateCoordination = (client: SqlClient): Promise<string[]> =>
  migrate(client, COORDINATION_OWNER, coordinationMigrations, {});
