// A one-line text input bound to the form by name.

import type { HTMLInputTypeAttribute } from 'react';
import { useFormContext } from 'react-hook-form';
import { FieldShell, type FieldProps } from './field-shell';
import { useInputField } from './use-input-field';

export interface TextFieldProps extends FieldProps {
  type?: Extract<HTMLInputTypeAttribute, 'text' | 'email' | 'tel' | 'url' | 'number'>;
  inputMode?: 'text' | 'email' | 'tel' | 'numeric' | 'decimal' | 'url';
  maxLength?: number;
  spellCheck?: boolean;
  /** Width hint for short answers (postal code, year). */
  size?: 'short' | 'medium';
}

export function TextField({ name, label, hint, required, autoComplete, type = 'text', size, ...rest }: TextFieldProps) {
  const { register } = useFormContext();
  const { shell, input } = useInputField({ name, label, hint, required, autoComplete });
  return (
    <FieldShell {...shell}>
      <input
        type={type}
        className={size ? `field__input field__input--${size}` : 'field__input'}
        {...input}
        {...rest}
        {...register(name)}
      />
    </FieldShell>
  );
}
