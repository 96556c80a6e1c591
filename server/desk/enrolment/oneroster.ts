// The hand-off to the school's information system (docs/enrolment.md, "OneRoster"): enrolled
// students and the guardians their applications name, as a OneRoster 1.1 CSV bulk bundle zipped
// (fflate): manifest.csv, orgs.csv (the school), academicSessions.csv (the school years of the
// calendar and their terms), users.csv (students, and guardians linked both ways by
// agentSourcedIds) and demographics.csv (each student's birth date and sex). Files the desk holds
// nothing for (classes, courses, enrollments, results...) are marked absent in the manifest.
// Identifiers are stable: a student is its case's id, a guardian a UUID derived from the
// submission and the role, so a second export names the same people the same way.

import { createHash } from 'node:crypto';
import { stringify } from 'csv-stringify/sync';
import { strToU8, zipSync } from 'fflate';
import { brand } from '../../../src/config/brand';
import { calendarEvents } from '../../../src/shared/admissions/school-figures';
import { valueAt } from '../../../src/shared/dot-path';
import type { SubmissionRecord } from '../../intake';
import { guardiansOf } from './guardians';

/** The columns of each file, in the order OneRoster 1.1 (CSV binding) lists them. */
export const ONEROSTER_COLUMNS = {
  orgs: ['sourcedId', 'status', 'dateLastModified', 'name', 'type', 'identifier', 'parentSourcedId'],
  academicSessions: [
    'sourcedId',
    'status',
    'dateLastModified',
    'title',
    'type',
    'startDate',
    'endDate',
    'parentSourcedId',
    'schoolYear',
  ],
  users: [
    'sourcedId',
    'status',
    'dateLastModified',
    'enabledUser',
    'orgSourcedIds',
    'role',
    'username',
    'userIds',
    'givenName',
    'familyName',
    'middleName',
    'identifier',
    'email',
    'sms',
    'phone',
    'agentSourcedIds',
    'grades',
    'password',
  ],
  demographics: [
    'sourcedId',
    'status',
    'dateLastModified',
    'birthDate',
    'sex',
    'americanIndianOrAlaskaNative',
    'asian',
    'blackOrAfricanAmerican',
    'nativeHawaiianOrOtherPacificIslander',
    'white',
    'demographicRaceTwoOrMoreRaces',
    'hispanicOrLatinoEthnicity',
    'countryOfBirthCode',
    'stateOfBirthAbbreviation',
    'cityOfBirth',
    'publicSchoolResidenceStatus',
  ],
} as const;

type FileName = keyof typeof ONEROSTER_COLUMNS;
type Row<F extends FileName> = Partial<Record<(typeof ONEROSTER_COLUMNS)[F][number], string>>;

/** Every CSV file OneRoster 1.1 defines: those not in ONEROSTER_COLUMNS are absent from the bundle. */
const ALL_FILES = [
  'academicSessions',
  'categories',
  'classes',
  'classResources',
  'courses',
  'courseResources',
  'demographics',
  'enrollments',
  'lineItems',
  'orgs',
  'resources',
  'results',
  'users',
] as const;

/** One enrolled child: its case and the submission it came from. */
export interface EnrolledStudent {
  caseId: string;
  applicantIndex: number;
  reference: string;
  record: SubmissionRecord;
}

/** A UUID made from `parts` (name-based, SHA-256): the same parts give the same id. */
export function stableId(...parts: string[]): string {
  const hex = createHash('sha256').update(parts.join('\u0000')).digest('hex');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export const SCHOOL_ORG_ID = stableId('org', brand.name);

/**
 * The CEDS grade of a year group: the British Year N is the American grade N - 1 (Year 1 is
 * kindergarten); the foundation years are pre-kindergarten.
 */
export function gradeOf(year: string): string {
  const match = /^(f|y)(\d+)$/.exec(year);
  if (!match) return '';
  if (match[1] === 'f') return 'PK';
  const n = Number(match[2]);
  return n <= 1 ? 'KG' : String(n - 1).padStart(2, '0');
}

const text = (data: unknown, path: string) => {
  const value = valueAt(data, path);
  return typeof value === 'string' ? value.trim() : '';
};

function sessions(): Row<'academicSessions'>[] {
  const terms = calendarEvents.filter((event) => event.kind === 'term');
  const years = new Map<string, typeof terms>();
  for (const term of terms) {
    const year = term.id.slice(0, 7);
    years.set(year, [...(years.get(year) ?? []), term]);
  }
  return [...years].flatMap(([year, yearTerms]) => {
    const yearId = stableId('session', year);
    const schoolYear = `20${year.slice(5, 7)}`;
    return [
      {
        sourcedId: yearId,
        title: year.replace('-', '/'),
        type: 'schoolYear',
        startDate: yearTerms[0]!.start,
        endDate: yearTerms.at(-1)!.end,
        schoolYear,
      },
      ...yearTerms.map((term, index) => ({
        sourcedId: stableId('session', term.id),
        title: `${year.replace('-', '/')} Term ${index + 1}`,
        type: 'term',
        startDate: term.start,
        endDate: term.end,
        parentSourcedId: yearId,
        schoolYear,
      })),
    ];
  });
}

function people(students: readonly EnrolledStudent[]) {
  const users: Row<'users'>[] = [];
  const demographics: Row<'demographics'>[] = [];
  const guardians = new Map<string, Row<'users'> & { children: string[] }>();
  for (const student of students) {
    const at = (key: string) => text(student.record.data, `applicants.${student.applicantIndex}.info.${key}`);
    const agents = guardiansOf(student.record.data).map((guardian) => {
      const id = stableId('guardian', student.record.id, guardian.role);
      const known = guardians.get(id);
      if (known) known.children.push(student.caseId);
      else
        guardians.set(id, {
          sourcedId: id,
          enabledUser: 'true',
          orgSourcedIds: SCHOOL_ORG_ID,
          role: guardian.role === 'guardian' ? 'guardian' : 'parent',
          username: guardian.email || `${student.reference}-${guardian.role}`,
          givenName: guardian.firstName,
          familyName: guardian.familyName,
          email: guardian.email,
          phone: guardian.mobile,
          children: [student.caseId],
        });
      return id;
    });
    const username = `${student.reference}-${student.applicantIndex + 1}`;
    users.push({
      sourcedId: student.caseId,
      enabledUser: 'true',
      orgSourcedIds: SCHOOL_ORG_ID,
      role: 'student',
      username,
      userIds: `{admissions:${username}}`,
      givenName: at('firstName'),
      familyName: at('familyName'),
      middleName: at('middleName'),
      identifier: username,
      agentSourcedIds: agents.join(','),
      grades: gradeOf(at('year')),
    });
    const sex = at('gender');
    demographics.push({
      sourcedId: student.caseId,
      birthDate: /^\d{4}-\d{2}-\d{2}$/.test(at('dateOfBirth')) ? at('dateOfBirth') : '',
      sex: sex === 'male' || sex === 'female' ? sex : '',
      cityOfBirth: at('placeOfBirth'),
    });
  }
  for (const { children, ...guardian } of guardians.values())
    users.push({ ...guardian, agentSourcedIds: children.join(',') });
  return { users, demographics };
}

const csvOf = <F extends FileName>(file: F, rows: Row<F>[]) =>
  stringify(
    rows.map((row) => ONEROSTER_COLUMNS[file].map((column) => (row as Record<string, string>)[column] ?? '')),
    { header: true, columns: [...ONEROSTER_COLUMNS[file]], record_delimiter: '\r\n' },
  );

/** The bundle's files (name → text), for the zip and for tests. */
export function oneRosterFiles(students: readonly EnrolledStudent[], systemCode: string): Record<string, string> {
  const { users, demographics } = people(students);
  const present = new Set<string>(Object.keys(ONEROSTER_COLUMNS));
  const manifest: [string, string][] = [
    ['manifest.version', '1.0'],
    ['oneroster.version', '1.1'],
    ...ALL_FILES.map((file): [string, string] => [`file.${file}`, present.has(file) ? 'bulk' : 'absent']),
    ['source.systemName', `${brand.name} admissions`],
    ['source.systemCode', systemCode],
  ];
  return {
    'manifest.csv': stringify(manifest, { header: true, columns: ['propertyName', 'value'], record_delimiter: '\r\n' }),
    'orgs.csv': csvOf('orgs', [{ sourcedId: SCHOOL_ORG_ID, name: brand.name, type: 'school' }]),
    'academicSessions.csv': csvOf('academicSessions', sessions()),
    'users.csv': csvOf('users', users),
    'demographics.csv': csvOf('demographics', demographics),
  };
}

/** The zip of the bundle. */
export function oneRosterZip(students: readonly EnrolledStudent[], systemCode: string): Uint8Array {
  const files = oneRosterFiles(students, systemCode);
  return zipSync(Object.fromEntries(Object.entries(files).map(([name, body]) => [name, strToU8(body)])));
}
