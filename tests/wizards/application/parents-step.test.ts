// Step 2, Parents/Guardians: only the chosen people are required, a guardian needs a
// relationship, optional middle names, phone and e-mail formats, and the emergency contact.

import { describe, expect, it } from 'vitest';
import { stepSchemas } from '../../../src/wizards/application/schema';
import { defaults } from '../../../src/wizards/application/defaults';
import { firstIssue, issuesOf, validApplication } from './fixtures';

const step = stepSchemas.parents;
const REQUIRED = 'form.common.required';

const personFields = [
  'firstName',
  'familyName',
  'nationality',
  'countryOfBirth',
  'idNumber',
  'homePhone',
  'mobilePhone',
  'email',
  'occupation',
] as const;

function withChoice(choice: 'both' | 'father' | 'mother' | 'guardian') {
  const data = validApplication();
  const empty = defaults().parents;
  data.parents = { ...empty, guardianChoice: choice, emergency: data.parents.emergency };
  data.parents.emergency.callFirst = choice === 'both' ? 'father' : choice;
  return data;
}

const pathsOf = (data: unknown) => Object.keys(issuesOf(step, data));

describe('step 2: parents and guardians', () => {
  it('requires the guardian choice and the emergency contact', () => {
    const data = validApplication();
    data.parents.guardianChoice = '' as never;
    data.parents.emergency = { callFirst: '' as never, fullName: '', mobile: '' };
    const issues = issuesOf(step, data);
    expect(issues['parents.guardianChoice']).toEqual([REQUIRED]);
    expect(issues['parents.emergency.callFirst']).toEqual([REQUIRED]);
    expect(issues['parents.emergency.fullName']).toEqual([REQUIRED]);
    expect(issues['parents.emergency.mobile']).toEqual([REQUIRED]);
  });

  it('requires both parents for "both parents", and nothing of a guardian', () => {
    const paths = pathsOf(withChoice('both'));
    for (const f of personFields) {
      expect(paths).toContain(`parents.father.${f}`);
      expect(paths).toContain(`parents.mother.${f}`);
    }
    expect(paths.filter((p) => p.startsWith('parents.guardian'))).toEqual([]);
  });

  it('requires only the father, or only the mother, when one is chosen', () => {
    const father = pathsOf(withChoice('father'));
    expect(father).toContain('parents.father.firstName');
    expect(father.filter((p) => p.startsWith('parents.mother') || p.startsWith('parents.guardian'))).toEqual([]);
    const mother = pathsOf(withChoice('mother'));
    expect(mother).toContain('parents.mother.email');
    expect(mother.filter((p) => p.startsWith('parents.father') || p.startsWith('parents.guardian'))).toEqual([]);
  });

  it('requires the guardian and a relationship only when a guardian is chosen', () => {
    const paths = pathsOf(withChoice('guardian'));
    expect(paths).toContain('parents.guardian.relationship');
    for (const f of personFields) expect(paths).toContain(`parents.guardian.${f}`);
    expect(paths.filter((p) => p.startsWith('parents.father') || p.startsWith('parents.mother'))).toEqual([]);

    const data = withChoice('guardian');
    data.parents.guardian = { ...validApplication().parents.father, relationship: 'grandparent' };
    expect(issuesOf(step, data)).toEqual({});
    data.parents.guardian.relationship = 'neighbour';
    expect(firstIssue(step, data, 'parents.guardian.relationship')).toBe(REQUIRED);
  });

  it('leaves the middle name optional and the address to the "same as home" tick', () => {
    const data = validApplication();
    data.parents.father.middleName = '';
    expect(issuesOf(step, data)).toEqual({});
    data.parents.father.addressSameAsHome = false;
    expect(issuesOf(step, data)).toEqual({ 'parents.father.address': [REQUIRED] });
  });

  it('checks e-mail and phone formats', () => {
    const data = validApplication();
    data.parents.mother.email = 'mai@';
    data.parents.mother.mobilePhone = 'call me';
    data.parents.mother.homePhone = '12';
    const issues = issuesOf(step, data);
    expect(issues['parents.mother.email']).toEqual(['form.common.emailInvalid']);
    expect(issues['parents.mother.mobilePhone']).toEqual(['form.common.phoneInvalid']);
    expect(issues['parents.mother.homePhone']).toEqual(['form.common.phoneInvalid']);
  });

  it('only lets the family call first someone they have named', () => {
    const data = validApplication();
    data.parents.emergency.callFirst = 'guardian';
    expect(issuesOf(step, data)).toEqual({
      'parents.emergency.callFirst': ['form.application.errors.callFirstNotChosen'],
    });
    const fatherOnly = withChoice('father');
    fatherOnly.parents.father = validApplication().parents.father;
    expect(issuesOf(step, fatherOnly)).toEqual({});
    fatherOnly.parents.emergency.callFirst = 'mother';
    expect(firstIssue(step, fatherOnly, 'parents.emergency.callFirst')).toBe(
      'form.application.errors.callFirstNotChosen',
    );
  });
});
