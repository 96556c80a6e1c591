// Booking, moving and cancelling a child's assessment (docs/assessment.md), by the family through
// its status link or by staff for a family who phones. One transaction: the case's row locked,
// every check made, then the slot's row locked and its places counted from the bookings, so two
// families racing for the last place are served one after the other and the second is refused
// as `full`; then the booking is written and the case moved (history and audit) through the
// state machine. A refusal changes nothing. Each new booking is a calendar event of its own (a
// new UID, SEQUENCE 0); a move keeps its UID and raises the SEQUENCE, and so does a cancellation,
// whose UID is never used again. With release.ts, the only code whose SQL writes
// desk_assessment_bookings.

import { randomUUID } from 'node:crypto';
import { changeNoticeMs } from '../../../src/shared/admissions/assessment-rules';
import type { BookingRefusal } from '../../../src/shared/contracts/assessment';
import { checkMove, type Actor } from '../../../src/shared/admissions/workflow';
import type { AuditActor } from '../audit';
import { one, type SqlClient, type SqlQueries } from '../db';
import { moveWithin } from '../moves';
import { eventOf, type BookingEvent } from './event';
import { giveUpSlot } from './release';
import { lockSlot, slotStart, type SlotRow } from './slots';

export type { BookingEvent, BookingKind } from './event';
export type BookingError = BookingRefusal | 'not-found' | 'forbidden';

export type BookingResult = { ok: true; event: BookingEvent } | { ok: false; error: BookingError };

interface Actorship {
  caseId: string;
  actor: AuditActor & { role: Actor };
  ip?: string;
  now: Date;
}

interface CaseRow {
  id: string;
  submission_id: string;
  reference: string;
  locale: string;
  first_name: string;
  kind: string;
  stage: string;
  year: string | null;
}

interface HeldRow {
  slot_id: string | null;
  ics_uid: string;
  ics_sequence: number;
}

/** A refusal thrown inside the transaction, so that it rolls back. */
class Refused extends Error {
  constructor(readonly error: BookingError) {
    super(error);
  }
}

/** The family changes its slot only until this long before it starts; staff at any time. */
export const noticeMs = () => changeNoticeMs;
const tooClose = (start: Date, input: Actorship) =>
  input.actor.role === 'family' && start.getTime() - input.now.getTime() < noticeMs();

async function lockCase(tx: SqlQueries, caseId: string): Promise<CaseRow> {
  const row = await one<CaseRow>(
    tx,
    `SELECT id::text AS id, submission_id::text AS submission_id, reference, locale, first_name, kind, stage, year
     FROM desk_cases WHERE id = $1 FOR UPDATE`,
    [caseId],
  );
  if (!row) throw new Refused('not-found');
  if (row.kind !== 'application') throw new Refused('stage');
  return row;
}

const heldBy = (tx: SqlQueries, caseId: string) =>
  one<HeldRow>(
    tx,
    'SELECT slot_id::text AS slot_id, ics_uid, ics_sequence FROM desk_assessment_bookings WHERE case_id = $1',
    [caseId],
  );

/** The stage move the state machine must allow this actor, or the refusal. */
function allowed(row: CaseRow, to: 'assessment-booked' | 'assessment-to-book', role: Actor): void {
  const refusal = checkMove('application', row.stage as never, to, role);
  // Staff lacking the right are refused as such; a family may book only at the stages that book.
  if (refusal === 'forbidden' && role !== 'family') throw new Refused('forbidden');
  if (refusal) throw new Refused('stage');
}

async function run(db: SqlClient, work: (tx: SqlQueries) => Promise<BookingEvent>): Promise<BookingResult> {
  try {
    return { ok: true, event: await db.transaction(work) };
  } catch (error) {
    if (error instanceof Refused) return { ok: false, error: error.error };
    throw error;
  }
}

/**
 * A new calendar entry's UID, random: a calendar that removed a cancelled UID keeps it removed,
 * so each booking must be an event of its own.
 */
const newUid = (host: string) => `assessment-${randomUUID()}@${host}`;

/** Books `slotId` for the case, or moves its booking there. */
export function bookSlot(
  db: SqlClient,
  input: Actorship & { slotId: string; uidHost: string },
): Promise<BookingResult> {
  return run(db, async (tx) => {
    const row = await lockCase(tx, input.caseId);
    const held = await heldBy(tx, row.id);
    const moving = row.stage === 'assessment-booked';
    // A date staff typed in by hand is theirs to change: the family moves only a slot it holds.
    if (moving && !held?.slot_id && input.actor.role === 'family') throw new Refused('stage');
    allowed(row, 'assessment-booked', input.actor.role);
    if (held?.slot_id === input.slotId) throw new Refused('slot');
    if (moving && held?.slot_id) {
      const previous = await one<{ starts_at: Date | string }>(
        tx,
        'SELECT starts_at FROM desk_assessment_slots WHERE id = $1',
        [held.slot_id],
      );
      if (previous && tooClose(new Date(previous.starts_at), input)) throw new Refused('too-close');
    }
    const slot = await lockSlot(tx, input.slotId);
    if (!slot || !row.year || !slot.years.includes(row.year)) throw new Refused('slot');
    const start = slotStart(slot);
    if (start.getTime() <= input.now.getTime()) throw new Refused('past');
    if (tooClose(start, input)) throw new Refused('too-close');
    const blocked = await one(
      tx,
      `SELECT 1 FROM desk_assessment_blocked WHERE day = ($1::timestamptz AT TIME ZONE 'Asia/Bangkok')::date`,
      [start.toISOString()],
    );
    if (blocked) throw new Refused('slot');
    const [taken] = await tx.query<{ n: number | string }>(
      'SELECT count(*) AS n FROM desk_assessment_bookings WHERE slot_id = $1',
      [slot.id],
    );
    if (Number(taken?.n ?? 0) >= Number(slot.capacity)) throw new Refused('full');

    // Moving the slot the case holds updates its calendar entry; anything else is a new entry
    // (after a cancellation, an assessment that took place, or a date staff typed by hand).
    const kind = moving && held?.slot_id ? 'moved' : 'booked';
    const uid = kind === 'moved' ? held!.ics_uid : newUid(input.uidHost);
    const sequence = kind === 'moved' ? Number(held!.ics_sequence) + 1 : 0;
    await tx.query(
      `INSERT INTO desk_assessment_bookings (case_id, slot_id, booked_at, booked_by, ics_uid, ics_sequence)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (case_id) DO UPDATE SET slot_id = EXCLUDED.slot_id, booked_at = EXCLUDED.booked_at,
         booked_by = EXCLUDED.booked_by, ics_uid = EXCLUDED.ics_uid, ics_sequence = EXCLUDED.ics_sequence,
         reminded_at = NULL`,
      [row.id, slot.id, input.now.toISOString(), input.actor.label, uid, sequence],
    );
    const moved = await moveWithin(tx, {
      caseId: row.id,
      to: 'assessment-booked',
      actor: input.actor,
      assessmentAt: start,
      action: kind === 'moved' ? 'assessment.moved' : 'assessment.booked',
      booking: true,
      ip: input.ip,
      now: input.now,
    });
    if (!moved.ok) throw new Refused(moved.error === 'forbidden' ? 'forbidden' : 'stage');
    return eventOf(row, kind, slot, uid, sequence);
  });
}

/** Cancels the case's booking: its place is free again and the case waits for a new one. */
export function cancelBooking(db: SqlClient, input: Actorship): Promise<BookingResult> {
  return run(db, async (tx) => {
    const row = await lockCase(tx, input.caseId);
    const held = await heldBy(tx, row.id);
    if (row.stage !== 'assessment-booked' || !held?.slot_id) throw new Refused('stage');
    allowed(row, 'assessment-to-book', input.actor.role);
    const slot = await one<SlotRow>(
      tx,
      `SELECT id::text AS id, starts_at, minutes, years, mode, place, meeting_url, assessor, languages, capacity
       FROM desk_assessment_slots WHERE id = $1`,
      [held.slot_id],
    );
    if (!slot) throw new Refused('slot');
    const start = slotStart(slot);
    if (start.getTime() <= input.now.getTime()) throw new Refused('past');
    if (tooClose(start, input)) throw new Refused('too-close');
    const sequence = Number(held.ics_sequence) + 1;
    await giveUpSlot(tx, row.id, sequence);
    const moved = await moveWithin(tx, {
      caseId: row.id,
      to: 'assessment-to-book',
      actor: input.actor,
      action: 'assessment.cancelled',
      booking: true,
      ip: input.ip,
      now: input.now,
    });
    if (!moved.ok) throw new Refused(moved.error === 'forbidden' ? 'forbidden' : 'stage');
    return eventOf(row, 'cancelled', slot, held.ics_uid, sequence);
  });
}
