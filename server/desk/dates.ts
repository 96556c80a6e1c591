// Deadlines as the school means them: the end of a day at the school (Asia/Bangkok, UTC+7, no
// daylight saving), so "answer by 5 December" holds until midnight on the island.

const BANGKOK_OFFSET_MS = 7 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The last millisecond of `day` (YYYY-MM-DD) at the school; undefined for anything else. */
export function endOfSchoolDay(day: string): Date | undefined {
  const match = DATE.exec(day);
  if (!match) return undefined;
  const utcMidnight = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  // 2026-02-31 is not a day: Date.UTC rolls it over to March.
  if (new Date(utcMidnight).toISOString().slice(0, 10) !== day) return undefined;
  return new Date(utcMidnight + DAY_MS - BANGKOK_OFFSET_MS - 1);
}

/** The school's calendar day of `at` (YYYY-MM-DD). */
export function schoolDayOf(at: Date): string {
  return new Date(at.getTime() + BANGKOK_OFFSET_MS).toISOString().slice(0, 10);
}

/** The end of the school day `days` days after `now`. */
export function deadlineAfter(now: Date, days: number): Date {
  const day = schoolDayOf(new Date(now.getTime() + days * DAY_MS));
  return endOfSchoolDay(day)!;
}

/** Months before `now` (calendar months, clamped to the month's last day). */
export function monthsBefore(now: Date, months: number): Date {
  const date = new Date(now);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() - months);
  const last = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, last));
  return date;
}
