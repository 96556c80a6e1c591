// The consent modal before an application or scholarship is submitted: the conditions, a tick
// box, and 'Please accept the specified conditions.' when confirming without the tick.

import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useState } from 'react';
import type { FormMessageId } from '../../shared/records';
import { useFormT } from '../use-form-t';

const defaultTerms: readonly FormMessageId[] = [
  'form.common.consent.termTrue',
  'form.common.consent.termDocuments',
  'form.common.consent.termPrivacy',
];

interface ConsentDialogProps {
  open: boolean;
  terms?: readonly FormMessageId[];
  onCancel: () => void;
  onConfirm: () => void;
}

export function ConsentDialog({ open, terms = defaultTerms, onCancel, onConfirm }: ConsentDialogProps) {
  const t = useFormT();
  const [accepted, setAccepted] = useState(false);
  const [refused, setRefused] = useState(false);
  const close = () => {
    setRefused(false);
    onCancel();
  };
  return (
    <Dialog open={open} onClose={close} className="modal">
      <div className="modal__backdrop" aria-hidden="true" />
      <DialogPanel className="modal__panel consent">
        <DialogTitle className="modal__title">{t('form.common.consent.title')}</DialogTitle>
        <div className="consent__terms">
          {terms.map((term) => (
            <p key={term}>{t(term)}</p>
          ))}
        </div>
        <div className={refused ? 'field field--error' : 'field'}>
          {refused ? (
            <p id="consent-error" className="field__error" role="alert">
              {t('form.common.consent.required')}
            </p>
          ) : null}
          <div className="choice">
            <input
              id="consent-accept"
              type="checkbox"
              className="choice__input"
              checked={accepted}
              aria-invalid={refused || undefined}
              aria-describedby={refused ? 'consent-error' : undefined}
              onChange={(event) => {
                setAccepted(event.target.checked);
                if (event.target.checked) setRefused(false);
              }}
            />
            <label htmlFor="consent-accept" className="choice__label">
              {t('form.common.consent.accept')}
            </label>
          </div>
        </div>
        <div className="modal__actions">
          <button
            type="button"
            className="button button--accent"
            onClick={() => {
              if (!accepted) {
                setRefused(true);
                return;
              }
              onConfirm();
            }}
          >
            {t('form.common.consent.confirm')}
          </button>
          <button type="button" className="button button--ghost" onClick={close}>
            {t('form.common.consent.cancel')}
          </button>
        </div>
      </DialogPanel>
    </Dialog>
  );
}
