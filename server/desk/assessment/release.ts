// A booked slot given up: by the family or staff cancelling it (booking.ts), or by a stage move
// that takes the case away from the booked assessment (moves.ts calls releaseOnMove in the move's
// own transaction): back to "assessment to book", on to review, declined, withdrawn, or a date
// staff typed by hand in its place. A slot that has not started is freed at once (the booking row
// keeps the calendar entry's UID, its SEQUENCE goes up for the cancellation's .ics) and the
// audit says so; a slot that has started or is over took place and stays as the desk's record.
// With booking.ts, the only code whose SQL writes desk_assessment_bookings.

import type { Stage } from '../../../src/shared/admissions/stages';
import { audit, type AuditActor } from '../audit';
import { one, type SqlQueries } from '../db';
import { eventOf, type BookingEvent, type EventCase } from './event';
import { lockSlot, slotStart } from './slots';

/** Frees the case's place: the slot's count drops at once; the entry's next SEQUENCE is `sequence`. */
export async function giveUpSlot(tx: SqlQueries, caseId: string, sequence: number): Promise<void> {
  await tx.query(
    'UPDATE desk_assessment_bookings SET slot_id = NULL, ics_sequence = $2, reminded_at = NULL WHERE case_id = $1',
    [caseId, sequence],
  );
}

interface ReleaseInput {
  to: Stage;
  actor: AuditActor;
  ip?: string;
  now: Date;
}

/**
 * Inside a stage move of `row` (its case row locked) that the booking did not make itself: gives
 * up the slot the case holds when it has not started, and returns the cancellation to e-mail.
 */
export async function releaseOnMove(
  tx: SqlQueries,
  row: EventCase,
  input: ReleaseInput,
): Promise<BookingEvent | undefined> {
  const held = await one<{ slot_id: string; ics_uid: string; ics_sequence: number }>(
    tx,
    `SELECT slot_id::text AS slot_id, ics_uid, ics_sequence FROM desk_assessment_bookings
     WHERE case_id = $1 AND slot_id IS NOT NULL`,
    [row.id],
  );
  if (!held) return undefined;
  // The slot's lock, as a booking takes it: a family waiting for the place counts it freed.
  const slot = await lockSlot(tx, held.slot_id);
  if (!slot || slotStart(slot).getTime() <= input.now.getTime()) return undefined;
  const sequence = Number(held.ics_sequence) + 1;
  await giveUpSlot(tx, row.id, sequence);
  await audit(tx, input.now, {
    actor: input.actor,
    action: 'assessment.cancelled',
    reference: row.reference,
    submissionId: row.submission_id,
    caseId: row.id,
    detail: { slot: slot.id, stage: input.to },
    ip: input.ip,
  });
  return eventOf(row, 'cancelled', slot, held.ics_uid, sequence);
}
