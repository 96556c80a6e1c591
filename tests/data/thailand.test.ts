// The committed Thai address data: complete (77 provinces, 928 districts, 7,436 sub-districts),
// well formed, loadable one province at a time, with the postal codes families know.

import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { convert } from '../../scripts/thai-geography';
import {
  districtsFromRows,
  isProvinceCode,
  loadDistricts,
  placeName,
  provinces,
  sortPlaces,
  type District,
} from '../../src/data/thailand';

const all = async () =>
  new Map(await Promise.all(provinces.map(async (p) => [p.code, await loadDistricts(p.code)] as const)));
const dataDir = new URL('../../src/data/thailand/', import.meta.url);

describe('Thai address data', () => {
  it('lists the 77 provinces with Thai and English names', () => {
    expect(provinces).toHaveLength(77);
    expect(new Set(provinces.map((p) => p.code)).size).toBe(77);
    expect(provinces.find((p) => p.code === '84')).toEqual({ code: '84', th: 'สุราษฎร์ธานี', en: 'Surat Thani' });
    expect(provinces[0]).toEqual({ code: '10', th: 'กรุงเทพมหานคร', en: 'Bangkok' });
    for (const p of provinces) {
      expect(p.th).toMatch(/^[\u0E00-\u0E7F ]+$/);
      expect(p.en).toMatch(/^[A-Za-z][A-Za-z .'-]*[a-z]$/);
    }
  });

  it('has 928 districts and 7,436 sub-districts, each code nested in its parent', async () => {
    const byProvince = await all();
    const districts = [...byProvince.values()].flat();
    const subs = districts.flatMap((d) => d.subDistricts);
    expect(districts).toHaveLength(928);
    expect(subs).toHaveLength(7436);
    expect(new Set(subs.map((s) => s.code)).size).toBe(7436);
    for (const [province, list] of byProvince) {
      for (const d of list) {
        expect(d.code).toMatch(new RegExp(`^${province}\\d{2}$`));
        expect(d.subDistricts.length).toBeGreaterThan(0);
        for (const s of d.subDistricts) {
          expect(s.code).toMatch(new RegExp(`^${d.code}\\d{2}$`));
          expect(s.th.trim()).toBe(s.th);
          expect(s.en.trim()).toBe(s.en);
          expect(s.postalCodes.length).toBeGreaterThan(0);
          for (const code of s.postalCodes) expect(code).toMatch(/^\d{5}$/);
        }
      }
    }
  });

  it("knows Koh Samui's sub-district Bo Phut: 84320", async () => {
    const samui = (await loadDistricts('84')).find((d) => d.en === 'Ko Samui') as District;
    expect(samui).toMatchObject({ code: '8404', th: 'เกาะสมุย' });
    expect(samui.subDistricts.find((s) => s.en === 'Bo Phut')).toEqual({
      code: '840406',
      th: 'บ่อผุด',
      en: 'Bo Phut',
      postalCodes: ['84320'],
    });
  });

  it('loads a province once and rejects an unknown code', async () => {
    expect(loadDistricts('84')).toBe(loadDistricts('84'));
    expect(isProvinceCode('84')).toBe(true);
    expect(isProvinceCode('99')).toBe(false);
    await expect(loadDistricts('99')).rejects.toThrow('unknown province 99');
  });

  it('names places in Thai on Thai pages and in English elsewhere, sorted as the locale sorts', () => {
    const bangkok = provinces[0]!;
    expect(placeName(bangkok, 'th-TH')).toBe('กรุงเทพมหานคร');
    expect(placeName(bangkok, 'ru-RU')).toBe('Bangkok');
    expect(sortPlaces(provinces, 'en-GB')[0]!.en).toBe('Amnat Charoen');
    expect(sortPlaces(provinces, 'th-TH')[0]!.th).toBe('กระบี่');
  });

  it('ships the licence and names its source', () => {
    expect(readFileSync(new URL('LICENSE', dataDir), 'utf8')).toMatch(/^MIT License[\s\S]*Joe Takara/);
    expect(readFileSync(new URL('README.md', dataDir), 'utf8')).toContain('thailand-geography-json');
    expect(existsSync(new URL('by-province/province-96.json', dataDir))).toBe(true);
  });

  it('keeps both postal codes of a sub-district the source lists twice', () => {
    const sub = {
      districtCode: 8404,
      subdistrictCode: 840406,
      subdistrictNameEn: 'Bo Phut ',
      subdistrictNameTh: 'บ่อผุด',
    };
    const { provinces: index, byProvince } = convert(
      [{ provinceCode: 84, provinceNameEn: 'Surat Thani', provinceNameTh: 'สุราษฎร์ธานี' }],
      [{ provinceCode: 84, districtCode: 8404, districtNameEn: 'Ko Samui', districtNameTh: 'เกาะสมุย' }],
      [
        { ...sub, postalCode: 84330 },
        { ...sub, postalCode: 84320 },
        {
          ...sub,
          subdistrictCode: 840401,
          subdistrictNameEn: 'Ang Thong',
          subdistrictNameTh: 'อ่างทอง',
          postalCode: 84140,
        },
      ],
    );
    expect(index).toEqual([[84, 'สุราษฎร์ธานี', 'Surat Thani']]);
    const rows = byProvince.get(84)!;
    expect(rows).toEqual([
      [
        8404,
        'เกาะสมุย',
        'Ko Samui',
        [
          [840401, 'อ่างทอง', 'Ang Thong', 84140],
          [840406, 'บ่อผุด', 'Bo Phut', [84320, 84330]],
        ],
      ],
    ]);
    expect(districtsFromRows(rows)[0]!.subDistricts[1]!.postalCodes).toEqual(['84320', '84330']);
  });

  it('refuses rows whose parent is missing', () => {
    expect(() =>
      convert(
        [],
        [{ provinceCode: 84, districtCode: 8404, districtNameEn: 'Ko Samui', districtNameTh: 'เกาะสมุย' }],
        [],
      ),
    ).toThrow('rows without a parent: 8404');
  });
});
