// The contact form's data (docs/brief.md §3.2): full name, e-mail, mobile number, purpose,
// message. Pure zod, shared with the intake server; messages are message ids.

import { z } from '../../config/zod';
import { emailAddress, oneOf, phoneNumber, requiredText } from '../../shared/validation/validators';

export const purposes = ['admissions', 'academics', 'coCurricular'] as const;

export const fullSchema = z.object({
  fullName: requiredText(120),
  email: emailAddress(),
  mobile: phoneNumber(),
  purpose: oneOf(purposes),
  message: requiredText(5000),
});

export type ContactData = z.infer<typeof fullSchema>;
