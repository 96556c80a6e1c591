// Calendar dates of the application as ISO strings (YYYY-MM-DD), the value of <input type="date">.
// "Today" is the school's day in Koh Samui (Asia/Bangkok), so the browser and the intake server
// agree whatever their own time zone.

/**
 * Thailand keeps UTC+7 all year (no daylight saving since 1920), so the school's day is UTC's
 * seven hours on: plain arithmetic, where an `Intl.DateTimeFormat` with a time zone loads the
 * time-zone data first (~8 ms of the form page's start on a laptop).
 */
const SCHOOL_UTC_OFFSET_MS = 7 * 60 * 60 * 1000;

/** A function returning today's ISO date; the schemas take one so the server can pass its own. */
export type Today = () => string;

/** The school's calendar day of `date`, as YYYY-MM-DD. */
export const schoolDay = (date: Date): string =>
  new Date(date.getTime() + SCHOOL_UTC_OFFSET_MS).toISOString().slice(0, 10);

/** Today's date at the school, as YYYY-MM-DD. */
export const schoolToday: Today = () => schoolDay(new Date());

/** True for a real calendar date written YYYY-MM-DD (no 31 February). */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** True when the ISO date falls on a Monday (the only day a new student can start). */
export function isMonday(value: string): boolean {
  return isIsoDate(value) && new Date(`${value}T00:00:00Z`).getUTCDay() === 1;
}

/** The ISO date `days` after `value` (for the min and max of date inputs). */
export function addDays(value: string, days: number): string {
  const date = new Date(`${value}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
