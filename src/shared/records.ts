// The records the page, the service worker and the intake server share: what a form is, how a
// draft and its files are stored. Types and the list of forms (no React, no DOM), at the bottom of
// every import.

import type { SubmissionAttachment } from './contracts/attachment';

/** Every form a family can send, by the name the intake API knows it by. */
export const formKinds = [
  'application',
  'scholarship-internal',
  'scholarship-external',
  'bus',
  'contact',
  'contact-app',
] as const;

export type FormKind = (typeof formKinds)[number];

/** A message id of a form catalogue (src/locales/forms/*.json). */
export type FormMessageId = `form.${string}`;

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

/**
 * A stored file's description: what the submission will declare of it (id, field, name, type,
 * size, SHA-256 of the stored bytes), and its draft. Its bytes stay in the attachments table.
 */
export interface AttachmentMeta extends SubmissionAttachment {
  draftId: string;
  createdAt: number;
}

export type PutAttachmentResult =
  | { ok: true; attachment: AttachmentMeta }
  | { ok: false; reason: 'too-large' | 'wrong-type' | 'storage-full' | 'unreadable' };
