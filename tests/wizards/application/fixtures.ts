// A complete, valid application (two applicants) and helpers to read zod issues by path.
// Tests freeze the clock at TODAY (a Tuesday at the school) before validating.

import type { z } from 'zod';
import { defaults, newApplicant } from '../../../src/wizards/application/defaults';
import type { ApplicationData } from '../../../src/wizards/application/schema';

export const TODAY = '2026-03-10';
export const NOW = new Date('2026-03-10T03:00:00Z');
export const NEXT_MONDAY = '2026-03-16';
export const VALID_THAI_ID = '1101700230708';

const father = () => ({
  firstName: 'Tom',
  middleName: '',
  familyName: 'Smith',
  nationality: 'British',
  countryOfBirth: 'United Kingdom',
  idNumber: '533380006',
  address: '',
  addressSameAsHome: true,
  homePhone: '+66 77 123 456',
  mobilePhone: '+66 81 234 5678',
  email: 'tom@example.com',
  occupation: 'Engineer',
});

function applicant(index: number, firstName: string): ApplicationData['applicants'][number] {
  const a = newApplicant(index);
  Object.assign(a.info, {
    type: 'new',
    firstName,
    familyName: 'Smith',
    gender: 'female',
    dateOfBirth: '2018-05-04',
    countryOfBirth: 'United Kingdom',
    placeOfBirth: 'London',
    nationality: 'British',
    passport: { number: '123456789', placeOfIssue: 'London', issued: '2022-01-10', expiry: '2032-01-10' },
    homeAddress: index === 0 ? '12/3 Moo 4, Bophut, Koh Samui' : '',
    languages: { english: 'native', thai: 'beginner', third: { name: '', level: 'none' }, extra: [] },
    yearGroup: 'primary',
    year: 'y2',
    startDate: NEXT_MONDAY,
    livesWith: 'bothParents',
  });
  const no = () => ({ answer: 'no' as const, detail: '' });
  a.academic = {
    ...a.academic,
    attendedSchool: 'no',
    specialAbilities: no(),
    learningNeeds: no(),
    testingReferral: no(),
    medicalProblems: no(),
    dietaryNeeds: no(),
    familyCircumstances: no(),
  };
  Object.assign(a.health, {
    illnesses: ['none'],
    problems: ['none'],
    vaccinations: ['bcg', 'dtp'],
    medicationReactions: 'None',
    medicalCare: index === 0 ? 'Bangkok Hospital Samui' : '',
    otherInformation: 'None',
    termsAccepted: true,
    parentName: 'Tom Smith',
    signature: 'Tom Smith',
  });
  Object.assign(a.documents, {
    passportPhoto: `att-${index}-photo`,
    birthCertificate: `att-${index}-birth`,
    parentsId: index === 0 ? 'att-0-parents' : '',
    householdOrVisa: `att-${index}-visa`,
  });
  return a;
}

/** Two applicants, both parents, no previous school: every required answer given. */
export function validApplication(): ApplicationData {
  const data = defaults();
  data.applicants = [applicant(0, 'Anna'), applicant(1, 'Leo')];
  data.parents = {
    guardianChoice: 'both',
    father: father(),
    mother: { ...father(), firstName: 'Mai', email: 'mai@example.com' },
    guardian: data.parents.guardian,
    emergency: { callFirst: 'mother', fullName: 'Somchai Jaidee', mobile: '081 111 2222' },
  };
  data.heardAbout = { sources: ['website'], other: '' };
  return data;
}

/** The message ids of every issue, keyed by dotted path. */
export function issuesOf(schema: z.ZodType, data: unknown): Record<string, string[]> {
  const result = schema.safeParse(data);
  const out: Record<string, string[]> = {};
  if (result.success) return out;
  for (const issue of result.error.issues) (out[issue.path.join('.')] ??= []).push(issue.message);
  return out;
}

/** The first message id at `path`, as the form shows it, or undefined. */
export function firstIssue(schema: z.ZodType, data: unknown, path: string): string | undefined {
  return issuesOf(schema, data)[path]?.[0];
}

/** The first Monday after `day` (YYYY-MM-DD). */
export function mondayAfter(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  do date.setUTCDate(date.getUTCDate() + 1);
  while (date.getUTCDay() !== 1);
  return date.toISOString().slice(0, 10);
}
