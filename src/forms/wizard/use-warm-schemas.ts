// A wizard's schemas may be `z.lazy()` (the application's are: building them all took ~30 ms of
// the form page's hydration). This makes them while the page is idle, one step per idle callback
// so none is a long task, before the family's first Next or autosave needs them: a parse of the
// form's current answers builds every schema those answers reach. Eager schemas just parse once.

import { useEffect } from 'react';
import type { WizardMeta } from '../types';

const whenIdle = (run: () => void): (() => void) => {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout: 5000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, 200);
  return () => clearTimeout(id);
};

export function useWarmSchemas(
  meta: Pick<WizardMeta, 'steps' | 'fullSchema'>,
  data: () => Record<string, unknown>,
): void {
  useEffect(() => {
    const schemas = [...meta.steps.map((step) => step.schema), meta.fullSchema];
    let cancel = () => {};
    const next = (index: number) => {
      const schema = schemas[index];
      if (!schema) return;
      cancel = whenIdle(() => {
        schema.safeParse(data());
        next(index + 1);
      });
    };
    next(0);
    return () => cancel();
  }, [meta, data]);
}
