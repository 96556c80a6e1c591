// The desk's money API (docs/fees.md): a case's fees (the invoice the desk would issue now, the
// issued ones with their credit notes and receipts, the slips and payments), issuing an invoice
// after an officer checked it, a credit note (and the re-issue it allows), matching a slip to an
// invoice and confirming the payment, or declining a slip. The server validates each body with
// these schemas; the desk's page (src/desk/api.ts) checks every answer against them. A message on
// a schema is the API's error code for that problem (422).

import { z } from '../../config/zod';
import { allStages } from '../admissions/stages';
import { feeLineSchema, feePlans, invoiceStates, satang } from './money';

const MAX_REASON = 500;

/** One child of the family the sibling discount counts, eldest first. */
export const siblingSchema = z.object({
  caseId: z.string(),
  firstName: z.string(),
  dateOfBirth: z.string().nullable(),
  reference: z.string(),
  stage: z.enum(allStages),
});

/** The invoice the desk would issue for a case now: what the officer checks before issuing. */
export const invoicePreviewSchema = z.object({
  plan: z.enum(feePlans),
  lines: z.array(feeLineSchema),
  total: satang,
  /** The child's place among its family's accepted or enrolled children (1 = the eldest). */
  rank: z.int(),
  siblings: z.array(siblingSchema),
  /** Whether a bus registration of the same family names this child. */
  bus: z.boolean(),
  dueOn: z.string(),
});

/** An issued invoice as staff see it. */
export const deskInvoiceSchema = z.object({
  id: z.string(),
  number: z.string(),
  issuedAt: z.iso.datetime(),
  issuedBy: z.string(),
  dueOn: z.string(),
  plan: z.enum(feePlans),
  lines: z.array(feeLineSchema),
  total: satang,
  state: z.enum(invoiceStates),
  creditNote: z.object({ number: z.string(), issuedAt: z.iso.datetime(), reason: z.string() }).nullable(),
  receipt: z.object({ number: z.string(), issuedAt: z.iso.datetime() }).nullable(),
});

/** Why a slip needs an officer's eye before its money is counted. */
export const slipFlags = ['already-used', 'same-image', 'amount-differs', 'no-qr', 'other-invoice'] as const;

/** A bank slip the family sent. */
export const deskSlipSchema = z.object({
  id: z.string(),
  receivedAt: z.iso.datetime(),
  /** The slip's file, to preview (the submission that brought it, and its attachment). */
  submissionId: z.string(),
  attachmentId: z.string(),
  /** Whether its file has arrived (it may still be on its way from the family's device). */
  arrived: z.boolean(),
  /** The invoice number the family named. */
  invoice: z.string(),
  /** From the slip's own QR code, when it has one: the sending bank's code and the transfer's reference. */
  bank: z.string().nullable(),
  transactionRef: z.string().nullable(),
  sha256: z.string().nullable(),
  state: z.enum(['received', 'confirmed', 'declined']),
  flags: z.array(z.enum(slipFlags)),
  /** The amount the officer confirmed (confirmed slips). */
  amount: satang.nullable(),
});

/** A payment counted against a case's invoice. */
export const deskPaymentSchema = z.object({
  id: z.string(),
  method: z.enum(['transfer', 'promptpay', 'card', 'cash']),
  amount: satang,
  receivedOn: z.string(),
  confirmedAt: z.iso.datetime(),
  confirmedBy: z.string(),
  slipId: z.string().nullable(),
});

/** GET /cases/:id/fees. */
export const caseFeesAnswerSchema = z.object({
  caseId: z.string(),
  /** The plan the family chose (or `term`), and whether the family chose it. */
  plan: z.enum(feePlans),
  planChosen: z.boolean(),
  /** What would be issued now; null while the case has no accepted offer. */
  preview: invoicePreviewSchema.nullable(),
  invoices: z.array(deskInvoiceSchema),
  slips: z.array(deskSlipSchema),
  payments: z.array(deskPaymentSchema),
  /** Confirmed payments added up, and what the live invoice still asks (negative: overpaid). */
  paid: satang,
  balance: satang,
  /** The admissions fee and the deposit are paid (the enrolment needs it), and since when. */
  feesPaid: z.boolean(),
  feesPaidAt: z.iso.datetime().nullable(),
  /** The live invoice's plan or amount differs from what would be issued now: re-issue by credit note. */
  reissue: z.boolean(),
});

/** POST /cases/:id/invoices: issue and e-mail the invoice the officer checked (its total). */
export const issueRequestSchema = z.object({ expectedTotal: satang });

/** POST /invoices/:id/credit-note: cancel an issued invoice (and, with `reissue`, issue it anew). */
export const creditNoteRequestSchema = z.object({
  reason: z.string({ error: 'empty' }).trim().min(1, 'empty').max(MAX_REASON, 'too-long'),
  reissue: z.boolean().default(false),
});

/** POST /slips/:id/confirm: the money the bank shows for this slip, counted on the invoice. */
export const confirmSlipRequestSchema = z.object({
  amount: satang.positive('amount'),
  /** The day the money arrived, `YYYY-MM-DD`. */
  receivedOn: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'date'),
  /** Set to confirm a slip that carries a flag the officer has looked at. */
  overrideFlags: z.boolean().default(false),
});

/** POST /slips/:id/decline. */
export const declineSlipRequestSchema = z.object({
  reason: z.string({ error: 'empty' }).trim().min(1, 'empty').max(MAX_REASON, 'too-long'),
});

/** The money part of the overview. */
export const moneyStatsSchema = z.object({
  offers: z.int(),
  accepted: z.int(),
  /** Accepted cases whose admissions fee and deposit are paid. */
  paid: z.int(),
  /** Cases enrolled: every step to the first school day done (docs/enrolment.md). */
  enrolled: z.int(),
  /** Open invoices' balances not yet due, and past due (satang), with how many invoices each. */
  due: satang,
  dueCount: z.int(),
  overdue: satang,
  overdueCount: z.int(),
});

export type Sibling = z.infer<typeof siblingSchema>;
export type InvoicePreview = z.infer<typeof invoicePreviewSchema>;
export type DeskInvoice = z.infer<typeof deskInvoiceSchema>;
export type DeskSlip = z.infer<typeof deskSlipSchema>;
export type DeskPayment = z.infer<typeof deskPaymentSchema>;
export type CaseFeesAnswer = z.infer<typeof caseFeesAnswerSchema>;
export type MoneyStats = z.infer<typeof moneyStatsSchema>;
export type SlipFlag = (typeof slipFlags)[number];
