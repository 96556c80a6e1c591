// The scholarship forms' file fields (both variants have the same), loaded by their first file
// field (src/forms/attachment-specs.ts) rather than with the form's first code.

import type { AttachmentSpec } from '../../forms/types';
import { attachmentSlots, type ScholarshipDocumentKey } from '../../shared/contracts/attachment-rules';
import type { FormMessageId } from '../../shared/records';

const labels: Record<ScholarshipDocumentKey, FormMessageId> = {
  transcript: 'form.scholarship.documents.transcript',
  awards: 'form.scholarship.documents.awards',
  portfolio: 'form.scholarship.documents.portfolio',
};

/** The shared attachment rules' slots (both variants have the same); only the transcript is required. */
export const attachments: AttachmentSpec[] = attachmentSlots('scholarship-external').map(
  ({ field, document, accept }) => ({
    field,
    label: labels[document as ScholarshipDocumentKey],
    required: document === 'transcript',
    accept,
  }),
);
