// What a field of one input (text, text area, date, select) gives its frame and its input: the
// label, hint, required mark and error for `FieldShell`, and the id, required and invalid states
// and descriptions for the input. The caller binds the value (`register(name)` or a controller).
// In a shared-device session, autocomplete is off (docs/shared-device.md).

import { isPrivateSession } from '../../db/light';
import type { FieldProps } from './field-shell';
import { useField } from './use-field';

export function useInputField({ name, label, hint, required, autoComplete }: FieldProps) {
  const field = useField(name, label, hint);
  return {
    shell: { name, id: field.id, label, hint, required, error: field.error },
    input: {
      id: field.id,
      // On a shared device the browser must not remember what one family typed for the next.
      autoComplete: isPrivateSession() ? 'off' : autoComplete,
      'aria-required': required || undefined,
      'aria-invalid': field.error ? true : undefined,
      'aria-describedby': field.describedBy,
    },
  };
}
