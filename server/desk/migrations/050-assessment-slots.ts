// The assessment slots families book themselves (docs/assessment.md): the slots staff publish
// with their places, the days staff block, and each case's booking with the calendar entry's UID
// and SEQUENCE, which goes up when the slot moves so that a family's calendar replaces the entry
// instead of adding another. Places taken are counted from the bookings under the slot's row
// lock (assessment/booking.ts), so a deleted case frees its place with nothing to keep in step.

import { runStatements, type Migration } from '../../sql/migrate';
import type { DeskMigrationContext } from './context';

const STATEMENTS = [
  `CREATE TABLE IF NOT EXISTS desk_assessment_slots (
    id uuid PRIMARY KEY,
    starts_at timestamptz NOT NULL,
    minutes integer NOT NULL CHECK (minutes BETWEEN 15 AND 240),
    years text[] NOT NULL,
    mode text NOT NULL CHECK (mode IN ('on-site', 'online')),
    place text NOT NULL DEFAULT '',
    meeting_url text,
    assessor text NOT NULL,
    languages text[] NOT NULL,
    capacity integer NOT NULL CHECK (capacity BETWEEN 1 AND 30),
    created_by uuid,
    created_at timestamptz NOT NULL
  )`,
  'CREATE INDEX IF NOT EXISTS desk_assessment_slots_starts ON desk_assessment_slots (starts_at)',
  `CREATE TABLE IF NOT EXISTS desk_assessment_blocked (
    day date PRIMARY KEY,
    note text NOT NULL DEFAULT '',
    created_by uuid,
    created_at timestamptz NOT NULL
  )`,
  // One row per case that ever held a slot: slot_id is null once cancelled; the UID and SEQUENCE
  // of its calendar entry stay, so a later booking updates the same entry.
  `CREATE TABLE IF NOT EXISTS desk_assessment_bookings (
    case_id uuid PRIMARY KEY REFERENCES desk_cases (id) ON DELETE CASCADE,
    slot_id uuid REFERENCES desk_assessment_slots (id),
    booked_at timestamptz NOT NULL,
    booked_by text NOT NULL,
    ics_uid text NOT NULL,
    ics_sequence integer NOT NULL DEFAULT 0,
    reminded_at timestamptz
  )`,
  'CREATE INDEX IF NOT EXISTS desk_assessment_bookings_slot ON desk_assessment_bookings (slot_id)',
];

export const assessmentSlots: Migration<DeskMigrationContext> = {
  version: '050-assessment-slots',
  async up({ tx }) {
    await runStatements(tx, STATEMENTS);
  },
};
