// What a change to a child's assessment booking tells the mailer: the case it belongs to, the
// slot now held (booked, moved) or given up (cancelled), and the calendar entry's UID and
// SEQUENCE after the change. Made by the booking itself (booking.ts), by a stage move that gives
// the slot up (release.ts) and by the day-before reminder (reminders.ts).

import type { SlotRow } from './slots';

export type BookingKind = 'booked' | 'moved' | 'cancelled';

export interface BookingEvent {
  kind: BookingKind;
  caseId: string;
  submissionId: string;
  reference: string;
  locale: string;
  firstName: string;
  /** The slot now held (booked, moved) or given up (cancelled). */
  slot: SlotRow;
  /** The calendar entry's UID and SEQUENCE after this change. */
  uid: string;
  sequence: number;
}

/** The case's facts an event carries, as the case's row names them. */
export interface EventCase {
  id: string;
  submission_id: string;
  reference: string;
  locale: string;
  first_name: string;
}

export function eventOf(row: EventCase, kind: BookingKind, slot: SlotRow, uid: string, sequence: number): BookingEvent {
  return {
    kind,
    caseId: row.id,
    submissionId: row.submission_id,
    reference: row.reference,
    locale: row.locale,
    firstName: row.first_name,
    slot,
    uid,
    sequence,
  };
}
