// A wizard's schemas as the framework uses them: each loaded once through its `SchemaLoader`
// (zod and the wizard's rules come with the first), and readable at once after that. Nothing
// here imports zod: a form takes its first input before any of it has been fetched.

import type { z } from 'zod';
import type { SchemaLoader, WizardMeta } from '../types';

const loading = new WeakMap<SchemaLoader, Promise<z.ZodType>>();
const loaded = new WeakMap<SchemaLoader, z.ZodType>();

/** The schema of `loader`, loading it on the first call. */
export function loadSchema(loader: SchemaLoader): Promise<z.ZodType> {
  let promise = loading.get(loader);
  if (!promise) {
    promise = loader().then((schema) => {
      loaded.set(loader, schema);
      return schema;
    });
    promise.catch(() => loading.delete(loader));
    loading.set(loader, promise);
  }
  return promise;
}

/** The schema of `loader` if it has loaded, else undefined. */
export function schemaIfLoaded(loader: SchemaLoader): z.ZodType | undefined {
  return loaded.get(loader);
}

/** Every step's schema, in order. */
export function loadStepSchemas(meta: Pick<WizardMeta, 'steps'>): Promise<z.ZodType[]> {
  return Promise.all(meta.steps.map((step) => loadSchema(step.schema)));
}

/** Every step's schema if all have loaded (autosave's completeness waits for nothing). */
export function stepSchemasIfLoaded(meta: Pick<WizardMeta, 'steps'>): z.ZodType[] | undefined {
  const schemas = meta.steps.map((step) => schemaIfLoaded(step.schema));
  return schemas.every((schema) => schema !== undefined) ? (schemas as z.ZodType[]) : undefined;
}
