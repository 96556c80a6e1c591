// The Thai address picker: province, then district, then sub-district (names in Thai on Thai
// pages, in English otherwise), and the postal code filled in from the sub-district. Bound to the
// form under `name`: `<name>.provinceCode`, `.districtCode`, `.subDistrictCode`, `.postalCode`.
// The labels are the caller's message ids, so each form words them in its own catalogue.

import { useFormContext, useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { provinces } from '../../data/thailand';
import type { FormMessageId } from '../../shared/records';
import { useFormT } from '../use-form-t';
import { PlaceSelect } from './place-select';
import { PostalCodeField } from './postal-code-field';
import { useDistricts } from './use-districts';
import './address-picker.css';

export interface AddressPickerLabels {
  province: FormMessageId;
  district: FormMessageId;
  subDistrict: FormMessageId;
  postalCode: FormMessageId;
  postalCodeHint?: FormMessageId;
  /** "This sub-district has more than one postal code. Choose yours:" */
  postalCodeChoice: FormMessageId;
  chooseProvince: FormMessageId;
  chooseDistrict: FormMessageId;
  chooseSubDistrict: FormMessageId;
  /** Shown while a province's districts load. */
  loading: FormMessageId;
  /** Shown when they could not be loaded (offline before they were ever cached). */
  loadFailed: FormMessageId;
  retry: FormMessageId;
}

export interface AddressPickerProps {
  /** Dot path of the address object in the form data, e.g. "address". */
  name: string;
  labels: AddressPickerLabels;
  required?: boolean;
}

const asText = (value: unknown) => (typeof value === 'string' ? value : '');

export function AddressPicker({ name, labels, required }: AddressPickerProps) {
  const t = useFormT();
  const locale = useIntl().locale;
  const { setValue, formState } = useFormContext();
  const [provinceCode = '', districtCode = '', subDistrictCode = ''] = useWatch({
    name: [`${name}.provinceCode`, `${name}.districtCode`, `${name}.subDistrictCode`],
  }).map(asText);
  const loaded = useDistricts(provinceCode);
  const districts = loaded.status === 'ready' ? loaded.districts : [];
  const district = districts.find((d) => d.code === districtCode);
  const subDistrict = district?.subDistricts.find((s) => s.code === subDistrictCode);

  const set = (field: string, value: string) =>
    setValue(`${name}.${field}`, value, { shouldDirty: true, shouldValidate: formState.isSubmitted });
  /** A new choice at one level clears the levels below it, which belonged to the old one. */
  const clearBelow = (fields: string[]) => fields.forEach((field) => set(field, ''));

  return (
    <div className="address-picker">
      <PlaceSelect
        name={`${name}.provinceCode`}
        label={labels.province}
        placeholder={labels.chooseProvince}
        places={provinces}
        locale={locale}
        autoComplete="address-level1"
        required={required}
        onPick={() => clearBelow(['districtCode', 'subDistrictCode', 'postalCode'])}
      />
      <PlaceSelect
        name={`${name}.districtCode`}
        label={labels.district}
        placeholder={labels.chooseDistrict}
        places={districts}
        locale={locale}
        autoComplete="address-level2"
        required={required}
        disabled={!districts.length}
        onPick={() => clearBelow(['subDistrictCode', 'postalCode'])}
      />
      {loaded.status === 'loading' ? (
        <p className="field__hint" role="status">
          {t(labels.loading)}
        </p>
      ) : null}
      {loaded.status === 'failed' ? (
        <div className="field__error address-picker__failed" role="alert">
          <p>{t(labels.loadFailed)}</p>
          <button type="button" className="button button--ghost button--small" onClick={loaded.retry}>
            {t(labels.retry)}
          </button>
        </div>
      ) : null}
      <PlaceSelect
        name={`${name}.subDistrictCode`}
        label={labels.subDistrict}
        placeholder={labels.chooseSubDistrict}
        places={district?.subDistricts ?? []}
        locale={locale}
        autoComplete="address-level3"
        required={required}
        disabled={!district}
        onPick={(code) => {
          const picked = district?.subDistricts.find((s) => s.code === code);
          set('postalCode', picked?.postalCodes[0] ?? '');
        }}
      />
      <PostalCodeField
        name={`${name}.postalCode`}
        label={labels.postalCode}
        hint={labels.postalCodeHint}
        choiceLabel={labels.postalCodeChoice}
        codes={subDistrict?.postalCodes ?? []}
        required={required}
      />
    </div>
  );
}
