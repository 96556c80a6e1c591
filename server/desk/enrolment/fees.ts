// What the enrolment needs of the school's money (docs/enrolment.md, "Fees"): whether a case's
// admissions fee and security deposit are paid, and when the payment that settled them was
// confirmed (the first-day rule counts from then). The money module answers it (`feesPaid`,
// docs/fees.md); the enrolment only asks, so neither knows the other's tables.

import type { SqlQueries } from '../db';
import type { FeesLedger } from './fees-ledger';
import { feesPaid } from '../money';

/** The money module's answer. */
export type { FeesLedger };

export const moneyLedger = (db: SqlQueries): FeesLedger => ({
  paidAt: async (caseId) => (await feesPaid(db, caseId)).paidAt,
});
