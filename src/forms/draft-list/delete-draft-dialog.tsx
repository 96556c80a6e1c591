// "Delete this draft?": the answers and files of one draft leave the device only when confirmed.

import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useFormT } from '../use-form-t';

interface DeleteDraftDialogProps {
  /** The draft's names as shown in the list; undefined when the dialog is closed. */
  name: string | undefined;
  onCancel: () => void;
  onConfirm: () => void;
}

export function DeleteDraftDialog({ name, onCancel, onConfirm }: DeleteDraftDialogProps) {
  const t = useFormT();
  return (
    <Dialog open={name !== undefined} onClose={onCancel} className="modal">
      <div className="modal__backdrop" aria-hidden="true" />
      <DialogPanel className="modal__panel">
        <DialogTitle className="modal__title">{t('form.common.drafts.deleteTitle')}</DialogTitle>
        <p>{t('form.common.drafts.deleteBody', { name: name ?? '' })}</p>
        <div className="modal__actions">
          <button type="button" className="button button--accent" onClick={onConfirm}>
            {t('form.common.drafts.deleteConfirm')}
          </button>
          <button type="button" className="button button--ghost" onClick={onCancel}>
            {t('form.common.drafts.deleteCancel')}
          </button>
        </div>
      </DialogPanel>
    </Dialog>
  );
}
