// What sets the two scholarship forms apart: their kind, their texts, the fixed applicant type and
// the one question of each (the current class of a current student, the current school of a new one).

import type { FormKind, FormMessageId } from '../../shared/records';

export type ScholarshipKind = Extract<FormKind, 'scholarship-internal' | 'scholarship-external'>;

export interface ScholarshipVariant {
  kind: ScholarshipKind;
  title: FormMessageId;
  intro: FormMessageId;
  applicantType: 'current' | 'new';
  /** The form's own question about the student, a required text after the shared ones. */
  extra: {
    name: 'currentClass' | 'currentSchool';
    label: FormMessageId;
    hint: FormMessageId | undefined;
    size: 'short' | undefined;
  };
}

export const variants: Readonly<Record<ScholarshipKind, ScholarshipVariant>> = {
  'scholarship-internal': {
    kind: 'scholarship-internal',
    title: 'form.scholarship.titleInternal',
    intro: 'form.scholarship.introInternal',
    applicantType: 'current',
    extra: {
      name: 'currentClass',
      label: 'form.scholarship.student.currentClass',
      hint: 'form.scholarship.student.currentClassHint',
      size: 'short',
    },
  },
  'scholarship-external': {
    kind: 'scholarship-external',
    title: 'form.scholarship.titleExternal',
    intro: 'form.scholarship.introExternal',
    applicantType: 'new',
    extra: {
      name: 'currentSchool',
      label: 'form.scholarship.student.currentSchool',
      hint: undefined,
      size: undefined,
    },
  },
};
