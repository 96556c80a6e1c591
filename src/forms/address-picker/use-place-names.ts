// The names of a chosen address (for a summary), in the form's language; the codes themselves
// until the province's data has loaded.

import { useIntl } from 'react-intl';
import { placeName, provinces } from '../../data/thailand';
import { useDistricts } from './use-districts';

export interface PlaceCodes {
  provinceCode: string;
  districtCode: string;
  subDistrictCode: string;
}

export interface PlaceNames {
  province: string;
  district: string;
  subDistrict: string;
}

export function usePlaceNames({ provinceCode, districtCode, subDistrictCode }: PlaceCodes): PlaceNames {
  const locale = useIntl().locale;
  const loaded = useDistricts(provinceCode);
  const province = provinces.find((p) => p.code === provinceCode);
  const district = loaded.status === 'ready' ? loaded.districts.find((d) => d.code === districtCode) : undefined;
  const subDistrict = district?.subDistricts.find((s) => s.code === subDistrictCode);
  return {
    province: province ? placeName(province, locale) : provinceCode,
    district: district ? placeName(district, locale) : districtCode,
    subDistrict: subDistrict ? placeName(subDistrict, locale) : subDistrictCode,
  };
}
