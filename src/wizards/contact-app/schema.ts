// The contact-for-application form's data (docs/brief.md §3.3): parent and student names,
// e-mail, mobile, year group and preferred contact language. The robot check is not data: its
// token is taken when the form is sent. Pure zod, shared with the intake server.

import { z } from '../../config/zod';
import { yearGroups } from '../../data/facts';
import {
  emailAddress,
  FULL_NAME_MAX,
  oneOf,
  personName,
  phoneNumber,
  requiredText,
} from '../../shared/validation/validators';

/** Foundation 1-3, then Year 1 to Year 12: the years the school admits (docs/brief.md §9.1). */
export const yearOptions: readonly string[] = [
  ...Array.from({ length: 3 }, (_, i) => `f${i + 1}`),
  ...Array.from({ length: yearGroups.applications.yearTo }, (_, i) => `y${i + 1}`),
];

export const contactLanguages = ['en', 'th'] as const;

export const fullSchema = z.object({
  parentName: requiredText(120),
  studentName: personName(FULL_NAME_MAX),
  email: emailAddress(),
  mobile: phoneNumber(),
  yearGroup: oneOf(yearOptions),
  language: oneOf(contactLanguages),
});

export type ContactAppData = z.infer<typeof fullSchema>;

export const contactAppDefaults = (): ContactAppData => ({
  parentName: '',
  studentName: '',
  email: '',
  mobile: '',
  yearGroup: '',
  language: '',
});
