// Step 2: where the bus picks the children up: the house and street, then province, district,
// sub-district and postal code with the Thai address picker (its data loads with this step).

import { TextField } from '../../../forms';
import { AddressPicker, type AddressPickerLabels } from '../../../forms/address-picker';
import { useFormT } from '../../../forms/use-form-t';

const labels: AddressPickerLabels = {
  province: 'form.bus.address.province',
  district: 'form.bus.address.district',
  subDistrict: 'form.bus.address.subDistrict',
  postalCode: 'form.bus.address.postalCode',
  postalCodeHint: 'form.bus.address.postalCodeHint',
  postalCodeChoice: 'form.bus.address.postalCodeChoice',
  chooseProvince: 'form.bus.address.chooseProvince',
  chooseDistrict: 'form.bus.address.chooseDistrict',
  chooseSubDistrict: 'form.bus.address.chooseSubDistrict',
  loading: 'form.bus.address.loading',
  loadFailed: 'form.bus.address.loadFailed',
  retry: 'form.bus.address.retry',
};

export default function AddressStep() {
  const t = useFormT();
  return (
    <>
      <p className="wizard__intro">{t('form.bus.address.intro')}</p>
      <TextField
        name="address.line"
        label="form.bus.address.line"
        hint="form.bus.address.lineHint"
        required
        autoComplete="address-line1"
      />
      <AddressPicker name="address" labels={labels} required />
    </>
  );
}
