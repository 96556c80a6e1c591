// The scholarship wizard: Student -> Documents -> Summary, then the consent modal
// (docs/brief.md §3.4, §4.2). Both forms are built here from their variant and schemas
// (meta-internal.ts, meta-external.ts); the steps find their variant through `useVariant()`.

import type { z } from 'zod';
import { preloadable } from '../../forms/preloadable';
import type { AttachmentSpec, StepProps, WizardMeta } from '../../forms/types';
import { attachmentSlots, type ScholarshipDocumentKey } from '../../shared/contracts/attachment-rules';
import type { FormMessageId } from '../../shared/records';
import { scholarshipDefaultsOf } from './defaults';
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

const StudentStep = preloadable<StepProps>(() => import('./steps/student'));
const DocumentsStep = preloadable<StepProps>(() => import('./steps/documents'));
const Summary = preloadable<StepProps>(() => import('./summary'));

/** What a form's schema module (schema-internal.ts, schema-external.ts) gives the wizard. */
interface ScholarshipSchemas {
  studentStep: z.ZodType;
  attachmentsStep: z.ZodType;
  summaryStep: z.ZodType;
  fullSchema: z.ZodType;
}

type StudentNames = { student?: { firstName?: string; familyName?: string } };

export function scholarshipMeta<Data extends Record<string, unknown> & StudentNames>(
  variant: ScholarshipVariant,
  schemas: () => Promise<ScholarshipSchemas>,
): WizardMeta<Data> {
  return {
    kind: variant.kind,
    // One catalogue for both scholarship forms.
    catalogue: 'scholarship',
    schemaVersion: 1,
    title: variant.title,
    steps: [
      {
        id: 'student',
        title: 'form.scholarship.step.student',
        schema: () => schemas().then((s) => s.studentStep),
        Component: StudentStep,
      },
      {
        id: 'documents',
        title: 'form.scholarship.step.documents',
        schema: () => schemas().then((s) => s.attachmentsStep),
        Component: DocumentsStep,
      },
      // The summary asks nothing new; Submit checks every step and the whole, then asks for consent.
      {
        id: 'summary',
        title: 'form.scholarship.step.summary',
        schema: () => schemas().then((s) => s.summaryStep),
        Component: Summary,
      },
    ],
    fullSchema: () => schemas().then((s) => s.fullSchema as z.ZodType<Data>),
    defaults: () => scholarshipDefaultsOf(variant.applicantType, variant.extra.name) as unknown as Data,
    summaryNames: (data) => [[data.student?.firstName, data.student?.familyName].filter(Boolean).join(' ').trim()],
    migrations: {},
    attachments,
    requiresConsent: true,
    completion: { title: 'form.scholarship.done.title', body: 'form.scholarship.done.body' },
  };
}
