// Reads a OneRoster 1.1 CSV bundle (a zip) and holds it to the standard's required columns, as
// the OneRoster 1.1 CSV binding lists them for a bulk file: each required column is in the
// header and filled on every row. The lists are written out here from the specification, not
// taken from the code under test.

import { strFromU8, unzipSync } from 'fflate';
import { expect } from 'vitest';

/** Required columns per file (OneRoster 1.1, CSV tables; status and dateLastModified only in delta files). */
export const REQUIRED: Record<string, string[]> = {
  'manifest.csv': ['propertyName', 'value'],
  'orgs.csv': ['sourcedId', 'name', 'type'],
  'academicSessions.csv': ['sourcedId', 'title', 'type', 'startDate', 'endDate', 'schoolYear'],
  'users.csv': ['sourcedId', 'enabledUser', 'orgSourcedIds', 'role', 'username', 'givenName', 'familyName'],
  'demographics.csv': ['sourcedId'],
};

/** Every column a bulk file has, required or not, in the specification's order. */
const HEADERS: Record<string, string> = {
  'users.csv':
    'sourcedId,status,dateLastModified,enabledUser,orgSourcedIds,role,username,userIds,givenName,familyName,middleName,identifier,email,sms,phone,agentSourcedIds,grades,password',
  'orgs.csv': 'sourcedId,status,dateLastModified,name,type,identifier,parentSourcedId',
};

/** RFC 4180 rows: quoted fields may hold commas, quotes (doubled) and line breaks. */
function csvRows(body: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < body.length; i++) {
    const char = body[i]!;
    if (quoted) {
      if (char === '"' && body[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\r' && body[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += char;
  }
  if (field || row.length) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

function parse(body: string): Record<string, string>[] {
  const [header = [], ...rows] = csvRows(body);
  return rows.map((row) => Object.fromEntries(header.map((column, i) => [column, row[i] ?? ''])));
}

export type Bundle = Record<string, Record<string, string>[]>;

/** The bundle's files as rows keyed by column, checked against the required columns. */
export function readOneRoster(zip: Uint8Array): Bundle {
  const files = Object.fromEntries(Object.entries(unzipSync(zip)).map(([name, bytes]) => [name, strFromU8(bytes)]));
  const bundle: Bundle = {};
  for (const [name, body] of Object.entries(files)) {
    const rows = parse(body);
    const header = body.split('\r\n')[0]!;
    if (HEADERS[name]) expect(header, name).toBe(HEADERS[name]);
    for (const column of REQUIRED[name] ?? []) {
      expect(header.split(','), `${name} has ${column}`).toContain(column);
      for (const row of rows) expect(row[column], `${name}: ${column} of ${JSON.stringify(row)}`).not.toBe('');
    }
    bundle[name] = rows;
  }
  const manifest = Object.fromEntries(bundle['manifest.csv']!.map((row) => [row.propertyName, row.value]));
  expect(manifest).toMatchObject({ 'manifest.version': '1.0', 'oneroster.version': '1.1' });
  expect(manifest['source.systemName']).toBeTruthy();
  expect(manifest['source.systemCode']).toBeTruthy();
  // Each file the manifest calls bulk is in the zip; the others are absent.
  for (const [key, value] of Object.entries(manifest).filter(([k]) => k.startsWith('file.')))
    expect(Object.hasOwn(files, `${key.slice(5)}.csv`), key).toBe(value === 'bulk');
  return bundle;
}
