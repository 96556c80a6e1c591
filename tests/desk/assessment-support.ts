// What the assessment suites share: the families' booking API, a school day ahead of the clock,
// a day's slots as staff publish them, a slot's places taken, and an e-mail's calendar file.

import { addDays, schoolDay } from '../../src/shared/dates';
import type { SinkMessage } from '../support/smtp-sink';
import type { Harness } from './support';

/** POSTs to the families' assessment API. */
export async function family(h: Harness, path: '' | '/cancel', body: Record<string, unknown>) {
  const response = await h.intake.request(`/api/status/assessment${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** A school day (Monday to Friday, no closure) at least `ahead` days after the clock's day. */
export function dayAhead(h: Harness, ahead: number): string {
  let day = addDays(schoolDay(h.clock.now()), ahead);
  while ([0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay())) day = addDays(day, 1);
  return day;
}

/** A day's slots as staff publish them: Year 4, on site, one place unless `extra` says otherwise. */
export const slot = (day: string, times: string[], extra: Record<string, unknown> = {}) => ({
  day,
  times,
  minutes: 45,
  years: ['y4'],
  mode: 'on-site',
  place: 'Library',
  assessor: 'Ms Carter',
  languages: ['en', 'ru'],
  capacity: 1,
  ...extra,
});

/** How many places of the slot are taken. */
export async function bookings(h: Harness, slotId: string) {
  const [row] = await h.store.sql.query<{ n: string }>(
    'SELECT count(*) AS n FROM desk_assessment_bookings WHERE slot_id = $1',
    [slotId],
  );
  return Number(row!.n);
}

/** The e-mail's calendar file, its folded lines unfolded. */
export const icsOf = (mail: SinkMessage) => {
  const file = mail.parsed.attachments.find((a) => a.filename === 'assessment.ics');
  if (!file) throw new Error('no calendar file');
  return file.content.toString('utf8').replace(/\r\n /g, '');
};

/** The calendar entry's UID and SEQUENCE in a calendar file. */
export const entryOf = (ics: string) => ({
  uid: /^UID:(.+)$/m.exec(ics)?.[1]?.trim(),
  sequence: Number(/^SEQUENCE:(\d+)/m.exec(ics)?.[1]),
});

/** The first e-mail about `reference` (arrived or to come) whose calendar file `match` accepts. */
export const calendarMail = (
  h: Harness,
  reference: string,
  match: (entry: ReturnType<typeof entryOf> & { ics: string }) => boolean,
) =>
  h.sink.waitFor((m) => {
    if (!m.text.includes(reference) || m.attachments === 0) return false;
    const ics = icsOf(m);
    return match({ ...entryOf(ics), ics });
  });
