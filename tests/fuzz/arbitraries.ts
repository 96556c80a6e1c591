// The bad bodies the fuzz suite sends, as fast-check arbitraries of small recipes (what fast-check
// prints on a failure), and the functions that build a request from one: JSON bodies with a field
// of the wrong type, missing, extra or duplicated keys, arrays for objects, 10,000 levels of
// nesting, 1 MB strings, NUL, lone surrogates and invalid UTF-8. The rest of a request's noise
// (headers, query, path) is in noise.ts.

import fc from 'fast-check';

export const SEED = Number(process.env.FUZZ_SEED ?? 20261124);

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Path = (string | number)[];

/** How a valid JSON body is spoiled. */
export type BodyRecipe =
  | { kind: 'wrongType'; at: Path; value: Json }
  | { kind: 'missing'; at: Path }
  | { kind: 'extra'; at: Path; key: string; value: Json }
  | { kind: 'array'; at: Path }
  | { kind: 'duplicate'; key: string; value: Json }
  | { kind: 'deep'; at: Path; levels: number; open: '[' | '{"a":' }
  | { kind: 'huge'; at: Path; length: number; char: string }
  | { kind: 'badText'; at: Path; text: string }
  | { kind: 'badBytes'; at: Path; bytes: number[] }
  | { kind: 'raw'; text: string }
  | { kind: 'rawBytes'; bytes: number[] }
  | { kind: 'valid' };

/** Every path into a JSON value (objects, arrays and leaves), the root excluded. */
export function pathsOf(value: Json, prefix: Path = []): Path[] {
  if (!value || typeof value !== 'object') return [];
  const entries: [string | number, Json][] = Array.isArray(value)
    ? value.map((item, i) => [i, item])
    : Object.entries(value);
  return entries.flatMap(([key, child]) => [[...prefix, key], ...pathsOf(child, [...prefix, key])]);
}

function setAt(root: Json, at: Path, make: (old: Json | undefined) => Json | undefined): Json {
  if (at.length === 0) return make(root) ?? null;
  const copy = structuredClone(root) as Record<string | number, Json>;
  let node: Record<string | number, Json> = copy;
  for (const key of at.slice(0, -1)) {
    if (!node[key] || typeof node[key] !== 'object') return copy as Json;
    node = node[key] as Record<string | number, Json>;
  }
  const last = at[at.length - 1]!;
  const value = make(node[last]);
  if (value === undefined) {
    if (Array.isArray(node)) node.splice(Number(last), 1);
    else delete node[last];
  } else node[last] = value;
  return copy as Json;
}

const MARK = 'FUZZ\u0001MARK';
const utf8 = (text: string) => new TextEncoder().encode(text);

function withBytesAt(valid: Json, at: Path, bytes: number[]): Uint8Array {
  const text = JSON.stringify(setAt(valid, at, () => `a${MARK}b`));
  const [head = '', tail = ''] = text.split(JSON.stringify(MARK).slice(1, -1));
  return new Uint8Array([...utf8(head), ...bytes, ...utf8(tail)]);
}

/** The body a recipe makes of `valid`. */
export function buildBody(valid: Json, recipe: BodyRecipe): string | Uint8Array {
  switch (recipe.kind) {
    case 'valid':
      return JSON.stringify(valid);
    case 'wrongType':
      return JSON.stringify(setAt(valid, recipe.at, () => recipe.value));
    case 'missing':
      return JSON.stringify(setAt(valid, recipe.at, () => undefined));
    case 'extra':
      return JSON.stringify(
        setAt(valid, recipe.at, (old) =>
          old && typeof old === 'object' && !Array.isArray(old) ? { ...old, [recipe.key]: recipe.value } : old,
        ),
      );
    case 'array':
      return JSON.stringify(setAt(valid, recipe.at, (old) => [old ?? null, old ?? null]));
    case 'duplicate': {
      const text = JSON.stringify(valid);
      if (!text.startsWith('{') || text === '{}') return text;
      return `{${JSON.stringify(recipe.key)}:${JSON.stringify(recipe.value)},${text.slice(1)}`;
    }
    case 'deep': {
      const close = recipe.open === '[' ? ']' : '}';
      const nested = `${recipe.open.repeat(recipe.levels)}1${close.repeat(recipe.levels)}`;
      if (recipe.at.length === 0) return nested;
      return JSON.stringify(setAt(valid, recipe.at, () => MARK)).replace(JSON.stringify(MARK), nested);
    }
    case 'huge':
      return JSON.stringify(setAt(valid, recipe.at, () => recipe.char.repeat(recipe.length)));
    case 'badText':
      return JSON.stringify(setAt(valid, recipe.at, () => recipe.text));
    case 'badBytes':
      return withBytesAt(valid, recipe.at, recipe.bytes);
    case 'raw':
      return recipe.text;
    case 'rawBytes':
      return new Uint8Array(recipe.bytes);
  }
}

const jsonValue = fc.jsonValue({ maxDepth: 3 }) as fc.Arbitrary<Json>;
const wrongValue: fc.Arbitrary<Json> = fc.oneof(
  fc.constantFrom<Json>(null, true, false, 0, -1, 1.5, 1e308, '', '0', [], {}, [1, 2], { '': null }),
  jsonValue,
);

/** Strings that break naive handling: NUL and other controls, lone surrogates, bidi, long runs. */
export const badText = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'Anna\u0000Smith',
    '\ud800',
    'a\udfffb',
    '\ud83d',
    '\u0001\u0007\u001b[31m',
    '\u202eevil',
    '\ufeff',
    '\uffff',
    '<script>alert(1)</script>',
    "'; DROP TABLE submissions; --",
    '../../../etc/passwd',
    '%00',
    '\r\n\r\nX-Injected: 1',
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
);

/** Byte sequences that are not UTF-8: stray continuation, overlong, encoded surrogates, 0xFF. */
export const badUtf8: fc.Arbitrary<number[]> = fc.oneof(
  fc.constantFrom<number[]>(
    [0xff],
    [0xc3, 0x28],
    [0xc0, 0xaf],
    [0xe0, 0x80, 0xaf],
    [0xed, 0xa0, 0x80],
    [0xf8, 0x88, 0x80],
  ),
  fc.constantFrom<number[]>([0x80], [0xf4, 0x90, 0x80, 0x80], [0xe2, 0x82], [0x00]),
  fc.array(fc.integer({ min: 0x80, max: 0xff }), { minLength: 1, maxLength: 8 }),
);

/** Spoiled versions of `valid`, aimed at its own fields. */
export function badBodies(valid: Json): fc.Arbitrary<BodyRecipe> {
  const paths = pathsOf(valid);
  const at = paths.length > 0 ? fc.constantFrom(...paths) : fc.constant<Path>([]);
  const atOrRoot = fc.oneof(at, fc.constant<Path>([]));
  const key = fc.oneof(fc.constantFrom('__proto__', 'constructor', 'toString', '', '\u0000'), fc.string());
  const topKeys = valid && typeof valid === 'object' && !Array.isArray(valid) ? Object.keys(valid) : ['x'];
  return fc.oneof(
    fc.record({ kind: fc.constant('wrongType' as const), at, value: wrongValue }),
    fc.record({ kind: fc.constant('missing' as const), at }),
    fc.record({ kind: fc.constant('extra' as const), at: atOrRoot, key, value: jsonValue }),
    fc.record({ kind: fc.constant('array' as const), at: atOrRoot }),
    fc.record({ kind: fc.constant('duplicate' as const), key: fc.constantFrom(...topKeys), value: wrongValue }),
    fc.record({
      kind: fc.constant('deep' as const),
      at: atOrRoot,
      levels: fc.constantFrom(100, 10_000),
      open: fc.constantFrom('[' as const, '{"a":' as const),
    }),
    fc.record({
      kind: fc.constant('huge' as const),
      at,
      length: fc.constantFrom(70_000, 1_048_577),
      char: fc.constantFrom('a', 'ก', '\u0000'),
    }),
    fc.record({ kind: fc.constant('badText' as const), at, text: badText }),
    fc.record({ kind: fc.constant('badBytes' as const), at, bytes: badUtf8 }),
    fc.record({
      kind: fc.constant('raw' as const),
      text: fc.oneof(fc.constantFrom('', ' ', 'null', '[]', '"x"', '{', '{"a":1,}', 'NaN', '{}'), fc.string()),
    }),
    fc.record({ kind: fc.constant('rawBytes' as const), bytes: fc.array(fc.nat(255), { maxLength: 64 }) }),
  );
}

/** `LONG:<unit>:<times>` stands for a long run (short in fast-check's report); the rest as it is. */
export const expand = (text: string) =>
  text.replace(/LONG:(.+?):(\d+)/g, (_, unit: string, times: string) => unit.repeat(Number(times)));

/** A body of `size` bytes of `fill`, named by its size in fast-check's report. */
export interface Filler {
  size: number;
  fill: number;
}
export const filler = ({ size, fill }: Filler) => new Uint8Array(size).fill(fill);

export interface RequestRecipe {
  method: string;
  path: string;
  query?: string;
  contentType?: string | null;
  headers?: [string, string][];
  body?: string | Uint8Array;
}

/** A Request from its parts; Content-Type `null` sends none. */
export function buildRequest(recipe: RequestRecipe): Request {
  const headers = new Headers();
  if (recipe.contentType) headers.set('content-type', recipe.contentType);
  for (const [name, value] of recipe.headers ?? []) headers.append(name, expand(value));
  const withBody = recipe.body !== undefined && recipe.method !== 'GET' && recipe.method !== 'HEAD';
  // A string body would get text/plain from Request: bytes go without a type when none is given.
  const body = !withBody
    ? undefined
    : typeof recipe.body === 'string' && !recipe.contentType
      ? utf8(recipe.body)
      : recipe.body;
  return new Request(`http://localhost${expand(recipe.path)}${expand(recipe.query ?? '')}`, {
    method: recipe.method,
    headers,
    body: body instanceof Uint8Array ? body.slice().buffer : body,
  });
}
