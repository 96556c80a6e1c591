// The application wizard: six tabs (docs/brief.md §3.1), one to four applicants, the
// family's details once, attachments per applicant, the consent modal before Submit. Each tab's
// schema is a module of its own (schema-<tab>.ts), loaded when the framework asks for it.

import type { WizardMeta } from '../../forms/types';
import { preloadable } from '../../forms/preloadable';
import { defaults } from './defaults';
import type { ApplicationData } from './schema';

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
  attachments: () => import('./attachments').then((module) => module.attachments),
  requiresConsent: true,
  completion: { title: 'form.application.done.title', body: 'form.application.done.body' },
};
