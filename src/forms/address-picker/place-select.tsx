// One level of the address (province, district or sub-district) as a labelled native select:
// keyboard and screen-reader friendly, controlled so that a restored choice shows once its list
// has loaded, disabled until the level above is chosen.

import { useController } from 'react-hook-form';
import { FieldShell } from '../fields/field-shell';
import { useInputField } from '../fields/use-input-field';
import type { FormMessageId } from '../../shared/records';
import { useFormT } from '../use-form-t';
import { placeName, sortPlaces, type Place } from '../../data/thailand';

export interface PlaceSelectProps {
  name: string;
  label: FormMessageId;
  placeholder: FormMessageId;
  places: readonly Place[];
  /** Intl locale of the form: names in Thai for Thai, in English otherwise. */
  locale: string;
  autoComplete: string;
  required?: boolean;
  disabled?: boolean;
  hint?: FormMessageId;
  /** Called with the new code after the field has changed. */
  onPick?: (code: string) => void;
}

export function PlaceSelect(props: PlaceSelectProps) {
  const { name, label, placeholder, places, locale, required, disabled, hint, onPick } = props;
  const t = useFormT();
  const { shell, input } = useInputField({ name, label, hint, required, autoComplete: props.autoComplete });
  const { field: bound } = useController({ name });
  const { ref, onChange, onBlur } = bound;
  const value = typeof bound.value === 'string' ? bound.value : '';
  return (
    <FieldShell {...shell}>
      <select
        {...input}
        ref={ref}
        name={name}
        className="field__input field__select"
        value={value}
        disabled={disabled}
        onBlur={onBlur}
        onChange={(event) => {
          onChange(event.target.value);
          onPick?.(event.target.value);
        }}
      >
        <option value="">{t(placeholder)}</option>
        {sortPlaces(places, locale).map((place) => (
          <option key={place.code} value={place.code} lang={locale.startsWith('th') ? 'th' : 'en'}>
            {placeName(place, locale)}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}
