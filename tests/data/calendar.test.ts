// The school calendar data (real, weekday-consistent dates in all four languages) and its
// iCalendar export (RFC 5545: CRLF, folding at 75 octets, escaping, exclusive all-day ends).

import { describe, expect, it } from 'vitest';
import { calendarToIcs, escapeText, foldLine } from '../../src/data/calendar-ics';
import { academicYears, calendarEvents, type CalendarEvent } from '../../src/data/calendar';
import { locales } from '../../src/i18n/locales';

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
const weekday = (iso: string) => day(iso).getUTCDay();
const octets = (s: string) => new TextEncoder().encode(s).length;
/** Reverses folding (RFC 5545 section 3.1). */
const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, '');

describe('calendar data', () => {
  it('covers 2025-26 and 2026-27', () => {
    expect(academicYears.map((y) => y.id)).toEqual(['2025-26', '2026-27']);
  });

  it('has valid, ordered, unique events', () => {
    const ids = new Set<string>();
    for (const event of calendarEvents) {
      expect(event.start).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(event.end).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(day(event.start).toISOString().slice(0, 10)).toBe(event.start);
      expect(day(event.end).toISOString().slice(0, 10)).toBe(event.end);
      expect(event.end >= event.start).toBe(true);
      expect(ids.has(event.id)).toBe(false);
      ids.add(event.id);
    }
    for (const year of academicYears) {
      const starts = year.events.map((e) => e.start);
      expect(starts).toEqual([...starts].sort());
    }
  });

  for (const year of academicYears) {
    describe(year.id, () => {
      const terms = year.events.filter((e) => e.kind === 'term');
      const [first, second, third] = terms as [CalendarEvent, CalendarEvent, CalendarEvent];
      const startYear = Number(year.id.slice(0, 4));

      it('has three terms, each from a Monday to a Friday, September to mid-July', () => {
        expect(terms).toHaveLength(3);
        for (const term of terms) {
          expect(weekday(term.start)).toBe(1);
          expect(weekday(term.end)).toBe(5);
        }
        expect(first.start.startsWith(`${startYear}-09-`)).toBe(true);
        expect(Number(first.start.slice(8))).toBeLessThanOrEqual(10);
        expect(first.end >= `${startYear}-12-08` && first.end <= `${startYear}-12-20`).toBe(true);
        expect(second.start.startsWith(`${startYear + 1}-01-`)).toBe(true);
        expect(second.end >= `${startYear + 1}-03-20` && second.end <= `${startYear + 1}-04-10`).toBe(true);
        expect(third.start >= `${startYear + 1}-04-10` && third.start <= `${startYear + 1}-04-25`).toBe(true);
        expect(third.end >= `${startYear + 1}-07-08` && third.end <= `${startYear + 1}-07-20`).toBe(true);
      });

      it('has a Monday-to-Friday half-term inside every term', () => {
        const halfTerms = year.events.filter((e) => e.kind === 'half-term');
        expect(halfTerms).toHaveLength(3);
        halfTerms.forEach((half, index) => {
          const term = terms[index]!;
          expect(weekday(half.start)).toBe(1);
          expect(weekday(half.end)).toBe(5);
          expect(half.start > term.start && half.end < term.end).toBe(true);
        });
      });

      it('closes for the Thai public holidays, never on a weekend', () => {
        const holidays = year.events.filter((e) => e.kind === 'holiday' && e.start === e.end);
        const names = holidays.map((h) => h.name.en).join(' | ');
        for (const name of [
          'Chakri',
          'Labour',
          'Coronation',
          'King Vajiralongkorn',
          'Queen Suthida',
          'Mother',
          'Father',
          'Chulalongkorn',
          'Constitution',
          'New Year',
        ]) {
          expect(names).toContain(name);
        }
        expect(year.events.some((e) => e.name.en.startsWith('Songkran'))).toBe(true);
        for (const holiday of holidays) expect([0, 6]).not.toContain(weekday(holiday.start));
      });
    });
  }

  it('names every event natively in every language', () => {
    for (const event of calendarEvents) {
      for (const locale of locales) expect(event.name[locale].trim()).not.toBe('');
      expect(event.name.th).toMatch(/[\u0E00-\u0E7F]/);
      expect(event.name.ru).toMatch(/[\u0400-\u04FF]/);
      expect(event.name.cn).toMatch(/[\u4E00-\u9FFF]/);
    }
  });
});

describe('calendarToIcs', () => {
  const now = new Date('2025-08-01T09:30:00Z');

  it('writes a VCALENDAR with CRLF line endings and lines of at most 75 octets', () => {
    for (const locale of locales) {
      const ics = calendarToIcs(calendarEvents, locale, { now });
      expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:')).toBe(true);
      expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
      expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
      for (const line of ics.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
      const unfolded = unfold(ics);
      expect(unfolded).toContain('\r\nCALSCALE:GREGORIAN\r\n');
      expect(unfolded).toMatch(/\r\nX-WR-CALNAME:[^\r]+\r\n/);
      expect(unfolded.match(/\r\nBEGIN:VEVENT\r\n/g)).toHaveLength(calendarEvents.length);
      expect(unfolded.match(/\r\nEND:VEVENT\r\n/g)).toHaveLength(calendarEvents.length);
    }
  });

  it('gives each event a UID, a DTSTAMP and an all-day span with an exclusive end', () => {
    const ics = unfold(calendarToIcs(calendarEvents, 'en', { now }));
    const term1 = ics.split('BEGIN:VEVENT').find((block) => block.includes('UID:2025-26-term-1@'))!;
    expect(term1).toContain('\r\nDTSTAMP:20250801T093000Z\r\n');
    expect(term1).toContain('\r\nDTSTART;VALUE=DATE:20250901\r\n');
    expect(term1).toContain('\r\nDTEND;VALUE=DATE:20251213\r\n');
    expect(term1).toContain('\r\nSUMMARY;LANGUAGE=en:Term 1\r\n');
    const newYear = ics.split('BEGIN:VEVENT').find((block) => block.includes('UID:2025-26-new-year@'))!;
    expect(newYear).toContain('DTSTART;VALUE=DATE:20260101\r\n');
    expect(newYear).toContain('DTEND;VALUE=DATE:20260102\r\n');
    const winter = ics.split('BEGIN:VEVENT').find((block) => block.includes('UID:2025-26-winter-break@'))!;
    expect(winter).toContain('DTEND;VALUE=DATE:20260105\r\n');
  });

  it('writes each SUMMARY in the chosen language, escaped, and folds without splitting characters', () => {
    const th = calendarToIcs(calendarEvents, 'th', { now });
    expect(unfold(th)).toContain('SUMMARY;LANGUAGE=th:วันเฉลิมพระชนมพรรษาพระบาทสมเด็จพระเจ้าอยู่หัว\r\n');
    expect(th).not.toContain('\uFFFD');
    const ru = unfold(calendarToIcs(calendarEvents, 'ru', { now }));
    expect(ru).toContain('SUMMARY;LANGUAGE=ru:Первый триместр\r\n');
    expect(ru).toContain('SUMMARY;LANGUAGE=ru:День отца (день рождения короля Пхумипона)\r\n');
    const cn = unfold(calendarToIcs(calendarEvents, 'cn', { now }));
    expect(cn).toContain('SUMMARY;LANGUAGE=zh-CN:寒假（圣诞节及新年）\r\n');
    const en = unfold(calendarToIcs(calendarEvents, 'en', { now, calendarName: 'School, term; dates' }));
    expect(en).toContain('X-WR-CALNAME:School\\, term\\; dates\r\n');
  });

  it('escapes text and folds long lines as RFC 5545 says', () => {
    expect(escapeText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne');
    const long = `SUMMARY:${'x'.repeat(200)}`;
    const folded = foldLine(long);
    const lines = folded.split('\r\n');
    expect(lines[0]).toHaveLength(75);
    for (const line of lines.slice(1)) {
      expect(line.startsWith(' ')).toBe(true);
      expect(octets(line)).toBeLessThanOrEqual(75);
    }
    expect(unfold(folded)).toBe(long);
    const thai = `SUMMARY:${'ก'.repeat(60)}`;
    const thaiLines = foldLine(thai).split('\r\n');
    for (const line of thaiLines) expect(octets(line)).toBeLessThanOrEqual(75);
    expect(unfold(foldLine(thai))).toBe(thai);
    expect(foldLine('SHORT:line')).toBe('SHORT:line');
  });
});
