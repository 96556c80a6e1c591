// A drop-down list bound to the form by name, starting on "Please choose".

import { useFormContext } from 'react-hook-form';
import { useFormT } from '../use-form-t';
import { FieldShell, type FieldProps } from './field-shell';
import { optionText, type FieldOption } from './options';
import { useInputField } from './use-input-field';

export interface SelectFieldProps extends FieldProps {
  options: readonly FieldOption[];
}

export function SelectField({ options, ...props }: SelectFieldProps) {
  const t = useFormT();
  const { register } = useFormContext();
  const { shell, input } = useInputField(props);
  return (
    <FieldShell {...shell}>
      <select className="field__input field__select" {...input} {...register(props.name)}>
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
