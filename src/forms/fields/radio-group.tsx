// One choice out of a few, as radio buttons in a fieldset (the value is the option's string).

import { useFormContext } from 'react-hook-form';
import { useFormT } from '../use-form-t';
import type { FieldProps } from './field-shell';
import { GroupShell } from './group-shell';
import { optionId, optionText, type FieldOption } from './options';
import { useField } from './use-field';

export interface RadioGroupProps extends Omit<FieldProps, 'autoComplete'> {
  options: readonly FieldOption[];
  /** Options side by side (yes/no, short lists). */
  inline?: boolean;
}

export function RadioGroup({ name, label, hint, required, options, inline }: RadioGroupProps) {
  const t = useFormT();
  const { register } = useFormContext();
  const field = useField(name, label, hint);
  return (
    <GroupShell
      name={name}
      label={label}
      hint={hint}
      required={required}
      error={field.error}
      describedBy={field.describedBy}
      inline={inline}
    >
      {options.map((option, index) => {
        const id = optionId(field.id, index);
        return (
          <div className="choice" key={option.value}>
            <input id={id} type="radio" className="choice__input" value={option.value} {...register(name)} />
            <label htmlFor={id} className="choice__label">
              {optionText(option, t)}
            </label>
          </div>
        );
      })}
    </GroupShell>
  );
}
