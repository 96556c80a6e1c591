// What sets this scholarship form apart from the one for new students: its kind, its texts, the
// fixed applicant type and the one extra question (the student's current class).

import type { FormMessageId } from '../../forms/types';

export const variant = {
  kind: 'scholarship-internal',
  title: 'form.scholarship.titleInternal',
  intro: 'form.scholarship.introInternal',
  applicantType: 'current',
  extra: {
    name: 'currentClass',
    label: 'form.scholarship.student.currentClass',
    hint: 'form.scholarship.student.currentClassHint' as FormMessageId | undefined,
    size: 'short',
  },
} as const;
