// Which fields of each form hold a file and which types each takes. The wizards build their file
// fields from these slots, the device sends the files whose slot holds their id
// (src/db/enqueue.ts), and the intake checks the submission's list against the same slots
// (server/intake/kinds.ts): one rule for the three of them. Loaded before a form's first field,
// so it stays this small.

import { DEFAULT_ACCEPT } from '../files/defaults';
import type { FormKind } from '../records';

/** A passport photo is a picture: the image types of the default list. */
export const PHOTO_TYPES: readonly string[] = DEFAULT_ACCEPT.filter((type) => type.startsWith('image/'));

/** The documents each applicant of an application brings, in the order the form shows them. */
export const applicationDocumentKeys = [
  'passportPhoto',
  'birthCertificate',
  'transcript',
  'parentsId',
  'householdOrVisa',
] as const;
export type ApplicationDocumentKey = (typeof applicationDocumentKeys)[number];

/** The documents of a scholarship request, in the order the form shows them. */
export const scholarshipDocumentKeys = ['transcript', 'awards', 'portfolio'] as const;
export type ScholarshipDocumentKey = (typeof scholarshipDocumentKeys)[number];

/** One form field that holds a file. */
export interface AttachmentSlot {
  /** Dot path of the field in the form's data (`applicants.0.documents.passportPhoto`). */
  field: string;
  /** Which document it is (`passportPhoto`, `transcript`...). */
  document: string;
  /** The applicant it belongs to (applications only; 0 is the first). */
  applicant?: number;
  /** MIME types the field takes. */
  accept: readonly string[];
}

const typesOf = (document: string) => (document === 'passportPhoto' ? PHOTO_TYPES : DEFAULT_ACCEPT);

/** Every field of a `kind` form that holds a file; an application has one set per applicant. */
export function attachmentSlots(kind: FormKind, applicants = 1): AttachmentSlot[] {
  if (kind === 'application')
    return Array.from({ length: applicants }, (_, applicant) =>
      applicationDocumentKeys.map((document) => ({
        field: `applicants.${applicant}.documents.${document}`,
        document,
        applicant,
        accept: typesOf(document),
      })),
    ).flat();
  if (kind === 'scholarship-internal' || kind === 'scholarship-external')
    return scholarshipDocumentKeys.map((document) => ({
      field: `attachments.${document}`,
      document,
      accept: typesOf(document),
    }));
  return [];
}
