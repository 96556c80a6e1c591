// A safe copy's encrypted files, chunk by chunk, under /api/copies/{id}/files/{fileId}
// (docs/safe-copy.md): each chunk is a seal of at most 1 MiB of plaintext, stored in the intake's
// file storage (disk or S3) under `copies/<id>/<fileId>/<n>`. A chunk is recorded first (the quotas
// count it), then stored, then marked stored; the list of stored chunks is where an upload cut
// short resumes. Should the copy or the file be deleted while a chunk travels, its bytes go too.

import { Readable } from 'node:stream';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import { SAFE_ID } from '../../../src/shared/contracts/safe-copy';
import { errorJson } from '../errors';
import { isChunkSeal } from './access';
import { isRefusal } from './admission';
import { gateOf, INVALID_FIELD, invalid, notFound, refusalAnswer, type CopyDeps, type CopyEnv } from './context';
import { chunkKey } from './sql-rows';

/** A chunk's number: 0 to 99,999, written without leading zeros. */
const CHUNK_NUMBER = /^(0|[1-9]\d{0,4})$/;

/** The path's file id and chunk number, or undefined when they cannot be one. */
function chunkOf(c: Context): { fileId: string; n: number } | undefined {
  const fileId = c.req.param('fileId') ?? '';
  const n = c.req.param('n') ?? '';
  return SAFE_ID.test(fileId) && CHUNK_NUMBER.test(n) ? { fileId, n: Number(n) } : undefined;
}

/** Adds the routes of a copy's file chunks to `app`; `limit` refuses a chunk's body over its size. */
export function addFileRoutes(app: Hono<CopyEnv>, deps: CopyDeps, limit: MiddlewareHandler): void {
  const { services, chunks } = deps;
  const { storage, config } = services;

  app.put('/:id/files/:fileId/:n', limit, async (c) => {
    const chunk = chunkOf(c);
    if (!chunk) return notFound(c);
    if (!/^application\/octet-stream\b/i.test(c.req.header('content-type') ?? ''))
      return errorJson(c, 415, { error: 'media-type', detail: 'send application/octet-stream' });
    const bytes = new Uint8Array(await c.req.arrayBuffer());
    if (!isChunkSeal(bytes))
      return invalid(c, { body: INVALID_FIELD }, 'a chunk must be a seal of 1 byte to 1 MiB of plaintext');
    const copyId = c.var.copy.id;
    const { fileId, n } = chunk;
    const reserved = await chunks.reserve(
      { copyId, fileId, n, size: bytes.byteLength, at: services.now() },
      gateOf(deps, c),
      config.copyFileBytes,
    );
    if ('gone' in reserved) return notFound(c);
    if (isRefusal(reserved)) return refusalAnswer(c, reserved);
    const key = chunkKey(copyId, fileId, n);
    try {
      await storage.put(key, bytes, { contentType: 'application/octet-stream' });
    } catch (error) {
      if (reserved.fresh) await chunks.unreserve(copyId, fileId, n).catch(() => undefined);
      throw error;
    }
    if (await chunks.markStored(copyId, fileId, n)) return c.body(null, 204);
    // The copy or the file was deleted while these bytes were on their way: they go too.
    await storage.delete(key);
    return notFound(c);
  });

  app.get('/:id/files/:fileId', async (c) => {
    const fileId = c.req.param('fileId');
    if (!SAFE_ID.test(fileId)) return notFound(c);
    return c.json({ chunks: await chunks.stored(c.var.copy.id, fileId) });
  });

  app.get('/:id/files/:fileId/:n', async (c) => {
    const chunk = chunkOf(c);
    if (!chunk || !(await chunks.isStored(c.var.copy.id, chunk.fileId, chunk.n))) return notFound(c);
    const stored = await storage.read(chunkKey(c.var.copy.id, chunk.fileId, chunk.n));
    if (!stored) return notFound(c);
    return c.body(Readable.toWeb(stored.body) as ReadableStream, 200, {
      'Content-Type': 'application/octet-stream',
      'Content-Length': String(stored.size),
    });
  });

  app.delete('/:id/files/:fileId', async (c) => {
    const fileId = c.req.param('fileId');
    if (!SAFE_ID.test(fileId)) return notFound(c);
    const { id } = c.var.copy;
    if ((await chunks.removeFile(id, fileId, services.now())) > 0) await services.erasure.runCopies([id]);
    return c.body(null, 204);
  });
}
