// The money wire the family's status page speaks (docs/fees.md, docs/openapi.yaml): a child's
// fees as the status answer carries them (the live invoice with its lines, what is paid, the
// PromptPay payload and the bank's details, so that the page can show them offline), the family's
// choice of a term or the full year, a printable document's request, and the bank slip a family
// sends through the outbox (a file added to the application, declared first). Amounts are whole satang (1 THB
// = 100 satang) everywhere on the wire. The desk's server validates the requests with these
// schemas; the page imports their types.

import { z } from '../../config/zod';

/** Whole satang: every amount of money on every wire. */
export const satang = z.int();

/** How the family pays tuition: the first term, or the full year (three terms) with its discount. */
export const feePlans = ['term', 'year'] as const;
export type FeePlan = (typeof feePlans)[number];

/** The lines an invoice may hold, in the order it prints them. */
export const feeLineKinds = [
  'admissions-fee',
  'security-deposit',
  'tuition',
  'sibling-discount',
  'full-year-discount',
  'bus',
] as const;
export type FeeLineKind = (typeof feeLineKinds)[number];

/** One line of an invoice: a charge (positive) or a discount (negative). */
export const feeLineSchema = z.object({
  kind: z.enum(feeLineKinds),
  /** Satang; negative for a discount. */
  amount: satang,
  /** How many terms the line covers (tuition, the bus and their discounts); 1 for one-off fees. */
  terms: z.int().min(1).max(3),
  /** The year group's tuition band (`y1-y3`) on tuition lines. */
  band: z.string().optional(),
  /** A discount's rate in basis points (1000 = 10%). */
  rate: z.int().optional(),
  /** On the sibling discount: the child's place among the family's children (2 = the second). */
  rank: z.int().optional(),
});
export type FeeLine = z.infer<typeof feeLineSchema>;

/** Where an invoice stands: waiting for money, paid in full, or cancelled by a credit note. */
export const invoiceStates = ['open', 'paid', 'cancelled'] as const;
export type InvoiceState = (typeof invoiceStates)[number];

/** The school's bank account for a transfer (configuration: FEES_*). */
export const bankDetailsSchema = z.object({
  bank: z.string(),
  branch: z.string(),
  accountName: z.string(),
  accountNumber: z.string(),
  swift: z.string(),
});
export type BankDetails = z.infer<typeof bankDetailsSchema>;

/** A numbered document the family may print: an invoice, a credit note or a receipt. */
export const moneyDocumentSchema = z.object({
  kind: z.enum(['invoice', 'credit-note', 'receipt']),
  /** `INV-2026-0001`, `CN-2026-0001`, `RC-2026-0001`. */
  number: z.string(),
  issuedAt: z.iso.datetime(),
});
export type MoneyDocument = z.infer<typeof moneyDocumentSchema>;

/** A child's live invoice as the family sees it. */
export const familyInvoiceSchema = z.object({
  number: z.string(),
  issuedAt: z.iso.datetime(),
  /** The school day it falls due, `YYYY-MM-DD` (Bangkok). */
  dueOn: z.string(),
  plan: z.enum(feePlans),
  lines: z.array(feeLineSchema),
  total: satang,
  /** Confirmed payments, added up. */
  paid: satang,
  /** What is still to pay (never below 0). */
  balance: satang,
  state: z.enum(invoiceStates),
  /** The Thai QR Payment (PromptPay bill payment, tag 30) payload for the balance; empty once paid. */
  promptPay: z.string(),
  /** Ref1 and Ref2 as the QR code and a bank transfer carry them. */
  ref1: z.string(),
  ref2: z.string(),
});
export type FamilyInvoice = z.infer<typeof familyInvoiceSchema>;

/** A bank slip the family sent, as the family sees it. */
export const familySlipSchema = z.object({
  receivedAt: z.iso.datetime(),
  /** received: the school has it; confirmed: the money is counted; declined: see the office. */
  state: z.enum(['received', 'confirmed', 'declined']),
});

/** One child's fees on the status page (present once the offer is accepted). */
export const familyFeesSchema = z.object({
  /** The plan chosen (by the family, or `term` until it chooses). */
  plan: z.enum(feePlans),
  /** Whether the family may still choose: until the invoice is issued, or as a request to re-issue. */
  planOpen: z.boolean(),
  /** The invoice to pay, once issued. */
  invoice: familyInvoiceSchema.optional(),
  /** Every numbered document of this child, newest first (the page offers each as a PDF). */
  documents: z.array(moneyDocumentSchema),
  slips: z.array(familySlipSchema),
  bank: bankDetailsSchema,
});
export type FamilyFees = z.infer<typeof familyFeesSchema>;

/** POST /api/status/fees/plan: the family's choice for one child (by its place in the form). */
export const planRequestSchema = z.object({
  token: z.string().max(200),
  child: z.int().min(0).max(9),
  plan: z.enum(feePlans),
});
export type PlanRequest = z.infer<typeof planRequestSchema>;

/** POST /api/status/fees/document: one numbered document of the family's, as a PDF. */
export const documentRequestSchema = z.object({
  token: z.string().max(200),
  number: z.string().max(20),
});
export type DocumentRequest = z.infer<typeof documentRequestSchema>;

/** Why a money request of the family's is refused (besides the link's own refusals). */
export const feesRefusals = ['plan-closed', 'no-fees', 'not-found', 'file-type', 'file-size', 'file-invalid'] as const;
export type FeesRefusal = (typeof feesRefusals)[number];

/** A file as the family's device describes it before uploading it (the intake checks it the same way). */
export const slipFileSchema = z.object({
  id: z.string().max(100),
  name: z.string().max(255),
  type: z.string().max(100),
  size: z.int(),
  sha256: z.string().max(64),
});

/**
 * POST /api/status/fees/slip: the family declares a bank slip for one child's invoice; its bytes
 * then come over the intake's tus endpoint as a file added to the application (the outbox sends
 * both, offline too).
 */
export const slipRequestSchema = z.object({
  token: z.string().max(200),
  child: z.int().min(0).max(9),
  invoice: z.string().max(20),
  file: slipFileSchema,
});
export type SlipRequest = z.infer<typeof slipRequestSchema>;

/** The answer to a slip declared: the application its file is added to (the tus upload names it). */
export interface SlipAnswer {
  accepted: true;
  submissionId: string;
}
