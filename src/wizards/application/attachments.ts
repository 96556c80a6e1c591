// The application's file fields, loaded by its first file field (src/forms/attachment-specs.ts)
// rather than with the form's first code.

import type { AttachmentSpec } from '../../forms/types';
import { attachmentSlots } from '../../shared/contracts/attachment-rules';
import type { FormMessageId } from '../../shared/records';
import { MAX_APPLICANTS } from './shape';

/**
 * Every document of every possible applicant (the shared attachment rules' slots, with their
 * types). `required` is what always applies; the transcript (not for a child who has never been to
 * school) and the parents' ID of applicants 2-4 ("same as applicant 1") are conditional, and the
 * step schema decides them.
 */
export const attachments: AttachmentSpec[] = attachmentSlots('application', MAX_APPLICANTS).map(
  ({ field, document, applicant = 0, accept }): AttachmentSpec => ({
    field,
    label: `form.application.documents.${document}` as FormMessageId,
    required: document !== 'transcript' && !(document === 'parentsId' && applicant > 0),
    accept,
  }),
);
