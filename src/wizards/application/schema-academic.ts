// Step 3, Academic Background: per applicant the previous schools (required when the child has
// been to school), current levels and six yes/no questions with details; once for the family,
// how they heard of the school.

import { z } from '../../config/zod';
import {
  always,
  applyWhen,
  checklist,
  choice,
  isoDate,
  longText,
  optionalText,
  REQUIRED,
  requireOtherText,
  text,
  yesNoDetail,
} from './rules';
import { heardAboutOptions, schoolTypes, yesNo } from './options';
import { MAX_PREVIOUS_SCHOOLS } from './shape';

export const ACADEMIC_ERR = {
  toAfterFrom: 'form.application.errors.toAfterFrom',
  previousSchoolRequired: 'form.application.errors.previousSchoolRequired',
  schoolsMax: 'form.application.errors.schoolsMax',
} as const;

/** One previous school, checked in full when the applicant has been to school. */
export const previousSchoolSchema = z.lazy(() =>
  z
    .object({
      name: text(),
      type: choice(schoolTypes),
      language: text(),
      from: isoDate(),
      to: isoDate(),
      location: longText(),
      reasonForLeaving: longText(),
      problems: yesNoDetail(),
    })
    .superRefine((v, ctx) => {
      if (typeof v.from === 'string' && typeof v.to === 'string' && v.from && v.to && v.to <= v.from)
        ctx.addIssue({ code: 'custom', message: ACADEMIC_ERR.toAfterFrom, path: ['to'] });
    }, always),
);

/** What is stored for a previous school while the list may still be hidden ("not been to school"). */
const storedSchool = z.lazy(() =>
  z.object({
    name: optionalText(),
    type: optionalText(),
    language: optionalText(),
    from: optionalText(10),
    to: optionalText(10),
    location: optionalText(2000),
    reasonForLeaving: optionalText(2000),
    problems: z.object({ answer: optionalText(3), detail: optionalText(2000) }),
  }),
);

/** The current levels, required when the applicant has been to school. */
export const currentLevelsSchema = z.lazy(() =>
  z.object({
    curriculum: text(),
    gradeLevel: text(),
    maths: text(),
    english: text(),
    science: text(),
  }),
);

export const academicSchema = z.lazy(() =>
  z
    .object({
      attendedSchool: choice(yesNo),
      previousSchools: z.array(storedSchool, { error: REQUIRED }).max(MAX_PREVIOUS_SCHOOLS, ACADEMIC_ERR.schoolsMax),
      current: z.object({
        curriculum: optionalText(),
        gradeLevel: optionalText(),
        maths: optionalText(),
        english: optionalText(),
        science: optionalText(),
      }),
      specialAbilities: yesNoDetail(),
      learningNeeds: yesNoDetail(),
      testingReferral: yesNoDetail(),
      medicalProblems: yesNoDetail(),
      dietaryNeeds: yesNoDetail(),
      familyCircumstances: yesNoDetail(),
    })
    .superRefine((v, ctx) => {
      if (v.attendedSchool !== 'yes') return;
      applyWhen(ctx, z.array(previousSchoolSchema).min(1, ACADEMIC_ERR.previousSchoolRequired), v.previousSchools, [
        'previousSchools',
      ]);
      applyWhen(ctx, currentLevelsSchema, v.current, ['current']);
    }, always),
);

/** Family-level: how they heard of the school ("other" needs its text). */
export const heardAboutSchema = z.lazy(() =>
  z
    .object({ sources: checklist(heardAboutOptions), other: optionalText() })
    .superRefine((v, ctx) => requireOtherText(ctx, v.sources, v.other, ['other']), always),
);

/** Step 3 as the wizard validates it. */
export const academicStepSchema = z.lazy(() =>
  z.looseObject({
    applicants: z.array(z.looseObject({ academic: academicSchema }), { error: REQUIRED }),
    heardAbout: heardAboutSchema,
  }),
);
