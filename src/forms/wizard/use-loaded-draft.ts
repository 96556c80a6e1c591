// Opens the draft a wizard is given: loaded from the device and brought up to date by
// restoreDraft() before the form sees it (./open-draft.ts, loaded for a stored draft). Without an
// id, or for a new draft whose id its page already shows, the form starts from the defaults at
// once, with no storage code loaded when this device holds nothing yet (src/db/light.ts).

import { useEffect, useState } from 'react';
import { mayHoldRecords } from '../../db/light';
import type { WizardMeta } from '../types';
import type { LoadedDraft } from './loaded-draft';

export type { LoadedDraft } from './loaded-draft';

/** A new draft: the defaults on the first tab. */
export const fresh = (meta: WizardMeta, draftId: string | undefined): LoadedDraft => ({
  state: 'ready',
  draftId,
  stored: false,
  data: meta.defaults(),
  step: 0,
  sent: false,
});

async function open(meta: WizardMeta, draftId: string | undefined, isNew: boolean): Promise<LoadedDraft> {
  if (!draftId) return fresh(meta, undefined);
  if (isNew && !(await mayHoldRecords())) return fresh(meta, draftId);
  return (await import('./open-draft')).openStored(meta, draftId, isNew, fresh);
}

/**
 * `round` changes when the same draft must be read again (reopened after Submit); `isNew`: the
 * draft `draftId` may not be stored yet (a new one the page already gave its address).
 */
export function useLoadedDraft(meta: WizardMeta, draftId: string | undefined, round = 0, isNew = false): LoadedDraft {
  const key = `${draftId ?? ''}#${round}`;
  // A form without a draft shows at once: nothing to wait for.
  const [loaded, setLoaded] = useState<LoadedDraft & { for?: string }>(() =>
    draftId ? { state: 'loading' } : { ...fresh(meta, undefined), for: key },
  );
  useEffect(() => {
    if (!draftId) return;
    let live = true;
    void open(meta, draftId, isNew).then(
      (result) => {
        if (live) setLoaded({ ...result, for: key });
      },
      () => {
        if (live) setLoaded({ state: 'missing', for: key });
      },
    );
    return () => {
      live = false;
    };
  }, [meta, draftId, isNew, key]);
  if (loaded.for === key) return loaded;
  return draftId ? { state: 'loading' } : fresh(meta, undefined);
}
