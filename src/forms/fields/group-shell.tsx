// The frame of radios and check boxes: a fieldset whose legend is the question, with hint and
// error, described to assistive technology through the fieldset.

import type { ReactNode } from 'react';
import type { FormMessageId } from '../../shared/records';
import { useFormT } from '../use-form-t';
import { FieldError, FieldHint, RequiredMark } from './field-shell';

interface GroupShellProps {
  name: string;
  label: FormMessageId;
  hint?: FormMessageId;
  required?: boolean;
  error?: FormMessageId;
  describedBy?: string;
  inline?: boolean;
  children: ReactNode;
}

export function GroupShell({ name, label, hint, required, error, describedBy, inline, children }: GroupShellProps) {
  const t = useFormT();
  const classes = ['field', 'field--group', error ? 'field--error' : '', inline ? 'field--inline' : '']
    .filter(Boolean)
    .join(' ');
  return (
    <fieldset className={classes} aria-describedby={describedBy}>
      <legend className="field__label">
        {t(label)}
        {required ? <RequiredMark /> : null}
      </legend>
      <FieldHint name={name} hint={hint} />
      <FieldError name={name} error={error} />
      <div className="field__options">{children}</div>
    </fieldset>
  );
}
