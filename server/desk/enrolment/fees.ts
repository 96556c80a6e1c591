// What the enrolment needs of the school's money (docs/enrolment.md, "Fees"): whether a case's
// admissions fee and security deposit are paid, and when the payment that settled them was
// confirmed (the first-day rule counts from then). The money module answers it (`feesPaid`,
// docs/fees.md); the enrolment only asks, so neither knows the other's tables. Tests give the
// desk a ledger of their own.

import type { SqlQueries } from '../db';
import { feesPaid } from '../money';

export interface FeesLedger {
  /** When the admissions fee and the deposit of case `caseId` were both paid in full; undefined until then. */
  paidAt(caseId: string): Promise<Date | undefined>;
}

/** The money module's answer. */
export const moneyLedger = (db: SqlQueries): FeesLedger => ({
  paidAt: async (caseId) => (await feesPaid(db, caseId)).paidAt,
});
