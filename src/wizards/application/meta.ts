// The application wizard: six tabs (docs/brief.md §3.1), one to four applicants, the
// family's details once, attachments per applicant, the consent modal before Submit. Each tab's
// schema is a module of its own (schema-<tab>.ts), loaded when the framework asks for it.

import type { AttachmentSpec, WizardMeta } from '../../forms/types';
import { preloadable } from '../../forms/preloadable';
import { attachmentSlots } from '../../shared/contracts/attachment-rules';
import type { FormMessageId } from '../../shared/records';
import { defaults } from './defaults';
import type { ApplicationData } from './schema';
import { MAX_APPLICANTS } from './shape';

/**
 * Every document of every possible applicant (the shared attachment rules' slots, with their
 * types). `required` is what always applies; the transcript (not for a child who has never been to
 * school) and the parents' ID of applicants 2-4 ("same as applicant 1") are conditional, and the
 * step schema decides them.
 */
const attachments: AttachmentSpec[] = attachmentSlots('application', MAX_APPLICANTS).map(
  ({ field, document, applicant = 0, accept }): AttachmentSpec => ({
    field,
    label: `form.application.documents.${document}` as FormMessageId,
    required: document !== 'transcript' && !(document === 'parentsId' && applicant > 0),
    accept,
  }),
);

const name = (first: unknown, family: unknown) =>
  [first, family]
    .filter((part): part is string => typeof part === 'string')
    .join(' ')
    .trim();

export const meta: WizardMeta<ApplicationData> = {
  kind: 'application',
  schemaVersion: 1,
  title: 'form.application.title',
  steps: [
    {
      id: 'applicant',
      title: 'form.application.steps.applicant',
      schema: () => import('./schema-applicant').then((m) => m.applicantStep),
      Component: preloadable(() => import('./steps/applicant')),
    },
    {
      id: 'parents',
      title: 'form.application.steps.parents',
      schema: () => import('./schema-parents').then((m) => m.parentsStepSchema),
      Component: preloadable(() => import('./steps/parents')),
    },
    {
      id: 'academic',
      title: 'form.application.steps.academic',
      schema: () => import('./schema-academic').then((m) => m.academicStepSchema),
      Component: preloadable(() => import('./steps/academic')),
    },
    {
      id: 'health',
      title: 'form.application.steps.health',
      schema: () => import('./schema-health').then((m) => m.healthStepSchema),
      Component: preloadable(() => import('./steps/health')),
    },
    {
      id: 'documents',
      title: 'form.application.steps.documents',
      schema: () => import('./schema-documents').then((m) => m.documentsStepSchema),
      Component: preloadable(() => import('./steps/documents')),
    },
    // The summary asks nothing new; Submit checks every step and the whole, then asks for consent.
    {
      id: 'summary',
      title: 'form.application.steps.summary',
      schema: () => import('./schema').then((m) => m.stepSchemas.summary),
      Component: preloadable(() => import('./summary')),
    },
  ],
  fullSchema: () => import('./schema').then((m) => m.fullSchema),
  defaults,
  summaryNames: (data) =>
    (Array.isArray(data.applicants) ? data.applicants : []).map((a) => name(a?.info?.firstName, a?.info?.familyName)),
  migrations: {},
  attachments,
  requiresConsent: true,
  completion: { title: 'form.application.done.title', body: 'form.application.done.body' },
};
