// Complete, valid answers of the form tests: an applicant, the parents, academic and health
// answers, the contact form's details, and a starting date the application accepts.

/** A field's value as the tests fill and read it: text, a checkbox, or a group's choices. */
export type FieldValue = string | boolean | readonly string[];
export type FieldValues = Record<string, FieldValue>;

/** A Monday at least a week after today: the only valid starting date. */
export function nextMonday(): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + 7 + ((8 - date.getUTCDay()) % 7));
  return date.toISOString().slice(0, 10);
}

/** Applicant `index`'s answers on step 1, complete. */
export const applicantInfo = (index: number, first: string): FieldValues => {
  const at = `applicants.${index}.info`;
  return {
    [`${at}.type`]: 'new',
    [`${at}.firstName`]: first,
    [`${at}.familyName`]: 'Sriwong-Hale',
    [`${at}.nickname`]: `${first.slice(0, 3)}y`,
    [`${at}.gender`]: 'female',
    [`${at}.dateOfBirth`]: '2016-04-12',
    [`${at}.countryOfBirth`]: 'Thailand',
    [`${at}.placeOfBirth`]: 'Surat Thani',
    [`${at}.nationality`]: 'British',
    [`${at}.passport.number`]: `P${index}123456`,
    [`${at}.passport.placeOfIssue`]: 'London',
    [`${at}.passport.issued`]: '2022-01-10',
    [`${at}.passport.expiry`]: '2031-01-09',
    [`${at}.homeAddress`]: '12/3 Moo 1, Bo Phut, Koh Samui',
    [`${at}.languages.english`]: 'native',
    [`${at}.languages.thai`]: 'intermediate',
    [`${at}.languages.third.level`]: 'none',
    [`${at}.yearGroup`]: 'primary',
    [`${at}.year`]: 'y3',
    [`${at}.startDate`]: nextMonday(),
    [`${at}.livesWith`]: 'bothParents',
  };
};

/** Step 1 with one applicant, Anna, an expatriate. */
export const anna: FieldValues = { studentType: 'expatriate', ...applicantInfo(0, 'Anna') };

/** The contact-for-application form's answers (its robot check aside). */
export const contactAppAnswers: FieldValues = {
  parentName: 'Malee Sriwong-Hale',
  studentName: 'Anna Sriwong-Hale',
  email: 'malee@example.com',
  mobile: '081 234 5678',
  yearGroup: 'y3',
  language: 'th',
};

/** Step 2 with the mother as the one parent whose details are given. */
export const parents: FieldValues = {
  'parents.guardianChoice': 'mother',
  'parents.mother.firstName': 'Malee',
  'parents.mother.familyName': 'Sriwong-Hale',
  'parents.mother.nationality': 'Thai',
  'parents.mother.countryOfBirth': 'Thailand',
  'parents.mother.idNumber': '3100500123456',
  'parents.mother.addressSameAsHome': true,
  'parents.mother.homePhone': '077 123 456',
  'parents.mother.mobilePhone': '+66 81 234 5678',
  'parents.mother.email': 'malee@example.com',
  'parents.mother.occupation': 'Architect',
  'parents.emergency.callFirst': 'mother',
  'parents.emergency.fullName': 'Somchai Sriwong',
  'parents.emergency.mobile': '+66 89 765 4321',
};

const questions = ['specialAbilities', 'learningNeeds', 'testingReferral', 'medicalProblems', 'dietaryNeeds'];

/** Step 3 for applicant `index`: never at school, one "yes" with its detail. */
export const academic = (index: number): FieldValues => ({
  [`applicants.${index}.academic.attendedSchool`]: 'no',
  ...Object.fromEntries(questions.map((q) => [`applicants.${index}.academic.${q}.answer`, 'no'])),
  [`applicants.${index}.academic.familyCircumstances.answer`]: 'yes',
  [`applicants.${index}.academic.familyCircumstances.detail`]: 'We moved to Koh Samui this year.',
  'heardAbout.sources': ['website', 'recommendation'],
});

/** Step 4 for applicant `index`. */
export const health = (index: number): FieldValues => {
  const at = `applicants.${index}.health`;
  return {
    [`${at}.illnesses`]: ['none'],
    [`${at}.problems`]: ['asthma'],
    [`${at}.vaccinations`]: ['bcg', 'measles'],
    [`${at}.medicationReactions`]: 'None',
    [`${at}.medicalCare`]: 'Bangkok Hospital Samui, 077 429 500',
    [`${at}.otherInformation`]: 'None',
    [`${at}.termsAccepted`]: true,
    [`${at}.parentName`]: 'Malee Sriwong-Hale',
    [`${at}.signature`]: 'Malee Sriwong-Hale',
  };
};
