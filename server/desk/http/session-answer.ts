// What the desk's page learns about its session: who is signed in, the CSRF token to send back,
// and what the server cannot do as configured (no DESK_SECRET, no e-mail).

import type { DeskDeps } from '../context';
import type { StaffMember } from '../staff';

export interface SessionAnswer {
  staff: Pick<StaffMember, 'id' | 'email' | 'name' | 'role'>;
  csrfToken: string;
  warnings: { noSecret: boolean; noMail: boolean };
}

export function sessionAnswer(deps: DeskDeps, staff: StaffMember, csrfToken: string): SessionAnswer {
  return {
    staff: { id: staff.id, email: staff.email, name: staff.name, role: staff.role },
    csrfToken,
    warnings: { noSecret: !deps.signer, noMail: !deps.mailer.enabled },
  };
}
