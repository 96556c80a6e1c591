// Every choice the application offers, once: the schema validates against these lists, the steps
// render them and the summary names them. Labels are `form.application.option.<group>.<value>`.

import type { FormMessageId } from '../../shared/records';

export const studentTypes = ['expatriate', 'thai'] as const;
export const applicantTypes = ['new', 'returning'] as const;
export const genders = ['male', 'female'] as const;
export const languageLevels = ['none', 'beginner', 'intermediate', 'advanced', 'native'] as const;
export const yearGroups = ['foundation', 'primary', 'secondary'] as const;
export const livesWithOptions = ['bothParents', 'mother', 'father', 'guardian', 'other'] as const;
export const guardianChoices = ['both', 'father', 'mother', 'guardian'] as const;
export const relationships = ['aunty', 'uncle', 'familyFriend', 'grandparent'] as const;
export const callFirstOptions = ['father', 'mother', 'guardian'] as const;
export const schoolTypes = ['government', 'private', 'international'] as const;
export const yesNo = ['yes', 'no'] as const;
export const heardAboutOptions = [
  'recommendation',
  'website',
  'socialMedia',
  'billboard',
  'returningStudent',
  'other',
] as const;
export const illnesses = [
  'none',
  'chickenPox',
  'rubella',
  'hepatitis',
  'measles',
  'mumps',
  'polio',
  'tuberculosis',
  'typhoid',
  'whoopingCough',
  'other',
] as const;
export const healthProblems = [
  'none',
  'foodAllergies',
  'asthma',
  'congenitalAbnormalities',
  'epilepsy',
  'diabetes',
  'headaches',
  'hearing',
  'speech',
  'sight',
  'heart',
  'other',
] as const;
export const vaccinations = [
  'bcg',
  'chickenPox',
  'dtp',
  'hepatitisA',
  'hepatitisB',
  'hib',
  'japaneseEncephalitis',
  'measles',
  'mumps',
  'polio',
  'rubella',
  'typhoid',
  'other',
] as const;

/** The exact years of each year group, Foundation 1 to Year 12 (docs/brief.md §9.1). */
export const yearsByGroup = {
  foundation: ['f1', 'f2', 'f3'],
  primary: ['y1', 'y2', 'y3', 'y4', 'y5', 'y6'],
  secondary: ['y7', 'y8', 'y9', 'y10', 'y11', 'y12'],
} as const satisfies Record<(typeof yearGroups)[number], readonly string[]>;

export const years = [...yearsByGroup.foundation, ...yearsByGroup.primary, ...yearsByGroup.secondary] as const;

/** The label id of one option: `optionLabel('gender', 'male')`. */
export function optionLabel(group: OptionGroup, value: string): FormMessageId {
  return `form.application.option.${group}.${value}`;
}

/** `{ value, label }` pairs for a select, radio or checkbox group. */
export function optionsOf(
  group: OptionGroup,
  values: readonly string[] = optionGroups[group],
): { value: string; label: FormMessageId }[] {
  return values.map((value) => ({ value, label: optionLabel(group, value) }));
}

/** Every option list by its label group; the catalogue test checks each has a label in four languages. */
export const optionGroups = {
  studentType: studentTypes,
  applicantType: applicantTypes,
  gender: genders,
  languageLevel: languageLevels,
  yearGroup: yearGroups,
  year: years,
  livesWith: livesWithOptions,
  guardianChoice: guardianChoices,
  relationship: relationships,
  callFirst: callFirstOptions,
  schoolType: schoolTypes,
  yesNo,
  heardAbout: heardAboutOptions,
  illness: illnesses,
  healthProblem: healthProblems,
  vaccination: vaccinations,
} as const;

export type OptionGroup = keyof typeof optionGroups;
