// The bus registration wizard: Students -> Address -> Contacts -> Summary, no attachments and no
// consent modal (docs/brief.md §3.5, §4.2). Its schemas (schema.ts) load when the framework asks.

import { bus } from '../../data/facts';
import { preloadable } from '../../forms/preloadable';
import type { WizardMeta } from '../../forms/types';
import { busDefaults } from './defaults';
import type { BusData } from './schema';

const schemas = () => import('./schema');

export const meta: WizardMeta<BusData> = {
  kind: 'bus',
  schemaVersion: 1,
  title: 'form.bus.title',
  // Who may register and what it costs: the page's largest text, painted with the server's page.
  intro: {
    message: 'form.bus.intro',
    values: (intl) => ({
      fee: intl.formatNumber(bus.perTerm, { style: 'currency', currency: 'THB', maximumFractionDigits: 0 }),
    }),
  },
  steps: [
    {
      id: 'students',
      title: 'form.bus.step.students',
      schema: () => schemas().then((s) => s.studentsStep),
      Component: preloadable(() => import('./steps/students')),
    },
    {
      id: 'address',
      title: 'form.bus.step.address',
      schema: () => schemas().then((s) => s.addressStep),
      Component: preloadable(() => import('./steps/address')),
    },
    {
      id: 'contacts',
      title: 'form.bus.step.contacts',
      schema: () => schemas().then((s) => s.contactsStep),
      Component: preloadable(() => import('./steps/contacts')),
    },
    // The summary asks nothing new; Submit checks every step and the whole.
    {
      id: 'summary',
      title: 'form.bus.step.summary',
      schema: () => schemas().then((s) => s.summaryStep),
      Component: preloadable(() => import('./summary')),
    },
  ],
  fullSchema: () => schemas().then((s) => s.fullSchema),
  defaults: busDefaults,
  summaryNames: (data) =>
    (data.students ?? []).map((s) => [s.firstName, s.familyName].filter(Boolean).join(' ').trim()),
  migrations: {},
  requiresConsent: false,
  completion: { title: 'form.bus.done.title', body: 'form.bus.done.body' },
};
