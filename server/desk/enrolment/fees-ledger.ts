// What the enrolment asks of the school's money (docs/enrolment.md, "Fees"): when a case's
// admissions fee and security deposit were both paid. The desk's dependencies carry one
// (context.ts); fees.ts makes it from the money module, tests give their own.

export interface FeesLedger {
  /** When the admissions fee and the deposit of case `caseId` were both paid in full; undefined until then. */
  paidAt(caseId: string): Promise<Date | undefined>;
}
