// A multi-line text input bound to the form by name.

import { useFormContext } from 'react-hook-form';
import { FieldShell, type FieldProps } from './field-shell';
import { useInputField } from './use-input-field';

export interface TextAreaProps extends FieldProps {
  rows?: number;
  maxLength?: number;
}

export function TextArea({ rows = 5, maxLength, ...props }: TextAreaProps) {
  const { register } = useFormContext();
  const { shell, input } = useInputField(props);
  return (
    <FieldShell {...shell}>
      <textarea
        className="field__input field__textarea"
        rows={rows}
        maxLength={maxLength}
        {...input}
        {...register(props.name)}
      />
    </FieldShell>
  );
}
