// The contact-for-application form's data (docs/brief.md §3.3): parent and student names,
// e-mail, mobile, year group and preferred contact language. The robot check is not data: its
// token is taken when the form is sent. Pure zod, shared with the intake server.

import { z } from '../../config/zod';
import {
  emailAddress,
  FULL_NAME_MAX,
  oneOf,
  personName,
  phoneNumber,
  requiredText,
} from '../../shared/validation/validators';
import { contactLanguages, yearOptions } from './options';

export { contactLanguages, yearOptions } from './options';

export const fullSchema = z.object({
  parentName: requiredText(120),
  studentName: personName(FULL_NAME_MAX),
  email: emailAddress(),
  mobile: phoneNumber(),
  yearGroup: oneOf(yearOptions),
  language: oneOf(contactLanguages),
});

export type ContactAppData = z.infer<typeof fullSchema>;

export { contactAppDefaults } from './options';
