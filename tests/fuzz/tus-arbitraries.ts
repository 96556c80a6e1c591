// Bad tus 1.0.0 requests for the fuzz suite: Tus-Resumable missing or wrong, Upload-Length and
// Upload-Offset negative, huge, fractional or not numbers at all, Upload-Metadata with bad base64,
// missing or repeated keys and NUL in values, the method-override header, and bodies that are not
// the declared file.

import fc from 'fast-check';
import { badUtf8, filler, type Filler } from './arbitraries';

const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

/** Numbers as a header carries them, most of them wrong. */
export const badNumber = fc.oneof(
  fc.constantFrom(
    '-1',
    '0',
    '-0',
    '1.5',
    '1e3',
    '0x10',
    ' 7 ',
    '7,7',
    'NaN',
    'Infinity',
    '',
    '\u00b2\u00b3',
    '10485761',
    '9007199254740993',
    '99999999999999999999999999',
    '00000000000000000000000000000001',
  ),
  fc.integer().map(String),
  fc.string({ maxLength: 12 }),
);

export interface Declared {
  submissionId: string;
  attachmentId: string;
  sha256: string;
  name: string;
  type: string;
}

/** Upload-Metadata, from right (for `declared`) to nonsense. */
export function badMetadata(declared: Declared): fc.Arbitrary<string> {
  const right: [string, string][] = [
    ['submissionId', b64(declared.submissionId)],
    ['attachmentId', b64(declared.attachmentId)],
    ['sha256', b64(declared.sha256)],
    ['filename', b64(declared.name)],
    ['filetype', b64(declared.type)],
  ];
  const join = (pairs: [string, string][]) => pairs.map(([key, value]) => `${key} ${value}`).join(',');
  const value = fc.oneof(
    fc.constantFrom('!!!!', '====', 'a', 'YQ', 'YQ=', '%%', ' ', 'LONG:AAAA:5000', b64('\u0000'), b64('a\ud800')),
    fc.string({ maxLength: 20 }).map(b64),
    fc.array(fc.nat(255), { maxLength: 12 }).map((bytes) => Buffer.from(bytes).toString('base64')),
    badUtf8.map((bytes) => Buffer.from(bytes).toString('base64')),
  );
  return fc.oneof(
    fc.constant(join(right)),
    fc.tuple(fc.nat(4), value).map(([i, v]) => join(right.map((pair, j) => (j === i ? [pair[0], v] : pair)))),
    fc.nat(4).map((i) => join(right.filter((_, j) => j !== i))),
    fc.nat(4).map((i) => join([...right, right[i]!])),
    fc.constantFrom('', ',', ',,,', 'submissionId', 'key a b c', 'k\u00ff v', join(right).replaceAll(',', ';')),
    fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((n) => String.fromCharCode(n)), maxLength: 80 }),
  );
}

export interface TusRecipe {
  tusResumable: string | null;
  uploadLength: string | null;
  uploadOffset: string | null;
  contentType: string | null;
  override: string | null;
  extra: [string, string][];
}

export const tusHeaders = fc.record<TusRecipe>({
  tusResumable: fc.constantFrom<string | null>('1.0.0', '1.0.0', '1.0.0', null, '', '0.2.2', '1.0.0, 1.0.0', '2'),
  uploadLength: fc.oneof(fc.constant(null), badNumber),
  uploadOffset: fc.oneof(fc.constant(null), badNumber),
  contentType: fc.constantFrom<string | null>(
    'application/offset+octet-stream',
    'application/offset+octet-stream',
    null,
    'application/octet-stream',
    'text/plain',
    'application/offset+octet-stream; charset=utf-8',
  ),
  override: fc.constantFrom<string | null>(null, null, null, 'DELETE', 'PATCH', 'GET', 'HEAD', 'POST', 'FOO'),
  extra: fc.array(
    fc.tuple(
      fc.constantFrom('upload-defer-length', 'upload-concat', 'upload-checksum', 'upload-length', 'upload-offset'),
      fc.oneof(badNumber, fc.constantFrom('final;/api/uploads/a /api/uploads/b', 'partial', 'sha1 !!!', '1')),
    ),
    { maxLength: 2 },
  ),
});

/** The headers of a tus recipe (null leaves a header out). */
export function tusHeaderList(recipe: TusRecipe, metadata?: string): [string, string][] {
  const list: [string, string | null | undefined][] = [
    ['tus-resumable', recipe.tusResumable],
    ['upload-length', recipe.uploadLength],
    ['upload-offset', recipe.uploadOffset],
    ['x-http-method-override', recipe.override],
    ['upload-metadata', metadata],
    ...recipe.extra,
  ];
  return list.filter((pair): pair is [string, string] => typeof pair[1] === 'string');
}

/** Bodies for PATCH: nothing, a little, the wrong bytes, more than declared. */
export const patchBody: fc.Arbitrary<Uint8Array | Filler> = fc.oneof(
  fc.constant(new Uint8Array(0)),
  fc.uint8Array({ maxLength: 64 }),
  fc.record({ size: fc.constantFrom(3000, 2999, 3001, 70_000), fill: fc.constantFrom(0x41, 0x25) }),
);

export const bytesOf = (body: Uint8Array | Filler) => (body instanceof Uint8Array ? body : filler(body));
