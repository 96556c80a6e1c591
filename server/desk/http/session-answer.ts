// What the desk's page learns about its session (the contract's SessionAnswer): who is signed in,
// the CSRF token to send back, and what the server cannot do as configured (no DESK_SECRET, no
// e-mail).

import type { SessionAnswer } from '../../../src/shared/contracts/desk-staff';
import type { DeskDeps } from '../context';
import type { StaffMember } from '../staff';

export function sessionAnswer(deps: DeskDeps, staff: StaffMember, csrfToken: string): SessionAnswer {
  return {
    staff: { id: staff.id, email: staff.email, name: staff.name, role: staff.role },
    csrfToken,
    warnings: { noSecret: !deps.signer, noMail: !deps.mailer.enabled },
  };
}
