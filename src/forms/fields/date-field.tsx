// A date input (the browser's date picker; the value is "YYYY-MM-DD").

import { useFormContext } from 'react-hook-form';
import { FieldShell, type FieldProps } from './field-shell';
import { useField } from './use-field';

export interface DateFieldProps extends FieldProps {
  /** "YYYY-MM-DD" */
  min?: string;
  max?: string;
}

export function DateField({ name, label, hint, required, autoComplete, min, max }: DateFieldProps) {
  const { register } = useFormContext();
  const field = useField(name, label, hint);
  return (
    <FieldShell name={name} id={field.id} label={label} hint={hint} required={required} error={field.error}>
      <input
        id={field.id}
        type="date"
        className="field__input field__input--date"
        min={min}
        max={max}
        autoComplete={autoComplete}
        aria-required={required || undefined}
        aria-invalid={field.error ? true : undefined}
        aria-describedby={field.describedBy}
        {...register(name)}
      />
    </FieldShell>
  );
}
