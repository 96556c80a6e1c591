// Step 2, Parents/Guardians: entered once for the whole family. Only the people named by the
// guardian choice are required (both parents, father, mother or a guardian); the emergency
// contact's "call first" must be one of them.

import { z } from '../../config/zod';
import { always, applyWhen, asRecord, choice, email, flag, longText, optionalText, phone, text } from './rules';
import { callFirstOptions, guardianChoices, relationships } from './options';
import { chosenPeople } from './shape';

export const PARENTS_ERR = {
  callFirstNotChosen: 'form.application.errors.callFirstNotChosen',
} as const;

/** The personal fields of a father, a mother or a guardian, when that person is required. */
export const personSchema = z.lazy(() =>
  z
    .object({
      firstName: text(),
      middleName: optionalText(),
      familyName: text(),
      nationality: text(),
      countryOfBirth: text(),
      idNumber: text(40),
      address: optionalText(2000),
      /** Ticked: the address is the first applicant's Samui home address. */
      addressSameAsHome: flag(),
      homePhone: phone(),
      mobilePhone: phone(),
      email: email(),
      occupation: text(),
    })
    .superRefine((v, ctx) => {
      if (v.addressSameAsHome !== true) applyWhen(ctx, longText(), v.address, ['address']);
    }, always),
);

/** What is stored for a person who may not be required: any text, checked only when chosen. */
const storedPerson = () =>
  z.object({
    firstName: optionalText(),
    middleName: optionalText(),
    familyName: optionalText(),
    nationality: optionalText(),
    countryOfBirth: optionalText(),
    idNumber: optionalText(40),
    address: optionalText(2000),
    addressSameAsHome: flag(),
    homePhone: optionalText(40),
    mobilePhone: optionalText(40),
    email: optionalText(254),
    occupation: optionalText(),
  });

export const parentsSchema = z.lazy(() =>
  z
    .object({
      guardianChoice: choice(guardianChoices),
      father: storedPerson(),
      mother: storedPerson(),
      guardian: storedPerson().extend({ relationship: optionalText() }),
      emergency: z.object({
        callFirst: choice(callFirstOptions),
        fullName: text(),
        mobile: phone(),
      }),
    })
    .superRefine((v, ctx) => {
      const chosen = chosenPeople(v.guardianChoice);
      for (const who of chosen) {
        if (who === 'guardian') {
          applyWhen(ctx, choice(relationships), asRecord(v.guardian).relationship, ['guardian', 'relationship']);
          applyWhen(ctx, personSchema, v.guardian, ['guardian']);
        } else applyWhen(ctx, personSchema, v[who], [who]);
      }
      const callFirst = asRecord(v.emergency).callFirst as (typeof callFirstOptions)[number];
      if (chosen.length > 0 && callFirstOptions.includes(callFirst) && !chosen.includes(callFirst))
        ctx.addIssue({ code: 'custom', message: PARENTS_ERR.callFirstNotChosen, path: ['emergency', 'callFirst'] });
    }, always),
);

/** Step 2 as the wizard validates it. */
export const parentsStepSchema = z.lazy(() => z.looseObject({ parents: parentsSchema }));
