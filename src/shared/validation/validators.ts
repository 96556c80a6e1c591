// Building blocks for wizard schemas that several forms share. Pure zod (no React, no DOM), so
// the intake server can import them with the schemas; messages are message ids. Children's names
// have a rule of their own (`personName`): they are the one answer the school's automatic
// e-mails repeat, so they hold letters, not links (docs/submission-contract.md).

import { z } from '../../config/zod';

export const REQUIRED = 'form.common.required';

/** Optional text: trimmed, at most `max` characters. */
export const optionalText = (max: number) => z.string({ error: REQUIRED }).trim().max(max, 'form.common.tooLong');

/** Required text: trimmed, not empty, at most `max` characters. */
export const requiredText = (max: number) => optionalText(max).min(1, REQUIRED);

/** One of `values` (a select or radio group; '' until chosen). */
export const oneOf = (values: readonly string[]) =>
  z.string({ error: REQUIRED }).refine((v) => values.includes(v), REQUIRED);

/** A required e-mail address. */
export const emailAddress = () => requiredText(254).refine((v) => z.regexes.email.test(v), 'form.common.emailInvalid');

/** A required telephone number as people write it: digits, spaces, dashes, brackets, leading +. */
export const phoneNumber = () =>
  requiredText(30).refine((v) => {
    const digits = v.replace(/\D/g, '').length;
    return /^\+?[\d\s().-]+$/.test(v) && digits >= 8 && digits <= 15;
  }, 'form.common.phoneInvalid');

/** The longest part of a name (a first, middle or family name, a nickname). */
export const NAME_MAX = 60;
/** The longest name given whole in one answer ("Ploy Jaidee"). */
export const FULL_NAME_MAX = 120;
export const NAME_INVALID = 'form.common.nameInvalid';

/**
 * A name in any script: letters with their marks, and the spaces and punctuation names carry
 * ("Mary-Jane", "O’Brien", "St. John", "玛丽·安"); it starts with a letter, and a full stop ends
 * a word ("J. R.", never "J.R."). No digits, no @, : or /, and no "site.com", so a name cannot
 * carry an address or a link into an e-mail.
 */
const NAME = /^\p{L}[\p{L}\p{M} .'’ʼ·‐-]*$/u;
const STOP_INSIDE_WORD = /\.\S/;

export const isPersonName = (value: string): boolean => NAME.test(value) && !STOP_INSIDE_WORD.test(value);

/** A required name of a person (a child's): trimmed, at most `max` characters, the name rule. */
export const personName = (max = NAME_MAX) =>
  requiredText(max).refine((v) => v === '' || isPersonName(v), NAME_INVALID);

/** An optional name (middle name, nickname): empty, or as `personName`. */
export const optionalPersonName = (max = NAME_MAX) =>
  optionalText(max).refine((v) => v === '' || isPersonName(v), NAME_INVALID);

/**
 * A name as an automatic e-mail shows it: only what the rule lets through (other characters
 * dropped, a full stop followed by a space, spaces made single) and at most `max` characters,
 * whatever was stored.
 */
export function mailSafeName(name: string, max = NAME_MAX): string {
  const kept = name
    .normalize('NFC')
    .replace(/[^\p{L}\p{M} .'’ʼ·‐-]/gu, ' ')
    .replace(/\.(?=\S)/g, '. ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[^\p{L}]+/u, '');
  return [...kept].slice(0, max).join('').trim();
}
