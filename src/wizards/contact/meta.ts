// The contact form: one step and Submit, then the thank-you confirmation (docs/brief.md §3.2,
// §4.3). Its schema (schema.ts) loads when the framework asks for it.

import { preloadable } from '../../forms/preloadable';
import type { WizardMeta } from '../../forms/types';
import type { ContactData } from './schema';

const fullSchema = () => import('./schema').then((s) => s.fullSchema);

/** A new message: nothing answered. */
const contactDefaults = (): ContactData => ({ fullName: '', email: '', mobile: '', purpose: '', message: '' });

export const meta: WizardMeta<ContactData> = {
  kind: 'contact',
  schemaVersion: 1,
  title: 'form.contact.title',
  steps: [
    {
      id: 'message',
      title: 'form.contact.step.message',
      schema: fullSchema,
      Component: preloadable(() => import('./steps/message')),
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
