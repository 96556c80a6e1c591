// Validation of the current step only: react-hook-form runs the step's zod schema over the whole
// form data (step schemas are plain objects, so other steps' keys are ignored). The schema and
// zod's resolver load on the first check if the background has not brought them yet.

import type { FieldValues, Resolver } from 'react-hook-form';
import { defaultIssueMessage } from '../../shared/validation/error-text';
import type { WizardMeta } from '../types';
import { loadSchema, loadStepSchemas } from './schemas';

export const parseOptions = { error: defaultIssueMessage };

const zodResolver = () => import('@hookform/resolvers/zod').then((module) => module.zodResolver);

/**
 * A resolver that always validates against the step `stepIndex()` points to, once its schema,
 * zod's resolver and `ready` (what showing the errors needs) are there.
 */
export function stepResolver(
  meta: WizardMeta,
  stepIndex: () => number,
  ready: () => Promise<unknown> = async () => undefined,
): Resolver<FieldValues> {
  return async (values, context, options) => {
    const step = meta.steps[stepIndex()] ?? meta.steps[0];
    if (!step) return { values, errors: {} };
    const [schema, resolver] = await Promise.all([loadSchema(step.schema), zodResolver(), ready()]);
    const resolve = resolver(schema as never, parseOptions as never) as unknown as Resolver<FieldValues>;
    return resolve(values, context, options);
  };
}

/** The index of the first step whose answers do not pass, or -1. */
export async function firstInvalidStep(meta: WizardMeta, data: Record<string, unknown>): Promise<number> {
  const schemas = await loadStepSchemas(meta);
  return schemas.findIndex((schema) => !schema.safeParse(data, parseOptions).success);
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
export async function stepOfField(meta: WizardMeta, data: Record<string, unknown>, path: string): Promise<number> {
  const broken = withValueAt(data, path.split('.'), { invalid: Symbol('invalid') });
  const schemas = await loadStepSchemas(meta);
  return schemas.findIndex((schema) => {
    const result = schema.safeParse(broken, parseOptions);
    return !result.success && result.error.issues.some((issue) => issue.path.join('.') === path);
  });
}
