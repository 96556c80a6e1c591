// The forms the intake accepts, by `kind`: each wizard's own `fullSchema` (the client validates
// with the very same module), where its attachment ids sit in the data, which file types each
// attachment field takes, and whether the robot check guards it.

import type { z } from 'zod';
import { documentKeys, fullSchemaOn, MAX_APPLICANTS } from '../../src/wizards/application/schema';
import { fullSchema as busSchema } from '../../src/wizards/bus/schema';
import { fullSchema as contactSchema } from '../../src/wizards/contact/schema';
import { fullSchema as contactAppSchema } from '../../src/wizards/contact-app/schema';
import * as scholarshipExternal from '../../src/wizards/scholarship/schema-external';
import * as scholarshipInternal from '../../src/wizards/scholarship/schema-internal';
import { DEFAULT_ACCEPT } from '../../src/shared/files/prepare-file';
import type { FormKind } from '../../src/shared/records';

export interface KindSpec {
  /** The whole submission's schema as on `day` (YYYY-MM-DD at the school). */
  schema: (day: string) => z.ZodType;
  /** Dot paths of the fields of `data` that hold attachment ids. */
  attachmentFields: (data: unknown) => string[];
  /** MIME types an attachment field takes. */
  accept: (field: string) => readonly string[];
  robotCheck: boolean;
}

const PHOTO_TYPES = DEFAULT_ACCEPT.filter((type) => type.startsWith('image/'));
const noAttachments = () => [];
const anyType = () => DEFAULT_ACCEPT;

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

const scholarship = (schemas: typeof scholarshipExternal | typeof scholarshipInternal): KindSpec => ({
  schema: () => schemas.fullSchema,
  attachmentFields: () => Object.keys(schemas.attachmentsSchema.shape).map((key) => `attachments.${key}`),
  accept: anyType,
  robotCheck: false,
});

export const kinds: Readonly<Record<FormKind, KindSpec>> = {
  application: {
    schema: applicationSchema,
    attachmentFields: (data) =>
      Array.from({ length: applicantCount(data) }, (_, i) =>
        documentKeys.map((key) => `applicants.${i}.documents.${key}`),
      ).flat(),
    accept: (field) => (field.endsWith('.passportPhoto') ? PHOTO_TYPES : DEFAULT_ACCEPT),
    robotCheck: false,
  },
  'scholarship-internal': scholarship(scholarshipInternal),
  'scholarship-external': scholarship(scholarshipExternal),
  bus: { schema: () => busSchema, attachmentFields: noAttachments, accept: anyType, robotCheck: false },
  contact: { schema: () => contactSchema, attachmentFields: noAttachments, accept: anyType, robotCheck: false },
  'contact-app': { schema: () => contactAppSchema, attachmentFields: noAttachments, accept: anyType, robotCheck: true },
};

export function kindSpec(kind: string): KindSpec | undefined {
  return Object.hasOwn(kinds, kind) ? kinds[kind as FormKind] : undefined;
}
