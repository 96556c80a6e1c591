// The scholarship wizard: Student -> Documents -> Summary, then the consent modal
// (docs/brief.md §3.4, §4.2). Both forms are built here from their variant and schemas
// (meta-internal.ts, meta-external.ts); the steps find their variant through `useVariant()`.

import { lazy } from 'react';
import { z } from '../../config/zod';
import type { AttachmentSpec, WizardMeta } from '../../forms/types';
import { attachmentSlots, type ScholarshipDocumentKey } from '../../shared/contracts/attachment-rules';
import type { FormMessageId } from '../../shared/records';
import type { ScholarshipVariant } from './variants';

const labels: Record<ScholarshipDocumentKey, FormMessageId> = {
  transcript: 'form.scholarship.documents.transcript',
  awards: 'form.scholarship.documents.awards',
  portfolio: 'form.scholarship.documents.portfolio',
};

/** The shared attachment rules' slots (both variants have the same); only the transcript is required. */
const attachments: AttachmentSpec[] = attachmentSlots('scholarship-external').map(({ field, document, accept }) => ({
  field,
  label: labels[document as ScholarshipDocumentKey],
  required: document === 'transcript',
  accept,
}));

const StudentStep = lazy(() => import('./steps/student'));
const DocumentsStep = lazy(() => import('./steps/documents'));
const Summary = lazy(() => import('./summary'));

interface ScholarshipSchemas<Data> {
  studentStep: z.ZodType;
  attachmentsStep: z.ZodType;
  fullSchema: z.ZodType<Data>;
  scholarshipDefaults: () => Data;
}

type StudentNames = { student?: { firstName?: string; familyName?: string } };

export function scholarshipMeta<Data extends Record<string, unknown> & StudentNames>(
  variant: ScholarshipVariant,
  schemas: ScholarshipSchemas<Data>,
): WizardMeta<Data> {
  return {
    kind: variant.kind,
    // One catalogue for both scholarship forms.
    catalogue: 'scholarship',
    schemaVersion: 1,
    title: variant.title,
    steps: [
      { id: 'student', title: 'form.scholarship.step.student', schema: schemas.studentStep, Component: StudentStep },
      {
        id: 'documents',
        title: 'form.scholarship.step.documents',
        schema: schemas.attachmentsStep,
        Component: DocumentsStep,
      },
      // The summary asks nothing new; Submit checks every step and the whole, then asks for consent.
      { id: 'summary', title: 'form.scholarship.step.summary', schema: z.object({}), Component: Summary },
    ],
    fullSchema: schemas.fullSchema,
    defaults: schemas.scholarshipDefaults,
    summaryNames: (data) => [[data.student?.firstName, data.student?.familyName].filter(Boolean).join(' ').trim()],
    migrations: {},
    attachments,
    requiresConsent: true,
    completion: { title: 'form.scholarship.done.title', body: 'form.scholarship.done.body' },
  };
}
