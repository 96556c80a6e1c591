// The fee arithmetic, once (docs/fees.md): what a child's invoice holds for a plan (the first term
// or the full year), its place among the family's children and whether it rides the bus, from the
// school's figures in src/data/facts.ts. Whole satang throughout; a percentage is taken in basis
// points and rounded half up to the satang, one line at a time. The desk's server issues with it,
// the status page shows the two plans' totals with it.

import { bus, discounts, invoicing, oneOffFees, termsPerYear, tuition } from '../data/facts';

/** When invoices fall due and are reminded, and where a school year starts (src/data/facts.ts). */
export { invoicing };
import { admissionYears } from './admissions/stages';
import type { FeeLine, FeePlan } from './contracts/money';

/** Baht to satang. */
export const toSatang = (thb: number): number => Math.round(thb * 100);

/** A rate (0.1) in basis points (1000). */
export const basisPoints = (rate: number): number => Math.round(rate * 10_000);

/** `amount` × `bp` / 10,000, rounded half up to the satang (amounts are never negative here). */
export function percentOf(amount: number, bp: number): number {
  return Math.floor((amount * bp + 5_000) / 10_000);
}

type Band = (typeof tuition)[number];

/** The tuition band of a year applied for (`y4` → Years 4–6); Year 12 pays the A Level band. */
export function tuitionBand(year: string): Band | undefined {
  const match = /^(f|y)(\d{1,2})$/.exec(year);
  if (!match || !(admissionYears as readonly string[]).includes(year)) return undefined;
  const n = Number(match[2]);
  const id =
    match[1] === 'f'
      ? n <= 2
        ? 'f1-f2'
        : 'f3'
      : n <= 3
        ? 'y1-y3'
        : n <= 6
          ? 'y4-y6'
          : n <= 9
            ? 'y7-y9'
            : n <= 11
              ? 'y10-y11'
              : 'y12-y13';
  return tuition.find((band) => band.id === id);
}

/** The sibling discount's rate for the child at `rank` (1 = the eldest, who pays full tuition). */
export function siblingRate(rank: number): number {
  if (rank <= 1) return 0;
  return basisPoints(rank === 2 ? discounts.secondChild : discounts.thirdChildAndBeyond);
}

/** What one child's invoice is computed from. */
export interface FeeInput {
  /** The year applied for (`y3`). */
  year: string;
  plan: FeePlan;
  /** The child's place among the family's accepted or enrolled children, eldest first (1-based). */
  rank: number;
  /** Registered for the school bus. */
  bus: boolean;
}

/**
 * The lines of a child's invoice: the admissions fee, the deposit, tuition for one term or three,
 * the sibling discount on that tuition, the full-year discount on what the sibling discount left,
 * and the bus for as many terms. Undefined when the year has no tuition band.
 */
export function feeLines(input: FeeInput): FeeLine[] | undefined {
  const band = tuitionBand(input.year);
  if (!band) return undefined;
  const terms = input.plan === 'year' ? termsPerYear : 1;
  const gross = toSatang(band.perTerm) * terms;
  const lines: FeeLine[] = [
    { kind: 'admissions-fee', amount: toSatang(oneOffFees.admissions), terms: 1 },
    { kind: 'security-deposit', amount: toSatang(oneOffFees.securityDeposit), terms: 1 },
    { kind: 'tuition', amount: gross, terms, band: band.id },
  ];
  const siblingBp = siblingRate(input.rank);
  const sibling = percentOf(gross, siblingBp);
  if (sibling > 0) lines.push({ kind: 'sibling-discount', amount: -sibling, terms, rate: siblingBp, rank: input.rank });
  if (input.plan === 'year') {
    const yearBp = basisPoints(discounts.fullYearInAdvance);
    lines.push({ kind: 'full-year-discount', amount: -percentOf(gross - sibling, yearBp), terms, rate: yearBp });
  }
  if (input.bus) lines.push({ kind: 'bus', amount: toSatang(bus.perTerm) * terms, terms });
  return lines;
}

/** The sum of lines. */
export const totalOf = (lines: readonly Pick<FeeLine, 'amount'>[]): number =>
  lines.reduce((sum, line) => sum + line.amount, 0);

/** The lines an enrolment needs paid before the first day: the admissions fee and the deposit. */
export const enrolmentKinds: ReadonlySet<FeeLine['kind']> = new Set(['admissions-fee', 'security-deposit']);

/** A child the sibling order counts. */
export interface SiblingInput {
  id: string;
  /** `YYYY-MM-DD`, when known (a child without one counts after those with one). */
  dateOfBirth: string | null;
  /** The application's reference and the child's place in it, to order twins and unknown birthdays. */
  reference: string;
  applicantIndex: number;
}

/**
 * The family's children in the school's order, eldest first: by date of birth, then (twins, or
 * no date) by application reference and place in the form. The first is rank 1.
 */
export function siblingOrder<T extends SiblingInput>(children: readonly T[]): T[] {
  return [...children].sort(
    (a, b) =>
      (a.dateOfBirth ?? '9999').localeCompare(b.dateOfBirth ?? '9999') ||
      a.reference.localeCompare(b.reference) ||
      a.applicantIndex - b.applicantIndex,
  );
}

/** Satang as baht with two decimals in a locale's digits (`95,000.00`). */
export function formatBaht(amount: number, intlLocale: string): string {
  return new Intl.NumberFormat(intlLocale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount / 100);
}
