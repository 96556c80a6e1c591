// The postal code: filled in from the sub-district, always editable. Where the sub-district has
// more than one code, the codes are offered as a choice above the input.

import { useFormContext, useWatch } from 'react-hook-form';
import { fieldId } from '../field-ids';
import { TextField } from '../fields/text-field';
import type { FormMessageId } from '../../shared/records';
import { useFormT } from '../use-form-t';

interface PostalCodeFieldProps {
  name: string;
  label: FormMessageId;
  hint?: FormMessageId;
  choiceLabel: FormMessageId;
  /** The codes of the chosen sub-district. */
  codes: readonly string[];
  required?: boolean;
}

export function PostalCodeField({ name, label, hint, choiceLabel, codes, required }: PostalCodeFieldProps) {
  const t = useFormT();
  const { setValue, formState } = useFormContext();
  const value: unknown = useWatch({ name });
  const group = `${fieldId(name)}-choice`;
  return (
    <>
      {codes.length > 1 ? (
        <fieldset className="field field--group field--inline">
          <legend className="field__label">{t(choiceLabel)}</legend>
          <div className="field__options">
            {codes.map((code) => (
              <div className="choice" key={code}>
                <input
                  id={`${group}-${code}`}
                  type="radio"
                  name={group}
                  className="choice__input"
                  value={code}
                  checked={value === code}
                  onChange={() => setValue(name, code, { shouldDirty: true, shouldValidate: formState.isSubmitted })}
                />
                <label htmlFor={`${group}-${code}`} className="choice__label">
                  {code}
                </label>
              </div>
            ))}
          </div>
        </fieldset>
      ) : null}
      <TextField
        name={name}
        label={label}
        hint={hint}
        required={required}
        autoComplete="postal-code"
        inputMode="numeric"
        maxLength={5}
        size="short"
      />
    </>
  );
}
