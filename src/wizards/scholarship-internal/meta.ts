// The scholarship wizard: Student -> Documents -> Summary, then the consent modal (SPEC.md
// "Scholarship forms", section 4). The variant decides which of the two forms this is.

import { lazy } from 'react';
import { z } from 'zod';
import { DEFAULT_ACCEPT } from '../../db';
import type { AttachmentSpec, WizardMeta } from '../../forms/types';
import { attachmentsStep, fullSchema, scholarshipDefaults, studentStep, type ScholarshipData } from './schema';
import { variant } from './variant';

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

export const meta: WizardMeta<ScholarshipData> = {
  kind: variant.kind,
  // One catalogue for both scholarship forms.
  catalogue: 'scholarship',
  schemaVersion: 1,
  title: variant.title,
  steps: [
    {
      id: 'student',
      title: 'form.scholarship.step.student',
      schema: studentStep,
      Component: lazy(() => import('./steps/student')),
    },
    {
      id: 'documents',
      title: 'form.scholarship.step.documents',
      schema: attachmentsStep,
      Component: lazy(() => import('./steps/documents')),
    },
    // The summary asks nothing new; Submit checks every step and the whole, then asks for consent.
    {
      id: 'summary',
      title: 'form.scholarship.step.summary',
      schema: z.object({}),
      Component: lazy(() => import('./summary')),
    },
  ],
  fullSchema,
  defaults: scholarshipDefaults,
  summaryNames: (data) => [[data.student?.firstName, data.student?.familyName].filter(Boolean).join(' ').trim()],
  migrations: {},
  attachments,
  requiresConsent: true,
  completion: { title: 'form.scholarship.done.title', body: 'form.scholarship.done.body' },
};
