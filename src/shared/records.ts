// The records the page, the service worker and the intake server share: what a form is, how a
// draft and its files are stored. Pure types (no React, no DOM), at the bottom of every import.

export type FormKind =
  'application' | 'scholarship-internal' | 'scholarship-external' | 'bus' | 'contact' | 'contact-app';

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
