// What the enrolment needs of the school's money (docs/enrolment.md, "Fees"): whether a case's
// admissions fee and security deposit are paid, and when the payment that settled them was
// confirmed (the first-day rule counts from then). The money module (invoices, payments,
// docs/fees.md) answers it; the enrolment only asks, so neither knows the other's tables.

export interface FeesLedger {
  /** When the admissions fee and the deposit of case `caseId` were both paid in full; undefined until then. */
  paidAt(caseId: string): Promise<Date | undefined>;
}

/** A ledger in which nothing is ever paid: the desk without its money module. */
export const nothingPaid: FeesLedger = { paidAt: async () => undefined };
