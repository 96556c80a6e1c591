// The admissions desk's API for assessment slots (docs/assessment.md): staff publish slots for
// year groups (a day, its start times, length, place or meeting link, assessor and the languages
// they speak, places per slot), block days, read the slots with who holds them, and book a slot
// for a family who phones. The server validates each body with these schemas; the desk's page
// (src/desk/api.ts) checks every answer against them. A message is the API's error code (422).

import { z } from '../../config/zod';
import { admissionYears } from '../admissions/stages';
import { locales } from '../../i18n/locales';
import { assessmentModes } from './assessment';
import { UUID } from './ids';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** POST /assessment/slots: one or more slots on one day, alike but for their start times. */
export const publishSlotsRequestSchema = z
  .object({
    day: z.string({ error: 'invalid-day' }).regex(DAY, 'invalid-day'),
    times: z
      .array(z.string({ error: 'invalid-time' }).regex(TIME, 'invalid-time'), { error: 'invalid-time' })
      .min(1, 'invalid-time')
      .max(24, 'invalid-time'),
    minutes: z.int({ error: 'invalid-minutes' }).min(15, 'invalid-minutes').max(240, 'invalid-minutes'),
    years: z.array(z.enum(admissionYears, { error: 'invalid-year' }), { error: 'invalid-year' }).min(1, 'invalid-year'),
    mode: z.enum(assessmentModes, { error: 'invalid' }),
    place: z.string({ error: 'invalid' }).trim().max(200, 'too-long').default(''),
    meetingUrl: z
      .string({ error: 'invalid-url' })
      .trim()
      .max(500, 'too-long')
      .regex(/^https:\/\/[^\s]+$/, 'invalid-url')
      .optional(),
    assessor: z.string({ error: 'empty' }).trim().min(1, 'empty').max(120, 'too-long'),
    languages: z
      .array(z.enum(locales, { error: 'invalid-language' }), { error: 'invalid-language' })
      .min(1, 'invalid-language'),
    capacity: z.int({ error: 'invalid-capacity' }).min(1, 'invalid-capacity').max(30, 'invalid-capacity'),
  })
  .refine((slot) => slot.mode === 'on-site' || slot.meetingUrl, { message: 'invalid-url', path: ['meetingUrl'] });

/** Who holds a place in a slot. */
export const slotBookingSchema = z.object({
  caseId: z.string(),
  submissionId: z.string(),
  reference: z.string(),
  childName: z.string(),
  year: z.string().nullable(),
  /** `family` or the member of staff who booked it. */
  bookedBy: z.string(),
});

/** A slot as staff see it. */
export const deskSlotSchema = z.object({
  id: z.string(),
  startsAt: z.iso.datetime(),
  minutes: z.int(),
  years: z.array(z.string()),
  mode: z.enum(assessmentModes),
  place: z.string(),
  meetingUrl: z.string().nullable(),
  assessor: z.string(),
  languages: z.array(z.string()),
  capacity: z.int(),
  bookings: z.array(slotBookingSchema),
});

/** A day no slot is published on: the school's own block, or a holiday of the school calendar. */
export const blockedDaySchema = z.object({
  day: z.string(),
  note: z.string(),
  /** `calendar`: a holiday of the school calendar (src/data/calendar.ts), not removable here. */
  source: z.enum(['desk', 'calendar']),
});

/** GET /assessment/slots?from=YYYY-MM-DD&days=N: the slots of those days and the blocked ones. */
export const slotsAnswerSchema = z.object({
  from: z.string(),
  days: z.int(),
  slots: z.array(deskSlotSchema),
  blocked: z.array(blockedDaySchema),
});

/** POST /assessment/slots answers the slots it made. */
export const publishAnswerSchema = z.object({ slots: z.array(deskSlotSchema) });

/** POST /assessment/blocked: a day with no assessments (its free slots go; a booked one refuses). */
export const blockDayRequestSchema = z.object({
  day: z.string({ error: 'invalid-day' }).regex(DAY, 'invalid-day'),
  note: z.string({ error: 'invalid' }).trim().max(200, 'too-long').default(''),
});

/** POST /assessment/book: staff book (or move) a child's assessment for a family who phones. */
export const staffBookRequestSchema = z.object({
  caseId: z.string({ error: 'invalid' }).regex(UUID, 'invalid'),
  slotId: z.string({ error: 'invalid' }).regex(UUID, 'invalid'),
});

/** Cases that may be booked (at "assessment to book" or booked), for the desk's booking form. */
export const bookableCaseSchema = z.object({
  caseId: z.string(),
  reference: z.string(),
  childName: z.string(),
  year: z.string().nullable(),
  stage: z.string(),
  slotId: z.string().nullable(),
});
export const bookableAnswerSchema = z.object({ cases: z.array(bookableCaseSchema) });

/** POST /assessment/book and /assessment/cancel answer what was done and to which slot. */
export const staffBookAnswerSchema = z.object({ done: z.enum(['booked', 'moved', 'cancelled']), slotId: z.string() });

/** POST /assessment/cancel: staff cancel a child's assessment for the family. */
export const staffCancelRequestSchema = z.object({ caseId: z.string({ error: 'invalid' }).regex(UUID, 'invalid') });

export type PublishSlotsRequest = z.infer<typeof publishSlotsRequestSchema>;
export type DeskSlot = z.infer<typeof deskSlotSchema>;
export type BlockedDay = z.infer<typeof blockedDaySchema>;
export type SlotsAnswer = z.infer<typeof slotsAnswerSchema>;
export type BookableCase = z.infer<typeof bookableCaseSchema>;
export type StaffBookAnswer = z.infer<typeof staffBookAnswerSchema>;
