// "Family data entered once serves every child": the ticks resolve to applicant 1's answers.

import { describe, expect, it } from 'vitest';
import { resolveSharedAnswers } from '../../../src/wizards/application/shared-answers';
import { validApplication } from './fixtures';

describe('shared answers', () => {
  it('copies the home address, medical care and parents’ ID of applicant 1 where ticked', () => {
    const data = validApplication();
    const resolved = resolveSharedAnswers(data);
    const [first, second] = resolved.applicants;
    expect(second!.info.homeAddress).toBe(first!.info.homeAddress);
    expect(second!.health.medicalCare).toBe('Bangkok Hospital Samui');
    expect(second!.documents.parentsId).toBe('att-0-parents');
    expect(resolved.parents.father.address).toBe('12/3 Moo 4, Bophut, Koh Samui');
    expect(data.applicants[1]!.info.homeAddress).toBe('');
  });

  it('keeps an applicant’s own answers when the tick is off', () => {
    const data = validApplication();
    Object.assign(data.applicants[1]!.info, { sameAddressAsFirst: false, homeAddress: '5 Lamai Road' });
    expect(resolveSharedAnswers(data).applicants[1]!.info.homeAddress).toBe('5 Lamai Road');
  });
});
