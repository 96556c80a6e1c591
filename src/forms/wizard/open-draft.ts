// A draft stored on this device, opened for its wizard: loaded, brought up to date by
// restoreDraft() (with the whole schema) and put on the step the school's errors point to, if
// any. Loaded only where a stored draft opens (./use-loaded-draft.ts).

import { loadStorage } from '../../db/light';
import type { WizardMeta } from '../types';
import { loadSchema } from './schemas';
import { stepOfField } from './step-resolver';
import type { LoadedDraft } from './loaded-draft';

/**
 * The stored draft `draftId` as the wizard opens it: restored, on the step with the school's
 * errors when it has some; the defaults under that id when `isNew` and nothing is stored yet.
 */
export async function openStored(
  meta: WizardMeta,
  draftId: string,
  isNew: boolean,
  fresh: (meta: WizardMeta, draftId: string) => LoadedDraft,
): Promise<LoadedDraft> {
  const { loadDraft, receiptOfDraft, saveDraft } = await loadStorage();
  const record = await loadDraft(draftId);
  if (!record && isNew) return fresh(meta, draftId);
  if (!record || record.kind !== meta.kind) {
    // Sent and confirmed: the draft is gone, its receipt says so.
    const receipt = record ? undefined : await receiptOfDraft(draftId);
    if (receipt?.kind === meta.kind)
      return { state: 'ready', draftId, stored: true, data: meta.defaults(), step: 0, sent: true };
    return { state: 'missing' };
  }
  const [{ restoreDraft }, fullSchema] = await Promise.all([import('../restore/restore'), loadSchema(meta.fullSchema)]);
  const restored = restoreDraft(meta, record, fullSchema);
  const step = Math.min(Math.max(0, restored.step), meta.steps.length - 1);
  if (restored.migrated) {
    await saveDraft(draftId, { data: restored.data, schemaVersion: meta.schemaVersion });
  }
  const serverErrors = record.status === 'draft' ? record.serverErrors : undefined;
  return {
    state: 'ready',
    draftId,
    stored: true,
    data: restored.data,
    step: serverErrors ? await stepWithServerErrors(meta, restored.data, serverErrors, step) : step,
    sent: record.status === 'ready',
    ...(serverErrors ? { serverErrors } : {}),
  };
}

/** The first step holding a field the school refused (else `fallback`). */
async function stepWithServerErrors(
  meta: WizardMeta,
  data: Record<string, unknown>,
  errors: Record<string, string[]>,
  fallback: number,
): Promise<number> {
  const steps = (await Promise.all(Object.keys(errors).map((path) => stepOfField(meta, data, path)))).filter(
    (index) => index >= 0,
  );
  return steps.length ? Math.min(...steps) : fallback;
}
