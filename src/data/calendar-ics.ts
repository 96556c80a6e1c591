// The school calendar as an iCalendar file (RFC 5545): all-day events named in the reader's
// language, CRLF line endings, lines folded at 75 octets, text escaped. Pure: no DOM, no clock
// unless none is passed.

import { brand } from '../config/brand';
import type { CalendarEvent } from './calendar';
import { localeInfo, type Locale } from '../i18n/locales';

const CRLF = '\r\n';
const MAX_OCTETS = 75;
const encoder = new TextEncoder();

/** The calendar's display name (X-WR-CALNAME) when the page gives none. */
const defaultCalendarName: Record<Locale, string> = {
  en: `${brand.shortName} school calendar`,
  th: `ปฏิทินการศึกษา ${brand.shortName}`,
  ru: `Школьный календарь ${brand.shortName}`,
  cn: `${brand.shortName}校历`,
};

export interface IcsOptions {
  /** Overrides the calendar's display name. */
  calendarName?: string;
  /** The DTSTAMP of every event; now by default. */
  now?: Date;
}

/** Escapes a TEXT value (RFC 5545 section 3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * Folds a content line so that no physical line is longer than 75 octets of UTF-8, never inside a
 * multi-octet character (RFC 5545 section 3.1). Continuation lines start with one space.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // The leading space of a continuation line counts towards its 75 octets.
    const limit = parts.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

/** `2025-09-01` -> `20250901` */
function icsDate(isoDate: string): string {
  return isoDate.replace(/-/g, '');
}

/** The day after `isoDate`: DTEND of an all-day event is exclusive. */
function dayAfter(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** `20251121T060329Z` */
function icsTimestamp(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

function uidDomain(): string {
  return new URL(brand.defaultOrigin).hostname.replace(/^www\./, '');
}

/** The events as a VCALENDAR, each SUMMARY in `locale`. */
export function calendarToIcs(events: readonly CalendarEvent[], locale: Locale, options: IcsOptions = {}): string {
  const stamp = icsTimestamp(options.now ?? new Date());
  const language = localeInfo[locale].tag;
  const domain = uidDomain();
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${escapeText(brand.name)}//School calendar//${locale.toUpperCase()}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(options.calendarName ?? defaultCalendarName[locale])}`,
    'X-WR-TIMEZONE:Asia/Bangkok',
  ];
  for (const event of events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${event.id}@${domain}`,
      `DTSTAMP:${stamp}`,
      `DTSTART;VALUE=DATE:${icsDate(event.start)}`,
      `DTEND;VALUE=DATE:${icsDate(dayAfter(event.end))}`,
      `SUMMARY;LANGUAGE=${language}:${escapeText(event.name[locale])}`,
      `CATEGORIES:${event.kind.toUpperCase()}`,
      'TRANSP:TRANSPARENT',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join(CRLF) + CRLF;
}

/** Where the build writes the calendar of `locale` (scripts/calendar-files.ts). */
export const calendarFileUrl = (locale: Locale) => `/calendar/${locale}.ics`;
