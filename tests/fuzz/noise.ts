// The noise around a request's body for the fuzz suite: odd Content-Types and charsets, repeated
// and odd headers, repeated and badly encoded query parameters, and path parameters that are not
// ids (`..`, NUL, bad escapes, 10,000 characters, almost UUIDs). Long runs are written
// `LONG:<unit>:<times>` (arbitraries.ts expands them) so fast-check's reports stay short.

import fc from 'fast-check';

/** A Content-Type a client might send by mistake or malice; null for none. */
export const contentTypes = (right: string) =>
  fc.constantFrom<string | null>(
    right,
    `${right}; charset=utf-8`,
    `${right.toUpperCase()}; CHARSET=UTF-8`,
    `${right}; charset=utf-16le`,
    `${right}; charset=iso-8859-1`,
    `${right}; charset=x-no-such-charset`,
    `${right};;;charset`,
    `${right}, text/plain`,
    null,
    '',
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=xyz',
    'application/octet-stream',
    'application/json',
    'application/csp-report',
    '*/*',
    'application/jsonp',
  );

const headerValue = fc.string({ unit: fc.integer({ min: 0x20, max: 0xff }).map((n) => String.fromCharCode(n)) });

/** Headers added on top of the right ones: repeated ones (joined by Headers) and odd ones. */
export const noiseHeaders = fc.array(
  fc.tuple(
    fc.constantFrom(
      'content-type',
      'content-length',
      'idempotency-key',
      'authorization',
      'origin',
      'x-forwarded-for',
      'x-forwarded-proto',
      'x-http-method-override',
      'transfer-encoding',
      'content-encoding',
      'accept',
      'accept-encoding',
      'cookie',
      'x-request-id',
    ),
    fc.oneof(headerValue, fc.constantFrom('1', '-1', '99999999999999999999', 'gzip', 'chunked', 'DELETE', 'null')),
  ),
  { maxLength: 3 },
);

/** Query strings with repeated, empty, NUL and badly encoded parameters. */
export const noiseQuery = fc.oneof(
  fc.constant(''),
  fc.constantFrom(
    '?a=1&a=2',
    '?token=x&token=y',
    '?%00=%00',
    '?%ZZ=%',
    '?lang=th&lang=en&lang=',
    '?page=-1&page=99999999999999999999',
    '?per_page=1e3&per_page=abc',
    '?slug[]=a&slug[]=%FF',
    '?search=%F0%9F',
    '?__proto__[x]=1',
  ),
  fc.constant('?LONG:a=b&:2000'),
  fc.string().map((s) => `?${encodeURIComponent(s)}=${encodeURIComponent(s)}`),
);

/** Path parameters that are not ids: climbing out, NUL, bad escapes, very long, almost UUIDs. */
export const badSegment = fc.oneof(
  fc.constantFrom(
    'not-a-uuid',
    '..%2F..%2Fetc%2Fpasswd',
    '..%5C..%5Cwindows',
    '%2e%2e%2f',
    '%252e%252e%252f',
    '%00',
    'a%00b',
    '%FF',
    '%C0%AF',
    '%ED%A0%80',
    '%',
    '%E0%A4%A',
    '00000000-0000-0000-0000-000000000000',
    'FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF',
    '3f0c1d9e-7a52-4c8e-9d57-0e2f4b1a6c33%00',
    '3f0c1d9e-7a52-4c8e-9d57-0e2f4b1a6c3',
    '-1',
    '0',
    '1e3',
    '99999999999999999999999',
    'LONG:x:10000',
    'LONG:%41:3000',
  ),
  fc.uuid().map((id) => id.toUpperCase()),
  fc.string({ minLength: 1 }).map(encodeURIComponent),
);
