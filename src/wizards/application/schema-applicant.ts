// Step 1, Applicant Information: the expatriate/Thai toggle and one to four applicants. Passport
// fields are required for expatriate students, the Thai national ID for Thai students; the home
// address may be "same as applicant 1". Dates are checked against the school's today.

import { z } from '../../config/zod';
import { isMonday, schoolToday, type Today } from '../../shared/dates';
import { optionalPersonName, personName } from '../../shared/validation/validators';
import { isValidThaiId } from './thai-id';
import { MAX_APPLICANTS, MAX_EXTRA_LANGUAGES } from './shape';
import {
  always,
  applyWhen,
  asArray,
  asRecord,
  choice,
  flag,
  ifDate,
  ifFilled,
  isoDate,
  longText,
  optionalText,
  REQUIRED,
  requireOtherText,
  text,
} from './rules';
import {
  applicantTypes,
  genders,
  languageLevels,
  livesWithOptions,
  studentTypes,
  yearGroups,
  years,
  yearsByGroup,
} from './options';

export const APPLICANT_ERR = {
  applicantsMin: 'form.application.errors.applicantsMin',
  applicantsMax: 'form.application.errors.applicantsMax',
  thaiId: 'form.application.errors.thaiId',
  dateOfBirthPast: 'form.application.errors.dateOfBirthPast',
  issuedPast: 'form.application.errors.issuedPast',
  expiryAfterIssue: 'form.application.errors.expiryAfterIssue',
  passportExpired: 'form.application.errors.passportExpired',
  startMonday: 'form.application.errors.startMonday',
  startFuture: 'form.application.errors.startFuture',
  yearNotInGroup: 'form.application.errors.yearNotInGroup',
  languagesMax: 'form.application.errors.languagesMax',
} as const;

const level = () => choice(languageLevels);

const languagesSchema = z.lazy(() =>
  z.object({
    english: level(),
    thai: level(),
    /** The third language: its name is required unless its level is "None". */
    third: z.object({ name: optionalText(), level: level() }).superRefine((v, ctx) => {
      if (v.level !== 'none') applyWhen(ctx, text(), v.name, ['name']);
    }, always),
    extra: z
      .array(z.object({ name: text(), level: level() }), { error: REQUIRED })
      .max(MAX_EXTRA_LANGUAGES, APPLICANT_ERR.languagesMax),
  }),
);

/** Passport fields, required for expatriate students. */
export const passportSchema = (today: Today) =>
  z
    .object({
      number: text(30),
      placeOfIssue: text(),
      issued: isoDate().refine(
        ifDate((d) => d <= today()),
        APPLICANT_ERR.issuedPast,
      ),
      expiry: isoDate().refine(
        ifDate((d) => d > today()),
        APPLICANT_ERR.passportExpired,
      ),
    })
    .superRefine((v, ctx) => {
      if (typeof v.issued === 'string' && typeof v.expiry === 'string' && v.issued && v.expiry && v.expiry <= v.issued)
        ctx.addIssue({ code: 'custom', message: APPLICANT_ERR.expiryAfterIssue, path: ['expiry'] });
    }, always);

/** The 13-digit Thai national ID, required for Thai students. */
export const thaiIdSchema = () => text(20).refine(ifFilled(isValidThaiId), APPLICANT_ERR.thaiId);

/** One applicant's answers on step 1; the conditional parts are checked by the step. */
export const infoSchema = (today: Today) =>
  z
    .object({
      type: choice(applicantTypes),
      firstName: personName(),
      middleName: optionalPersonName(),
      familyName: personName(),
      nickname: optionalPersonName(),
      gender: choice(genders),
      dateOfBirth: isoDate().refine(
        ifDate((d) => d < today()),
        APPLICANT_ERR.dateOfBirthPast,
      ),
      religion: optionalText(),
      countryOfBirth: text(),
      placeOfBirth: text(),
      nationality: text(),
      passport: z.object({
        number: optionalText(30),
        placeOfIssue: optionalText(),
        issued: optionalText(10),
        expiry: optionalText(10),
      }),
      thaiId: optionalText(20),
      homeAddress: optionalText(2000),
      sameAddressAsFirst: flag(),
      languages: languagesSchema,
      yearGroup: choice(yearGroups),
      year: choice(years),
      startDate: isoDate()
        .refine(ifDate(isMonday), APPLICANT_ERR.startMonday)
        .refine((d) => !isMonday(d) || d > today(), APPLICANT_ERR.startFuture),
      livesWith: choice(livesWithOptions),
      livesWithOther: optionalText(),
    })
    .superRefine((v, ctx) => {
      const group = yearsByGroup[v.yearGroup] as readonly string[] | undefined;
      if (group && typeof v.year === 'string' && v.year && !group.includes(v.year))
        ctx.addIssue({ code: 'custom', message: APPLICANT_ERR.yearNotInGroup, path: ['year'] });
      requireOtherText(ctx, v.livesWith, v.livesWithOther, ['livesWithOther']);
    }, always);

/** The rules of step 1 that depend on the toggle or on the applicant's place in the list. */
export function checkApplicantInfo(data: unknown, ctx: z.RefinementCtx, today: Today): void {
  const thai = asRecord(data).studentType === 'thai';
  asArray(asRecord(data).applicants).forEach((applicant, i) => {
    const info = asRecord(asRecord(applicant).info);
    const at = ['applicants', i, 'info'];
    if (thai) applyWhen(ctx, thaiIdSchema(), info.thaiId, [...at, 'thaiId']);
    else applyWhen(ctx, passportSchema(today), info.passport, [...at, 'passport']);
    if (i === 0 || info.sameAddressAsFirst !== true)
      applyWhen(ctx, longText(), info.homeAddress, [...at, 'homeAddress']);
  });
}

export const studentTypeSchema = z.lazy(() => choice(studentTypes));

export const applicantsBounds = <T extends z.ZodType>(item: T) =>
  z
    .array(item, { error: REQUIRED })
    .min(1, APPLICANT_ERR.applicantsMin)
    .max(MAX_APPLICANTS, APPLICANT_ERR.applicantsMax);

/** Step 1 as the wizard validates it: other steps' answers pass through untouched. */
export const applicantStepSchema = (today: Today) =>
  z
    .looseObject({
      studentType: studentTypeSchema,
      applicants: applicantsBounds(z.looseObject({ info: infoSchema(today) })),
    })
    .superRefine((data, ctx) => checkApplicantInfo(data, ctx, today), always);

/** Step 1 as the wizard validates it at the school today. */
export const applicantStep = z.lazy(() => applicantStepSchema(schoolToday));
