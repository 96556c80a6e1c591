// A new bus registration's empty answers, without zod: one student, the two contact sets every
// registration needs, no address. The meta shows a new form with them before the schemas load.

import type { BusContact, BusData, BusStudent } from './schema';
import { contactLimits } from './options';

export const emptyStudent = (): BusStudent => ({
  firstName: '',
  familyName: '',
  middleName: '',
  nickname: '',
  year: '',
});

export const emptyContact = (): BusContact => ({ contactName: '', contactPhone: '', contactEmail: '' });

/** A fresh registration: one student, the two contact sets every registration needs, no address. */
export const busDefaults = (): BusData => ({
  students: [emptyStudent()],
  address: { line: '', provinceCode: '', districtCode: '', subDistrictCode: '', postalCode: '' },
  contacts: Array.from({ length: contactLimits.min }, emptyContact),
});
