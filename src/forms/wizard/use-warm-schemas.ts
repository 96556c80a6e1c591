// When the rest of a form loads. Nothing beyond the first tab is fetched until the family starts:
// the first input (or Next, which calls `start`), or at once for a draft the family comes back to
// (`eager`). Then ./warm-up.ts, itself loaded then, fetches the rest and builds the schemas while
// the page is idle.

import { useCallback, useEffect, useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { Locale } from '../../i18n/locales';
import type { WizardMeta } from '../types';

interface WarmOptions {
  meta: WizardMeta;
  locale: Locale;
  form: Pick<UseFormReturn, 'watch' | 'getValues'>;
  /** Start at once (a stored draft) rather than on the first input. */
  eager: boolean;
}

/** Returns `start`, for the first Next or Submit. */
export function useWarmSchemas({ meta, locale, form, eager }: WarmOptions): () => void {
  const started = useRef(false);
  const cancel = useRef<() => void>(() => undefined);
  const { watch, getValues } = form;

  const start = useCallback(() => {
    if (started.current) return;
    started.current = true;
    void import('./warm-up')
      .then(async ({ buildWhenIdle, warmUp }) => {
        await warmUp(meta, locale);
        cancel.current = buildWhenIdle(meta, getValues);
      })
      .catch(() => (started.current = false));
  }, [meta, locale, getValues]);

  useEffect(() => {
    if (eager) {
      start();
      return () => cancel.current();
    }
    const subscription = watch(() => {
      subscription.unsubscribe();
      start();
    });
    return () => {
      subscription.unsubscribe();
      cancel.current();
    };
  }, [eager, start, watch]);

  return start;
}
