// The forms the intake accepts, by `kind`: each wizard's own `fullSchema` (the client validates
// with the very same module), the fields of its data that hold attachment ids with the types each
// takes (the shared attachment rules, as the wizards show them), and whether the robot check
// guards it.

import type { z } from 'zod';
import { fullSchemaOn, MAX_APPLICANTS } from '../../src/wizards/application/schema';
import { fullSchema as busSchema } from '../../src/wizards/bus/schema';
import { fullSchema as contactSchema } from '../../src/wizards/contact/schema';
import { fullSchema as contactAppSchema } from '../../src/wizards/contact-app/schema';
import * as scholarshipExternal from '../../src/wizards/scholarship/schema-external';
import * as scholarshipInternal from '../../src/wizards/scholarship/schema-internal';
import { attachmentSlots, type AttachmentSlot } from '../../src/shared/contracts/attachment-rules';
import type { FormKind } from '../../src/shared/records';

export interface KindSpec {
  /** The whole submission's schema as on `day` (YYYY-MM-DD at the school). */
  schema: (day: string) => z.ZodType;
  /** The fields of `data` that hold attachment ids, each with the MIME types it takes. */
  attachmentSlots: (data: unknown) => AttachmentSlot[];
  robotCheck: boolean;
}

/** The application's schema depends on the day; a few days' worth are kept built. */
const applicationSchemas = new Map<string, z.ZodType>();
function applicationSchema(day: string): z.ZodType {
  let schema = applicationSchemas.get(day);
  if (!schema) {
    if (applicationSchemas.size >= 8) applicationSchemas.clear();
    schema = fullSchemaOn(day);
    applicationSchemas.set(day, schema);
  }
  return schema;
}

const applicantCount = (data: unknown) => {
  const applicants = (data as { applicants?: unknown } | null)?.applicants;
  return Array.isArray(applicants) ? Math.min(applicants.length, MAX_APPLICANTS) : 0;
};

const spec = (kind: FormKind, schema: KindSpec['schema'], robotCheck = false): KindSpec => ({
  schema,
  attachmentSlots: (data) => attachmentSlots(kind, kind === 'application' ? applicantCount(data) : 1),
  robotCheck,
});

export const kinds: Readonly<Record<FormKind, KindSpec>> = {
  application: spec('application', applicationSchema),
  'scholarship-internal': spec('scholarship-internal', () => scholarshipInternal.fullSchema),
  'scholarship-external': spec('scholarship-external', () => scholarshipExternal.fullSchema),
  bus: spec('bus', () => busSchema),
  contact: spec('contact', () => contactSchema),
  'contact-app': spec('contact-app', () => contactAppSchema, true),
};
