// stepOfField: a field the school refused (a dot path from a 422) leads to the step that asks it.

import { describe, expect, it } from 'vitest';
import { stepOfField } from '../../src/forms/wizard/step-resolver';
import type { WizardMeta } from '../../src/forms/types';
import { meta as applicationMeta } from '../../src/wizards/application/meta';

const meta = applicationMeta as unknown as WizardMeta;

const stepId = async (path: string) => meta.steps[await stepOfField(meta, meta.defaults(), path)]?.id;

describe('stepOfField', () => {
  it('finds the tab of a field in the application', async () => {
    expect(await stepId('applicants.0.health.surgery')).toBe('health');
    expect(await stepId('applicants.0.academic.previousSchools')).toBe('academic');
    expect(await stepId('parents.father.email')).toBe('parents');
    expect(await stepId('applicants.0.info.firstName')).toBe('applicant');
  });

  it('answers -1 for a path no step checks', async () => {
    expect(await stepOfField(meta, meta.defaults(), 'nothing.here')).toBe(-1);
  });
});
