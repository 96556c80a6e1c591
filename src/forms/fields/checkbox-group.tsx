// Several choices as check boxes; the value is the array of ticked option values. An option
// marked `exclusive` ("None") clears the others, and ticking another clears it.

import { useController, useFormContext } from 'react-hook-form';
import { useFormT } from '../use-form-t';
import type { FieldProps } from './field-shell';
import { GroupShell } from './group-shell';
import { optionId, optionText, type FieldOption } from './options';
import { useField } from './use-field';

export interface CheckboxGroupProps extends Omit<FieldProps, 'autoComplete'> {
  options: readonly FieldOption[];
}

function toggle(current: string[], option: FieldOption, on: boolean, options: readonly FieldOption[]): string[] {
  if (!on) return current.filter((v) => v !== option.value);
  if (option.exclusive) return [option.value];
  const exclusive = new Set(options.filter((o) => o.exclusive).map((o) => o.value));
  return [...current.filter((v) => !exclusive.has(v) && v !== option.value), option.value];
}

export function CheckboxGroup({ name, label, hint, required, options }: CheckboxGroupProps) {
  const t = useFormT();
  const { control } = useFormContext();
  const { field: control_ } = useController({ name, control });
  const field = useField(name, label, hint);
  const value: string[] = Array.isArray(control_.value) ? (control_.value as string[]) : [];
  return (
    <GroupShell
      name={name}
      label={label}
      hint={hint}
      required={required}
      error={field.error}
      describedBy={field.describedBy}
    >
      {options.map((option, index) => {
        const id = optionId(field.id, index);
        return (
          <div className="choice" key={option.value}>
            <input
              id={id}
              ref={index === 0 ? control_.ref : undefined}
              type="checkbox"
              className="choice__input"
              name={name}
              value={option.value}
              checked={value.includes(option.value)}
              aria-invalid={field.error ? true : undefined}
              onChange={(event) => control_.onChange(toggle(value, option, event.target.checked, options))}
              onBlur={control_.onBlur}
            />
            <label htmlFor={id} className="choice__label">
              {optionText(option, t)}
            </label>
          </div>
        );
      })}
    </GroupShell>
  );
}
