// The draft a wizard writes to: the one it opened, or a new one created on the first change (a
// page that shows a form directly does not litter the device with empty drafts).

import { useCallback, useEffect, useRef, useState } from 'react';
import { createDraft } from '../../db';
import type { WizardMeta } from '../types';

export interface DraftIdentity {
  draftId: string | undefined;
  ensureDraft: () => Promise<string>;
}

export function useDraftIdentity(
  meta: WizardMeta,
  initialId: string | undefined,
  currentData: () => Record<string, unknown>,
  onCreated?: (id: string) => void,
): DraftIdentity {
  const [draftId, setDraftId] = useState(initialId);
  const idRef = useRef(initialId);
  const creating = useRef<Promise<string> | undefined>(undefined);
  const created = useRef(onCreated);
  useEffect(() => {
    created.current = onCreated;
  });

  const ensureDraft = useCallback((): Promise<string> => {
    if (idRef.current) return Promise.resolve(idRef.current);
    creating.current ??= createDraft(meta.kind, currentData(), meta.schemaVersion).then(
      (record) => {
        idRef.current = record.id;
        setDraftId(record.id);
        created.current?.(record.id);
        return record.id;
      },
      (error: unknown) => {
        creating.current = undefined;
        throw error;
      },
    );
    return creating.current;
  }, [meta, currentData]);

  return { draftId, ensureDraft };
}
