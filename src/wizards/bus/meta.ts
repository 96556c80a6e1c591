// The bus registration wizard: Students -> Address -> Contacts -> Summary, no attachments and no
// consent modal (docs/brief.md §3.5, §4.2).

import { lazy } from 'react';
import { z } from '../../config/zod';
import type { WizardMeta } from '../../forms/types';
import { addressStep, busDefaults, contactsStep, fullSchema, studentsStep, type BusData } from './schema';

export const meta: WizardMeta<BusData> = {
  kind: 'bus',
  schemaVersion: 1,
  title: 'form.bus.title',
  steps: [
    {
      id: 'students',
      title: 'form.bus.step.students',
      schema: studentsStep,
      Component: lazy(() => import('./steps/students')),
    },
    {
      id: 'address',
      title: 'form.bus.step.address',
      schema: addressStep,
      Component: lazy(() => import('./steps/address')),
    },
    {
      id: 'contacts',
      title: 'form.bus.step.contacts',
      schema: contactsStep,
      Component: lazy(() => import('./steps/contacts')),
    },
    // The summary asks nothing new; Submit checks every step and the whole.
    { id: 'summary', title: 'form.bus.step.summary', schema: z.object({}), Component: lazy(() => import('./summary')) },
  ],
  fullSchema,
  defaults: busDefaults,
  summaryNames: (data) =>
    (data.students ?? []).map((s) => [s.firstName, s.familyName].filter(Boolean).join(' ').trim()),
  migrations: {},
  attachments: [],
  requiresConsent: false,
  completion: { title: 'form.bus.done.title', body: 'form.bus.done.body' },
};
