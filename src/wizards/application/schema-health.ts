// Step 4, Student Health Care Record, per applicant: three checklists ("none" exclusive, "other"
// with its text), medical answers, the refuse-medication tick, the terms and the typed signature.
// The doctor/medical care may be "same as applicant 1" (checked by the step, which knows the index).

import { z } from '../../config/zod';
import {
  always,
  applyWhen,
  asArray,
  asRecord,
  checklist,
  flag,
  longText,
  optionalText,
  REQUIRED,
  requireOtherText,
  text,
} from './rules';
import { healthProblems, illnesses, vaccinations } from './options';

export const HEALTH_ERR = {
  /** 'Please accept the specified conditions.' (docs/brief.md §5.1). */
  terms: 'form.common.consent.required',
  signatureMismatch: 'form.application.errors.signatureMismatch',
} as const;

const comparable = (name: unknown) =>
  typeof name === 'string' ? name.trim().replace(/\s+/g, ' ').toLocaleLowerCase() : '';

export const healthSchema = z.lazy(() =>
  z
    .object({
      illnesses: checklist(illnesses),
      illnessOther: optionalText(),
      problems: checklist(healthProblems),
      problemOther: optionalText(),
      surgery: optionalText(2000),
      vaccinations: checklist(vaccinations),
      vaccinationOther: optionalText(),
      medicationReactions: longText(),
      medicalCare: optionalText(2000),
      sameMedicalCareAsFirst: flag(),
      otherInformation: longText(),
      refuseMedication: flag(),
      termsAccepted: z.literal(true, { error: HEALTH_ERR.terms }),
      parentName: text(),
      /** The parent's or guardian's full name typed again as a signature. */
      signature: text(),
    })
    .superRefine((v, ctx) => {
      requireOtherText(ctx, v.illnesses, v.illnessOther, ['illnessOther']);
      requireOtherText(ctx, v.problems, v.problemOther, ['problemOther']);
      requireOtherText(ctx, v.vaccinations, v.vaccinationOther, ['vaccinationOther']);
      if (comparable(v.signature) && comparable(v.parentName) && comparable(v.signature) !== comparable(v.parentName))
        ctx.addIssue({ code: 'custom', message: HEALTH_ERR.signatureMismatch, path: ['signature'] });
    }, always),
);

/** Medical care is required for applicant 1 and for any other applicant without the tick. */
export function checkHealth(data: unknown, ctx: z.RefinementCtx): void {
  asArray(asRecord(data).applicants).forEach((applicant, i) => {
    const health = asRecord(asRecord(applicant).health);
    if (i === 0 || health.sameMedicalCareAsFirst !== true)
      applyWhen(ctx, longText(), health.medicalCare, ['applicants', i, 'health', 'medicalCare']);
  });
}

/** Step 4 as the wizard validates it. */
export const healthStepSchema = z.lazy(() =>
  z
    .looseObject({ applicants: z.array(z.looseObject({ health: healthSchema }), { error: REQUIRED }) })
    .superRefine(checkHealth, always),
);
