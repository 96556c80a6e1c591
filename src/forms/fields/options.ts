// The choices of selects, radios and check boxes: a message id, or a text made elsewhere (a
// country name from Intl.DisplayNames, a province from the address data).

import type { FormMessageId } from '../../shared/records';

export type FieldOption =
  { value: string; label: FormMessageId; exclusive?: boolean } | { value: string; text: string; exclusive?: boolean };

export function optionText(option: FieldOption, t: (id: FormMessageId) => string): string {
  return 'label' in option ? t(option.label) : option.text;
}

/** The id of option `index` of group `id`: the first option takes the group's own id. */
export function optionId(id: string, index: number): string {
  return index === 0 ? id : `${id}-${index}`;
}
