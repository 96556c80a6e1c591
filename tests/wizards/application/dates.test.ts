// The school's day is Koh Samui's: plain UTC+7 arithmetic must give what the time-zone database
// says for Asia/Bangkok, on both sides of midnight there and of midnight UTC, all year round.

import { describe, expect, it } from 'vitest';
import { addDays, isMonday, schoolDay } from '../../../src/shared/dates';

const bangkok = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Bangkok',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

describe("the school's day", () => {
  it('is the Asia/Bangkok calendar day, every 37 minutes of 2025 to 2027', () => {
    const start = Date.UTC(2025, 0, 1);
    const end = Date.UTC(2028, 0, 1);
    for (let t = start; t < end; t += 37 * 60 * 1000) expect(schoolDay(new Date(t))).toBe(bangkok.format(t));
  });

  it('turns at midnight in Koh Samui, 17:00 UTC', () => {
    expect(schoolDay(new Date('2026-11-22T16:59:59.999Z'))).toBe('2026-11-22');
    expect(schoolDay(new Date('2026-11-22T17:00:00Z'))).toBe('2026-11-23');
    expect(schoolDay(new Date('2026-12-31T17:00:00Z'))).toBe('2027-01-01');
  });

  it('counts days and Mondays by the calendar', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(isMonday('2026-11-23')).toBe(true);
    expect(isMonday('2026-11-22')).toBe(false);
  });
});
