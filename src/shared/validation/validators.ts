// Building blocks for wizard schemas that several forms share. Pure zod (no React, no DOM), so
// the intake server can import them with the schemas; messages are message ids.

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
