// Validation of the current step only: react-hook-form runs the step's zod schema over the whole
// form data (step schemas are plain objects, so other steps' keys are ignored).

import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import { defaultIssueMessage } from '../error-text';
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
