// The contact-for-application form's choices and empty answers, without zod (the step shows them
// before the schema has loaded).

import { yearGroups } from '../../data/facts';

/** Foundation 1-3, then Year 1 to Year 12: the years the school admits (docs/brief.md §9.1). */
export const yearOptions: readonly string[] = [
  ...Array.from({ length: 3 }, (_, i) => `f${i + 1}`),
  ...Array.from({ length: yearGroups.applications.yearTo }, (_, i) => `y${i + 1}`),
];

export const contactLanguages = ['en', 'th'] as const;

/** A new request: nothing answered. */
export const contactAppDefaults = () => ({
  parentName: '',
  studentName: '',
  email: '',
  mobile: '',
  yearGroup: '',
  language: '',
});
