// The desk's money, as the rest of the desk uses it (docs/fees.md): whether a case's admissions fee
// and security deposit are paid and since when (`feesPaid`, which the enrolment reads), the event
// that tells listeners the moment a confirmed payment made them paid (`onFeesPaid`), the family's
// fees for the status answer, the desk's and the family's routes, and the sweep's reminders.
// Nothing outside server/desk/money names the money tables.

import type { DeskDeps } from '../context';
import type { SqlQueries } from '../db';
import { ledgerOf } from './ledger';

/** Whether a case's admissions fee and deposit are paid. */
export interface FeesPaidState {
  /** Both are paid in full on the case's live invoice. */
  paid: boolean;
  /**
   * When the payment that completed them was confirmed by an officer (the Thursday 12:00 rule
   * counts from here); undefined while unpaid.
   */
  paidAt?: Date;
  /** The live invoice's number, once one is issued. */
  invoice?: string;
}

/** Reads whether the case's admissions fee and deposit are paid (never writes). */
export async function feesPaid(db: SqlQueries, caseId: string): Promise<FeesPaidState> {
  const ledger = await ledgerOf(db, caseId);
  return {
    paid: ledger.feesPaidAt !== undefined,
    ...(ledger.feesPaidAt ? { paidAt: ledger.feesPaidAt } : {}),
    ...(ledger.live ? { invoice: ledger.live.number } : {}),
  };
}

/** Told once, after the commit of the confirmation that made a case's admissions fee and deposit paid. */
export interface FeesPaidEvent {
  caseId: string;
  submissionId: string;
  paidAt: Date;
  invoice: string;
}

export type FeesPaidListener = (event: FeesPaidEvent) => Promise<void>;

/** Listeners per started desk (tests start several desks in one process). */
const listeners = new WeakMap<DeskDeps, FeesPaidListener[]>();

/** Calls `listener` after each confirmation that makes a case's admissions fee and deposit paid. */
export function onFeesPaid(deps: DeskDeps, listener: FeesPaidListener): void {
  listeners.set(deps, [...(listeners.get(deps) ?? []), listener]);
}

/** Tells the listeners; one that fails is logged and the others still hear. */
export async function announceFeesPaid(deps: DeskDeps, event: FeesPaidEvent): Promise<void> {
  for (const listener of listeners.get(deps) ?? [])
    await listener(event).catch((error: unknown) =>
      deps.logger.error('a fees-paid listener failed', error, { case: event.caseId }),
    );
}
