// "Same as applicant 1" made explicit: the answers a tick stands for, copied where they apply, for
// the summary and for the school's export. The form keeps the ticks; this never writes back.

import type { ApplicationData } from './schema';

/** A copy of `data` with every "same as" tick replaced by the answer it refers to. */
export function resolveSharedAnswers(data: ApplicationData): ApplicationData {
  const out = structuredClone(data);
  const first = out.applicants[0];
  if (!first) return out;
  out.applicants.forEach((applicant, i) => {
    if (i === 0) return;
    if (applicant.info.sameAddressAsFirst) applicant.info.homeAddress = first.info.homeAddress;
    if (applicant.health.sameMedicalCareAsFirst) applicant.health.medicalCare = first.health.medicalCare;
    if (applicant.documents.sameParentsIdAsFirst) applicant.documents.parentsId = first.documents.parentsId;
  });
  for (const person of [out.parents.father, out.parents.mother, out.parents.guardian]) {
    if (person.addressSameAsHome) person.address = first.info.homeAddress;
  }
  return out;
}
