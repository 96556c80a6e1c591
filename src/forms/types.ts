// The contract between the wizard framework (src/forms) and the wizards (src/wizards/*): steps,
// metadata, attachment specs. The stored records they share with src/db are in src/shared/records.

import type { ComponentType } from 'react';
import type { IntlShape } from 'react-intl';
import type { z } from 'zod';
import type { FormKind, FormMessageId } from '../shared/records';

export interface AttachmentSpec {
  /** Field id inside the form data, e.g. `attachments.passportPhoto` or `applicants.0.photo`. */
  field: string;
  label: FormMessageId;
  required: boolean;
  /** MIME types accepted (checked by content where the browser can). */
  accept: readonly string[];
  /** Per-file limit in bytes (10 MB by default). */
  maxBytes?: number;
}

export interface StepProps {
  /** The draft's id (for attachments). */
  draftId: string;
}

/**
 * Loads a schema (zod, with the wizard's rules): nothing of zod or the rules is fetched before
 * the family's first input, when the framework loads them in the background, or the first check.
 */
export type SchemaLoader<Data = unknown> = () => Promise<z.ZodType<Data>>;

export interface WizardStep {
  id: string;
  title: FormMessageId;
  /** Validates this step's part of the data; errors carry message ids. */
  schema: SchemaLoader;
  Component: ComponentType<StepProps>;
}

export interface WizardMeta<Data extends Record<string, unknown> = Record<string, unknown>> {
  kind: FormKind;
  /** Bumped whenever the stored shape changes; `migrations` bring older drafts forward. */
  schemaVersion: number;
  title: FormMessageId;
  /**
   * A paragraph about the whole form under the page's title, on every tab. The server renders it
   * with the page, so it paints with the title rather than when the form replaces its placeholder.
   */
  intro?: { message: FormMessageId; values?: (intl: IntlShape) => Record<string, string> };
  steps: readonly WizardStep[];
  /** The whole submission. */
  fullSchema: SchemaLoader<Data>;
  defaults: () => Data;
  /** Names shown in the draft list ("Anna and Leo Smith"). */
  summaryNames: (data: Data) => string[];
  /** Migrations from version N to N+1, keyed by N. */
  migrations: Readonly<Record<number, (data: Record<string, unknown>) => Record<string, unknown>>>;
  /**
   * The wizard's file fields (none when left out), loaded by the first file field or the background
   * warm-up: their rules stay out of the code a form loads before its first field.
   */
  attachments?: () => Promise<readonly AttachmentSpec[]>;
  requiresConsent: boolean;
  /**
   * The form catalogue (`src/locales/forms/<catalogue>.<locale>.json`) when it is not named after
   * `kind`: both scholarship wizards share `scholarship`.
   */
  catalogue?: string;
  /** Paragraphs of the consent modal; the framework's general conditions when left out. */
  consentTerms?: readonly FormMessageId[];
  /** Heading and text of the end state after Submit; "ready to send" when left out. */
  completion?: { title: FormMessageId; body: FormMessageId };
}
