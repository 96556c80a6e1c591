// The one client of /api/copies (docs/safe-copy.md, "Wire protocol"; the contract's types from
// src/shared/contracts/safe-copy.ts): typed calls with plain fetch, page and worker alike. Every
// call but the creation carries the copy's access secret (`Authorization: Copy <secret>`); an
// answer outside the 2xx becomes a CopyApiError with the server's code, and no answer at all
// the code 'network'. The worker loads no zod, so answers are read by the fields acted on.

import { SAFE_COPY_AUTH_SCHEME } from './wire';
import type { CopyAnswer, SafeChange, SafeCopyKind } from '../shared/contracts/safe-copy';
import { toBase64Url } from '../crypto';

/** Per request; a slow line sends a 1 MiB chunk in well under that. */
export const COPY_REQUEST_TIMEOUT_MS = 30_000;

/** Why a call failed: the server's `error` (`forbidden`, `not-found`, `quota`...), or 'network'. */
export class CopyApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    /** From `Retry-After`, for a quota. */
    readonly retryAfterMs?: number,
  ) {
    super(`safe copy: ${status} ${code}`);
    this.name = 'CopyApiError';
  }
  /** Worth trying again later as it is: no answer, 5xx (but a full storage), 408, 429. */
  get temporary(): boolean {
    return this.status === 0 || (this.status >= 500 && !this.refused) || this.status === 408 || this.status === 429;
  }
  /** The server said no for a reason the family is shown (a quota, a full storage, a wrong key...). */
  get refused(): boolean {
    return (this.status >= 400 && this.status < 500) || this.code === 'storage-full';
  }
}

/** Where and how to call: the API's base with its prefix (`/api`), fetch (tests give their own). */
export interface CopyApi {
  apiBase: string;
  /** The families' API token, where the school sets one: only a creation carries it. */
  token?: string;
  fetch?: typeof fetch;
}

export interface StoredChange extends SafeChange {
  seq: number;
}

async function call(
  api: CopyApi,
  path: string,
  init: RequestInit & { access?: Uint8Array; json?: unknown },
): Promise<Response> {
  const headers: Record<string, string> = {};
  if (init.access) headers.Authorization = `${SAFE_COPY_AUTH_SCHEME} ${toBase64Url(init.access)}`;
  else if (api.token) headers.Authorization = `Bearer ${api.token}`;
  if (init.json !== undefined) headers['Content-Type'] = 'application/json';
  if (init.body instanceof Uint8Array) headers['Content-Type'] = 'application/octet-stream';
  let response: Response;
  try {
    response = await (api.fetch ?? globalThis.fetch.bind(globalThis))(`${api.apiBase}/copies${path}`, {
      method: init.method,
      headers,
      body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
      cache: 'no-store',
      signal: AbortSignal.timeout(COPY_REQUEST_TIMEOUT_MS),
    });
  } catch {
    throw new CopyApiError(0, 'network');
  }
  if (response.ok) return response;
  let code = `http-${response.status}`;
  try {
    const body = (await response.json()) as { error?: unknown };
    if (typeof body.error === 'string') code = body.error;
  } catch {
    // No JSON body: the status says enough.
  }
  const retryAfter = Number(response.headers.get('retry-after'));
  throw new CopyApiError(response.status, code, retryAfter > 0 ? retryAfter * 1000 : undefined);
}

async function json<T>(response: Response): Promise<T> {
  try {
    return (await response.json()) as T;
  } catch {
    throw new CopyApiError(response.status, 'bad-answer');
  }
}

const at = (id: string) => `/${encodeURIComponent(id)}`;

/** PUT /api/copies/{id}: makes the copy, or finds it made with the same access hash. */
export async function createCopy(api: CopyApi, id: string, kind: SafeCopyKind, accessHash: string): Promise<void> {
  await call(api, at(id), { method: 'PUT', json: { kind, accessHash } });
}

/** POST /api/copies/{id}/changes: the server's seq of the last change. */
export async function appendChanges(
  api: CopyApi,
  id: string,
  access: Uint8Array,
  changes: SafeChange[],
): Promise<number> {
  const response = await call(api, `${at(id)}/changes`, { method: 'POST', access, json: { changes } });
  const { seq } = await json<{ seq: number }>(response);
  return seq;
}

/** GET /api/copies/{id}/changes?after=: every change after `after`, following the pages. */
export async function changesAfter(
  api: CopyApi,
  id: string,
  access: Uint8Array,
  after: number,
): Promise<{ changes: StoredChange[]; last: number }> {
  const changes: StoredChange[] = [];
  let cursor = after;
  for (;;) {
    const response = await call(api, `${at(id)}/changes?after=${cursor}`, { method: 'GET', access });
    const page = await json<{ changes: StoredChange[]; last: number }>(response);
    changes.push(...page.changes);
    const end = page.changes.at(-1)?.seq;
    if (end === undefined || end >= page.last) return { changes, last: Math.max(page.last, cursor) };
    cursor = end;
  }
}

/** POST /api/copies/{id}/compact: `body` (a snapshot) replaces the changes up to `upTo`. */
export async function compactCopy(
  api: CopyApi,
  id: string,
  access: Uint8Array,
  request: { upTo: number; changeId: string; body: string },
): Promise<void> {
  await call(api, `${at(id)}/compact`, { method: 'POST', access, json: request });
}

/** PUT /api/copies/{id}/files/{fileId}/{n}: one sealed chunk. */
export async function putChunk(
  api: CopyApi,
  id: string,
  access: Uint8Array,
  fileId: string,
  n: number,
  sealed: Uint8Array<ArrayBuffer>,
): Promise<void> {
  await call(api, `${at(id)}/files${at(fileId)}/${n}`, { method: 'PUT', access, body: sealed });
}

/** GET /api/copies/{id}/files/{fileId}: the chunks the server holds. */
export async function chunksHeld(api: CopyApi, id: string, access: Uint8Array, fileId: string): Promise<number[]> {
  try {
    const response = await call(api, `${at(id)}/files${at(fileId)}`, { method: 'GET', access });
    return (await json<{ chunks: number[] }>(response)).chunks;
  } catch (error) {
    // A file the copy does not know yet holds nothing; a copy that is gone says so at the first PUT.
    if (error instanceof CopyApiError && error.status === 404) return [];
    throw error;
  }
}

/** GET /api/copies/{id}/files/{fileId}/{n}: a chunk's sealed bytes. */
export async function getChunk(
  api: CopyApi,
  id: string,
  access: Uint8Array,
  fileId: string,
  n: number,
): Promise<Uint8Array> {
  const response = await call(api, `${at(id)}/files${at(fileId)}/${n}`, { method: 'GET', access });
  return new Uint8Array(await response.arrayBuffer());
}

/** DELETE /api/copies/{id}/files/{fileId}. */
export async function deleteFile(api: CopyApi, id: string, access: Uint8Array, fileId: string): Promise<void> {
  await call(api, `${at(id)}/files${at(fileId)}`, { method: 'DELETE', access });
}

/** PATCH /api/copies/{id}: the application was sent; keep the copy until `keepUntil`. */
export async function keepCopyUntil(api: CopyApi, id: string, access: Uint8Array, keepUntil: string): Promise<void> {
  await call(api, at(id), { method: 'PATCH', access, json: { keepUntil } });
}

/** GET /api/copies/{id}: what the family is shown of its copy. */
export async function readCopy(api: CopyApi, id: string, access: Uint8Array): Promise<CopyAnswer> {
  return json<CopyAnswer>(await call(api, at(id), { method: 'GET', access }));
}

/** DELETE /api/copies/{id}: the copy, its changes and files. A copy already gone counts as deleted. */
export async function deleteCopy(api: CopyApi, id: string, access: Uint8Array): Promise<void> {
  try {
    await call(api, at(id), { method: 'DELETE', access });
  } catch (error) {
    if (!(error instanceof CopyApiError && error.status === 404)) throw error;
  }
}
