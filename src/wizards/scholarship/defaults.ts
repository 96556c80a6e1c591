// A scholarship form's empty answers, without zod: the form's fixed applicant type and its own
// question empty, no file. The meta shows a new form with them before any schema has loaded.

/** The student's answers both forms ask, empty. */
export const emptyStudent = {
  firstName: '',
  familyName: '',
  middleName: '',
  nickname: '',
  studentEmail: '',
  yearGroup: '',
  year: '',
};

/** A new form of `applicantType` whose own question is `question`. */
export const scholarshipDefaultsOf = (applicantType: string, question: string) => ({
  student: { applicantType, ...emptyStudent, [question]: '' },
  attachments: { transcript: '', awards: '', portfolio: '' },
});
