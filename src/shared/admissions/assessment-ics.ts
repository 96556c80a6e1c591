// The assessment's calendar file (RFC 5545, RFC 5546): one VEVENT at the school's time
// (TZID Asia/Bangkok, with its VTIMEZONE: UTC+7 all year), a UID that stays the booking's while it
// moves (each new booking has its own: server/desk/assessment/booking.ts), a SEQUENCE that goes up
// each time the slot moves or is cancelled, METHOD:REQUEST for a booking and METHOD:CANCEL
// (STATUS:CANCELLED) for a cancellation, so a calendar that imported the first file updates or
// removes its entry. Text escaping and line folding are the school
// calendar's (src/data/calendar-ics.ts).

import { escapeText, foldLine } from '../../data/calendar-ics';

const CRLF = '\r\n';
const TZID = 'Asia/Bangkok';
const OFFSET_MS = 7 * 60 * 60 * 1000;

export interface AssessmentEvent {
  uid: string;
  sequence: number;
  method: 'REQUEST' | 'CANCEL';
  start: Date;
  minutes: number;
  summary: string;
  location: string;
  description: string;
  /** The online meeting's link. */
  url?: string;
  /** The school's address, as the organiser. */
  organizer: string;
  now: Date;
}

/** `20260318T093000`: the school's wall-clock time of `date`. */
const local = (date: Date) =>
  new Date(date.getTime() + OFFSET_MS)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, '');

/** `20260318T023000Z` */
const utc = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** The .ics text of the event, CRLF line endings, folded at 75 octets. */
export function assessmentIcs(event: AssessmentEvent): string {
  const end = new Date(event.start.getTime() + event.minutes * 60_000);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//CCIS//Admissions assessment//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${event.method}`,
    'BEGIN:VTIMEZONE',
    `TZID:${TZID}`,
    'BEGIN:STANDARD',
    'DTSTART:19700101T000000',
    'TZOFFSETFROM:+0700',
    'TZOFFSETTO:+0700',
    'TZNAME:ICT',
    'END:STANDARD',
    'END:VTIMEZONE',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${utc(event.now)}`,
    `DTSTART;TZID=${TZID}:${local(event.start)}`,
    `DTEND;TZID=${TZID}:${local(end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `LOCATION:${escapeText(event.location)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    ...(event.url ? [`URL:${event.url}`] : []),
    `ORGANIZER:mailto:${event.organizer}`,
    `STATUS:${event.method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
