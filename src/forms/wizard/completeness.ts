// How much of a draft is filled, for the draft list: per step, the answers with a problem in an
// empty copy of the same draft (same number of children, same yes/no answers) against those now.

import type { WizardMeta } from '../types';

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
function problemCount(schema: WizardMeta['steps'][number]['schema'], data: unknown): number {
  const result = schema.safeParse(data);
  return result.success ? 0 : new Set(result.error.issues.map((issue) => issue.path.join('.'))).size;
}

/** 0..1: share of the required answers given. */
export function completeness(meta: WizardMeta, data: Record<string, unknown>): number {
  const empty = blank(data);
  let total = 0;
  let missing = 0;
  for (const step of meta.steps) {
    const stepTotal = problemCount(step.schema, empty);
    total += stepTotal;
    missing += Math.min(stepTotal, problemCount(step.schema, data));
  }
  if (total === 0) return 1;
  return Math.min(1, Math.max(0, (total - missing) / total));
}

/** The names for the draft list; a wizard's half-filled data never breaks the save. */
export function summaryNames(meta: WizardMeta, data: Record<string, unknown>): string[] {
  try {
    return meta.summaryNames(data).filter((n) => typeof n === 'string' && n.trim() !== '');
  } catch {
    return [];
  }
}
