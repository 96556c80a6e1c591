// Checks a submission as the form does: the envelope (id, kind, locale, attachment list), then the
// wizard's own `fullSchema`, then that the listed attachments are exactly the files the data
// refers to. Errors are keyed by dot path (`applicants.0.info.firstName`) with message ids.

import { z } from 'zod';
import { defaultIssueMessage } from '../../src/shared/validation/error-text';
import { isAccepted } from '../../src/shared/files/file-type';
import { locales } from '../../src/i18n/locales';
import { schoolDay } from '../../src/shared/dates';
import { kindSpec, type KindSpec } from './kinds';

export type FieldErrors = Record<string, string[]>;

const INVALID = 'form.common.invalid';
const FILE_MISSING = 'form.common.file.unreadable';
const FILE_TYPE = 'form.common.file.wrongType';
const FILE_SIZE = 'form.common.file.tooLarge';

/** Attachment ids become folder names: keep them to safe characters. */
export const ATTACHMENT_ID = /^[A-Za-z0-9_-]{1,64}$/;

const attachmentSchema = z.object({
  id: z.string().regex(ATTACHMENT_ID),
  field: z.string().min(1).max(200),
  name: z.string().max(255),
  type: z.string().min(1).max(100),
  size: z.int().min(1),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});

const envelopeSchema = z.object({
  id: z.uuid(),
  kind: z.string().min(1).max(50),
  schemaVersion: z.int().min(1).max(1000),
  locale: z.enum(locales),
  data: z.record(z.string(), z.unknown()),
  attachments: z.array(attachmentSchema).max(100).default([]),
  robotToken: z.string().max(10_000).optional(),
  /** When the family pressed Submit (ISO 8601); date rules are checked as on that day. */
  submittedAt: z.iso.datetime({ offset: true }).optional(),
});

export type Envelope = z.output<typeof envelopeSchema>;
export type AttachmentEntry = Envelope['attachments'][number];

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
export function parseEnvelope(body: unknown): Result<Envelope & { spec: KindSpec }> {
  const parsed = envelopeSchema.safeParse(body, { error: defaultIssueMessage });
  if (!parsed.success) return { ok: false, fieldErrors: errorsOf(parsed.error.issues) };
  const spec = kindSpec(parsed.data.kind);
  if (!spec) return { ok: false, fieldErrors: { kind: [INVALID] } };
  return { ok: true, value: { ...parsed.data, spec } };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The day the form is judged on: when it was submitted (up to 30 days back), else today. */
export function validationDay(submittedAt: string | undefined, now: Date): string {
  const at = submittedAt ? new Date(submittedAt) : undefined;
  const usable = at && at.getTime() <= now.getTime() + 5 * 60 * 1000 && at.getTime() >= now.getTime() - 30 * DAY_MS;
  return schoolDay(usable ? at : now);
}

function valueAt(data: unknown, dotPath: string): unknown {
  return dotPath
    .split('.')
    .reduce<unknown>(
      (node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined),
      data,
    );
}

/** The attachment list must hold exactly the files the data refers to, each of a type its field takes. */
export function checkAttachments(
  spec: KindSpec,
  data: unknown,
  attachments: readonly AttachmentEntry[],
  maxFileBytes: number,
): FieldErrors {
  const errors: FieldErrors = {};
  const byId = new Map<string, number>();
  attachments.forEach((a, i) => {
    if (byId.has(a.id)) add(errors, `attachments.${i}.id`, INVALID);
    else byId.set(a.id, i);
  });
  const used = new Set<number>();
  for (const field of spec.attachmentFields(data)) {
    const value = valueAt(data, field);
    if (typeof value !== 'string' || value === '') continue;
    const index = byId.get(value);
    const entry = index === undefined ? undefined : attachments[index];
    if (index === undefined || !entry || entry.field !== field || used.has(index)) {
      add(errors, field, FILE_MISSING);
      continue;
    }
    used.add(index);
    if (!isAccepted(spec.accept(field), entry.type)) add(errors, field, FILE_TYPE);
    if (entry.size > maxFileBytes) add(errors, field, FILE_SIZE);
  }
  attachments.forEach((_, i) => {
    if (!used.has(i)) add(errors, `attachments.${i}`, INVALID);
  });
  return errors;
}

/**
 * A lone UTF-16 surrogate (half of an emoji, cut by a bad paste or a broken client): JSON.parse
 * takes `"\ud800"`, but PostgreSQL's jsonb refuses it, so such text is refused as invalid here.
 */
const LONE_SURROGATE = /\p{Cs}/u;

/** The dot paths of strings (values or keys) in `value` holding a lone surrogate. */
function brokenText(value: unknown, at: string[] = [], found: string[] = []): string[] {
  if (typeof value === 'string') {
    if (LONE_SURROGATE.test(value)) found.push(at.join('.') || 'root');
  } else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (LONE_SURROGATE.test(key)) found.push([...at, key].join('.'));
      else brokenText(child, [...at, key], found);
    }
  }
  return found;
}

/** Runs the wizard's schema and the attachment check; returns the parsed (trimmed) data. */
export function validateData(
  envelope: Envelope & { spec: KindSpec },
  options: { now: Date; maxFileBytes: number },
): Result<unknown> {
  const schema = envelope.spec.schema(validationDay(envelope.submittedAt, options.now));
  const parsed = schema.safeParse(envelope.data, { error: defaultIssueMessage });
  if (!parsed.success) return { ok: false, fieldErrors: errorsOf(parsed.error.issues) };
  const broken = brokenText(parsed.data);
  if (broken.length > 0) return { ok: false, fieldErrors: Object.fromEntries(broken.map((key) => [key, [INVALID]])) };
  const fileErrors = checkAttachments(envelope.spec, parsed.data, envelope.attachments, options.maxFileBytes);
  if (Object.keys(fileErrors).length > 0) return { ok: false, fieldErrors: fileErrors };
  return { ok: true, value: parsed.data };
}
