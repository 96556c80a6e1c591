// Step 1, Applicant Information: required and optional fields, passport or Thai ID by the toggle,
// passport dates, the Monday start, year within its group, languages and the shared address.

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stepSchemas } from '../../../src/wizards/application/schema';
import { firstIssue, issuesOf, NOW, VALID_THAI_ID, validApplication } from './fixtures';

const step = stepSchemas.applicant;
const REQUIRED = 'form.common.required';
const at = (field: string, i = 0) => `applicants.${i}.info.${field}`;

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

function withInfo(change: (info: ReturnType<typeof validApplication>['applicants'][number]['info']) => void) {
  const data = validApplication();
  change(data.applicants[0]!.info);
  return data;
}

describe('step 1: applicant information', () => {
  it.each([
    'firstName',
    'familyName',
    'dateOfBirth',
    'countryOfBirth',
    'placeOfBirth',
    'nationality',
    'startDate',
  ] as const)('requires %s', (field) => {
    expect(
      firstIssue(
        step,
        withInfo((i) => (i[field] = '  ')),
        at(field),
      ),
    ).toBe(REQUIRED);
  });

  it.each(['type', 'gender', 'yearGroup', 'year', 'livesWith'] as const)('requires a choice of %s', (field) => {
    expect(
      firstIssue(
        step,
        withInfo((i) => (i[field] = '' as never)),
        at(field),
      ),
    ).toBe(REQUIRED);
  });

  it('leaves middle name, nickname and religion optional', () => {
    expect(
      issuesOf(
        step,
        withInfo((i) => Object.assign(i, { middleName: '', nickname: '', religion: '' })),
      ),
    ).toEqual({});
  });

  it('requires the passport fields for expatriate students, not the Thai ID', () => {
    const data = withInfo((i) => (i.passport = { number: '', placeOfIssue: '', issued: '', expiry: '' }));
    const issues = issuesOf(step, data);
    for (const f of ['number', 'placeOfIssue', 'issued', 'expiry'])
      expect(issues[at(`passport.${f}`)]).toEqual([REQUIRED]);
    expect(issues[at('thaiId')]).toBeUndefined();
  });

  it('requires a valid Thai ID for Thai students instead of the passport', () => {
    const data = withInfo((i) => (i.passport = { number: '', placeOfIssue: '', issued: '', expiry: '' }));
    data.studentType = 'thai';
    data.applicants[1]!.info.thaiId = '1-1017-00230-70-8';
    expect(issuesOf(step, data)).toEqual({ [at('thaiId')]: [REQUIRED] });
    data.applicants[0]!.info.thaiId = '1101700230709';
    expect(issuesOf(step, data)).toEqual({ [at('thaiId')]: ['form.application.errors.thaiId'] });
    data.applicants[0]!.info.thaiId = VALID_THAI_ID;
    expect(issuesOf(step, data)).toEqual({});
  });

  it('checks the passport dates: issued in the past, expiry after issue and not expired', () => {
    const passport = (issued: string, expiry: string) =>
      withInfo((i) => (i.passport = { number: 'X1', placeOfIssue: 'Berlin', issued, expiry }));
    expect(issuesOf(step, passport('2027-01-01', '2030-01-01'))[at('passport.issued')]).toEqual([
      'form.application.errors.issuedPast',
    ]);
    expect(issuesOf(step, passport('2020-01-01', '2026-03-09'))[at('passport.expiry')]).toEqual([
      'form.application.errors.passportExpired',
    ]);
    expect(issuesOf(step, passport('2020-01-01', '2026-03-10'))[at('passport.expiry')]).toEqual([
      'form.application.errors.passportExpired',
    ]);
    expect(issuesOf(step, passport('2020-01-01', '2019-01-01'))[at('passport.expiry')]).toContain(
      'form.application.errors.expiryAfterIssue',
    );
    expect(issuesOf(step, passport('2020-02-30', '2030-01-01'))[at('passport.issued')]).toEqual([
      'form.application.errors.date',
    ]);
  });

  it('accepts only a Monday in the future as the starting date', () => {
    const start = (d: string) =>
      firstIssue(
        step,
        withInfo((i) => (i.startDate = d)),
        at('startDate'),
      );
    expect(start('2026-03-16')).toBeUndefined();
    expect(start('2026-03-17')).toBe('form.application.errors.startMonday');
    expect(start('2026-03-15')).toBe('form.application.errors.startMonday');
    expect(start('2026-03-09')).toBe('form.application.errors.startFuture');
    expect(start('16/03/2026')).toBe('form.application.errors.date');
  });

  it('requires a date of birth in the past', () => {
    expect(
      firstIssue(
        step,
        withInfo((i) => (i.dateOfBirth = '2026-03-11')),
        at('dateOfBirth'),
      ),
    ).toBe('form.application.errors.dateOfBirthPast');
  });

  it('requires the exact year to belong to the year group', () => {
    const data = withInfo((i) => Object.assign(i, { yearGroup: 'foundation', year: 'y2' }));
    expect(firstIssue(step, data, at('year'))).toBe('form.application.errors.yearNotInGroup');
    data.applicants[0]!.info.year = 'f1';
    expect(issuesOf(step, data)).toEqual({});
  });

  it('requires English, Thai and third-language levels, and the third name unless None', () => {
    const data = withInfo(
      (i) =>
        (i.languages = { english: '' as never, thai: '' as never, third: { name: '', level: '' as never }, extra: [] }),
    );
    const issues = issuesOf(step, data);
    expect(issues[at('languages.english')]).toEqual([REQUIRED]);
    expect(issues[at('languages.thai')]).toEqual([REQUIRED]);
    expect(issues[at('languages.third.level')]).toEqual([REQUIRED]);
    data.applicants[0]!.info.languages.third.level = 'advanced';
    expect(firstIssue(step, data, at('languages.third.name'))).toBe(REQUIRED);
    data.applicants[0]!.info.languages.third.level = 'none';
    expect(firstIssue(step, data, at('languages.third.name'))).toBeUndefined();
  });

  it('requires each added language to have a name and a level, five at most', () => {
    const data = withInfo((i) => i.languages.extra.push({ name: '', level: '' as never }));
    const issues = issuesOf(step, data);
    expect(issues[at('languages.extra.0.name')]).toEqual([REQUIRED]);
    expect(issues[at('languages.extra.0.level')]).toEqual([REQUIRED]);
    const many = withInfo((i) => {
      i.languages.extra = Array.from({ length: 6 }, () => ({ name: 'French', level: 'beginner' as const }));
    });
    expect(issuesOf(step, many)[at('languages.extra')]).toEqual(['form.application.errors.languagesMax']);
  });

  it('requires the home address of applicant 1 always, of later applicants unless "same as applicant 1"', () => {
    const data = validApplication();
    data.applicants[0]!.info.homeAddress = '';
    data.applicants[0]!.info.sameAddressAsFirst = true;
    expect(issuesOf(step, data)).toEqual({ [at('homeAddress')]: [REQUIRED] });
    const second = validApplication();
    expect(issuesOf(step, second)).toEqual({});
    second.applicants[1]!.info.sameAddressAsFirst = false;
    expect(issuesOf(step, second)).toEqual({ [at('homeAddress', 1)]: [REQUIRED] });
  });

  it('requires the "other" text only when the student lives with someone else', () => {
    const data = withInfo((i) => (i.livesWith = 'other'));
    expect(firstIssue(step, data, at('livesWithOther'))).toBe(REQUIRED);
    data.applicants[0]!.info.livesWithOther = 'Grandmother';
    expect(issuesOf(step, data)).toEqual({});
  });

  it('reports the conditional errors together with the missing fields', () => {
    const data = withInfo((i) =>
      Object.assign(i, {
        firstName: '',
        gender: '',
        passport: { number: '', placeOfIssue: '', issued: '', expiry: '' },
      }),
    );
    const issues = issuesOf(step, data);
    expect(issues[at('firstName')]).toEqual([REQUIRED]);
    expect(issues[at('gender')]).toEqual([REQUIRED]);
    expect(issues[at('passport.number')]).toEqual([REQUIRED]);
  });
});
