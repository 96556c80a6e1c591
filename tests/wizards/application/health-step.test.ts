// Step 4, Student Health Care Record: checklists ("none" exclusive, other text), optional
// surgery, the terms, the typed signature and the shared medical care.

import { describe, expect, it } from 'vitest';
import { stepSchemas } from '../../../src/wizards/application/schema';
import { firstIssue, issuesOf, validApplication } from './fixtures';

const step = stepSchemas.health;
const REQUIRED = 'form.common.required';
const at = (field: string, i = 0) => `applicants.${i}.health.${field}`;

function withHealth(change: (h: ReturnType<typeof validApplication>['applicants'][number]['health']) => void) {
  const data = validApplication();
  change(data.applicants[0]!.health);
  return data;
}

describe('step 4: health care record', () => {
  it.each(['illnesses', 'problems', 'vaccinations'] as const)('requires at least one tick in %s', (list) => {
    expect(
      firstIssue(
        step,
        withHealth((h) => (h[list] = [])),
        at(list),
      ),
    ).toBe(REQUIRED);
  });

  it('does not allow "none" with another illness or health problem', () => {
    const data = withHealth((h) => {
      h.illnesses = ['none', 'measles'];
      h.problems = ['asthma', 'none'];
    });
    expect(issuesOf(step, data)).toEqual({
      [at('illnesses')]: ['form.application.errors.noneExclusive'],
      [at('problems')]: ['form.application.errors.noneExclusive'],
    });
  });

  it('requires the other text only when "other" is ticked', () => {
    const data = withHealth((h) => {
      h.illnesses = ['measles', 'other'];
      h.problems = ['other'];
      h.vaccinations = ['bcg', 'other'];
    });
    expect(issuesOf(step, data)).toEqual({
      [at('illnessOther')]: [REQUIRED],
      [at('problemOther')]: [REQUIRED],
      [at('vaccinationOther')]: [REQUIRED],
    });
  });

  it('leaves surgery details and the refuse-medication tick optional', () => {
    expect(
      issuesOf(
        step,
        withHealth((h) => Object.assign(h, { surgery: '', refuseMedication: false })),
      ),
    ).toEqual({});
    expect(
      issuesOf(
        step,
        withHealth((h) => (h.refuseMedication = true)),
      ),
    ).toEqual({});
  });

  it.each(['medicationReactions', 'otherInformation', 'parentName', 'signature'] as const)('requires %s', (f) => {
    expect(
      firstIssue(
        step,
        withHealth((h) => (h[f] = '')),
        at(f),
      ),
    ).toBe(REQUIRED);
  });

  it('requires the terms to be accepted', () => {
    expect(
      firstIssue(
        step,
        withHealth((h) => (h.termsAccepted = false as never)),
        at('termsAccepted'),
      ),
    ).toBe('form.common.consent.required');
  });

  it('takes the typed full name as the signature', () => {
    expect(
      issuesOf(
        step,
        withHealth((h) => (h.signature = '  tom   SMITH ')),
      ),
    ).toEqual({});
    expect(
      firstIssue(
        step,
        withHealth((h) => (h.signature = 'T. Smith')),
        at('signature'),
      ),
    ).toBe('form.application.errors.signatureMismatch');
  });

  it('requires medical care for applicant 1 always, for others unless "same as applicant 1"', () => {
    const data = withHealth((h) => Object.assign(h, { medicalCare: '', sameMedicalCareAsFirst: true }));
    expect(issuesOf(step, data)).toEqual({ [at('medicalCare')]: [REQUIRED] });
    const second = validApplication();
    second.applicants[1]!.health.sameMedicalCareAsFirst = false;
    expect(issuesOf(step, second)).toEqual({ [at('medicalCare', 1)]: [REQUIRED] });
  });
});
