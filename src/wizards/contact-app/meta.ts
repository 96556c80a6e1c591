// The quick contact for application (about a minute): one step with the robot check, Submit,
// then the thank-you. The full online application is linked from the step. Its schema
// (schema.ts) loads when the framework asks for it.

import { preloadable } from '../../forms/preloadable';
import type { WizardMeta } from '../../forms/types';
import { contactAppDefaults } from './options';
import type { ContactAppData } from './schema';

const fullSchema = () => import('./schema').then((s) => s.fullSchema);

export const meta: WizardMeta<ContactAppData> = {
  kind: 'contact-app',
  schemaVersion: 1,
  title: 'form.contact-app.title',
  steps: [
    {
      id: 'details',
      title: 'form.contact-app.step.details',
      schema: fullSchema,
      Component: preloadable(() => import('./steps/details')),
    },
  ],
  fullSchema,
  defaults: contactAppDefaults,
  summaryNames: (data) => [data.studentName ?? ''],
  migrations: {},
  attachments: [],
  requiresConsent: false,
  completion: { title: 'form.contact-app.thanks.title', body: 'form.contact-app.thanks.body' },
};
