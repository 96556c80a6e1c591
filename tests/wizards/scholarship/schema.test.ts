// The two scholarship applications' rules: the fixed applicant type of each form, the required
// names, StudentEmail and year (Year 1–12 inside Primary or Secondary), the transcript required,
// awards and portfolio optional, and message ids, never words, on every error.

import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import * as internal from '../../../src/wizards/scholarship/schema-internal';
import * as external from '../../../src/wizards/scholarship/schema-external';

/** `path -> message id` of the first issue at each path (what the form shows at that field). */
function errors(schema: z.ZodType, data: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of schema.safeParse(data).error?.issues ?? []) out[issue.path.join('.')] ??= issue.message;
  return out;
}

const forms = [
  { name: 'internal', mod: internal, type: 'current', other: 'new', extra: { currentClass: '5B' } },
  {
    name: 'external',
    mod: external,
    type: 'new',
    other: 'current',
    extra: { currentSchool: 'Lamai Bilingual School' },
  },
] as const;

describe.each(forms)('$name scholarship schema', ({ mod, type, other, extra }) => {
  const student = (over: Record<string, unknown> = {}) => ({
    applicantType: type,
    firstName: 'Lena',
    familyName: 'Ivanova',
    middleName: '',
    nickname: '',
    studentEmail: 'lena@example.com',
    yearGroup: 'primary',
    year: 'y5',
    ...extra,
    ...over,
  });
  const attachments = (over: Record<string, string> = {}) => ({
    transcript: 'att-1',
    awards: '',
    portfolio: '',
    ...over,
  });
  const data = (s = {}, a = {}) => ({ student: student(s), attachments: attachments(a) });

  it('accepts a complete application and each step of it', () => {
    expect(errors(mod.fullSchema, data())).toEqual({});
    expect(errors(mod.studentStep, data())).toEqual({});
    expect(errors(mod.attachmentsStep, data())).toEqual({});
  });

  it(`fixes the applicant type to "${type}"`, () => {
    expect(mod.scholarshipDefaults().student.applicantType).toBe(type);
    expect(errors(mod.studentStep, data({ applicantType: other }))).toEqual({
      'student.applicantType': 'form.common.required',
    });
  });

  it('starts empty and asks for every required field', () => {
    const required = Object.keys(extra).map((k) => `student.${k}`);
    expect(Object.keys(errors(mod.fullSchema, mod.scholarshipDefaults())).sort()).toEqual(
      [
        'student.firstName',
        'student.familyName',
        'student.studentEmail',
        'student.yearGroup',
        'student.year',
        ...required,
        'attachments.transcript',
      ].sort(),
    );
  });

  it('takes middle name and nickname as optional', () => {
    expect(errors(mod.studentStep, data({ middleName: 'Maria', nickname: 'Lenochka' }))).toEqual({});
  });

  it('checks StudentEmail', () => {
    expect(errors(mod.studentStep, data({ studentEmail: 'lena.example.com' }))).toEqual({
      'student.studentEmail': 'form.common.emailInvalid',
    });
    expect(errors(mod.studentStep, data({ studentEmail: ' ' }))).toEqual({
      'student.studentEmail': 'form.common.required',
    });
  });

  it('takes Year 1–6 in Primary and Year 7–12 in Secondary, nothing outside 1–12', () => {
    for (const year of ['y1', 'y6']) expect(errors(mod.studentStep, data({ year })), year).toEqual({});
    for (const year of ['y7', 'y12'])
      expect(errors(mod.studentStep, data({ yearGroup: 'secondary', year })), year).toEqual({});
    expect(errors(mod.studentStep, data({ year: 'y7' }))).toEqual({
      'student.year': 'form.scholarship.error.yearNotInGroup',
    });
    expect(errors(mod.studentStep, data({ yearGroup: 'secondary', year: 'y13' }))).toEqual({
      'student.year': 'form.common.required',
    });
    expect(errors(mod.studentStep, data({ yearGroup: 'foundation', year: 'f3' }))).toEqual({
      'student.yearGroup': 'form.common.required',
      'student.year': 'form.common.required',
    });
  });

  it('requires the transcript; recognitions and awards and the portfolio are optional', () => {
    expect(errors(mod.attachmentsStep, data({}, { transcript: '' }))).toEqual({
      'attachments.transcript': 'form.common.required',
    });
    expect(errors(mod.attachmentsStep, data({}, { awards: 'att-2', portfolio: 'att-3' }))).toEqual({});
  });

  it('carries only message ids', () => {
    const messages = Object.values(errors(mod.fullSchema, { student: {}, attachments: {} }));
    expect(messages.length).toBeGreaterThan(5);
    for (const message of messages) expect(message).toMatch(/^form\.(common|scholarship)\.[\w.]+$/);
  });
});
