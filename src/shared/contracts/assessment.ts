// The assessment a family books on its status page (docs/assessment.md, docs/openapi.yaml): the
// slots it is offered (time, length, where or online, who assesses and in which languages), the
// one it holds, and the requests that book, move and cancel it with the status link's token. The
// desk's server validates the requests with these schemas; the page imports their types only.

import { z } from '../../config/zod';
import { locales } from '../../i18n/locales';
import { UUID } from './ids';

export const assessmentModes = ['on-site', 'online'] as const;

/** One slot as a family sees it. */
export const familySlotSchema = z.object({
  id: z.string(),
  startsAt: z.iso.datetime(),
  minutes: z.int(),
  mode: z.enum(assessmentModes),
  /** Where at the school (on-site); empty online. */
  place: z.string(),
  /** The assessor's name as the school writes it. */
  assessor: z.string(),
  /** The languages the assessor speaks, as the site's locales. */
  languages: z.array(z.enum(locales)),
  /** The meeting's link: only on the slot the family holds, online. */
  meetingUrl: z.string().optional(),
});

/** A case's assessment on the status page: the slot it holds, until when it may change, the free ones. */
export const familyAssessmentSchema = z.object({
  booked: familySlotSchema.optional(),
  /** Until when the family may move or cancel the slot it holds. */
  changeUntil: z.iso.datetime().optional(),
  /** Free slots of the child's year, soonest first (only while the family may book or move). */
  open: z.array(familySlotSchema),
});

/** POST /api/status/assessment: book a slot for a child (its place in the status answer), or move to it. */
export const assessmentBookRequestSchema = z.object({
  token: z.string().max(200),
  child: z.int().min(0).max(9),
  slotId: z.string().regex(UUID),
});

/** POST /api/status/assessment/cancel. */
export const assessmentCancelRequestSchema = z.object({
  token: z.string().max(200),
  child: z.int().min(0).max(9),
});

/**
 * Why a booking is refused: the slot is full, has started or passed, the change comes too close to
 * the time, the case is not at a stage that books, or the slot is not one offered to this child.
 */
export const bookingRefusals = ['full', 'past', 'too-close', 'stage', 'slot'] as const;
export type BookingRefusal = (typeof bookingRefusals)[number];

/** The answer to a booking, a move or a cancellation: the child's assessment now. */
export const assessmentAnswerSchema = z.object({
  done: z.enum(['booked', 'moved', 'cancelled']),
  assessment: familyAssessmentSchema,
});

export type FamilySlot = z.infer<typeof familySlotSchema>;
export type FamilyAssessment = z.infer<typeof familyAssessmentSchema>;
export type AssessmentBookRequest = z.infer<typeof assessmentBookRequestSchema>;
export type AssessmentCancelRequest = z.infer<typeof assessmentCancelRequestSchema>;
export type AssessmentAnswer = z.infer<typeof assessmentAnswerSchema>;
