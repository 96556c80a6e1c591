// The desk's API for a case's enrolment (docs/enrolment.md): the checklist with each document's
// file and verdict, the steps, the guardians and their signatures (with what the record holds),
// and the changes staff make: accepting a document or asking for it again with a reason, and
// setting the first school day. Bodies are read with these schemas (a message is the API's error
// code); the desk checks every answer against them.

import { z } from '../../config/zod';
import { allStages } from '../admissions/stages';
import {
  askAgainReasons,
  documentKeySchema,
  documentStates,
  enrolmentSchema,
  guardianRoles,
  MAX_DOCUMENT_NOTE,
} from './enrolment';

export const deskDocumentSchema = z.object({
  document: documentKeySchema,
  state: z.enum(documentStates),
  reason: z.enum(askAgainReasons).optional(),
  note: z.string().optional(),
  reviewedAt: z.iso.datetime().optional(),
  /** The file that stands for the document now; `late`: the family added it from the status page. */
  file: z
    .object({
      attachmentId: z.string(),
      name: z.string(),
      type: z.string(),
      size: z.int(),
      receivedAt: z.iso.datetime().nullable(),
      late: z.boolean(),
    })
    .optional(),
});
export type DeskDocument = z.infer<typeof deskDocumentSchema>;

export const deskSignatureSchema = z.object({
  guardian: z.enum(guardianRoles),
  typedName: z.string(),
  signedAt: z.iso.datetime(),
  ip: z.string(),
  userAgent: z.string(),
  version: z.string(),
  locale: z.string(),
  sha256: z.string(),
  via: z.enum(['link', 'status-page']),
});

/** GET /cases/:id/enrolment */
export const deskEnrolmentSchema = z.object({
  caseId: z.string(),
  stage: z.enum(allStages),
  documents: z.array(deskDocumentSchema),
  guardians: z.array(z.object({ role: z.enum(guardianRoles), name: z.string() })),
  signatures: z.array(deskSignatureSchema),
  /** When the admissions fee and deposit were paid; when the application was complete and paid. */
  paidAt: z.iso.datetime().optional(),
  readyAt: z.iso.datetime().optional(),
  enrolment: enrolmentSchema,
});
export type DeskEnrolment = z.infer<typeof deskEnrolmentSchema>;

/** POST /cases/:id/documents: a verdict on the file staff looked at (`attachmentId`, null for none). */
export const reviewRequestSchema = z
  .object({
    document: documentKeySchema,
    verdict: z.enum(['accepted', 'asked-again']),
    reason: z.enum(askAgainReasons, { error: 'reason' }).optional(),
    note: z.string().trim().max(MAX_DOCUMENT_NOTE, 'too-long').default(''),
    attachmentId: z.string().max(64).nullable(),
  })
  .refine((body) => body.verdict === 'accepted' || body.reason !== undefined, { message: 'reason' });
export type ReviewRequest = z.infer<typeof reviewRequestSchema>;

/** POST /cases/:id/start-date: staff set or change the first school day. */
export const startDateRequestSchema = z.object({ day: z.string().max(10) });
