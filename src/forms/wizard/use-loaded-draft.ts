// Opens the draft a wizard is given: loaded from the device and brought up to date by
// restoreDraft() before the form sees it. Without an id the form starts from the defaults.

import { useEffect, useState } from 'react';
import { loadDraft, receiptOfDraft, saveDraft } from '../../db';
import { restoreDraft } from '../restore/restore';
import type { WizardMeta } from '../types';
import { stepOfField } from './step-resolver';

export type LoadedDraft =
  | { state: 'loading' }
  | { state: 'missing' }
  | {
      state: 'ready';
      draftId: string | undefined;
      data: Record<string, unknown>;
      step: number;
      sent: boolean;
      /** What the school refused, when the family reopened a submission to correct it. */
      serverErrors?: Record<string, string[]>;
    };

async function open(meta: WizardMeta, draftId: string | undefined): Promise<LoadedDraft> {
  if (!draftId) return { state: 'ready', draftId, data: meta.defaults(), step: 0, sent: false };
  const record = await loadDraft(draftId);
  if (!record || record.kind !== meta.kind) {
    // Sent and confirmed: the draft is gone, its receipt says so.
    const receipt = record ? undefined : await receiptOfDraft(draftId);
    if (receipt?.kind === meta.kind) return { state: 'ready', draftId, data: meta.defaults(), step: 0, sent: true };
    return { state: 'missing' };
  }
  const restored = restoreDraft(meta, record);
  const step = Math.min(Math.max(0, restored.step), meta.steps.length - 1);
  if (restored.migrated) {
    await saveDraft(draftId, { data: restored.data, schemaVersion: meta.schemaVersion });
  }
  const serverErrors = record.status === 'draft' ? record.serverErrors : undefined;
  return {
    state: 'ready',
    draftId,
    data: restored.data,
    step: serverErrors ? stepWithServerErrors(meta, restored.data, serverErrors, step) : step,
    sent: record.status === 'ready',
    ...(serverErrors ? { serverErrors } : {}),
  };
}

/** The first step holding a field the school refused (else `fallback`). */
function stepWithServerErrors(
  meta: WizardMeta,
  data: Record<string, unknown>,
  errors: Record<string, string[]>,
  fallback: number,
): number {
  const steps = Object.keys(errors)
    .map((path) => stepOfField(meta, data, path))
    .filter((index) => index >= 0);
  return steps.length ? Math.min(...steps) : fallback;
}

/** `round` changes when the same draft must be read again (reopened after Submit). */
export function useLoadedDraft(meta: WizardMeta, draftId: string | undefined, round = 0): LoadedDraft {
  const [loaded, setLoaded] = useState<LoadedDraft & { for?: string }>({ state: 'loading' });
  useEffect(() => {
    let live = true;
    void open(meta, draftId).then(
      (result) => {
        if (live) setLoaded({ ...result, for: `${draftId ?? ''}#${round}` });
      },
      () => {
        if (live) setLoaded({ state: 'missing', for: `${draftId ?? ''}#${round}` });
      },
    );
    return () => {
      live = false;
    };
  }, [meta, draftId, round]);
  return loaded.for === `${draftId ?? ''}#${round}` ? loaded : { state: 'loading' };
}
