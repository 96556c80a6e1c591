// Opens the draft a wizard is given: loaded from the device and brought up to date by
// restoreDraft() before the form sees it. Without an id the form starts from the defaults.

import { useEffect, useState } from 'react';
import { loadDraft, restoreDraft, saveDraft } from '../../db';
import type { WizardMeta } from '../types';

export type LoadedDraft =
  | { state: 'loading' }
  | { state: 'missing' }
  | { state: 'ready'; draftId: string | undefined; data: Record<string, unknown>; step: number; sent: boolean };

async function open(meta: WizardMeta, draftId: string | undefined): Promise<LoadedDraft> {
  if (!draftId) return { state: 'ready', draftId, data: meta.defaults(), step: 0, sent: false };
  const record = await loadDraft(draftId);
  if (!record || record.kind !== meta.kind) return { state: 'missing' };
  const restored = restoreDraft(meta, record);
  const step = Math.min(Math.max(0, restored.step), meta.steps.length - 1);
  if (restored.migrated) {
    await saveDraft(draftId, { data: restored.data, schemaVersion: meta.schemaVersion });
  }
  return { state: 'ready', draftId, data: restored.data, step, sent: record.status === 'ready' };
}

export function useLoadedDraft(meta: WizardMeta, draftId: string | undefined): LoadedDraft {
  const [loaded, setLoaded] = useState<LoadedDraft & { for?: string }>({ state: 'loading' });
  useEffect(() => {
    let live = true;
    void open(meta, draftId).then(
      (result) => {
        if (live) setLoaded({ ...result, for: draftId ?? '' });
      },
      () => {
        if (live) setLoaded({ state: 'missing', for: draftId ?? '' });
      },
    );
    return () => {
      live = false;
    };
  }, [meta, draftId]);
  return loaded.for === (draftId ?? '') ? loaded : { state: 'loading' };
}
