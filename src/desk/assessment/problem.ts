// The words of an assessment call's refusal: the codes the server answers (docs/assessment.md)
// have a message each in the desk's catalogue; anything else is the server's failure.

import { DeskError } from '../api';
import type { DeskMessageId } from '../messages';

const CODES = new Set([
  'past',
  'holiday',
  'blocked',
  'booked',
  'invalid-day',
  'invalid-time',
  'invalid-minutes',
  'invalid-year',
  'invalid-url',
  'empty',
  'invalid-language',
  'invalid-capacity',
  'too-long',
  'full',
  'too-close',
  'stage',
  'slot',
  'invalid',
  'forbidden',
]);

export function problemOf(error: unknown): DeskMessageId {
  const code = error instanceof DeskError ? error.code : 'server';
  if (code === 'network') return 'desk.error.network';
  return CODES.has(code) ? (`desk.assessment.error.${code}` as DeskMessageId) : 'desk.error.server';
}
