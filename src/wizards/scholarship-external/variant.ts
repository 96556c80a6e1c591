// What sets this scholarship form apart from the one for current students: its kind, its texts,
// the fixed applicant type and the one extra question (the student's current school).

import type { FormMessageId } from '../../forms/types';

export const variant = {
  kind: 'scholarship-external',
  title: 'form.scholarship.titleExternal',
  intro: 'form.scholarship.introExternal',
  applicantType: 'new',
  extra: {
    name: 'currentSchool',
    label: 'form.scholarship.student.currentSchool',
    hint: undefined as FormMessageId | undefined,
    size: undefined,
  },
} as const;
