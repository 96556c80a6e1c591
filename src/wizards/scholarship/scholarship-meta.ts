// The scholarship wizard: Student -> Documents -> Summary, then the consent modal
// (docs/brief.md §3.4, §4.2). Both forms are built here from their variant and schemas
// (meta-internal.ts, meta-external.ts); the steps find their variant through `useVariant()`.

import { lazy } from 'react';
import { z } from '../../config/zod';
import { DEFAULT_ACCEPT } from '../../db';
import type { AttachmentSpec, WizardMeta } from '../../forms/types';
import type { ScholarshipVariant } from './variants';

const attachments: AttachmentSpec[] = [
  {
    field: 'attachments.transcript',
    label: 'form.scholarship.documents.transcript',
    required: true,
    accept: DEFAULT_ACCEPT,
  },
  { field: 'attachments.awards', label: 'form.scholarship.documents.awards', required: false, accept: DEFAULT_ACCEPT },
  {
    field: 'attachments.portfolio',
    label: 'form.scholarship.documents.portfolio',
    required: false,
    accept: DEFAULT_ACCEPT,
  },
];

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
