// Autosave: every change is written to the draft once the family has stopped typing for 300 ms
// and the page is idle (200 ms later at the latest: a change is stored within half a second), and at once when the page is hidden or closed, before an app update
// reloads it, on Save Draft, and when the wizard goes away. Saves run one after another, never
// overlapping. A save writes the answers only; how complete the draft is (for the draft list)
// follows in the idle time after it, one step's check per idle callback, once the step schemas
// are there (they load in the background after the first input): a key press never waits for
// either. The storage code loads with the first save. The outcome goes to a store only the save
// line reads (./save-status.tsx), so a save does not re-render the form.

import { useCallback, useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { loadStorage } from '../../db/light';
import { registerBeforeUpdate } from '../../pwa/before-update';
import type { WizardMeta } from '../types';
import { idle, whenIdle } from './idle';
import { SaveStatusStore, type SaveStatus } from './save-status';

export const AUTOSAVE_DELAY_MS = 300;
/** How long a save waits at most for an idle moment after that pause. */
const IDLE_WAIT_MS = 200;

/** The names for the draft list; a wizard's half-filled data never breaks the save. */
export function summaryNames(meta: WizardMeta, data: Record<string, unknown>): string[] {
  try {
    return meta.summaryNames(data).filter((n) => typeof n === 'string' && n.trim() !== '');
  } catch {
    return [];
  }
}

/**
 * How complete `data` is, checked in idle time once the step schemas are there; undefined without
 * them, or when `stale()` says newer answers have been saved meanwhile.
 */
async function completenessOf(
  meta: WizardMeta,
  data: Record<string, unknown>,
  stale: () => boolean,
): Promise<number | undefined> {
  const [{ completenessWhenIdle }, { stepSchemasIfLoaded }] = await Promise.all([
    import('./completeness'),
    import('./schemas'),
  ]);
  const schemas = stepSchemasIfLoaded(meta);
  return schemas ? completenessWhenIdle(schemas, data, idle, stale) : undefined;
}

interface AutosaveOptions {
  meta: WizardMeta;
  form: Pick<UseFormReturn, 'watch' | 'getValues'>;
  step: () => number;
  ensureDraft: () => Promise<string>;
}

export interface Autosave {
  /** What the save line shows. */
  status: SaveStatusStore;
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
  const [status] = useState(() => new SaveStatusStore());
  // What cancels the save that waits (for its delay, then for an idle moment), if one does.
  const pending = useRef<(() => void) | undefined>(undefined);
  const queue = useRef<Promise<void>>(Promise.resolve());
  // Counts the saves: how complete older answers were is not worth writing once newer ones are saved.
  const saves = useRef(0);
  const { watch, getValues } = form;

  const saveNow = useCallback((): Promise<void> => {
    pending.current?.();
    pending.current = undefined;
    const run = queue.current.then(async () => {
      const data = getValues() as Record<string, unknown>;
      const round = ++saves.current;
      try {
        const id = await ensureDraft();
        const storage = await loadStorage();
        await storage.saveDraft(id, { data, step: step(), names: summaryNames(meta, data) });
        status.set({ state: 'saved', at: Date.now() });
        const stale = () => round !== saves.current;
        void completenessOf(meta, data, stale)
          .then((share) => {
            if (share === undefined || stale()) return;
            queue.current = queue.current.then(() =>
              stale() ? undefined : storage.saveDraft(id, { completeness: share }).catch(() => undefined),
            );
          })
          .catch(() => undefined);
      } catch (error) {
        status.set(failure(error));
      }
    });
    queue.current = run;
    return run;
  }, [getValues, ensureDraft, step, meta, status]);

  const schedule = useCallback(
    (delay: number) => {
      pending.current?.();
      let cancelIdle = () => {};
      const timer = setTimeout(() => (cancelIdle = whenIdle(() => void saveNow(), IDLE_WAIT_MS)), delay);
      pending.current = () => {
        clearTimeout(timer);
        cancelIdle();
      };
    },
    [saveNow],
  );

  const flush = useCallback(
    (): Promise<void> => (pending.current === undefined ? queue.current : saveNow()),
    [saveNow],
  );

  useEffect(() => {
    const subscription = watch(() => schedule(AUTOSAVE_DELAY_MS));
    return () => subscription.unsubscribe();
  }, [watch, schedule]);

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
