// Autosave: every change is written to the draft 300 ms after the family stops typing, and at
// once when the page is hidden or closed, before an app update reloads it, on Save Draft, and
// when the wizard goes away. Saves run one after another, never overlapping. The storage code
// loads with the first save; how complete the draft is goes with each save once
// the step schemas are there (they load in the background after the first input).

import { useCallback, useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { loadStorage } from '../../db/light';
import { registerBeforeUpdate } from '../../pwa/before-update';
import type { WizardMeta } from '../types';

export const AUTOSAVE_DELAY_MS = 300;

/** The names for the draft list; a wizard's half-filled data never breaks the save. */
export function summaryNames(meta: WizardMeta, data: Record<string, unknown>): string[] {
  try {
    return meta.summaryNames(data).filter((n) => typeof n === 'string' && n.trim() !== '');
  } catch {
    return [];
  }
}

/** How complete `data` is, once the step schemas are there (./completeness.ts loads with the first save). */
async function completenessOf(meta: WizardMeta, data: Record<string, unknown>): Promise<number | undefined> {
  const [{ completeness }, { stepSchemasIfLoaded }] = await Promise.all([
    import('./completeness'),
    import('./schemas'),
  ]);
  const schemas = stepSchemasIfLoaded(meta);
  return schemas ? completeness(schemas, data) : undefined;
}

export type SaveStatus =
  | { state: 'idle' }
  | { state: 'saving' }
  | { state: 'saved'; at: number }
  | { state: 'failed'; reason: 'storage-full' | 'error' };

interface AutosaveOptions {
  meta: WizardMeta;
  form: Pick<UseFormReturn, 'watch' | 'getValues'>;
  step: () => number;
  ensureDraft: () => Promise<string>;
}

export interface Autosave {
  status: SaveStatus;
  /** Saves now (whether or not anything changed) and resolves when it is stored. */
  saveNow: () => Promise<void>;
  /** Saves now only if a change is waiting; resolves when every save is stored. */
  flush: () => Promise<void>;
}

function failure(error: unknown): SaveStatus {
  const name = (error as { name?: string; inner?: { name?: string } } | null)?.name;
  const inner = (error as { inner?: { name?: string } } | null)?.inner?.name;
  const full = name === 'QuotaExceededError' || inner === 'QuotaExceededError';
  return { state: 'failed', reason: full ? 'storage-full' : 'error' };
}

export function useAutosave({ meta, form, step, ensureDraft }: AutosaveOptions): Autosave {
  const [status, setStatus] = useState<SaveStatus>({ state: 'idle' });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const queue = useRef<Promise<void>>(Promise.resolve());
  // The last save runs after the wizard went away (unmount flushes): its result has no one to show.
  const mounted = useRef(true);
  const show = useCallback((next: SaveStatus) => {
    if (mounted.current) setStatus(next);
  }, []);
  const { watch, getValues } = form;

  const saveNow = useCallback((): Promise<void> => {
    clearTimeout(timer.current);
    timer.current = undefined;
    const run = queue.current.then(async () => {
      const data = getValues() as Record<string, unknown>;
      try {
        const id = await ensureDraft();
        const share = await completenessOf(meta, data);
        await (
          await loadStorage()
        ).saveDraft(id, {
          data,
          step: step(),
          names: summaryNames(meta, data),
          ...(share === undefined ? {} : { completeness: share }),
        });
        show({ state: 'saved', at: Date.now() });
      } catch (error) {
        show(failure(error));
      }
    });
    queue.current = run;
    return run;
  }, [getValues, ensureDraft, step, meta, show]);

  const flush = useCallback((): Promise<void> => (timer.current === undefined ? queue.current : saveNow()), [saveNow]);

  useEffect(() => {
    const subscription = watch(() => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void saveNow(), AUTOSAVE_DELAY_MS);
    });
    return () => subscription.unsubscribe();
  }, [watch, saveNow]);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    const onHide = () => void flush();
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') void flush();
    };
    window.addEventListener('pagehide', onHide);
    document.addEventListener('visibilitychange', onVisibility);
    const unregister = registerBeforeUpdate(flush);
    return () => {
      window.removeEventListener('pagehide', onHide);
      document.removeEventListener('visibilitychange', onVisibility);
      unregister();
      void flush();
    };
  }, [flush]);

  return { status, saveNow, flush };
}
