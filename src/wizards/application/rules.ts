// Zod building blocks of the application with message ids as errors (never words), and
// `applyWhen`, which runs a schema only when an answer makes its fields required.
//
// The schema modules of this wizard load after the family's first input, and build no schema at
// import: each schema a module keeps is a `z.lazy()`, made on its first parse. Making the
// application's hundreds of zod objects takes about 30 ms on a laptop (zod 4 sets up each one's
// methods): made lazily, that work happens step by step when the page is idle
// (src/forms/wizard/warm-up.ts) or at the first check, whichever comes first.

import { z } from '../../config/zod';
import { isIsoDate } from '../../shared/dates';

export const REQUIRED = 'form.common.required';
export const ERR = {
  tooLong: 'form.common.tooLong',
  email: 'form.common.emailInvalid',
  phone: 'form.common.phoneInvalid',
  date: 'form.application.errors.date',
  noneExclusive: 'form.application.errors.noneExclusive',
  attachment: 'form.application.errors.attachment',
} as const;

/** A required line of text (trimmed, at most `max` characters). */
export const text = (max = 200) => z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(max, ERR.tooLong);

/** A required longer answer (addresses, details). */
export const longText = () => text(2000);

/** Text that may stay empty (middle name, nickname, religion, surgery details). */
export const optionalText = (max = 200) => z.string({ error: REQUIRED }).trim().max(max, ERR.tooLong);

const emailFormat = z.lazy(() => z.email());
export const email = () =>
  text(254).refine(
    ifFilled((v) => emailFormat.safeParse(v).success),
    ERR.email,
  );

/** A telephone number as people write it: digits with spaces, dashes, brackets, a leading +. */
export const phone = () =>
  text(40).refine(
    ifFilled((v) => /^\+?[\d\s().-]+$/.test(v) && v.replace(/\D/g, '').length >= 6),
    ERR.phone,
  );

/*
 * Later checks skip values an earlier check already reports (empty, not a date), so each field
 * shows one message. (`abort: true` would do it too, but it also stops the cross-field checks.)
 */

/** A test that passes empty text, which `text()` reports as required. */
export const ifFilled =
  (test: (v: string) => boolean) =>
  (v: string): boolean =>
    v === '' || test(v);

/** A test on a date that passes anything `isoDate()` already reports. */
export const ifDate =
  (test: (v: string) => boolean) =>
  (v: string): boolean =>
    !isIsoDate(v) || test(v);

/** A required calendar date, YYYY-MM-DD. */
export const isoDate = () => text(10).refine(ifFilled(isIsoDate), ERR.date);

/** One required option of `values`. */
export const choice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: REQUIRED });

export const flag = () => z.boolean({ error: REQUIRED });

/** A stored attachment's id (the form keeps the id; the file stays in the attachments table). */
export const attachmentId = () => z.string({ error: ERR.attachment }).trim().min(1, ERR.attachment);

type RefineCtx = z.RefinementCtx;
type Path = (string | number)[];

/** Runs `schema` on `value` and reports its issues under `path`: a conditional requirement. */
export function applyWhen(ctx: RefineCtx, schema: z.ZodType, value: unknown, path: Path): void {
  const result = schema.safeParse(value);
  if (result.success) return;
  for (const issue of result.error.issues) {
    ctx.addIssue({ code: 'custom', message: issue.message, path: [...path, ...issue.path] as Path });
  }
}

/** Refinements that must run even when other fields of the object are still missing. */
export const always = {
  when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null,
};

/** A yes/no question whose detail is required only when the answer is yes. */
export const yesNoDetail = () =>
  z.object({ answer: choice(['yes', 'no']), detail: optionalText(2000) }).superRefine((v, ctx) => {
    if (v.answer === 'yes') applyWhen(ctx, longText(), v.detail, ['detail']);
  }, always);

/**
 * A checklist: at least one tick; "none" (when offered) excludes every other tick; the text
 * `otherKey` is required only when "other" is ticked.
 */
export function checklist<const T extends readonly [string, ...string[]]>(values: T) {
  return z
    .array(z.enum(values, { error: REQUIRED }), { error: REQUIRED })
    .min(1, REQUIRED)
    .refine((ticks) => !(ticks.includes('none' as T[number]) && ticks.length > 1), ERR.noneExclusive);
}

/** Requires `other` text at `path` when the ticks (an array or one choice) include 'other'. */
export function requireOtherText(ctx: RefineCtx, ticks: unknown, other: unknown, path: Path): void {
  const ticked = Array.isArray(ticks) ? ticks.includes('other') : ticks === 'other';
  if (ticked) applyWhen(ctx, text(), other, path);
}

/** Narrowing helpers for refinements that run on partly invalid input. */
export const asRecord = (v: unknown): Record<string, unknown> =>
  typeof v === 'object' && v !== null ? (v as Record<string, unknown>) : {};
export const asArray = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
