// A typed shorthand for the form catalogues' messages.

import { useIntl } from 'react-intl';
import type { FormMessageId } from '../shared/records';

export type FormValues = Record<string, string | number | Date>;

export function useFormT(): (id: FormMessageId, values?: FormValues) => string {
  const intl = useIntl();
  return (id, values) => intl.formatMessage({ id }, values);
}
