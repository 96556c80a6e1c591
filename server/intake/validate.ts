// Checks a submission as the form does: the envelope (the shared contract: id, kind, locale,
// attachment list), then that every answer and file name can be stored at all (no NUL, no lone
// surrogate), then the wizard's own `fullSchema`, then that the listed attachments are exactly the
// files the data refers to. Errors are keyed by dot path (`applicants.0.info.firstName`) with
// message ids.

import type { z } from 'zod';
import {
  submissionEnvelopeSchema,
  type SubmissionAttachment,
  type SubmissionEnvelope,
} from '../../src/shared/contracts/submission';
import { valueAt } from '../../src/shared/dot-path';
import { defaultIssueMessage } from '../../src/shared/validation/error-text';
import { isAccepted } from '../../src/shared/files/file-type';
import { schoolDay } from '../../src/shared/dates';
import { kinds, type KindSpec } from './kinds';
import { unstorable, unstorablePaths } from './storable-text';

export type FieldErrors = Record<string, string[]>;

const INVALID = 'form.common.invalid';
const FILE_MISSING = 'form.common.file.unreadable';
const FILE_TYPE = 'form.common.file.wrongType';
const FILE_SIZE = 'form.common.file.tooLarge';
const TEXT_UNSTORABLE = 'form.common.invalidCharacters';
const FILE_NAME = 'form.common.file.nameInvalid';

type Result<T> = { ok: true; value: T } | { ok: false; fieldErrors: FieldErrors };

function add(errors: FieldErrors, key: string, message: string): void {
  const list = (errors[key] ??= []);
  if (!list.includes(message)) list.push(message);
}

function errorsOf(issues: readonly z.core.$ZodIssue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues)
    add(errors, issue.path.join('.') || 'root', issue.message.startsWith('form.') ? issue.message : INVALID);
  return errors;
}

/** The envelope of a submission; its `data` is checked by `validateData`. */
export function parseEnvelope(body: unknown): Result<SubmissionEnvelope & { spec: KindSpec }> {
  const parsed = submissionEnvelopeSchema.safeParse(body, { error: defaultIssueMessage });
  if (!parsed.success) return { ok: false, fieldErrors: errorsOf(parsed.error.issues) };
  return { ok: true, value: { ...parsed.data, spec: kinds[parsed.data.kind] } };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The day the form is judged on: when it was submitted (up to 30 days back), else today. */
export function validationDay(submittedAt: string | undefined, now: Date): string {
  const at = submittedAt ? new Date(submittedAt) : undefined;
  const usable = at && at.getTime() <= now.getTime() + 5 * 60 * 1000 && at.getTime() >= now.getTime() - 30 * DAY_MS;
  return schoolDay(usable ? at : now);
}

/** The attachment list must hold exactly the files the data refers to, each of a type its field takes. */
export function checkAttachments(
  spec: KindSpec,
  data: unknown,
  attachments: readonly SubmissionAttachment[],
  maxFileBytes: number,
): FieldErrors {
  const errors: FieldErrors = {};
  const byId = new Map<string, number>();
  attachments.forEach((a, i) => {
    if (byId.has(a.id)) add(errors, `attachments.${i}.id`, INVALID);
    else byId.set(a.id, i);
  });
  const used = new Set<number>();
  for (const { field, accept } of spec.attachmentSlots(data)) {
    const value = valueAt(data, field);
    if (typeof value !== 'string' || value === '') continue;
    const index = byId.get(value);
    const entry = index === undefined ? undefined : attachments[index];
    if (index === undefined || !entry || entry.field !== field || used.has(index)) {
      add(errors, field, FILE_MISSING);
      continue;
    }
    used.add(index);
    if (!isAccepted(accept, entry.type)) add(errors, field, FILE_TYPE);
    if (entry.size > maxFileBytes) add(errors, field, FILE_SIZE);
  }
  attachments.forEach((_, i) => {
    if (!used.has(i)) add(errors, `attachments.${i}`, INVALID);
  });
  return errors;
}

/**
 * Answers and file names holding a character the database cannot store: keyed by the answer's
 * path, a file name by the data field of its attachment (where the form shows the file).
 */
export function unstorableText(envelope: Pick<SubmissionEnvelope, 'data' | 'attachments'>): FieldErrors {
  const errors: FieldErrors = {};
  for (const path of unstorablePaths(envelope.data)) add(errors, path, TEXT_UNSTORABLE);
  envelope.attachments.forEach((a, i) => {
    if (unstorable(a.field)) add(errors, `attachments.${i}`, INVALID);
    else if (unstorable(a.name)) add(errors, a.field, FILE_NAME);
  });
  return errors;
}

/** Runs the text check, the wizard's schema and the attachment check; returns the parsed (trimmed) data. */
export function validateData(
  envelope: SubmissionEnvelope & { spec: KindSpec },
  options: { now: Date; maxFileBytes: number },
): Result<unknown> {
  const textErrors = unstorableText(envelope);
  if (Object.keys(textErrors).length > 0) return { ok: false, fieldErrors: textErrors };
  const schema = envelope.spec.schema(validationDay(envelope.submittedAt, options.now));
  const parsed = schema.safeParse(envelope.data, { error: defaultIssueMessage });
  if (!parsed.success) return { ok: false, fieldErrors: errorsOf(parsed.error.issues) };
  const fileErrors = checkAttachments(envelope.spec, parsed.data, envelope.attachments, options.maxFileBytes);
  if (Object.keys(fileErrors).length > 0) return { ok: false, fieldErrors: fileErrors };
  return { ok: true, value: parsed.data };
}
