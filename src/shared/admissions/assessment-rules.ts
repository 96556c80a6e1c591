// The rules of the assessments families book themselves (docs/assessment.md), for the desk's
// server and the status page alike: how long before its start a family may still book, move or
// cancel a slot (src/data/facts.ts), how many free slots it is offered at once, the days the
// school calendar closes (holidays and half-terms: nobody assesses then), whether siblings go
// first on the waiting list, and how long a reference request lives.

import { calendarEvents } from '../../data/calendar';
import { assessment, references, waitingList } from '../../data/facts';

const HOUR_MS = 60 * 60 * 1000;

/** How long before a slot starts the family may last change it. */
export const changeNoticeMs = assessment.changeHoursBefore * HOUR_MS;

/** How many free slots the status page offers at once. */
export const slotsShown = assessment.slotsShown;

/** The calendar's holiday or half-term covering `day` (YYYY-MM-DD), by its English name. */
export function calendarClosure(day: string): string | undefined {
  const event = calendarEvents.find(
    (e) => (e.kind === 'holiday' || e.kind === 'half-term') && e.start <= day && day <= e.end,
  );
  return event?.name.en;
}

/** Siblings of the school's children go first on a year's waiting list (the school's choice). */
export const siblingsFirst: boolean = waitingList.siblingsFirst;

/** A reference request's lifetime, its reminder, and the length of each answer. */
export const referenceRules = references;
