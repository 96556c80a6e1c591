// Validation of the current step only: react-hook-form runs the step's zod schema over the whole
// form data (step schemas are plain objects, so other steps' keys are ignored).

import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import { defaultIssueMessage } from '../../shared/validation/error-text';
import type { WizardMeta } from '../types';

export const parseOptions = { error: defaultIssueMessage };

/** A resolver that always validates against the step `stepIndex()` points to. */
export function stepResolver(meta: WizardMeta, stepIndex: () => number): Resolver<FieldValues> {
  return (values, context, options) => {
    const step = meta.steps[stepIndex()] ?? meta.steps[0];
    if (!step) return { values, errors: {} };
    const resolve = zodResolver(step.schema as never, parseOptions as never) as unknown as Resolver<FieldValues>;
    return resolve(values, context, options);
  };
}

/** The index of the first step whose answers do not pass, or -1. */
export function firstInvalidStep(meta: WizardMeta, data: Record<string, unknown>): number {
  return meta.steps.findIndex((step) => !step.schema.safeParse(data, parseOptions).success);
}

/** `data` with the value at dot path `path` replaced by `value` (copies only along the path). */
function withValueAt(data: unknown, keys: string[], value: unknown): unknown {
  if (keys.length === 0) return value;
  const [key, ...rest] = keys as [string, ...string[]];
  const copy: Record<string, unknown> | unknown[] = Array.isArray(data)
    ? [...(data as unknown[])]
    : { ...((data ?? {}) as Record<string, unknown>) };
  (copy as Record<string, unknown>)[key] = withValueAt(
    (data as Record<string, unknown> | undefined)?.[key],
    rest,
    value,
  );
  return copy;
}

/**
 * The index of the step that checks the field at dot path `path` (-1 if none): the first step
 * that reports an issue at that path once its value is replaced by something no field accepts.
 */
export function stepOfField(meta: WizardMeta, data: Record<string, unknown>, path: string): number {
  const broken = withValueAt(data, path.split('.'), { invalid: Symbol('invalid') });
  return meta.steps.findIndex((step) => {
    const result = step.schema.safeParse(broken, parseOptions);
    return !result.success && result.error.issues.some((issue) => issue.path.join('.') === path);
  });
}
