// "Changed on another device" (docs/safe-copy.md, "Two devices"): where two devices changed the
// same field apart, the note sits on the field (under it, when the step shows it; else in the
// safe-copy panel) with the value that was replaced, "Use this value instead" (puts it back in
// the form, which saves and sends it as a new edit) and "Keep the new value" (the family has seen
// it). Also keeps the open form's answers in step with what a merge wrote into the stored draft.

import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useFormContext } from 'react-hook-form';
import { loadDraft } from '../../db';
import { fieldId } from '../../forms/field-ids';
import { useFieldLabels } from '../../forms/field-labels';
import { useFormT } from '../../forms/use-form-t';
import type { Conflict } from '../../shared/safe-copy-records';
import { dismissConflict, type DraftCopyStatus } from '..';
import { mergedValues } from './merged-values';

/** Puts into the open form what merges wrote into draft `draftId`, at each change of its copy. */
export function useMergesInForm(draftId: string, status: DraftCopyStatus | undefined): void {
  const form = useFormContext();
  const seen = useRef<unknown>(undefined);
  useEffect(() => {
    if (!form) return;
    let live = true;
    void loadDraft(draftId).then((draft) => {
      if (!live || !draft) return;
      if (seen.current !== undefined) {
        for (const [path, value] of mergedValues(draft.data, seen.current, form.getValues())) {
          form.setValue(path, value, { shouldDirty: true });
        }
      }
      seen.current = draft.data;
    });
    return () => {
      live = false;
    };
  }, [form, draftId, status]);
}

function shown(conflict: Conflict, empty: string): string {
  const { v, gone } = conflict.replaced;
  if (gone || v === undefined || v === null || v === '') return empty;
  if (conflict.kind === 'file') return (v as { name?: string }).name ?? empty;
  return typeof v === 'object' ? JSON.stringify(v) : String(v);
}

/**
 * The element the note renders into: under the field's box when the step shows the field, else in
 * `fallback`. The element stays the same; only its place in the page moves.
 */
function useNoteHost(path: string, fallback: Element | null): HTMLElement {
  // The step's fields register their labels as they mount: a field shown later is found then.
  const present = useFieldLabels().has(path);
  const [host] = useState(() => document.createElement('div'));
  useLayoutEffect(() => {
    const field = document.getElementById(fieldId(path))?.closest('.field');
    (field ?? fallback)?.append(host);
    return () => host.remove();
  }, [host, path, present, fallback]);
  return host;
}

function Note({ draftId, conflict, fallback }: { draftId: string; conflict: Conflict; fallback: Element | null }) {
  const t = useFormT();
  const form = useFormContext();
  const host = useNoteHost(conflict.path, fallback);
  const takeBack = async () => {
    const { v, gone } = conflict.replaced;
    form?.setValue(conflict.path, gone ? undefined : v, { shouldDirty: true, shouldTouch: true });
    await dismissConflict(draftId, conflict.path);
  };
  const note: ReactNode = (
    <div className="safe-copy-conflict" role="note" aria-label={t('form.safe-copy.conflict.title')}>
      <p className="safe-copy-conflict__title">{t('form.safe-copy.conflict.title')}</p>
      <p>{t('form.safe-copy.conflict.replaced', { value: shown(conflict, t('form.safe-copy.conflict.empty')) })}</p>
      <p className="safe-copy__actions">
        {conflict.kind === 'field' && form ? (
          <button type="button" className="button button--ghost" onClick={() => void takeBack()}>
            {t('form.safe-copy.conflict.takeBack')}
          </button>
        ) : null}
        <button
          type="button"
          className="button button--ghost"
          onClick={() => void dismissConflict(draftId, conflict.path)}
        >
          {t('form.safe-copy.conflict.dismiss')}
        </button>
      </p>
    </div>
  );
  return createPortal(note, host);
}

/** The notes of draft `draftId`'s conflicts; those whose field is not on screen go in `fallback`. */
export function ConflictNotes({ draftId, status }: { draftId: string; status: DraftCopyStatus | undefined }) {
  const [fallback, setFallback] = useState<HTMLDivElement | null>(null);
  const conflicts = status?.conflicts ?? [];
  return (
    <>
      <div ref={setFallback} className="safe-copy-conflicts" />
      {conflicts.map((conflict) => (
        <Note key={conflict.path} draftId={draftId} conflict={conflict} fallback={fallback} />
      ))}
    </>
  );
}
