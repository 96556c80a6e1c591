// What a field of one input (text, text area, date, select) gives its frame and its input: the
// label, hint, required mark and error for `FieldShell`, and the id, required and invalid states
// and descriptions for the input. The caller binds the value (`register(name)` or a controller).

import type { FieldProps } from './field-shell';
import { useField } from './use-field';

export function useInputField({ name, label, hint, required, autoComplete }: FieldProps) {
  const field = useField(name, label, hint);
  return {
    shell: { name, id: field.id, label, hint, required, error: field.error },
    input: {
      id: field.id,
      autoComplete,
      'aria-required': required || undefined,
      'aria-invalid': field.error ? true : undefined,
      'aria-describedby': field.describedBy,
    },
  };
}
