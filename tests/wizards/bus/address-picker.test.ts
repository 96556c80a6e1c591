// @vitest-environment jsdom
// The Thai address picker as a family uses it: province, then district, then sub-district, the
// postal code filled in and still editable, a choice where a sub-district has two codes, names in
// Thai on Thai pages, lower levels cleared when a higher one changes, a restored draft shown as
// saved, and a failed load of a province's data offered again.

import 'fake-indexeddb/auto';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createElement as h, type ReactNode } from 'react';
import { FormProvider, useForm, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FormMessagesProvider } from '../../../src/forms';
import type { Locale } from '../../../src/i18n/locales';
import AddressStep from '../../../src/wizards/bus/steps/address';
import { busDefaults } from '../../../src/wizards/bus/defaults';
import type { BusData } from '../../../src/wizards/bus/schema';
import { renderPage } from '../../forms/support';

const data = vi.hoisted(() => ({ failures: 0, secondCode: false }));

vi.mock('../../../src/data/thailand', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../src/data/thailand')>();
  return {
    ...actual,
    loadDistricts: async (code: string) => {
      if (data.failures > 0) {
        data.failures -= 1;
        throw new TypeError('Failed to fetch dynamically imported module');
      }
      const districts = await actual.loadDistricts(code);
      if (!data.secondCode) return districts;
      // A sub-district served by two post offices (none in the current source data).
      return districts.map((d) => ({
        ...d,
        subDistricts: d.subDistricts.map((s) => (s.code === '840406' ? { ...s, postalCodes: ['84320', '84330'] } : s)),
      }));
    },
  };
});

let form: UseFormReturn<FieldValues>;

function Harness({ values, children }: { values: BusData; children: ReactNode }) {
  form = useForm<FieldValues>({ defaultValues: values });
  return h(FormProvider, { ...form, children });
}

function renderAddress(locale: Locale = 'en', values: BusData = busDefaults()) {
  const step = h(Harness, { values, children: h(AddressStep) });
  renderPage(h(FormMessagesProvider, { name: 'bus', children: step }), locale);
}

/** Catalogues and each province's data load on demand: slower while other test files run. */
const slow = { timeout: 5000 };
const select = (label: RegExp) => screen.getByLabelText(label) as HTMLSelectElement;
const choose = (label: RegExp, value: string) => fireEvent.change(select(label), { target: { value } });
const postal = () => screen.getByLabelText(/^Postal code/) as HTMLInputElement;

beforeEach(() => {
  data.failures = 0;
  data.secondCode = false;
});
afterEach(cleanup);

describe('Thai address picker', { timeout: 20_000 }, () => {
  it('goes province -> district -> sub-district and fills in the postal code, which stays editable', async () => {
    renderAddress();
    await screen.findByLabelText(/^Province/, undefined, slow);
    expect(select(/^District/).disabled).toBe(true);
    expect(select(/^Sub-district/).disabled).toBe(true);

    choose(/^Province/, '84');
    await screen.findByRole('option', { name: 'Ko Samui' }, slow);
    expect(select(/^District/).disabled).toBe(false);
    choose(/^District/, '8404');
    choose(/^Sub-district/, '840406');

    expect(select(/^Sub-district/).selectedOptions[0]?.textContent).toBe('Bo Phut');
    expect(postal().value).toBe('84320');
    expect(form.getValues('address')).toMatchObject({
      provinceCode: '84',
      districtCode: '8404',
      subDistrictCode: '840406',
      postalCode: '84320',
    });

    fireEvent.change(postal(), { target: { value: '84321' } });
    expect(form.getValues('address.postalCode')).toBe('84321');
  });

  it('labels every select and lists places in alphabetical order', async () => {
    renderAddress();
    const province = await screen.findByLabelText(/^Province/, undefined, slow);
    const names = within(province)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(names).toHaveLength(78);
    expect(names[0]).toBe('Choose a province');
    expect(names.slice(1, 4)).toEqual(['Amnat Charoen', 'Ang Thong', 'Bangkok']);
    expect(province.getAttribute('autocomplete')).toBe('address-level1');
    expect(postal().getAttribute('autocomplete')).toBe('postal-code');
  });

  it('names places in Thai on Thai pages', async () => {
    renderAddress('th');
    fireEvent.change(await screen.findByLabelText(/^จังหวัด/, undefined, slow), { target: { value: '84' } });
    expect(select(/^จังหวัด/).selectedOptions[0]?.textContent).toBe('สุราษฎร์ธานี');
    await waitFor(() => expect(screen.queryByRole('option', { name: 'เกาะสมุย' })).not.toBeNull(), slow);
  });

  it('clears district, sub-district and postal code when the province changes', async () => {
    renderAddress();
    await screen.findByLabelText(/^Province/, undefined, slow);
    choose(/^Province/, '84');
    await screen.findByRole('option', { name: 'Ko Samui' }, slow);
    choose(/^District/, '8404');
    choose(/^Sub-district/, '840406');
    choose(/^Province/, '83');
    await screen.findByRole('option', { name: 'Kathu' }, slow);
    expect(form.getValues('address')).toMatchObject({ districtCode: '', subDistrictCode: '', postalCode: '' });
    expect(select(/^District/).value).toBe('');
    expect(postal().value).toBe('');
  });

  it('shows a restored address as it was saved, postal code included', async () => {
    const values = busDefaults();
    values.address = {
      line: '',
      provinceCode: '84',
      districtCode: '8404',
      subDistrictCode: '840406',
      postalCode: '84999',
    };
    renderAddress('en', values);
    await screen.findByRole('option', { name: 'Bo Phut' }, slow);
    expect(select(/^District/).value).toBe('8404');
    expect(select(/^Sub-district/).value).toBe('840406');
    expect(postal().value).toBe('84999');
  });

  it('offers a choice where the sub-district has two postal codes', async () => {
    data.secondCode = true;
    renderAddress();
    await screen.findByLabelText(/^Province/, undefined, slow);
    choose(/^Province/, '84');
    await screen.findByRole('option', { name: 'Ko Samui' }, slow);
    choose(/^District/, '8404');
    choose(/^Sub-district/, '840406');
    expect(postal().value).toBe('84320');

    const choice = screen.getByRole('group', { name: /more than one postal code/ });
    const radios = within(choice).getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((r) => r.value)).toEqual(['84320', '84330']);
    expect(radios[0]?.checked).toBe(true);
    fireEvent.click(within(choice).getByLabelText('84330'));
    expect(postal().value).toBe('84330');
    expect(form.getValues('address.postalCode')).toBe('84330');
  });

  it('says when the districts could not be loaded and loads them again on request', async () => {
    data.failures = 1;
    renderAddress();
    await screen.findByLabelText(/^Province/, undefined, slow);
    choose(/^Province/, '84');
    const alert = await screen.findByRole('alert', undefined, slow);
    expect(alert.textContent).toContain('The list of districts could not be loaded');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByRole('option', { name: 'Ko Samui' }, slow);
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });
});
