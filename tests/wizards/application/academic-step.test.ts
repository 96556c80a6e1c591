// Step 3, Academic Background: previous schools when the child has been to school, dates in
// order, current levels, yes/no details only when yes, and "how did you hear" with its other text.

import { describe, expect, it } from 'vitest';
import { newPreviousSchool } from '../../../src/wizards/application/defaults';
import { stepSchemas } from '../../../src/wizards/application/schema';
import { firstIssue, issuesOf, validApplication } from './fixtures';

const step = stepSchemas.academic;
const REQUIRED = 'form.common.required';
const at = (field: string, i = 0) => `applicants.${i}.academic.${field}`;

const school = () => ({
  name: 'Little Stars',
  type: 'private',
  language: 'English',
  from: '2022-09-01',
  to: '2025-07-15',
  location: 'Bangkok',
  reasonForLeaving: 'Moving to Samui',
  problems: { answer: 'no', detail: '' },
});

function attended() {
  const data = validApplication();
  const a = data.applicants[0]!.academic;
  a.attendedSchool = 'yes';
  a.previousSchools = [school()];
  a.current = { curriculum: 'British', gradeLevel: 'Year 1', maths: 'Good', english: 'Very good', science: 'Good' };
  return data;
}

describe('step 3: academic background', () => {
  it('requires the "been to school" answer and each yes/no answer', () => {
    const data = validApplication();
    const a = data.applicants[1]!.academic;
    a.attendedSchool = '' as never;
    a.dietaryNeeds = { answer: '' as never, detail: '' };
    const issues = issuesOf(step, data);
    expect(issues[at('attendedSchool', 1)]).toEqual([REQUIRED]);
    expect(issues[at('dietaryNeeds.answer', 1)]).toEqual([REQUIRED]);
  });

  it('needs no previous school or current levels for a child who has not been to school', () => {
    const data = validApplication();
    data.applicants[0]!.academic.previousSchools = [newPreviousSchool()];
    expect(issuesOf(step, data)).toEqual({});
  });

  it('requires at least one complete previous school and the current levels otherwise', () => {
    const data = attended();
    expect(issuesOf(step, data)).toEqual({});
    const a = data.applicants[0]!.academic;
    a.previousSchools = [];
    a.current.maths = '';
    const issues = issuesOf(step, data);
    expect(issues[at('previousSchools')]).toEqual(['form.application.errors.previousSchoolRequired']);
    expect(issues[at('current.maths')]).toEqual([REQUIRED]);
    a.previousSchools = [newPreviousSchool()];
    const paths = Object.keys(issuesOf(step, data));
    for (const f of ['name', 'type', 'language', 'from', 'to', 'location', 'reasonForLeaving', 'problems.answer'])
      expect(paths).toContain(at(`previousSchools.0.${f}`));
  });

  it('requires the school dates in order', () => {
    const data = attended();
    data.applicants[0]!.academic.previousSchools[0]!.to = '2022-09-01';
    expect(firstIssue(step, data, at('previousSchools.0.to'))).toBe('form.application.errors.toAfterFrom');
  });

  it('requires a detail only when the answer is yes', () => {
    const data = attended();
    const a = data.applicants[0]!.academic;
    a.previousSchools[0]!.problems = { answer: 'yes', detail: '' };
    a.learningNeeds = { answer: 'yes', detail: ' ' };
    a.specialAbilities = { answer: 'no', detail: '' };
    expect(issuesOf(step, data)).toEqual({
      [at('previousSchools.0.problems.detail')]: [REQUIRED],
      [at('learningNeeds.detail')]: [REQUIRED],
    });
    a.previousSchools[0]!.problems.detail = 'Bullying, resolved';
    a.learningNeeds.detail = 'Mild dyslexia';
    expect(issuesOf(step, data)).toEqual({});
  });

  it('requires how they heard of the school, with the other text only for "Other"', () => {
    const data = validApplication();
    data.heardAbout = { sources: [], other: '' };
    expect(issuesOf(step, data)).toEqual({ 'heardAbout.sources': [REQUIRED] });
    data.heardAbout = { sources: ['website', 'other'], other: '' };
    expect(issuesOf(step, data)).toEqual({ 'heardAbout.other': [REQUIRED] });
    data.heardAbout.other = 'A friend at the beach club';
    expect(issuesOf(step, data)).toEqual({});
  });
});
