// The reminder the day before an assessment (a step of the desk's sweep, upkeep.ts): each booking
// whose slot is on the school's next day gets one e-mail with its calendar file, claimed by one
// UPDATE so that two processes sweeping at once never send it twice. A booking made on the day
// before (by staff; a family books at least a day ahead) has just had its confirmation, and gets
// no reminder on top.

import { addDays, schoolDay } from '../../../src/shared/dates';
import type { DeskDeps } from '../context';
import type { BookingEvent } from './booking';
import { tellAssessment } from './mail';
import { SLOT_COLUMNS, type SlotRow } from './slots';

interface DueRow extends SlotRow {
  case_id: string;
  submission_id: string;
  reference: string;
  locale: string;
  first_name: string;
  ics_uid: string;
  ics_sequence: number;
}

/** Sends the reminders due now; returns how many. */
export async function remindAssessments(deps: DeskDeps): Promise<number> {
  const now = deps.now();
  const today = schoolDay(now);
  const tomorrow = addDays(today, 1);
  const at = (day: string) => `${day}T00:00:00+07:00`;
  const due = await deps.db.query<DueRow>(
    `SELECT ${SLOT_COLUMNS}, c.id::text AS case_id, c.submission_id::text AS submission_id, c.reference, c.locale,
       c.first_name, b.ics_uid, b.ics_sequence
     FROM desk_assessment_bookings b
     JOIN desk_assessment_slots s ON s.id = b.slot_id
     JOIN desk_cases c ON c.id = b.case_id
     WHERE b.reminded_at IS NULL AND c.stage = 'assessment-booked' AND b.booked_at < $1::timestamptz
       AND s.starts_at >= $2::timestamptz AND s.starts_at < $3::timestamptz
     LIMIT 500`,
    [at(today), at(tomorrow), at(addDays(tomorrow, 1))],
  );
  let sent = 0;
  for (const row of due) {
    const claimed = await deps.db.query(
      'UPDATE desk_assessment_bookings SET reminded_at = $3 WHERE case_id = $1 AND slot_id = $2 AND reminded_at IS NULL RETURNING case_id',
      [row.case_id, row.id, now.toISOString()],
    );
    if (claimed.length === 0) continue;
    const event: BookingEvent = {
      kind: 'booked',
      caseId: row.case_id,
      submissionId: row.submission_id,
      reference: row.reference,
      locale: row.locale,
      firstName: row.first_name,
      slot: row,
      uid: row.ics_uid,
      sequence: Number(row.ics_sequence),
    };
    await tellAssessment(deps, event, 'reminder');
    sent += 1;
  }
  return sent;
}
