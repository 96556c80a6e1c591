// The draft a wizard writes to: the one it opened, or a new one created on the first change (a
// page that shows a form directly does not litter the device with empty drafts). A new draft
// takes the id its page already shows (the application's `/application-form/<id>`) when given.

import { useCallback, useEffect, useRef, useState } from 'react';
import { loadStorage } from '../../db/light';
import type { WizardMeta } from '../types';

export interface DraftIdentity {
  draftId: string | undefined;
  ensureDraft: () => Promise<string>;
}

/**
 * `stored`: the draft `id` is on the device; otherwise the first change creates it (with `id`
 * when given, else a new one).
 */
export function useDraftIdentity(
  meta: WizardMeta,
  initial: { id: string | undefined; stored: boolean },
  currentData: () => Record<string, unknown>,
  onCreated?: (id: string) => void,
): DraftIdentity {
  const [draftId, setDraftId] = useState(initial.stored ? initial.id : undefined);
  const idRef = useRef(initial.stored ? initial.id : undefined);
  const reserved = useRef(initial.stored ? undefined : initial.id);
  const creating = useRef<Promise<string> | undefined>(undefined);
  const created = useRef(onCreated);
  useEffect(() => {
    created.current = onCreated;
  });

  const ensureDraft = useCallback((): Promise<string> => {
    if (idRef.current) return Promise.resolve(idRef.current);
    creating.current ??= loadStorage()
      .then((db) => db.createDraft(meta.kind, currentData(), meta.schemaVersion, reserved.current))
      .then(
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
