// What a family's status page shows of a child's assessment: the slot it holds (with the meeting
// link when online), until when it may move or cancel it, and the free slots of the child's year
// it may take (from the notice period on), while the case is at "assessment to book" or holds a
// booked slot. A date staff typed in by hand shows as the stage's date alone, as before.

import { slotsShown } from '../../../src/shared/admissions/assessment-rules';
import type { FamilyAssessment } from '../../../src/shared/contracts/assessment';
import { one, type SqlQueries } from '../db';
import { noticeMs } from './booking';
import { familySlot, openSlots, SLOT_COLUMNS, slotStart, type SlotRow } from './slots';

export interface AssessmentCase {
  id: string;
  stage: string;
  year: string | null;
}

/** The child's assessment as its family sees it, or undefined when there is none to show. */
export async function familyAssessment(
  db: SqlQueries,
  row: AssessmentCase,
  now: Date,
): Promise<FamilyAssessment | undefined> {
  if (row.stage !== 'assessment-to-book' && row.stage !== 'assessment-booked') return undefined;
  const held =
    row.stage === 'assessment-booked'
      ? await one<SlotRow>(
          db,
          `SELECT ${SLOT_COLUMNS} FROM desk_assessment_bookings b JOIN desk_assessment_slots s ON s.id = b.slot_id
           WHERE b.case_id = $1`,
          [row.id],
        )
      : undefined;
  if (row.stage === 'assessment-booked' && !held) return undefined;
  const changeUntil = held ? new Date(slotStart(held).getTime() - noticeMs()) : undefined;
  const mayChange = !changeUntil || now.getTime() < changeUntil.getTime();
  const open = mayChange
    ? await openSlots(db, row.year, new Date(now.getTime() + noticeMs()), slotsShown, held?.id)
    : [];
  return {
    ...(held ? { booked: familySlot(held, true) } : {}),
    ...(changeUntil ? { changeUntil: changeUntil.toISOString() } : {}),
    open: open.map((slot) => familySlot(slot)),
  };
}
