// Helpers of the enrolment's tests: the fees ledger the tests' desks read (a case a test marks
// paid at an instant, else what the money module's ledger says) and the families' API as the
// status page calls it.

import type { Hono } from 'hono';
import type { FeesLedger } from '../../server/desk/enrolment/fees-ledger';
import { moneyLedger } from '../../server/desk/enrolment/fees';
import type { SqlQueries } from '../../server/desk/db';

/** Cases the tests mark paid, with the instant the payment was confirmed. */
export const paidCases = new Map<string, Date>();

export const testLedger = (db: SqlQueries): FeesLedger => {
  const money = moneyLedger(db);
  return { paidAt: async (caseId) => paidCases.get(caseId) ?? (await money.paidAt(caseId)) };
};

/** Posts `body` to the families' API at `/api/status<path>`, as the status page does. */
export function familyPost(h: { intake: Hono }, path: string, body: unknown, headers: Record<string, string> = {}) {
  return h.intake.request(`/api/status${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}
