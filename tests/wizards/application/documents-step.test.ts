// Step 5, Attachments: every document holds a stored attachment id; the parents' ID may be the
// first applicant's; no transcript for a child who has never been to school.

import { describe, expect, it } from 'vitest';
import { documentKeys, stepSchemas } from '../../../src/wizards/application/schema';
import { issuesOf, validApplication } from './fixtures';

const step = stepSchemas.documents;
const MISSING = 'form.application.errors.attachment';
const at = (field: string, i = 0) => `applicants.${i}.documents.${field}`;

describe('step 5: attachments', () => {
  it('requires every document of a child who has been to school', () => {
    const data = validApplication();
    const a = data.applicants[0]!;
    a.academic.attendedSchool = 'yes';
    for (const key of documentKeys) a.documents[key] = '';
    expect(issuesOf(step, data)).toEqual(Object.fromEntries(documentKeys.map((k) => [at(k), [MISSING]])));
  });

  it('accepts only attachment id strings', () => {
    const data = validApplication();
    (data.applicants[0]!.documents as Record<string, unknown>).passportPhoto = { name: 'photo.jpg' };
    data.applicants[0]!.documents.householdOrVisa = '   ';
    expect(issuesOf(step, data)).toEqual({
      [at('passportPhoto')]: [MISSING],
      [at('householdOrVisa')]: [MISSING],
    });
  });

  it('does not ask a transcript of a child who has never been to school', () => {
    const data = validApplication();
    expect(data.applicants[0]!.academic.attendedSchool).toBe('no');
    expect(data.applicants[0]!.documents.transcript).toBe('');
    expect(issuesOf(step, data)).toEqual({});
    data.applicants[0]!.academic.attendedSchool = '' as never;
    expect(issuesOf(step, data)).toEqual({ [at('transcript')]: [MISSING] });
  });

  it('takes the parents’ ID of applicant 1 for later applicants with the tick', () => {
    const data = validApplication();
    data.applicants[0]!.documents.sameParentsIdAsFirst = true;
    data.applicants[0]!.documents.parentsId = '';
    expect(issuesOf(step, data)).toEqual({ [at('parentsId')]: [MISSING] });
    const second = validApplication();
    second.applicants[1]!.documents.sameParentsIdAsFirst = false;
    expect(issuesOf(step, second)).toEqual({ [at('parentsId', 1)]: [MISSING] });
  });
});
