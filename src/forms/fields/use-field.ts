// What every field needs from the form: its ids, its error as a message id, and the ids its
// input is described by (hint, error).

import { get, useFormContext, useFormState } from 'react-hook-form';
import { describedBy, errorId, fieldId, hintId } from '../field-ids';
import { errorMessageId } from '../../shared/validation/error-text';
import { useRegisterLabel } from '../field-labels';
import type { FormMessageId } from '../../shared/records';

export interface FieldState {
  id: string;
  error: FormMessageId | undefined;
  /** For `aria-describedby`. */
  describedBy: string | undefined;
}

/** The state of field `name`; registers its label for the error summary. */
export function useField(name: string, label: FormMessageId | undefined, hint?: FormMessageId): FieldState {
  const { control } = useFormContext();
  const { errors } = useFormState({ control, name });
  const raw = get(errors, name) as { message?: unknown; type?: unknown; root?: { message?: unknown } } | undefined;
  const error = errorMessageId(raw?.root ?? raw);
  useRegisterLabel(name, label);
  return {
    id: fieldId(name),
    error,
    describedBy: describedBy(hint && hintId(name), error && errorId(name)),
  };
}
