// The contact form: one step and Submit, then the thank-you confirmation (docs/brief.md §3.2, §4.3).

import { lazy } from 'react';
import type { WizardMeta } from '../../forms/types';
import { contactDefaults, fullSchema, type ContactData } from './schema';

export const meta: WizardMeta<ContactData> = {
  kind: 'contact',
  schemaVersion: 1,
  title: 'form.contact.title',
  steps: [
    {
      id: 'message',
      title: 'form.contact.step.message',
      schema: fullSchema,
      Component: lazy(() => import('./steps/message')),
    },
  ],
  fullSchema,
  defaults: contactDefaults,
  summaryNames: (data) => [data.fullName ?? ''],
  migrations: {},
  attachments: [],
  requiresConsent: false,
  completion: { title: 'form.contact.thanks.title', body: 'form.contact.thanks.body' },
};
