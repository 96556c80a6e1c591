// A multi-line text input bound to the form by name.

import { useFormContext } from 'react-hook-form';
import { FieldShell, type FieldProps } from './field-shell';
import { useField } from './use-field';

export interface TextAreaProps extends FieldProps {
  rows?: number;
  maxLength?: number;
}

export function TextArea({ name, label, hint, required, autoComplete, rows = 5, maxLength }: TextAreaProps) {
  const { register } = useFormContext();
  const field = useField(name, label, hint);
  return (
    <FieldShell name={name} id={field.id} label={label} hint={hint} required={required} error={field.error}>
      <textarea
        id={field.id}
        className="field__input field__textarea"
        rows={rows}
        maxLength={maxLength}
        autoComplete={autoComplete}
        aria-required={required || undefined}
        aria-invalid={field.error ? true : undefined}
        aria-describedby={field.describedBy}
        {...register(name)}
      />
    </FieldShell>
  );
}
