// Every error the intake API answers: JSON with a stable `error` code, never a stack trace.
// The codes are the contract's (docs/submission-contract.md, docs/openapi.yaml).

import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export type ErrorCode =
  | 'bad-request'
  | 'unauthorized'
  | 'forbidden'
  | 'robot-check'
  | 'origin'
  | 'not-found'
  | 'method'
  | 'conflict'
  | 'exists'
  | 'offset'
  | 'gone'
  | 'too-large'
  | 'media-type'
  | 'type'
  | 'invalid'
  | 'rate-limited'
  | 'quota'
  | 'storage-full'
  | 'checksum'
  | 'internal';

export interface ErrorBody {
  error: ErrorCode;
  /** A short English hint for developers; never shown to families. */
  detail?: string;
  fieldErrors?: Record<string, string[]>;
}

/** The code an answer of this status gets when nothing more precise is known. */
export function codeForStatus(status: number): ErrorCode {
  const codes: Record<number, ErrorCode> = {
    400: 'bad-request',
    401: 'unauthorized',
    403: 'origin',
    404: 'not-found',
    405: 'method',
    409: 'offset',
    410: 'gone',
    413: 'too-large',
    415: 'media-type',
    422: 'invalid',
    429: 'rate-limited',
    460: 'checksum',
  };
  return codes[status] ?? (status >= 500 ? 'internal' : 'bad-request');
}

export function errorJson(c: Context, status: ContentfulStatusCode, body: ErrorBody, headers?: Record<string, string>) {
  return c.json(body, status, headers);
}

/** A JSON error answer outside a Hono context (tus hooks, the wrapper around @tus/server). */
export function errorResponse(status: number, body: ErrorBody, headers?: HeadersInit): Response {
  const res = new Response(JSON.stringify(body), { status, headers });
  res.headers.set('Content-Type', 'application/json; charset=utf-8');
  return res;
}
