// A date input (the browser's date picker; the value is "YYYY-MM-DD").

import { useFormContext } from 'react-hook-form';
import { FieldShell, type FieldProps } from './field-shell';
import { useInputField } from './use-input-field';

export interface DateFieldProps extends FieldProps {
  /** "YYYY-MM-DD" */
  min?: string;
  max?: string;
}

export function DateField({ min, max, ...props }: DateFieldProps) {
  const { register } = useFormContext();
  const { shell, input } = useInputField(props);
  return (
    <FieldShell {...shell}>
      <input
        type="date"
        className="field__input field__input--date"
        min={min}
        max={max}
        {...input}
        {...register(props.name)}
      />
    </FieldShell>
  );
}
