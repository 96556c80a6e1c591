// The outbox's HTTP layer: one request with its timeout, and how an answer becomes a retry
// (network, timeout, 5xx, 408, 429) or a refusal for the family to look at (other 4xx).

import type { OutboxError } from '../../db';

/** Per request; a slow line sends 1 MB in well under that. */
export const REQUEST_TIMEOUT_MS = 30_000;
export const BACKOFF_BASE_MS = 2_000;
export const BACKOFF_CAP_MS = 10 * 60_000;

/** A temporary failure: network, timeout, 5xx, 408, 429. */
export class RetryLater extends Error {
  constructor(
    readonly detail: OutboxError,
    readonly retryAfterMs?: number,
  ) {
    super(`retry later (${detail.status} ${detail.code ?? ''})`);
  }
}

/** A refusal that retrying will not change: 4xx. */
export class NeedsAttention extends Error {
  constructor(readonly detail: OutboxError) {
    super(`needs attention (${detail.status} ${detail.code ?? ''})`);
  }
}

/** What one flush sends with: the API, its headers, the clock and randomness (tests set both). */
export interface Context {
  apiBase: string;
  fetch: typeof fetch;
  headers: Record<string, string>;
  now: () => number;
  random: () => number;
  onProgress?: (id: string, attachmentId: string, sent: number, total: number) => void;
}

/** Full-jitter exponential backoff: a random delay up to min(cap, base * 2^(attempt-1)). */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempt - 1));
  return Math.floor(random() * ceiling);
}

/** `path` under the API's base and prefix. */
export function apiUrl(ctx: Context, path: string): string {
  return `${ctx.apiBase}${path}`;
}

/** The upload's Location, made absolute against the API's origin when the API is elsewhere. */
export function resolveLocation(ctx: Context, location: string): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(location) || !/^[a-z][a-z0-9+.-]*:/i.test(ctx.apiBase)) return location;
  return new URL(location, ctx.apiBase).href;
}

function isTimeout(error: unknown): boolean {
  const name = (error as { name?: unknown } | null)?.name;
  return name === 'TimeoutError' || name === 'AbortError';
}

/** One request with the API's headers and a timeout; no answer at all is a RetryLater. */
export async function call(ctx: Context, url: string, init: RequestInit): Promise<Response> {
  try {
    return await ctx.fetch(url, {
      ...init,
      headers: { ...ctx.headers, ...(init.headers as Record<string, string>) },
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch (error) {
    throw new RetryLater({ status: 0, code: isTimeout(error) ? 'timeout' : 'network' });
  }
}

export async function readJson(response: Response): Promise<Record<string, unknown>> {
  try {
    const body: unknown = await response.json();
    return body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Turns an unsuccessful answer into the error the item keeps. */
export async function failure(response: Response, attachmentId?: string): Promise<RetryLater | NeedsAttention> {
  const body = response.status === 204 || response.status === 404 ? {} : await readJson(response);
  const detail: OutboxError = { status: response.status };
  if (typeof body.error === 'string') detail.code = body.error;
  if (body.fieldErrors && typeof body.fieldErrors === 'object') {
    detail.fieldErrors = body.fieldErrors as Record<string, string[]>;
  }
  if (attachmentId) detail.attachmentId = attachmentId;
  if (response.status >= 500 || response.status === 408 || response.status === 429) {
    const retryAfter = Number(response.headers.get('retry-after'));
    return new RetryLater(detail, Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter * 1000 : undefined);
  }
  return new NeedsAttention(detail);
}
