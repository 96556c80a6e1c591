// The guard on automatic e-mails to families. A submission names the address its confirmation is
// sent to, and anyone may submit without an account (offline too, so a robot check cannot be
// required: docs/submission-contract.md), so each address receives at most
// INTAKE_MAIL_PER_RECIPIENT automatic e-mails (3) in any 24 hours, counted in the coordination
// (memory, or PostgreSQL for every instance). An address over it is left out of the e-mail; the
// submission is kept all the same, and the audit log records how many addresses were left out
// (never which), which the submission's detail shows staff.

import type { WindowQuota } from '../../intake/coordination';

export const MAIL_QUOTA_NAME = 'mail-recipient';
export const MAIL_QUOTA_WINDOW_MS = 24 * 60 * 60 * 1000;

/** The addresses of `to` still under their limit at `now`; each counts this e-mail. */
export async function withinRecipientLimit(
  quota: WindowQuota | undefined,
  to: readonly string[],
  now: Date,
): Promise<string[]> {
  if (!quota) return [...to];
  const allowed: string[] = [];
  for (const address of to)
    if ((await quota.take(address.trim().toLowerCase(), 0, now.getTime())) === 0) allowed.push(address);
  return allowed;
}
