// The bus registration's data (docs/brief.md §3.5): one schema per step and the
// whole. Pure zod, shared with the intake server; messages are message ids, never words.

import { z } from '../../config/zod';
import {
  oneOf,
  optionalPersonName,
  optionalText,
  personName,
  phoneNumber,
  REQUIRED,
  requiredText,
} from '../../shared/validation/validators';
import { busYears, contactLimits, studentLimits } from './options';

/** An administrative code of `digits` digits, empty until chosen. */
const placeCode = (digits: number) =>
  z
    .string({ error: REQUIRED })
    .regex(new RegExp(`^(\\d{${digits}})?$`), 'form.bus.error.placeInvalid')
    .min(1, REQUIRED);

export const studentSchema = z.object({
  firstName: personName(),
  familyName: personName(),
  middleName: optionalPersonName(),
  nickname: optionalPersonName(),
  year: oneOf(busYears),
});

export const contactSchema = z.object({
  contactName: requiredText(120),
  contactPhone: phoneNumber(),
  /** Optional (docs/brief.md §5.2), checked when given. */
  contactEmail: optionalText(254).refine((v) => v === '' || z.regexes.email.test(v), 'form.common.emailInvalid'),
});

export const addressSchema = z
  .object({
    line: requiredText(200),
    provinceCode: placeCode(2),
    districtCode: placeCode(4),
    subDistrictCode: placeCode(6),
    postalCode: z
      .string({ error: REQUIRED })
      .trim()
      .regex(/^(\d{5})?$/, 'form.bus.error.postalCodeInvalid')
      .min(1, REQUIRED),
  })
  .superRefine((a, ctx) => {
    // Each code starts with its parent's: a district of another province is a stale choice.
    if (a.districtCode && a.provinceCode && !a.districtCode.startsWith(a.provinceCode))
      ctx.addIssue({ code: 'custom', path: ['districtCode'], message: REQUIRED });
    if (a.subDistrictCode && a.districtCode && !a.subDistrictCode.startsWith(a.districtCode))
      ctx.addIssue({ code: 'custom', path: ['subDistrictCode'], message: REQUIRED });
  });

export const studentsStep = z.object({
  students: z
    .array(studentSchema)
    .min(studentLimits.min, REQUIRED)
    .max(studentLimits.max, 'form.bus.error.tooManyStudents'),
});

export const addressStep = z.object({ address: addressSchema });

export const contactsStep = z.object({
  contacts: z
    .array(contactSchema)
    .min(contactLimits.min, 'form.bus.error.tooFewContacts')
    .max(contactLimits.max, 'form.bus.error.tooManyContacts'),
});

export const fullSchema = z.object({
  ...studentsStep.shape,
  ...addressStep.shape,
  ...contactsStep.shape,
});

export type BusStudent = z.infer<typeof studentSchema>;
export type BusContact = z.infer<typeof contactSchema>;
export type BusAddress = z.infer<typeof addressSchema>;
export type BusData = z.infer<typeof fullSchema>;

/** The summary asks nothing new. */
export const summaryStep = z.object({});
