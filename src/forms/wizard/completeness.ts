// How much of a draft is filled, for the draft list: per step, the answers with a problem in an
// empty copy of the same draft (same number of children, same yes/no answers) against those now.

import type { z } from 'zod';

/** The same shape with every answer emptied: text '', ticks false, lists of choices []. */
export function blank(value: unknown): unknown {
  if (typeof value === 'string') return '';
  if (typeof value === 'boolean') return false;
  if (typeof value === 'number') return undefined;
  if (Array.isArray(value)) {
    return value.every((v) => typeof v !== 'object' || v === null) ? [] : value.map(blank);
  }
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, blank(v)]));
  }
  return value;
}

/** The number of answers (paths) with a problem. */
function problemCount(schema: z.ZodType, data: unknown): number {
  const result = schema.safeParse(data);
  return result.success ? 0 : new Set(result.error.issues.map((issue) => issue.path.join('.'))).size;
}

/** 0..1: share of the required answers given, by the wizard's step schemas (`stepSchemas`). */
export function completeness(stepSchemas: readonly z.ZodType[], data: Record<string, unknown>): number {
  const empty = blank(data);
  let total = 0;
  let missing = 0;
  for (const schema of stepSchemas) {
    const stepTotal = problemCount(schema, empty);
    total += stepTotal;
    missing += Math.min(stepTotal, problemCount(schema, data));
  }
  if (total === 0) return 1;
  return Math.min(1, Math.max(0, (total - missing) / total));
}
