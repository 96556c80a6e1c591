// A typed shorthand for formatting messages in components.

import { useIntl } from 'react-intl';
import type { MessageId } from '../i18n/messages';

type Values = Record<string, string | number | Date>;

export function useT(): (id: MessageId | `form.${string}`, values?: Values) => string {
  const intl = useIntl();
  return (id, values) => intl.formatMessage({ id }, values);
}
