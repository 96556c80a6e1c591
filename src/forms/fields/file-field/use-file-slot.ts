// One file of a draft: what is stored for the field, storing a new one (replacing the old only
// when the new one is saved), removing it, and the per-file state the field shows. The form value
// at the field's name is the attachment's id ('' when there is none), so schemas can require it.

import { useEffect, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { deleteAttachment, putAttachment } from '../../../db';
import { useAttachments } from '../../../db/hooks';
import type { AttachmentMeta } from '../../../shared/records';
import { useWizard } from '../../wizard/wizard-context';
import type { FileFailure } from './accept';

export type FileState =
  { state: 'idle' } | { state: 'saving'; name: string } | { state: 'saved' } | { state: 'failed'; reason: FileFailure };

export interface FileSlot {
  stored: AttachmentMeta | undefined;
  status: FileState;
  store: (file: File) => Promise<void>;
  remove: () => Promise<void>;
}

export function useFileSlot(name: string, options: { accept: readonly string[]; maxBytes: number }): FileSlot {
  const { draftId, ensureDraft } = useWizard();
  const { getValues, setValue, formState } = useFormContext();
  const attachments = useAttachments(draftId);
  const stored = attachments?.find((a) => a.field === name);
  const [status, setStatus] = useState<FileState>({ state: 'idle' });
  const storedId = stored?.id ?? '';

  // The stored files are the truth: keep the form value in step (a file removed elsewhere).
  useEffect(() => {
    if (!attachments || status.state === 'saving') return;
    if ((getValues(name) ?? '') !== storedId) setValue(name, storedId, { shouldDirty: true });
  }, [attachments, storedId, name, getValues, setValue, status.state]);

  const validate = formState.isSubmitted;

  const store = async (file: File) => {
    setStatus({ state: 'saving', name: file.name });
    try {
      const id = await ensureDraft();
      const result = await putAttachment(id, name, file, {
        name: file.name,
        maxBytes: options.maxBytes,
        accept: options.accept,
      });
      if (result.ok) {
        setValue(name, result.attachment.id, { shouldDirty: true, shouldValidate: validate });
        setStatus({ state: 'saved' });
      } else {
        setStatus({ state: 'failed', reason: result.reason });
      }
    } catch {
      setStatus({ state: 'failed', reason: 'unreadable' });
    }
  };

  const remove = async () => {
    if (stored) await deleteAttachment(stored.id);
    setValue(name, '', { shouldDirty: true, shouldValidate: validate });
    setStatus({ state: 'idle' });
  };

  return { stored, status, store, remove };
}
