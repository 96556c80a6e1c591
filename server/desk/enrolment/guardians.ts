// The guardians an application names as responsible for its children (both parents, the father,
// the mother, or another guardian: the form's "who is responsible"), with the name and the
// e-mail address the form gave for each. They are the ones who sign the enrolment contract, and
// the guardians the school's information system receives (OneRoster). Read defensively, as
// people.ts reads the rest of a submission.

import type { GuardianRole } from '../../../src/shared/contracts/enrolment';
import { valueAt } from '../../../src/shared/dot-path';

export interface Guardian {
  role: GuardianRole;
  firstName: string;
  familyName: string;
  /** First, middle and family name, as the form has them. */
  fullName: string;
  email: string;
  mobile: string;
}

const str = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The roles `guardianChoice` names: both parents are two. */
export function rolesOf(choice: unknown): GuardianRole[] {
  if (choice === 'both') return ['father', 'mother'];
  if (choice === 'father' || choice === 'mother' || choice === 'guardian') return [choice];
  return [];
}

/** The responsible guardians of an application, in the form's order. */
export function guardiansOf(data: unknown): Guardian[] {
  return rolesOf(valueAt(data, 'parents.guardianChoice')).map((role) => {
    const at = (key: string) => str(valueAt(data, `parents.${role}.${key}`));
    const firstName = at('firstName');
    const familyName = at('familyName');
    return {
      role,
      firstName,
      familyName,
      fullName: [firstName, at('middleName'), familyName].filter(Boolean).join(' '),
      email: at('email'),
      mobile: at('mobile'),
    };
  });
}

/** Letters only, lower case, one space between words: how a typed name is compared. */
const normalised = (name: string) =>
  name
    .normalize('NFKC')
    .toLocaleLowerCase()
    .replace(/[^\p{L}\p{M}\s]/gu, '')
    .split(/\s+/)
    .filter(Boolean);

/**
 * Whether a typed name is this guardian's: it holds the first and the family name the form gave
 * (a middle name may be typed or left out, in any case and spacing).
 */
export function isNameOf(typed: string, guardian: Guardian): boolean {
  const words = normalised(typed);
  const first = normalised(guardian.firstName);
  const family = normalised(guardian.familyName);
  if (first.length === 0 || family.length === 0) return false;
  const has = (part: string[]) => part.every((word) => words.includes(word));
  return has(first) && has(family);
}
