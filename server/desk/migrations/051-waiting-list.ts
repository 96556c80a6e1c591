// The waiting list (docs/assessment.md): each waitlisted case's place in its year's order (a rank,
// the time its application was received unless staff moved it), whether it is a sibling of a
// child holding a place, the position the family was last shown and the one before, and every
// reorder staff made with its note. Cases already on the list join it in the order they came.

import { runStatements, type Migration } from '../../sql/migrate';
import type { DeskMigrationContext } from './context';

const STATEMENTS = [
  `CREATE TABLE IF NOT EXISTS desk_waitlist (
    case_id uuid PRIMARY KEY REFERENCES desk_cases (id) ON DELETE CASCADE,
    year text NOT NULL,
    rank double precision NOT NULL,
    sibling boolean NOT NULL DEFAULT false,
    joined_at timestamptz NOT NULL,
    position integer,
    previous_position integer
  )`,
  'CREATE INDEX IF NOT EXISTS desk_waitlist_year ON desk_waitlist (year, rank)',
  `CREATE TABLE IF NOT EXISTS desk_waitlist_moves (
    id bigserial PRIMARY KEY,
    case_id uuid NOT NULL REFERENCES desk_cases (id) ON DELETE CASCADE,
    year text NOT NULL,
    at timestamptz NOT NULL,
    actor_id uuid,
    actor text NOT NULL,
    from_position integer NOT NULL,
    to_position integer NOT NULL,
    note text NOT NULL CHECK (char_length(note) BETWEEN 1 AND 2000)
  )`,
  'CREATE INDEX IF NOT EXISTS desk_waitlist_moves_year ON desk_waitlist_moves (year, id)',
  `INSERT INTO desk_waitlist (case_id, year, rank, joined_at, position)
   SELECT id, coalesce(year, ''), extract(epoch FROM received_at) * 1000, stage_since,
     row_number() OVER (PARTITION BY coalesce(year, '') ORDER BY received_at, id)
   FROM desk_cases WHERE stage = 'waiting-list'
   ON CONFLICT (case_id) DO NOTHING`,
];

export const waitingList: Migration<DeskMigrationContext> = {
  version: '051-waiting-list',
  async up({ tx }) {
    await runStatements(tx, STATEMENTS);
  },
};
