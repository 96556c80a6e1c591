// What the family's status page asks and is told (POST /api/status, POST /api/status/offer,
// docs/openapi.yaml): the stage of each child's case in words the page looks up in the family's
// language, and the offer links' answers. No personal data beyond a child's first name travels
// here. The desk's server validates the requests with these schemas; the page imports their types.

import { z } from '../../config/zod';
import { allStages } from '../admissions/stages';
import { formKinds } from '../records';
import { bookingRefusals, familyAssessmentSchema } from './assessment';
import { checklistItemSchema, enrolmentSchema } from './enrolment';
import { familyFeesSchema } from './money';

/** The body of POST /api/status: the private link's fragment, `<id>.<signature>`. */
export const statusRequestSchema = z.object({ token: z.string().max(200) });

/** The body of POST /api/status/offer: the offer link's token; only `confirm: true` records the decision. */
export const offerRequestSchema = z.object({ token: z.string().max(200), confirm: z.boolean().optional() });

/** One child's case (or the submission itself, for kinds other than an application). */
export const statusCaseSchema = z.object({
  /** The child's first name; empty for kinds without a child. */
  firstName: z.string(),
  /** The year applied for (`y3`), when known. */
  year: z.string().optional(),
  stage: z.enum(allStages),
  /** When the case reached its stage. */
  since: z.iso.datetime(),
  /** The assessment's date and time, when one is booked. */
  assessmentAt: z.iso.datetime().optional(),
  /** The offer's deadline, while an offer waits for the family's answer. */
  offerDeadline: z.iso.datetime().optional(),
  /** The assessment the family books itself, while the case is at a stage that books one. */
  assessment: familyAssessmentSchema.optional(),
  /** On the waiting list: its position in the year, of how many, and the one before the last change. */
  waitlist: z.object({ position: z.int(), of: z.int(), previous: z.int().optional() }).optional(),
  /** Applications: the child's documents, each with where it stands (docs/enrolment.md). */
  documents: z.array(checklistItemSchema).optional(),
  /** Once the offer is accepted: the steps to enrolment, the first day, the contract's signatures. */
  enrolment: enrolmentSchema.optional(),
  /** The child's fees, once its offer is accepted (src/shared/contracts/money.ts). */
  fees: familyFeesSchema.optional(),
});

/** The answer of POST /api/status for a valid link. */
export const statusAnswerSchema = z.object({
  reference: z.string(),
  kind: z.enum(formKinds),
  receivedAt: z.iso.datetime(),
  /** When the server answered (shown offline as "last updated"). */
  checkedAt: z.iso.datetime(),
  /** One per child (one for kinds without a child), in the form's order. */
  cases: z.array(statusCaseSchema),
});

/** Why a status or offer link is refused (the page words each in the family's language). */
export const linkRefusals = ['invalid', 'revoked', 'expired', 'used', 'superseded'] as const;

/** The answer refusing a link. */
export const linkRefusalSchema = z.object({ error: z.enum(linkRefusals) });

/** The answer refusing a booking, a move or a cancellation (or its link). */
export const assessmentRefusalSchema = z.object({ error: z.enum([...bookingRefusals, ...linkRefusals]) });

/** The answer of POST /api/status/offer: a preview, or the family's decision recorded. */
export const offerAnswerSchema = z.object({
  decision: z.enum(['accept', 'decline']),
  firstName: z.string(),
  reference: z.string(),
  deadline: z.iso.datetime(),
  /** True once this request recorded the decision. */
  recorded: z.boolean(),
});

export type StatusRequest = z.infer<typeof statusRequestSchema>;
export type OfferRequest = z.infer<typeof offerRequestSchema>;
export type StatusCase = z.infer<typeof statusCaseSchema>;
export type StatusAnswer = z.infer<typeof statusAnswerSchema>;
export type LinkRefusal = (typeof linkRefusals)[number];
export type OfferAnswer = z.infer<typeof offerAnswerSchema>;
