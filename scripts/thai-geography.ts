// Converts the Thai address dataset (thailand-geography-json, MIT) into the compact files the
// address picker loads: a provinces index and one file per province with its districts and
// sub-districts. Run once, commit the output: the build never reads the source.
//
//   npx tsx scripts/thai-geography.ts <source-folder>
//
// The source folder holds the dataset's provinces.json, districts.json, subdistricts.json and
// LICENSE (docs/platform.md §12). Output: src/data/thailand/ (format in its README.md).

import { copyFile, mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { format, resolveConfig } from 'prettier';

export interface SourceProvince {
  provinceCode: number;
  provinceNameEn: string;
  provinceNameTh: string;
}
export interface SourceDistrict {
  provinceCode: number;
  districtCode: number;
  districtNameEn: string;
  districtNameTh: string;
}
export interface SourceSubdistrict {
  districtCode: number;
  subdistrictCode: number;
  subdistrictNameEn: string;
  subdistrictNameTh: string;
  postalCode: number;
}

/** [code, Thai name, English name] */
export type ProvinceRow = [number, string, string];
/** [code, Thai name, English name, postal code, or the codes when the sub-district has several] */
export type SubdistrictRow = [number, string, string, number | number[]];
/** [code, Thai name, English name, sub-districts] */
export type DistrictRow = [number, string, string, SubdistrictRow[]];

const root = fileURLToPath(new URL('..', import.meta.url));
const source = path.resolve(root, process.argv[2] ?? '');
const outDir = path.join(root, 'src/data/thailand');
const provinceDir = path.join(outDir, 'by-province');

async function readRows<T>(file: string, keys: (keyof T)[]): Promise<T[]> {
  const rows = JSON.parse(await readFile(path.join(source, file), 'utf8')) as unknown;
  if (!Array.isArray(rows)) throw new Error(`${file}: expected an array`);
  for (const row of rows as Record<string, unknown>[]) {
    for (const key of keys) {
      const value = row[key as string];
      const ok = String(key).includes('Name')
        ? typeof value === 'string' && value.trim() !== ''
        : Number.isInteger(value);
      if (!ok) throw new Error(`${file}: bad ${String(key)} in ${JSON.stringify(row)}`);
    }
  }
  return rows as T[];
}

/** Names in the source carry the odd trailing space ("Na San "). */
const clean = (name: string) => name.trim().replace(/\s+/g, ' ');

function groupSubdistricts(rows: SourceSubdistrict[]): Map<number, SubdistrictRow[]> {
  const byCode = new Map<number, SubdistrictRow>();
  const byDistrict = new Map<number, SubdistrictRow[]>();
  for (const s of [...rows].sort((a, b) => a.subdistrictCode - b.subdistrictCode)) {
    const seen = byCode.get(s.subdistrictCode);
    if (seen) {
      // The same sub-district listed twice: it is served by two post offices. Keep both codes.
      const codes = new Set([seen[3], s.postalCode].flat());
      seen[3] = [...codes].sort((a, b) => a - b);
      continue;
    }
    const row: SubdistrictRow = [
      s.subdistrictCode,
      clean(s.subdistrictNameTh),
      clean(s.subdistrictNameEn),
      s.postalCode,
    ];
    byCode.set(s.subdistrictCode, row);
    byDistrict.set(s.districtCode, [...(byDistrict.get(s.districtCode) ?? []), row]);
  }
  return byDistrict;
}

async function writeJson(file: string, value: unknown): Promise<number> {
  const options = await resolveConfig(file);
  const text = await format(JSON.stringify(value), { ...options, filepath: file });
  await writeFile(file, text);
  return Buffer.byteLength(text);
}

export interface Converted {
  provinces: ProvinceRow[];
  /** Districts with their sub-districts, by province code. */
  byProvince: Map<number, DistrictRow[]>;
}

/** The source rows as compact rows: names trimmed, sorted by code, several postal codes merged. */
export function convert(
  provinces: SourceProvince[],
  districts: SourceDistrict[],
  subdistricts: SourceSubdistrict[],
): Converted {
  const subsByDistrict = groupSubdistricts(subdistricts);
  const provinceCodes = new Set(provinces.map((p) => p.provinceCode));
  const districtCodes = new Set(districts.map((d) => d.districtCode));
  const orphan = [
    ...districts.filter((d) => !provinceCodes.has(d.provinceCode)).map((d) => d.districtCode),
    ...subdistricts.filter((s) => !districtCodes.has(s.districtCode)).map((s) => s.subdistrictCode),
  ];
  if (orphan.length) throw new Error(`rows without a parent: ${orphan.join(', ')}`);

  const index: ProvinceRow[] = [...provinces]
    .sort((a, b) => a.provinceCode - b.provinceCode)
    .map((p) => [p.provinceCode, clean(p.provinceNameTh), clean(p.provinceNameEn)]);
  const byProvince = new Map<number, DistrictRow[]>();
  for (const [code] of index) {
    const rows: DistrictRow[] = districts
      .filter((d) => d.provinceCode === code)
      .sort((a, b) => a.districtCode - b.districtCode)
      .map((d) => {
        const subs = subsByDistrict.get(d.districtCode) ?? [];
        if (!subs.length) throw new Error(`district ${d.districtCode} has no sub-districts`);
        return [d.districtCode, clean(d.districtNameTh), clean(d.districtNameEn), subs];
      });
    byProvince.set(code, rows);
  }
  return { provinces: index, byProvince };
}

async function main(): Promise<void> {
  if (!process.argv[2]) throw new Error('usage: npx tsx scripts/thai-geography.ts <source-folder>');
  const { provinces, byProvince } = convert(
    await readRows<SourceProvince>('provinces.json', ['provinceCode', 'provinceNameEn', 'provinceNameTh']),
    await readRows<SourceDistrict>('districts.json', [
      'provinceCode',
      'districtCode',
      'districtNameEn',
      'districtNameTh',
    ]),
    await readRows<SourceSubdistrict>('subdistricts.json', [
      'districtCode',
      'subdistrictCode',
      'subdistrictNameEn',
      'subdistrictNameTh',
      'postalCode',
    ]),
  );

  await rm(provinceDir, { recursive: true, force: true });
  await mkdir(provinceDir, { recursive: true });
  let bytes = await writeJson(path.join(outDir, 'provinces.json'), provinces);
  for (const [code, rows] of byProvince)
    bytes += await writeJson(path.join(provinceDir, `province-${code}.json`), rows);
  await copyFile(path.join(source, 'LICENSE'), path.join(outDir, 'LICENSE'));

  const districts = [...byProvince.values()].flat();
  const subCount = districts.reduce((n, d) => n + d[3].length, 0);
  const files = (await readdir(provinceDir)).length;
  console.log(
    `Thai geography: ${provinces.length} provinces, ${districts.length} districts, ${subCount} sub-districts; ` +
      `${files} province files, ${(bytes / 1024).toFixed(0)} KB in ${path.relative(root, outDir)}`,
  );
}

// Run as a script (npx tsx scripts/thai-geography.ts), not when a test imports `convert`.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
