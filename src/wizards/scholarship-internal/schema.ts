// The scholarship application of a current student (SPEC.md "Scholarship forms"): one schema per
// step and the whole. Pure zod, shared with the intake server; messages are message ids.

import { z } from 'zod';
import { emailAddress, oneOf, optionalText, REQUIRED, requiredText } from '../../forms/validators';
import { scholarshipYearGroups, yearsByGroup } from './options';

/** An attachment's id in src/db, empty while no file is stored. */
const attachment = () => z.string({ error: REQUIRED });

export const studentSchema = z
  .object({
    /** Fixed by the form: this one is for current students. */
    applicantType: z.literal('current', { error: REQUIRED }),
    firstName: requiredText(100),
    familyName: requiredText(100),
    middleName: optionalText(100),
    nickname: optionalText(60),
    studentEmail: emailAddress(),
    yearGroup: oneOf(scholarshipYearGroups),
    year: oneOf(Object.values(yearsByGroup).flat()),
    currentClass: requiredText(40),
  })
  .superRefine((s, ctx) => {
    if (s.yearGroup && s.year && !yearsByGroup[s.yearGroup]?.includes(s.year))
      ctx.addIssue({ code: 'custom', path: ['year'], message: 'form.scholarship.error.yearNotInGroup' });
  });

export const attachmentsSchema = z.object({
  transcript: attachment().min(1, REQUIRED),
  awards: attachment(),
  portfolio: attachment(),
});

export const studentStep = z.object({ student: studentSchema });
export const attachmentsStep = z.object({ attachments: attachmentsSchema });
export const fullSchema = z.object({ student: studentSchema, attachments: attachmentsSchema });

export type ScholarshipData = z.infer<typeof fullSchema>;

export const scholarshipDefaults = (): ScholarshipData => ({
  student: {
    applicantType: 'current',
    firstName: '',
    familyName: '',
    middleName: '',
    nickname: '',
    studentEmail: '',
    yearGroup: '',
    year: '',
    currentClass: '',
  },
  attachments: { transcript: '', awards: '', portfolio: '' },
});
