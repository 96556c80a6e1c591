// What the desk's migrations are given besides their transaction: the intake's records, to fill
// what the desk keeps of a submission from the submission itself (never by reading the intake's
// tables).

import type { IntakeRecords } from '../../intake';

export interface DeskMigrationContext {
  records: IntakeRecords;
}
