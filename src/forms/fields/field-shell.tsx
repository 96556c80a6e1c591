// The frame of a single-input field: visible label (with the required mark), hint, error.

import type { ReactNode } from 'react';
import { errorId, hintId } from '../field-ids';
import type { FormMessageId } from '../../shared/records';
import { useFormT } from '../use-form-t';

export interface FieldProps {
  /** Dot path in the form data: "applicants.0.firstName". */
  name: string;
  label: FormMessageId;
  hint?: FormMessageId;
  required?: boolean;
  autoComplete?: string;
}

export function RequiredMark() {
  return (
    <span className="field__required" aria-hidden="true">
      {' *'}
    </span>
  );
}

export function FieldHint({ name, hint }: { name: string; hint?: FormMessageId }) {
  const t = useFormT();
  if (!hint) return null;
  return (
    <p id={hintId(name)} className="field__hint">
      {t(hint)}
    </p>
  );
}

export function FieldError({ name, error }: { name: string; error?: FormMessageId }) {
  const t = useFormT();
  if (!error) return null;
  return (
    <p id={errorId(name)} className="field__error">
      <span className="visually-hidden">{t('form.common.errorPrefix')} </span>
      {t(error)}
    </p>
  );
}

interface ShellProps {
  name: string;
  id: string;
  label: FormMessageId;
  hint?: FormMessageId;
  required?: boolean;
  error?: FormMessageId;
  children: ReactNode;
}

export function FieldShell({ name, id, label, hint, required, error, children }: ShellProps) {
  const t = useFormT();
  return (
    <div className={error ? 'field field--error' : 'field'}>
      <label htmlFor={id} className="field__label">
        {t(label)}
        {required ? <RequiredMark /> : null}
      </label>
      <FieldHint name={name} hint={hint} />
      <FieldError name={name} error={error} />
      {children}
    </div>
  );
}
