// Error messages are message ids. Schemas carry their own (`form.common.required`); whatever zod
// reports without one becomes 'This field is required' for an empty answer, or a general
// "please check this answer" otherwise, so no English text of zod ever reaches a family.

import type { FormMessageId } from '../records';

export const REQUIRED: FormMessageId = 'form.common.required';
export const INVALID: FormMessageId = 'form.common.invalid';

interface IssueLike {
  code?: string;
  input?: unknown;
}

function isEmpty(input: unknown): boolean {
  if (input === undefined || input === null || input === false) return true;
  if (typeof input === 'string') return input.trim() === '';
  if (Array.isArray(input)) return input.length === 0;
  return false;
}

/** zod's per-parse error map: used only where a schema gives no message of its own. */
export function defaultIssueMessage(issue: IssueLike): string {
  return isEmpty(issue.input) ? REQUIRED : INVALID;
}

/** The message id to show for an error of react-hook-form, or undefined when there is none. */
export function errorMessageId(error: { message?: unknown; type?: unknown } | undefined): FormMessageId | undefined {
  if (!error) return undefined;
  const { message } = error;
  if (typeof message === 'string' && message.startsWith('form.')) return message as FormMessageId;
  if (typeof message === 'string' || typeof error.type === 'string') return INVALID;
  return undefined;
}
