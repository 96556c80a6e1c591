// The contract between the wizard framework (src/forms), the wizards (src/wizards/*) and the
// storage facade (src/db). Pure types: no React at run time.

import type { ComponentType } from 'react';
import type { z } from 'zod';

export type FormKind =
  'application' | 'scholarship-internal' | 'scholarship-external' | 'bus' | 'contact' | 'contact-app';

/** A message id of a form catalogue (src/locales/forms/*.json). */
export type FormMessageId = `form.${string}`;

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

export interface WizardStep {
  id: string;
  title: FormMessageId;
  /** Validates this step's part of the data; errors carry message ids. */
  schema: z.ZodType;
  Component: ComponentType<StepProps>;
}

export interface WizardMeta<Data extends Record<string, unknown> = Record<string, unknown>> {
  kind: FormKind;
  /** Bumped whenever the stored shape changes; `migrations` bring older drafts forward. */
  schemaVersion: number;
  title: FormMessageId;
  steps: readonly WizardStep[];
  /** The whole submission. */
  fullSchema: z.ZodType<Data>;
  defaults: () => Data;
  /** Names shown in the draft list ("Anna and Leo Smith"). */
  summaryNames: (data: Data) => string[];
  /** Migrations from version N to N+1, keyed by N. */
  migrations: Readonly<Record<number, (data: Record<string, unknown>) => Record<string, unknown>>>;
  attachments: readonly AttachmentSpec[];
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

/** What a stored draft looks like (src/db). */
export interface DraftRecord {
  id: string;
  kind: FormKind;
  schemaVersion: number;
  data: Record<string, unknown>;
  /** Index of the step the family was on. */
  step: number;
  /** 0..1: share of required fields filled, for the draft list. */
  completeness: number;
  names: string[];
  status: 'draft' | 'ready';
  /** What the school refused when the family reopened a submission (form dot path -> message ids). */
  serverErrors?: Record<string, string[]>;
  createdAt: number;
  updatedAt: number;
}

/** A stored file's description; its bytes stay in the attachments table. */
export interface AttachmentMeta {
  id: string;
  draftId: string;
  field: string;
  name: string;
  type: string;
  size: number;
  /** Hex SHA-256 of the stored bytes. */
  sha256: string;
  createdAt: number;
}

export type PutAttachmentResult =
  | { ok: true; attachment: AttachmentMeta }
  | { ok: false; reason: 'too-large' | 'wrong-type' | 'storage-full' | 'unreadable' };
