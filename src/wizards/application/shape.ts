// The application's fixed shape, without zod: how many applicants, languages and schools, which
// documents and yes/no questions, who a guardian choice names, and the markers of an unanswered
// choice. The steps and the empty answers (defaults.ts) read these before any schema has loaded;
// the schemas (schema*.ts) build on the same values.

import { applicationDocumentKeys, type ApplicationDocumentKey } from '../../shared/contracts/attachment-rules';

export const MAX_APPLICANTS = 4;
export const MAX_EXTRA_LANGUAGES = 5;
export const MAX_PREVIOUS_SCHOOLS = 8;

/** The documents every applicant brings, in the order the step shows them (the shared attachment rules). */
export const documentKeys = applicationDocumentKeys;
export type DocumentKey = ApplicationDocumentKey;

/** The yes/no questions of step 3 (a detail on "yes"), in the order the form asks them. */
export const academicQuestions = [
  'specialAbilities',
  'learningNeeds',
  'testingReferral',
  'medicalProblems',
  'dietaryNeeds',
  'familyCircumstances',
] as const;

/** The people a guardian choice makes required. */
export function chosenPeople(choiceValue: unknown): ('father' | 'mother' | 'guardian')[] {
  if (choiceValue === 'both') return ['father', 'mother'];
  if (choiceValue === 'father' || choiceValue === 'mother' || choiceValue === 'guardian') return [choiceValue];
  return [];
}

/** An unanswered choice is '' in the form; typed `never` so it fits every option type. */
export const UNANSWERED = '' as never;

/** A tick box that must end up ticked (the terms) starts unticked; typed to fit `true`. */
export const UNTICKED = false as never;
