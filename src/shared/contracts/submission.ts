// The submission contract between the outbox (page and service worker) and the intake API
// (docs/submission-contract.md, docs/openapi.yaml): the envelope `POST /api/submissions` takes and
// the receipt it answers. The intake validates with these schemas; the page and the worker import
// only their types, so they load no zod for them.

import { z } from '../../config/zod';
import { locales } from '../../i18n/locales';
import { formKinds } from '../records';
import { submissionAttachmentSchema } from './attachment';

export { submissionAttachmentSchema, type SubmissionAttachment } from './attachment';

/** The JSON body of `POST /api/submissions`; its `data` is checked with the wizard's own schema. */
export const submissionEnvelopeSchema = z.object({
  /** Made by the client when the form is submitted: the idempotency key. */
  id: z.uuid(),
  kind: z.enum(formKinds),
  schemaVersion: z.int().min(1).max(1000),
  locale: z.enum(locales),
  data: z.record(z.string(), z.unknown()),
  /** Exactly the files the data refers to. */
  attachments: z.array(submissionAttachmentSchema).max(100).default([]),
  /** contact-app only: the robot check's token, taken when the form is sent. */
  robotToken: z.string().max(10_000).optional(),
  /** When the family pressed Submit (ISO 8601); date rules are checked as on that day. */
  submittedAt: z.iso.datetime({ offset: true }).optional(),
});

export type SubmissionEnvelope = z.output<typeof submissionEnvelopeSchema>;
export type SubmissionLocale = SubmissionEnvelope['locale'];

/** What the outbox keeps to send: the envelope without the robot token (taken at send time), always dated. */
export type SubmissionPayload = Omit<SubmissionEnvelope, 'robotToken' | 'submittedAt'> & { submittedAt: string };

/** What the intake answers to `POST /api/submissions` and `GET /api/submissions/:id`. */
export const submissionReceiptSchema = z.object({
  id: z.uuid(),
  kind: z.enum(formKinds),
  /** The school's reference, `CCIS-2026-000123`. */
  reference: z.string(),
  receivedAt: z.iso.datetime(),
  status: z.enum(['awaiting-files', 'complete']),
  /** Attachment ids whose file has not arrived (verified) yet. */
  missingFiles: z.array(z.string()),
  /**
   * Answers to the POST only, when the school runs the admissions desk with DESK_SECRET: the
   * private token of the family's status page (`/<locale>/application-status#<token>`).
   */
  statusToken: z.string().optional(),
});

export type SubmissionReceipt = z.infer<typeof submissionReceiptSchema>;
