// The enrolment's parts of the families' API and the desk's (docs/enrolment.md, docs/openapi.yaml):
// each child's document checklist, the steps from an accepted offer to "enrolled", the first
// school day, and the enrolment contract with its signatures. The desk's server validates every
// request with these schemas; the status page imports their types only, the desk parses answers.

import { z } from '../../config/zod';
import { applicationDocumentKeys } from './attachment-rules';
import { ATTACHMENT_ID, SHA256_HEX } from './ids';
import { startRefusals } from '../admissions/start-date';

/** Where a document of the checklist stands. */
export const documentStates = ['missing', 'received', 'accepted', 'asked-again'] as const;
export type DocumentState = (typeof documentStates)[number];

/** Why staff ask for a document again: a list the family reads in its language, plus an optional note. */
export const askAgainReasons = [
  'unreadable',
  'expired',
  'wrong-document',
  'incomplete',
  'not-translated',
  'other',
] as const;
export type AskAgainReason = (typeof askAgainReasons)[number];

/** A staff note to the family on a document asked again (typed in English or Thai). */
export const MAX_DOCUMENT_NOTE = 500;

export const documentKeySchema = z.enum(applicationDocumentKeys);

/** One document of a child's checklist, as the family sees it. */
export const checklistItemSchema = z.object({
  document: documentKeySchema,
  state: z.enum(documentStates),
  /** Asked again: the reason from the list, and the school's note as staff typed it. */
  reason: z.enum(askAgainReasons).optional(),
  note: z.string().optional(),
});

/** The guardians who sign: those the application names as responsible for the child. */
export const guardianRoles = ['father', 'mother', 'guardian'] as const;
export type GuardianRole = (typeof guardianRoles)[number];

/** The steps from an accepted offer to enrolment, in order; each done or not. */
export const enrolmentSteps = ['offer', 'documents', 'fees', 'contract', 'start'] as const;
export type EnrolmentStep = (typeof enrolmentSteps)[number];

export const enrolmentSchema = z.object({
  steps: z.array(z.object({ step: z.enum(enrolmentSteps), done: z.boolean() })),
  /** The first school day, once chosen (YYYY-MM-DD). */
  startDate: z.iso.date().optional(),
  /** Days the family may choose now (fees paid, documents in); empty otherwise. */
  startChoices: z.array(z.iso.date()),
  /** Who has signed the contract, by role (no names travel). */
  signatures: z.array(z.object({ guardian: z.enum(guardianRoles), signedAt: z.iso.datetime().optional() })),
  enrolledAt: z.iso.datetime().optional(),
});
export type Enrolment = z.infer<typeof enrolmentSchema>;

/** POST /api/status/files: declares a file the family adds for a document of a child's checklist. */
export const lateFileRequestSchema = z.object({
  token: z.string().max(200),
  /** The child, by its place in the application (0 is the first). */
  applicant: z.int().min(0).max(3),
  document: documentKeySchema,
  /** The file's id (made on the device): the idempotency key, then the tus upload's attachment id. */
  id: z.string().regex(ATTACHMENT_ID),
  name: z.string().min(1).max(255),
  type: z.string().min(1).max(100),
  size: z.int().min(1),
  sha256: z.string().regex(SHA256_HEX),
});
export type LateFileRequest = z.infer<typeof lateFileRequestSchema>;

/** Its answer: where the bytes go (the tus upload's submission id). */
export const lateFileAnswerSchema = z.object({ submissionId: z.uuid(), id: z.string() });
export type LateFileAnswer = z.infer<typeof lateFileAnswerSchema>;

/** Why a late file is refused (beyond the link's own refusals). */
export const lateFileRefusals = ['not-asked', 'wrong-type', 'too-large', 'conflict'] as const;

/** POST /api/status/start-date: the family's first school day for one child. */
export const startRequestSchema = z.object({
  token: z.string().max(200),
  applicant: z.int().min(0).max(3),
  day: z.string().max(10),
});
export type StartRequest = z.infer<typeof startRequestSchema>;

/** Why a first day is refused: the rule's words, or the fees not paid yet. */
export const startDateRefusals = [...startRefusals, 'not-ready'] as const;
export type StartDateRefusal = (typeof startDateRefusals)[number];

/**
 * POST /api/status/contract: the contract a child's guardians sign, in the page's language. The
 * token is the status link's (then `applicant` says which child) or a guardian's signing link.
 */
export const contractRequestSchema = z.object({
  token: z.string().max(200),
  applicant: z.int().min(0).max(3).optional(),
  locale: z.enum(['en', 'th', 'ru', 'cn']),
});
export type ContractRequest = z.infer<typeof contractRequestSchema>;

export const contractAnswerSchema = z.object({
  firstName: z.string(),
  reference: z.string(),
  /** The terms' version (DESK_TERMS_VERSION) and the exact text to sign, and its SHA-256. */
  version: z.string(),
  text: z.string(),
  sha256: z.string().regex(SHA256_HEX),
  /** A signing link's guardian; absent on the status page, where the signer says who they are. */
  guardian: z.enum(guardianRoles).optional(),
  signatures: enrolmentSchema.shape.signatures,
});
export type ContractAnswer = z.infer<typeof contractAnswerSchema>;

/** POST /api/status/sign: a guardian signs the text whose SHA-256 the page was shown. */
export const signRequestSchema = contractRequestSchema.extend({
  /** On the status page: who signs. A signing link names its guardian itself. */
  guardian: z.enum(guardianRoles).optional(),
  typedName: z.string().trim().min(1).max(120),
  consent: z.literal(true),
  sha256: z.string().regex(SHA256_HEX),
});
export type SignRequest = z.infer<typeof signRequestSchema>;

export const signAnswerSchema = z.object({ guardian: z.enum(guardianRoles), signedAt: z.iso.datetime() });
export type SignAnswer = z.infer<typeof signAnswerSchema>;

/** Why a signature is refused. */
export const signRefusals = ['terms-changed', 'wrong-guardian', 'not-named', 'not-ready'] as const;
