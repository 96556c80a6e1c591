// A single tick box (true/false): "refuse any medication at school", "I accept the terms".

import { useFormContext } from 'react-hook-form';
import { useFormT } from '../use-form-t';
import { FieldError, FieldHint, RequiredMark, type FieldProps } from './field-shell';
import { useField } from './use-field';

export function CheckboxField({ name, label, hint, required }: Omit<FieldProps, 'autoComplete'>) {
  const t = useFormT();
  const { register } = useFormContext();
  const field = useField(name, label, hint);
  return (
    <div className={field.error ? 'field field--error' : 'field'}>
      <FieldHint name={name} hint={hint} />
      <FieldError name={name} error={field.error} />
      <div className="choice">
        <input
          id={field.id}
          type="checkbox"
          className="choice__input"
          aria-required={required || undefined}
          aria-invalid={field.error ? true : undefined}
          aria-describedby={field.describedBy}
          {...register(name)}
        />
        <label htmlFor={field.id} className="choice__label">
          {t(label)}
          {required ? <RequiredMark /> : null}
        </label>
      </div>
    </div>
  );
}
