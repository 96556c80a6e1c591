// A drop-down list bound to the form by name, starting on "Please choose".

import { useFormContext } from 'react-hook-form';
import { useFormT } from '../use-form-t';
import { FieldShell, type FieldProps } from './field-shell';
import { optionText, type FieldOption } from './options';
import { useField } from './use-field';

export interface SelectFieldProps extends FieldProps {
  options: readonly FieldOption[];
}

export function SelectField({ name, label, hint, required, autoComplete, options }: SelectFieldProps) {
  const t = useFormT();
  const { register } = useFormContext();
  const field = useField(name, label, hint);
  return (
    <FieldShell name={name} id={field.id} label={label} hint={hint} required={required} error={field.error}>
      <select
        id={field.id}
        className="field__input field__select"
        autoComplete={autoComplete}
        aria-required={required || undefined}
        aria-invalid={field.error ? true : undefined}
        aria-describedby={field.describedBy}
        {...register(name)}
      >
        <option value="">{t('form.common.choose')}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {optionText(option, t)}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}
