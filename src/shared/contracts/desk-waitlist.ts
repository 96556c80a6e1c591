// The admissions desk's API for the waiting list (docs/assessment.md, "The waiting list"): each
// year's list in order with where each child stood before, the places free against DESK_PLACES
// and the child the desk proposes for a free place, the recent reorders with their notes, and the
// reorder itself (a position and a note). The server validates the body with these schemas; the
// desk's page (src/desk/api.ts) checks every answer against them.

import { z } from '../../config/zod';
import { UUID } from './ids';

export const MAX_WAITLIST_NOTE = 2000;

export const waitlistRowSchema = z.object({
  caseId: z.string(),
  submissionId: z.string(),
  reference: z.string(),
  childName: z.string(),
  position: z.int(),
  previous: z.int().nullable(),
  sibling: z.boolean(),
  joinedAt: z.iso.datetime(),
});

export const waitlistYearSchema = z.object({
  year: z.string(),
  /** The year's places (DESK_PLACES), when the school set them. */
  places: z.int().nullable(),
  /** Cases holding or offered a place in the year. */
  taken: z.int(),
  /** The first on the list, proposed when a place is free. */
  proposal: z.string().nullable(),
  rows: z.array(waitlistRowSchema),
});

export const waitlistMoveSchema = z.object({
  caseId: z.string(),
  childName: z.string(),
  year: z.string(),
  at: z.iso.datetime(),
  actor: z.string(),
  from: z.int(),
  to: z.int(),
  note: z.string(),
});

/** GET /waitlist */
export const waitlistAnswerSchema = z.object({
  years: z.array(waitlistYearSchema),
  moves: z.array(waitlistMoveSchema),
});

/** POST /waitlist/reorder: a child to a position of its year's list, with why. */
export const reorderRequestSchema = z.object({
  caseId: z.string({ error: 'invalid' }).regex(UUID, 'invalid'),
  position: z.int({ error: 'invalid-position' }).min(1, 'invalid-position').max(10_000, 'invalid-position'),
  note: z.string({ error: 'empty' }).trim().min(1, 'empty').max(MAX_WAITLIST_NOTE, 'too-long'),
});

export const reorderAnswerSchema = z.object({ from: z.int(), to: z.int() });

export type WaitlistAnswer = z.infer<typeof waitlistAnswerSchema>;
export type WaitlistYear = z.infer<typeof waitlistYearSchema>;
