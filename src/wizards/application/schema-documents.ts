// Step 5, Attachments, per applicant: each field holds the id of a stored attachment (the file
// itself stays in the attachments table). The parents' ID may be "same as applicant 1"; a school
// transcript is not asked of a child who has never been to school.

import { z } from '../../config/zod';
import type { ApplicationDocumentKey } from '../../shared/contracts/attachment-rules';
import { always, applyWhen, asArray, asRecord, attachmentId, flag, optionalText, REQUIRED } from './rules';

export const documentsSchema = z.lazy(() =>
  // One field per document of the attachment rules, no more and no fewer, and the one flag.
  z.object({
    passportPhoto: attachmentId(),
    birthCertificate: attachmentId(),
    transcript: optionalText(100),
    parentsId: optionalText(100),
    sameParentsIdAsFirst: flag(),
    householdOrVisa: attachmentId(),
  } satisfies Record<ApplicationDocumentKey | 'sameParentsIdAsFirst', z.ZodType>),
);

/** The documents that depend on the applicant's place in the list and on step 3. */
export function checkDocuments(data: unknown, ctx: z.RefinementCtx): void {
  asArray(asRecord(data).applicants).forEach((applicant, i) => {
    const documents = asRecord(asRecord(applicant).documents);
    const at = ['applicants', i, 'documents'];
    if (i === 0 || documents.sameParentsIdAsFirst !== true)
      applyWhen(ctx, attachmentId(), documents.parentsId, [...at, 'parentsId']);
    if (asRecord(asRecord(applicant).academic).attendedSchool !== 'no')
      applyWhen(ctx, attachmentId(), documents.transcript, [...at, 'transcript']);
  });
}

/** Step 5 as the wizard validates it. */
export const documentsStepSchema = z.lazy(() =>
  z
    .looseObject({ applicants: z.array(z.looseObject({ documents: documentsSchema }), { error: REQUIRED }) })
    .superRefine(checkDocuments, always),
);
