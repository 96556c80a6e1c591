// The first-day rule (src/shared/admissions/start-date.ts) against the school calendar of
// src/data/calendar.ts, with days worked out by hand: Mondays only, in term, two working days
// after everything was in, the morning of the day counting when it came by 12:00 at the school.

import { describe, expect, it } from 'vitest';
import { checkStartDay, firstDayAfterNotice, startChoices } from '../../src/shared/admissions/start-date';

/** An instant at the school (UTC+7), `2026-01-08 11:59`. */
const atSchool = (dayAndTime: string) => new Date(`${dayAndTime.replace(' ', 'T')}:00+07:00`);

describe('the first school day', () => {
  it('allows the following Monday for fees paid by Thursday 12:00, and not after', () => {
    // Thursday 8 January 2026, 11:59: Thursday and Friday are the two working days.
    expect(checkStartDay('2026-01-12', atSchool('2026-01-08 11:59'))).toBeUndefined();
    // 12:00 is too late for Thursday to count: Friday and Monday are the two days.
    expect(checkStartDay('2026-01-12', atSchool('2026-01-08 12:00'))).toBe('too-soon');
    expect(checkStartDay('2026-01-19', atSchool('2026-01-08 12:00'))).toBeUndefined();
    // Paid on the Friday morning: Friday and Monday, so not that Monday.
    expect(checkStartDay('2026-01-12', atSchool('2026-01-09 08:00'))).toBe('too-soon');
    expect(firstDayAfterNotice(atSchool('2026-01-07 16:00'))).toBe('2026-01-10');
  });

  it('starts on Mondays only', () => {
    expect(checkStartDay('2026-01-13', atSchool('2026-01-01 09:00'))).toBe('not-monday');
    expect(checkStartDay('2026-01-18', atSchool('2026-01-01 09:00'))).toBe('not-monday');
  });

  it('never starts in a holiday, a half-term or outside the terms', () => {
    const early = atSchool('2025-11-03 09:00');
    expect(checkStartDay('2026-02-16', early)).toBe('closed'); // term 2's half-term
    expect(checkStartDay('2026-04-13', early)).toBe('closed'); // spring break, Songkran
    expect(checkStartDay('2026-08-03', early)).toBe('closed'); // summer
    expect(checkStartDay('2028-01-03', early)).toBe('closed'); // beyond the calendar
    expect(checkStartDay('2026-02-23', early)).toBeUndefined();
  });

  it('does not count a public holiday as a working day', () => {
    // Thursday 4 December 2025, 09:00; Friday 5 December is Father's Day: Thursday and Monday 8
    // are the two days, so Tuesday 9 is the first day the rule allows. Term 1 ends on 12
    // December, so the first Monday is the first day of term 2.
    expect(firstDayAfterNotice(atSchool('2025-12-04 09:00'))).toBe('2025-12-09');
    expect(checkStartDay('2025-12-08', atSchool('2025-12-04 09:00'))).toBe('too-soon');
    expect(startChoices(atSchool('2025-12-04 09:00'), 3)).toEqual(['2026-01-05', '2026-01-12', '2026-01-19']);
  });

  it('refuses what is not a date', () => {
    expect(checkStartDay('2026-02-30', atSchool('2026-01-01 09:00'))).toBe('invalid');
    expect(checkStartDay('next monday', atSchool('2026-01-01 09:00'))).toBe('invalid');
  });
});
