// The assessment slots themselves (docs/assessment.md): publishing a day's slots (never in the
// past, on a day staff blocked or a holiday of the school calendar), blocking and unblocking days,
// withdrawing a slot nobody holds, and reading them: the days staff look at, with who holds each
// place, and the free slots a family of a year group may take. The only code whose SQL names
// desk_assessment_slots and desk_assessment_blocked.

import { randomUUID } from 'node:crypto';
import { calendarClosure as closureOf } from '../../../src/shared/admissions/assessment-rules';
import type { FamilySlot } from '../../../src/shared/contracts/assessment';
import type { BlockedDay, DeskSlot, PublishSlotsRequest } from '../../../src/shared/contracts/desk-assessment';
import { addDays } from '../../../src/shared/dates';
import type { Locale } from '../../../src/i18n/locales';
import { one, toDate, toIso, type DbTime, type SqlQueries } from '../db';

export interface SlotRow {
  id: string;
  starts_at: DbTime;
  minutes: number;
  years: string[];
  mode: 'on-site' | 'online';
  place: string;
  meeting_url: string | null;
  assessor: string;
  languages: string[];
  capacity: number;
}

export const SLOT_COLUMNS = `s.id::text AS id, s.starts_at, s.minutes, s.years, s.mode, s.place, s.meeting_url,
  s.assessor, s.languages, s.capacity`;

/** A calendar holiday or half-term covering `day`: the school is closed, nobody assesses. */
export function calendarClosure(day: string): BlockedDay | undefined {
  const name = closureOf(day);
  return name ? { day, note: name, source: 'calendar' } : undefined;
}

/** The family's view of a slot (the meeting link only for the one it holds). */
export function familySlot(row: SlotRow, held = false): FamilySlot {
  return {
    id: row.id,
    startsAt: toIso(row.starts_at)!,
    minutes: Number(row.minutes),
    mode: row.mode,
    place: row.mode === 'on-site' ? row.place : '',
    assessor: row.assessor,
    languages: row.languages as Locale[],
    ...(held && row.mode === 'online' && row.meeting_url ? { meetingUrl: row.meeting_url } : {}),
  };
}

export type PublishRefusal = 'past' | 'blocked' | 'holiday';

/** Publishes `request`'s slots, or says why none can be. */
export async function publishSlots(
  db: SqlQueries,
  request: PublishSlotsRequest,
  by: string,
  now: Date,
): Promise<{ ok: true; ids: string[] } | { ok: false; error: PublishRefusal }> {
  if (calendarClosure(request.day)) return { ok: false, error: 'holiday' };
  if (await one(db, 'SELECT 1 FROM desk_assessment_blocked WHERE day = $1::date', [request.day]))
    return { ok: false, error: 'blocked' };
  const starts = [...new Set(request.times)].map((time) => new Date(`${request.day}T${time}:00+07:00`));
  if (starts.some((start) => Number.isNaN(start.getTime()) || start.getTime() <= now.getTime()))
    return { ok: false, error: 'past' };
  const ids: string[] = [];
  for (const start of starts) {
    const id = randomUUID();
    ids.push(id);
    await db.query(
      `INSERT INTO desk_assessment_slots (id, starts_at, minutes, years, mode, place, meeting_url, assessor, languages,
         capacity, created_by, created_at)
       VALUES ($1, $2, $3, $4::text[], $5, $6, $7, $8, $9::text[], $10, $11, $12)`,
      [
        id,
        start.toISOString(),
        request.minutes,
        request.years,
        request.mode,
        request.mode === 'on-site' ? request.place : '',
        request.mode === 'online' ? (request.meetingUrl ?? null) : null,
        request.assessor,
        request.languages,
        request.capacity,
        by,
        now.toISOString(),
      ],
    );
  }
  return { ok: true, ids };
}

interface BookingRow {
  slot_id: string;
  case_id: string;
  submission_id: string;
  reference: string;
  child_name: string;
  year: string | null;
  booked_by: string;
}

/** Slots as staff see them, with who holds each place: those of `ids`, or starting within the days. */
export async function deskSlots(
  db: SqlQueries,
  range: { from: string; days: number } | { ids: string[] },
): Promise<DeskSlot[]> {
  const rows =
    'ids' in range
      ? await db.query<SlotRow>(
          `SELECT ${SLOT_COLUMNS} FROM desk_assessment_slots s WHERE s.id = ANY($1::uuid[]) ORDER BY s.starts_at, s.assessor`,
          [range.ids],
        )
      : await db.query<SlotRow>(
          `SELECT ${SLOT_COLUMNS} FROM desk_assessment_slots s
           WHERE s.starts_at >= $1::timestamptz AND s.starts_at < $2::timestamptz ORDER BY s.starts_at, s.assessor`,
          [`${range.from}T00:00:00+07:00`, `${addDays(range.from, range.days)}T00:00:00+07:00`],
        );
  const bookings = await db.query<BookingRow>(
    `SELECT b.slot_id::text AS slot_id, c.id::text AS case_id, c.submission_id::text AS submission_id, c.reference,
       c.child_name, c.year, b.booked_by
     FROM desk_assessment_bookings b JOIN desk_cases c ON c.id = b.case_id
     WHERE b.slot_id = ANY($1::uuid[]) ORDER BY b.booked_at`,
    [rows.map((row) => row.id)],
  );
  return rows.map((row) => ({
    id: row.id,
    startsAt: toIso(row.starts_at)!,
    minutes: Number(row.minutes),
    years: row.years,
    mode: row.mode,
    place: row.place,
    meetingUrl: row.meeting_url,
    assessor: row.assessor,
    languages: row.languages,
    capacity: Number(row.capacity),
    bookings: bookings
      .filter((b) => b.slot_id === row.id)
      .map((b) => ({
        caseId: b.case_id,
        submissionId: b.submission_id,
        reference: b.reference,
        childName: b.child_name,
        year: b.year,
        bookedBy: b.booked_by,
      })),
  }));
}

/** The days staff blocked and the calendar's closures within the range, in order. */
export async function blockedDays(db: SqlQueries, from: string, days: number): Promise<BlockedDay[]> {
  const rows = await db.query<{ day: string; note: string }>(
    `SELECT to_char(day, 'YYYY-MM-DD') AS day, note FROM desk_assessment_blocked
     WHERE day >= $1::date AND day < $2::date ORDER BY day`,
    [from, addDays(from, days)],
  );
  const blocked: BlockedDay[] = [];
  for (let i = 0; i < days; i++) {
    const day = addDays(from, i);
    const own = rows.find((row) => row.day === day);
    const closure = calendarClosure(day);
    if (own) blocked.push({ day, note: own.note, source: 'desk' });
    else if (closure) blocked.push(closure);
  }
  return blocked;
}

/** Blocks a day: its free slots go; a day where a family holds a place is refused (`booked`). */
export async function blockDay(
  db: SqlQueries,
  day: string,
  note: string,
  by: string,
  now: Date,
): Promise<'ok' | 'booked'> {
  const range = [`${day}T00:00:00+07:00`, `${addDays(day, 1)}T00:00:00+07:00`];
  const held = await one(
    db,
    `SELECT 1 FROM desk_assessment_bookings b JOIN desk_assessment_slots s ON s.id = b.slot_id
     WHERE s.starts_at >= $1::timestamptz AND s.starts_at < $2::timestamptz LIMIT 1`,
    range,
  );
  if (held) return 'booked';
  await db.query(
    `DELETE FROM desk_assessment_slots s WHERE s.starts_at >= $1::timestamptz AND s.starts_at < $2::timestamptz
       AND NOT EXISTS (SELECT 1 FROM desk_assessment_bookings b WHERE b.slot_id = s.id)`,
    range,
  );
  await db.query(
    `INSERT INTO desk_assessment_blocked (day, note, created_by, created_at) VALUES ($1::date, $2, $3, $4)
     ON CONFLICT (day) DO UPDATE SET note = EXCLUDED.note`,
    [day, note, by, now.toISOString()],
  );
  return 'ok';
}

export async function unblockDay(db: SqlQueries, day: string): Promise<boolean> {
  const rows = await db.query('DELETE FROM desk_assessment_blocked WHERE day = $1::date RETURNING day', [day]);
  return rows.length > 0;
}

/** Withdraws a slot nobody holds. */
export async function withdrawSlot(db: SqlQueries, id: string): Promise<'ok' | 'booked' | 'not-found'> {
  const held = await one(db, 'SELECT 1 FROM desk_assessment_bookings WHERE slot_id = $1 LIMIT 1', [id]);
  if (held) return 'booked';
  const rows = await db.query('DELETE FROM desk_assessment_slots WHERE id = $1 RETURNING id', [id]);
  return rows.length > 0 ? 'ok' : 'not-found';
}

/** The free slots a child of `year` may book from `earliest` on, soonest first. */
export async function openSlots(
  db: SqlQueries,
  year: string | null,
  earliest: Date,
  limit: number,
  exceptSlot?: string,
): Promise<SlotRow[]> {
  if (!year) return [];
  return db.query<SlotRow>(
    `SELECT ${SLOT_COLUMNS} FROM desk_assessment_slots s
     WHERE s.starts_at > $1::timestamptz AND $2 = ANY(s.years) AND s.id IS DISTINCT FROM $4::uuid
       AND s.capacity > (SELECT count(*) FROM desk_assessment_bookings b WHERE b.slot_id = s.id)
       AND NOT EXISTS (SELECT 1 FROM desk_assessment_blocked d
                       WHERE d.day = (s.starts_at AT TIME ZONE 'Asia/Bangkok')::date)
     ORDER BY s.starts_at, s.assessor LIMIT $3`,
    [earliest.toISOString(), year, limit, exceptSlot ?? null],
  );
}

/** One slot, locked for the booking's transaction. */
export const lockSlot = (tx: SqlQueries, id: string) =>
  one<SlotRow>(tx, `SELECT ${SLOT_COLUMNS} FROM desk_assessment_slots s WHERE s.id = $1 FOR UPDATE`, [id]);

export const slotStart = (row: SlotRow) => toDate(row.starts_at);
