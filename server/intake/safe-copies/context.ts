// What the safe copies' routes share (routes.ts, file-routes.ts): their queries, the quotas that
// gate each write (per copy, in total, per client address), the check that opens a copy to a
// request (its id, then its access secret: 404 for an id the server does not have, whatever the
// request carries, then 403), and the reading of a JSON body against its contract (415, 400, 422
// in the intake's shape).

import type { Context, MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import { SAFE_ID } from '../../../src/shared/contracts/safe-copy';
import type { WindowQuota } from '../coordination';
import { errorJson } from '../errors';
import type { IntakeServices } from '../services';
import { proves } from './access';
import type { Gate, Refusal } from './admission';
import type { ChunkQueries } from './sql-chunks';
import type { CopyQueries } from './sql-copies';
import type { CopyRecord } from './sql-rows';

export interface CopyDeps {
  services: IntakeServices;
  copies: CopyQueries;
  chunks: ChunkQueries;
  /** New copies per client address and day; undefined: no limit. */
  newCopies: WindowQuota | undefined;
  /** Bytes per client address and day; undefined: no limit. */
  clientBytes: WindowQuota | undefined;
}

export type CopyEnv = { Variables: { copy: CopyRecord } };

const STRICT_UTF8 = new TextDecoder('utf-8', { fatal: true });
const INVALID = 'form.common.invalid';

/** The quotas a write of this request's client goes through. */
export function gateOf(deps: CopyDeps, c: Context): Gate {
  const { services, clientBytes } = deps;
  return {
    ceiling: services.config.copyTotalBytes,
    takeClient: async (bytes, tx) =>
      (await clientBytes?.take(services.clientIp(c), bytes, services.now().getTime(), tx)) ?? 0,
  };
}

/** The answer to a refused write. */
export function refusalAnswer(c: Context, refusal: Refusal): Response {
  switch (refusal.refused) {
    case 'too-large':
      return errorJson(c, 413, { error: 'too-large', detail: refusal.detail });
    case 'storage-full':
      return errorJson(c, 507, { error: 'storage-full', detail: 'the server keeps no more safe copies for now' });
    case 'quota':
      return errorJson(
        c,
        429,
        { error: 'quota', detail: refusal.detail },
        { 'Retry-After': String(refusal.retryAfter) },
      );
  }
}

export const notFound = (c: Context) => errorJson(c, 404, { error: 'not-found' });

/** Opens the copy of the path's `id` to a request that proves its access secret. */
export function authorised(deps: CopyDeps): MiddlewareHandler<CopyEnv> {
  return async (c, next) => {
    const id = c.req.param('id') ?? '';
    const copy = SAFE_ID.test(id) ? await deps.copies.find(id) : undefined;
    if (!copy) return notFound(c);
    if (!proves(c.req.header('authorization'), copy.accessHash))
      return errorJson(c, 403, { error: 'forbidden', detail: 'send this copy’s access secret' });
    c.set('copy', copy);
    return next();
  };
}

/** The request's JSON body checked with `schema`, or the answer that refuses it. */
export async function readJson<T extends z.ZodType>(
  c: Context,
  schema: T,
): Promise<{ ok: true; value: z.infer<T> } | { ok: false; answer: Response }> {
  if (!/^application\/json\b/i.test(c.req.header('content-type') ?? ''))
    return { ok: false, answer: errorJson(c, 415, { error: 'media-type', detail: 'send application/json' }) };
  let body: unknown;
  try {
    body = JSON.parse(STRICT_UTF8.decode(await c.req.arrayBuffer()));
  } catch {
    return { ok: false, answer: errorJson(c, 400, { error: 'bad-request', detail: 'malformed JSON (or not UTF-8)' }) };
  }
  const parsed = schema.safeParse(body);
  if (parsed.success) return { ok: true, value: parsed.data };
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) fieldErrors[issue.path.join('.') || 'root'] = [INVALID];
  return { ok: false, answer: invalid(c, fieldErrors) };
}

/** 422 in the intake's shape, with a hint for developers. */
export const invalid = (c: Context, fieldErrors: Record<string, string[]>, detail?: string) =>
  errorJson(c, 422, { error: 'invalid', fieldErrors, ...(detail ? { detail } : {}) });

export const INVALID_FIELD = [INVALID];
