// The quick contact for application (about a minute): one step with the robot check, Submit,
// then the thank-you. The full online application is linked from the step.

import { lazy } from 'react';
import type { WizardMeta } from '../../forms/types';
import { contactAppDefaults, fullSchema, type ContactAppData } from './schema';

export const meta: WizardMeta<ContactAppData> = {
  kind: 'contact-app',
  schemaVersion: 1,
  title: 'form.contact-app.title',
  steps: [
    {
      id: 'details',
      title: 'form.contact-app.step.details',
      schema: fullSchema,
      Component: lazy(() => import('./steps/details')),
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
