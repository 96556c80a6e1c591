// Empty answers for a new application, a new applicant, a previous school and an extra language.
// Unanswered choices are '' (UNANSWERED), so nothing is pre-selected for the family.

import type { ApplicationData, Applicant, Person, PreviousSchool } from './schema';
import { UNANSWERED, UNTICKED } from './shape';

const yesNo = () => ({ answer: UNANSWERED, detail: '' });

const person = (): Person => ({
  firstName: '',
  middleName: '',
  familyName: '',
  nationality: '',
  countryOfBirth: '',
  idNumber: '',
  address: '',
  addressSameAsHome: false,
  homePhone: '',
  mobilePhone: '',
  email: '',
  occupation: '',
});

export const newLanguage = () => ({ name: '', level: UNANSWERED });

export const newPreviousSchool = (): PreviousSchool => ({
  name: '',
  type: '',
  language: '',
  from: '',
  to: '',
  location: '',
  reasonForLeaving: '',
  problems: { answer: '', detail: '' },
});

/** A new, empty applicant; applicants after the first start with the "same as applicant 1" ticks. */
export function newApplicant(index = 0): Applicant {
  const later = index > 0;
  return {
    info: {
      type: UNANSWERED,
      firstName: '',
      middleName: '',
      familyName: '',
      nickname: '',
      gender: UNANSWERED,
      dateOfBirth: '',
      religion: '',
      countryOfBirth: '',
      placeOfBirth: '',
      nationality: '',
      passport: { number: '', placeOfIssue: '', issued: '', expiry: '' },
      thaiId: '',
      homeAddress: '',
      sameAddressAsFirst: later,
      languages: { english: UNANSWERED, thai: UNANSWERED, third: { name: '', level: UNANSWERED }, extra: [] },
      yearGroup: UNANSWERED,
      year: UNANSWERED,
      startDate: '',
      livesWith: UNANSWERED,
      livesWithOther: '',
    },
    academic: {
      attendedSchool: UNANSWERED,
      previousSchools: [],
      current: { curriculum: '', gradeLevel: '', maths: '', english: '', science: '' },
      specialAbilities: yesNo(),
      learningNeeds: yesNo(),
      testingReferral: yesNo(),
      medicalProblems: yesNo(),
      dietaryNeeds: yesNo(),
      familyCircumstances: yesNo(),
    },
    health: {
      illnesses: [],
      illnessOther: '',
      problems: [],
      problemOther: '',
      surgery: '',
      vaccinations: [],
      vaccinationOther: '',
      medicationReactions: '',
      medicalCare: '',
      sameMedicalCareAsFirst: later,
      otherInformation: '',
      refuseMedication: false,
      termsAccepted: UNTICKED,
      parentName: '',
      signature: '',
    },
    documents: {
      passportPhoto: '',
      birthCertificate: '',
      transcript: '',
      parentsId: '',
      sameParentsIdAsFirst: later,
      householdOrVisa: '',
    },
  };
}

/** A new application: expatriate students, one applicant, both parents not yet chosen. */
export function defaults(): ApplicationData {
  return {
    studentType: 'expatriate',
    applicants: [newApplicant(0)],
    parents: {
      guardianChoice: UNANSWERED,
      father: person(),
      mother: person(),
      guardian: { ...person(), relationship: '' },
      emergency: { callFirst: UNANSWERED, fullName: '', mobile: '' },
    },
    heardAbout: { sources: [], other: '' },
  };
}
