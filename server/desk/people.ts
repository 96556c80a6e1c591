// Who a submission is about and whom to write to, read from its data by kind: one entry per child
// of an application (each becomes a case), one for any other kind; the family's e-mail addresses.
// Data was validated by the wizard's schema on arrival, yet is read defensively: old schema
// versions and missing optional answers must not break the desk.

import type { FormKind } from '../../src/shared/records';

/** What a case shows and matches of the person it is about. */
export interface CasePerson {
  applicantIndex: number;
  firstName: string;
  familyName: string;
  /** Every name of the child (first, middle, family, nickname), for the search. */
  childNames: string[];
  /** The child's name as the list shows it. */
  childName: string;
  /** YYYY-MM-DD, when the form asks for it. */
  dateOfBirth?: string;
  /** The year applied for (`y3`). */
  year?: string;
}

const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const str = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const joined = (...parts: string[]) => parts.filter(Boolean).join(' ');
const YEAR = /^(f[1-3]|y([1-9]|1[0-2]))$/;
const yearOf = (value: unknown) => (YEAR.test(str(value)) ? str(value) : undefined);
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function person(index: number, first: string, middle: string, family: string, nickname: string): CasePerson {
  return {
    applicantIndex: index,
    firstName: first,
    familyName: family,
    childNames: [first, middle, family, nickname].filter(Boolean),
    childName: joined(first, middle, family),
  };
}

const nobody = (): CasePerson => ({ applicantIndex: 0, firstName: '', familyName: '', childNames: [], childName: '' });

/** The children (or the one subject) of a submission, one case each. */
export function peopleOf(kind: FormKind | string, data: unknown): CasePerson[] {
  const d = record(data);
  switch (kind) {
    case 'application': {
      const applicants = list(d.applicants);
      if (applicants.length === 0) return [nobody()];
      return applicants.map((applicant, i) => {
        const info = record(record(applicant).info);
        const dob = str(info.dateOfBirth);
        return {
          ...person(i, str(info.firstName), str(info.middleName), str(info.familyName), str(info.nickname)),
          ...(DATE.test(dob) ? { dateOfBirth: dob } : {}),
          year: yearOf(info.year),
        };
      });
    }
    case 'scholarship-internal':
    case 'scholarship-external': {
      const s = record(d.student);
      return [
        { ...person(0, str(s.firstName), str(s.middleName), str(s.familyName), str(s.nickname)), year: yearOf(s.year) },
      ];
    }
    case 'bus': {
      const students = list(d.students).map(record);
      const names = students.map((s) => joined(str(s.firstName), str(s.familyName)));
      return [
        {
          ...nobody(),
          firstName: str(students[0]?.firstName),
          childNames: students.flatMap((s) => [s.firstName, s.middleName, s.familyName, s.nickname].map(str)),
          childName: names.filter(Boolean).join(', '),
        },
      ];
    }
    case 'contact-app':
      return [
        {
          ...nobody(),
          firstName: str(d.studentName).split(' ')[0] ?? '',
          childNames: [str(d.studentName)],
          childName: str(d.studentName),
          year: yearOf(d.yearGroup),
        },
      ];
    default:
      return [nobody()];
  }
}

/** The parents' (or the writer's) names, for the list and the search. */
export function parentNamesOf(kind: FormKind | string, data: unknown): string[] {
  const d = record(data);
  if (kind === 'application') {
    const parents = record(d.parents);
    return ['father', 'mother', 'guardian']
      .map((who) => record(parents[who]))
      .map((p) => joined(str(p.firstName), str(p.middleName), str(p.familyName)))
      .filter(Boolean);
  }
  if (kind === 'contact') return [str(d.fullName)].filter(Boolean);
  if (kind === 'contact-app') return [str(d.parentName)].filter(Boolean);
  if (kind === 'bus')
    return list(d.contacts)
      .map((c) => str(record(c).contactName))
      .filter(Boolean);
  return [];
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Where e-mails to the family go: every address the form gave for them, once each. */
export function familyEmailsOf(kind: FormKind | string, data: unknown): string[] {
  const d = record(data);
  let found: string[] = [];
  if (kind === 'application') {
    const parents = record(d.parents);
    found = ['mother', 'father', 'guardian'].map((who) => str(record(parents[who]).email));
  } else if (kind === 'scholarship-internal' || kind === 'scholarship-external') {
    found = [str(record(d.student).studentEmail)];
  } else if (kind === 'contact' || kind === 'contact-app') {
    found = [str(d.email)];
  } else if (kind === 'bus') {
    found = list(d.contacts).map((c) => str(record(c).contactEmail));
  }
  const seen = new Set<string>();
  return found.filter((email) => {
    const key = email.toLowerCase();
    if (!EMAIL.test(email) || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
