// Thai address data for the address picker: the provinces index (small, bundled with the picker)
// and each province's districts and sub-districts as its own lazily loaded chunk. The compact rows
// are written by scripts/thai-geography.ts (format in README.md beside this file).

import provinceRows from './provinces.json';

/** A province, district or sub-district; `code` is the Thai administrative code as text. */
export interface Place {
  code: string;
  th: string;
  en: string;
}

export interface SubDistrict extends Place {
  /** Five-digit postal codes; a few sub-districts have two. */
  postalCodes: string[];
}

export interface District extends Place {
  subDistricts: SubDistrict[];
}

/** The compact rows of a province file (README.md). */
export type SubDistrictRow = [number, string, string, number | number[]];
export type DistrictRow = [number, string, string, SubDistrictRow[]];

const files = import.meta.glob<DistrictRow[]>('./by-province/province-*.json', { import: 'default' });
const fileOf = (provinceCode: string) => files[`./by-province/province-${provinceCode}.json`];

/** All 77 provinces, in code order. */
export const provinces: readonly Place[] = (provinceRows as [number, string, string][]).map(([code, th, en]) => ({
  code: String(code),
  th,
  en,
}));

const postal = (code: number) => String(code).padStart(5, '0');

/** A province file's compact rows as districts with their sub-districts. */
export function districtsFromRows(rows: DistrictRow[]): District[] {
  return rows.map(([code, th, en, subs]) => ({
    code: String(code),
    th,
    en,
    subDistricts: subs.map(([subCode, subTh, subEn, codes]) => ({
      code: String(subCode),
      th: subTh,
      en: subEn,
      postalCodes: (Array.isArray(codes) ? codes : [codes]).map(postal),
    })),
  }));
}

const cache = new Map<string, Promise<District[]>>();

/** True when `code` names one of the 77 provinces. */
export function isProvinceCode(code: string): boolean {
  return fileOf(code) !== undefined;
}

/**
 * Loads (once) the districts and sub-districts of a province. Rejects when the code is unknown or
 * the chunk cannot be fetched; a failed load is forgotten so that a retry fetches again.
 */
export function loadDistricts(provinceCode: string): Promise<District[]> {
  const cached = cache.get(provinceCode);
  if (cached) return cached;
  const load = fileOf(provinceCode);
  if (!load) return Promise.reject(new Error(`unknown province ${provinceCode}`));
  const promise = load().then(districtsFromRows);
  cache.set(provinceCode, promise);
  promise.catch(() => cache.delete(provinceCode));
  return promise;
}

/** The name to show: Thai on Thai pages, English (the official romanisation) on all others. */
export function placeName(place: Place, locale: string): string {
  return locale.startsWith('th') ? place.th : place.en;
}

/** Places sorted by their shown name, as the locale sorts. */
export function sortPlaces<T extends Place>(places: readonly T[], locale: string): T[] {
  const collator = new Intl.Collator(locale.startsWith('th') ? 'th' : 'en');
  return [...places].sort((a, b) => collator.compare(placeName(a, locale), placeName(b, locale)));
}
