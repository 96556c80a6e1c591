// The first school day a new student may have (docs/brief.md §9.6, docs/enrolment.md): a Monday,
// in term and not in a holiday or half-term of the school calendar (src/data/calendar.ts), and at
// least `starting.workingDaysBefore` working days after the application was complete and the fees
// paid. A working day is Monday to Friday except a public holiday; the day the school had
// everything counts when it had it by `starting.feesDeadlineHour` (12:00 at the school), which is
// how "fees paid by Thursday 12:00 allow a start the following Monday" follows from the two
// working days. One rule for the status page, the desk and the server that checks both.

import { calendarEvents, type CalendarEvent } from '../../data/calendar';
import { starting } from '../../data/facts';
import { addDays, isIsoDate, schoolDay } from '../dates';

/** Why a first day is refused; the status page and the desk word each. */
export const startRefusals = ['invalid', 'not-monday', 'closed', 'too-soon'] as const;
export type StartRefusal = (typeof startRefusals)[number];

const HOUR_MS = 60 * 60 * 1000;
/** Thailand keeps UTC+7 all year. */
const SCHOOL_OFFSET_MS = 7 * HOUR_MS;

const weekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();
const within = (day: string, event: CalendarEvent) => event.start <= day && day <= event.end;
const lengthInDays = (event: CalendarEvent) =>
  (Date.parse(`${event.end}T00:00:00Z`) - Date.parse(`${event.start}T00:00:00Z`)) / (24 * HOUR_MS) + 1;

/** A public holiday: a calendar holiday of a few days (a school break is longer, and the office works then). */
export function isPublicHoliday(day: string, events: readonly CalendarEvent[] = calendarEvents): boolean {
  return events.some(
    (event) => event.kind === 'holiday' && lengthInDays(event) <= starting.publicHolidayMaxDays && within(day, event),
  );
}

/** Monday to Friday, not a public holiday. */
export function isWorkingDay(day: string, events: readonly CalendarEvent[] = calendarEvents): boolean {
  const dow = weekday(day);
  return dow >= 1 && dow <= 5 && !isPublicHoliday(day, events);
}

/** The school is in session: inside a term, outside every holiday and half-term. */
export function isSchoolDay(day: string, events: readonly CalendarEvent[] = calendarEvents): boolean {
  return (
    events.some((event) => event.kind === 'term' && within(day, event)) &&
    !events.some((event) => (event.kind === 'holiday' || event.kind === 'half-term') && within(day, event))
  );
}

/**
 * The first day on which a student whose application and fees were complete at `readyAt` may
 * start, had the school no holidays: the day after the required working days have passed.
 */
export function firstDayAfterNotice(readyAt: Date, events: readonly CalendarEvent[] = calendarEvents): string {
  const readyDay = schoolDay(readyAt);
  const hourAtSchool = new Date(readyAt.getTime() + SCHOOL_OFFSET_MS).getUTCHours();
  let counted = hourAtSchool < starting.feesDeadlineHour && isWorkingDay(readyDay, events) ? 1 : 0;
  let day = readyDay;
  while (counted < starting.workingDaysBefore) {
    day = addDays(day, 1);
    if (isWorkingDay(day, events)) counted++;
  }
  return addDays(day, 1);
}

/** Why `day` cannot be the first day of a student ready at `readyAt`; undefined when it can. */
export function checkStartDay(
  day: string,
  readyAt: Date,
  events: readonly CalendarEvent[] = calendarEvents,
): StartRefusal | undefined {
  if (!isIsoDate(day)) return 'invalid';
  if (weekday(day) !== starting.startWeekday) return 'not-monday';
  if (!isSchoolDay(day, events)) return 'closed';
  if (day < firstDayAfterNotice(readyAt, events)) return 'too-soon';
  return undefined;
}

/** The next `count` days a student ready at `readyAt` may start on, soonest first (within the calendar). */
export function startChoices(
  readyAt: Date,
  count: number = starting.choices,
  events: readonly CalendarEvent[] = calendarEvents,
): string[] {
  const last = events.reduce((max, event) => (event.end > max ? event.end : max), '');
  let day = firstDayAfterNotice(readyAt, events);
  while (weekday(day) !== starting.startWeekday) day = addDays(day, 1);
  const choices: string[] = [];
  for (; day <= last && choices.length < count; day = addDays(day, 7))
    if (checkStartDay(day, readyAt, events) === undefined) choices.push(day);
  return choices;
}
