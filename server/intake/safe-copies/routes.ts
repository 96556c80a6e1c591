// A safe copy and its changes under /api/copies/{id} (docs/safe-copy.md, "Wire protocol"): made by
// PUT with the hash of its access secret, then read and written only with that secret. Changes are
// sealed, padded records appended in the server's order; a replayed change stores nothing; a
// snapshot replaces the changes up to a number in one transaction. The family's device sets how
// long the copy is kept once its application was sent, and is told when the server will delete it.

import type { Context, Hono, MiddlewareHandler } from 'hono';
import {
  appendChangesRequestSchema,
  compactRequestSchema,
  createCopyRequestSchema,
  keepUntilRequestSchema,
  SAFE_ID,
  type CopyAnswer,
} from '../../../src/shared/contracts/safe-copy';
import { errorJson } from '../errors';
import { accessHashOf, fromBase64Url, isPaddedSeal, sameHash, toBase64Url } from './access';
import { isRefusal } from './admission';
import {
  authorised,
  gateOf,
  INVALID_FIELD,
  invalid,
  notFound,
  readJson,
  refusalAnswer,
  type CopyDeps,
  type CopyEnv,
} from './context';
import type { CopyRecord } from './sql-rows';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How far ahead a copy may be kept once its application was sent. */
export const KEEP_DAYS = 30;
/** Changes in one answer of GET …/changes. */
const PAGE = 500;

/** When the server deletes the copy: its keep-until date, or its idle limit, whichever comes first. */
export function deleteAfter(copy: CopyRecord, idleDays: number): Date {
  const idle = copy.changedAt.getTime() + idleDays * DAY_MS;
  return new Date(Math.min(idle, copy.keepUntil?.getTime() ?? Infinity));
}

/** Body limits, refusing while the bytes stream: a small JSON body, and one carrying changes. */
export interface CopyLimits {
  small: MiddlewareHandler;
  changes: MiddlewareHandler;
}

/**
 * Adds the routes of copies and changes to `app`; `bearer` checks the families' API token on
 * creation where the school sets one.
 */
export function addCopyRoutes(
  app: Hono<CopyEnv>,
  deps: CopyDeps,
  limits: CopyLimits,
  bearer: ((header: string | undefined) => boolean) | undefined,
): void {
  const { services, copies } = deps;
  const { config } = services;
  const answer = (copy: CopyRecord): CopyAnswer => ({
    kind: copy.kind,
    changedAt: copy.changedAt.toISOString(),
    deleteAfter: deleteAfter(copy, config.copyIdleDays).toISOString(),
    bytes: copy.bytes,
  });
  const gone = (c: Context) => notFound(c);

  app.put('/:id', limits.small, async (c) => {
    const id = c.req.param('id');
    if (!SAFE_ID.test(id)) return notFound(c);
    // The families' API token, where the school sets one: creation carries no copy's secret.
    if (bearer && !bearer(c.req.header('authorization')))
      return errorJson(c, 401, { error: 'unauthorized' }, { 'WWW-Authenticate': 'Bearer' });
    const body = await readJson(c, createCopyRequestSchema);
    if (!body.ok) return body.answer;
    const accessHash = accessHashOf(body.value.accessHash);
    if (!accessHash) return invalid(c, { accessHash: INVALID_FIELD });
    const made = await copies.create({ id, kind: body.value.kind, accessHash, at: services.now() }, async (tx) =>
      deps.newCopies ? deps.newCopies.take(services.clientIp(c), 0, services.now().getTime(), tx) : 0,
    );
    if (isRefusal(made)) return refusalAnswer(c, made);
    if (made.created) return c.json(answer(made.copy), 201);
    if (made.copy.kind === body.value.kind && sameHash(made.copy.accessHash, accessHash))
      return c.json(answer(made.copy), 200);
    return errorJson(c, 409, { error: 'exists', detail: 'a copy of this id exists with another secret' });
  });

  app.use('/:id', authorised(deps));
  app.use('/:id/*', authorised(deps));

  app.get('/:id', (c) => c.json(answer(c.var.copy)));

  app.patch('/:id', limits.small, async (c) => {
    const body = await readJson(c, keepUntilRequestSchema);
    if (!body.ok) return body.answer;
    const latest = services.now().getTime() + KEEP_DAYS * DAY_MS;
    const until = new Date(Math.min(new Date(body.value.keepUntil).getTime(), latest));
    const copy = await copies.keepUntil(c.var.copy.id, until);
    return copy ? c.json(answer(copy)) : gone(c);
  });

  app.delete('/:id', async (c) => {
    const { id } = c.var.copy;
    if (await copies.remove(id, services.now())) await services.erasure.runCopies([id]);
    return c.body(null, 204);
  });

  /** The sealed bytes of each body, or the field errors of those that are not padded seals. */
  const sealedBodies = (bodies: { body: string }[], at: (i: number) => string) => {
    const errors: Record<string, string[]> = {};
    const bytes = bodies.map(({ body }, i) => {
      const decoded = fromBase64Url(body);
      if (!decoded || !isPaddedSeal(decoded)) errors[at(i)] = INVALID_FIELD;
      return decoded ?? new Uint8Array(0);
    });
    return { bytes, errors };
  };
  const NOT_SEALED = 'a body must be a seal of padded plaintext: 256·k + 29 bytes, base64url';

  app.post('/:id/changes', limits.changes, async (c) => {
    const body = await readJson(c, appendChangesRequestSchema);
    if (!body.ok) return body.answer;
    const { changes } = body.value;
    const { bytes, errors } = sealedBodies(changes, (i) => `changes.${i}.body`);
    if (Object.keys(errors).length > 0) return invalid(c, errors, NOT_SEALED);
    const result = await copies.append(
      c.var.copy.id,
      changes.map((change, i) => ({ changeId: change.changeId, body: bytes[i]! })),
      services.now(),
      gateOf(deps, c),
      config.copyChangeBytes,
    );
    if ('gone' in result) return gone(c);
    if (isRefusal(result)) return refusalAnswer(c, result);
    return c.json(result);
  });

  app.get('/:id/changes', async (c) => {
    const after = c.req.query('after') ?? '0';
    if (!/^\d{1,15}$/.test(after))
      return errorJson(c, 400, { error: 'bad-request', detail: 'after must be a sequence number' });
    const page = await copies.changesAfter(c.var.copy.id, Number(after), PAGE);
    if (!page) return gone(c);
    return c.json({
      changes: page.changes.map((change) => ({
        seq: change.seq,
        changeId: change.changeId,
        body: toBase64Url(change.body),
      })),
      last: page.last,
    });
  });

  app.post('/:id/compact', limits.changes, async (c) => {
    const body = await readJson(c, compactRequestSchema);
    if (!body.ok) return body.answer;
    const { upTo, changeId } = body.value;
    const { bytes, errors } = sealedBodies([body.value], () => 'body');
    if (Object.keys(errors).length > 0) return invalid(c, errors, NOT_SEALED);
    const result = await copies.compact(
      c.var.copy.id,
      upTo,
      { changeId, body: bytes[0]! },
      services.now(),
      gateOf(deps, c),
      config.copyChangeBytes,
    );
    if ('gone' in result) return gone(c);
    if ('beyond' in result) return invalid(c, { upTo: INVALID_FIELD }, `the copy's last change is ${result.beyond}`);
    if (isRefusal(result)) return refusalAnswer(c, result);
    return c.json(result);
  });
}
