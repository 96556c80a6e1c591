// The whole submission: a complete application passes, the defaults do not, 1 to 4 applicants,
// and the server can validate as on the day the family submitted.

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaults, newApplicant } from '../../../src/wizards/application/defaults';
import { fullSchema, fullSchemaOn, stepSchemas } from '../../../src/wizards/application/schema';
import { issuesOf, NOW, validApplication } from './fixtures';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

describe('the whole application', () => {
  it('accepts a complete application and every step accepts it too', () => {
    expect(issuesOf(fullSchema, validApplication())).toEqual({});
    for (const schema of Object.values(stepSchemas)) expect(issuesOf(schema, validApplication())).toEqual({});
  });

  it('rejects the empty defaults with message ids only', () => {
    const issues = issuesOf(fullSchema, defaults());
    expect(Object.keys(issues).length).toBeGreaterThan(20);
    for (const messages of Object.values(issues)) for (const m of messages) expect(m).toMatch(/^form\./);
    expect(issues['applicants.0.info.firstName']).toEqual(['form.common.required']);
    expect(issues['parents.guardianChoice']).toEqual(['form.common.required']);
  });

  it('takes one to four applicants', () => {
    const data = validApplication();
    data.applicants = [];
    expect(issuesOf(fullSchema, data)['applicants']).toEqual(['form.application.errors.applicantsMin']);
    const four = validApplication();
    four.applicants.push(structuredClone(four.applicants[1]!), structuredClone(four.applicants[1]!));
    expect(issuesOf(fullSchema, four)).toEqual({});
    four.applicants.push(structuredClone(four.applicants[1]!));
    expect(issuesOf(fullSchema, four)['applicants']).toEqual(['form.application.errors.applicantsMax']);
  });

  it('keeps the other steps’ answers when one step parses the data', () => {
    const parsed = stepSchemas.applicant.parse(validApplication()) as Record<string, unknown>;
    expect(parsed).toHaveProperty('parents.guardianChoice', 'both');
    expect(parsed).toHaveProperty('applicants.0.health.parentName', 'Tom Smith');
  });

  it('validates time rules as on a given day (an application sent late from the outbox)', () => {
    vi.setSystemTime(new Date('2026-04-01T03:00:00Z'));
    expect(issuesOf(fullSchema, validApplication())['applicants.0.info.startDate']).toEqual([
      'form.application.errors.startFuture',
    ]);
    expect(issuesOf(fullSchemaOn('2026-03-10'), validApplication())).toEqual({});
  });

  it('starts later applicants with the "same as applicant 1" ticks', () => {
    expect(newApplicant(0).info.sameAddressAsFirst).toBe(false);
    expect(newApplicant(1).info.sameAddressAsFirst).toBe(true);
    expect(newApplicant(1).health.sameMedicalCareAsFirst).toBe(true);
    expect(newApplicant(1).documents.sameParentsIdAsFirst).toBe(true);
  });
});
