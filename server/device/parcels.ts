// Take-home parcels (docs/shared-device.md): a family parks a draft sealed on its device with a
// key the server never sees, and opens it on another device within 7 days. POST stores opaque
// bytes under a fresh id (in the file storage, `parcels/<id>`; the database keeps the size and
// dates), GET gives them back (404 unknown or already opened, 410 expired), DELETE removes them
// once restored. Expired bytes are dropped on every POST. Parking is bounded, so that nobody can
// fill the disk the families' submissions need: per client address (the rate limiter's) a count
// and bytes in 24 hours (429 `quota` with Retry-After), and the unexpired parcels' bytes together
// (507 `storage-full`), both counted where every instance sees them.

import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { errorJson } from '../intake/errors';
import type { IntakeServices } from '../intake/services';
import { UUID } from '../../src/shared/contracts/ids';

/** How long an expired parcel's id is remembered, so its link says "expired" rather than "unknown". */
const REMEMBER_EXPIRED_MS = 30 * 24 * 60 * 60 * 1000;

/** The per-client quota's window. */
const PARCEL_QUOTA_WINDOW_MS = 24 * 60 * 60 * 1000;

export function parcelRoutes(services: IntakeServices): Hono {
  const { store, config, storage } = services;
  const app = new Hono();
  const keyOf = (id: string) => `parcels/${id}`;
  const deleteBytes = async (ids: string[]) => {
    for (const id of ids) await storage.delete(keyOf(id));
  };
  const perClient =
    config.parcelClientCount || config.parcelClientBytes
      ? services.coordination.windowQuota('parcels', {
          count: config.parcelClientCount,
          amount: config.parcelClientBytes,
          windowMs: PARCEL_QUOTA_WINDOW_MS,
        })
      : undefined;

  app.post(
    '/',
    bodyLimit({ maxSize: config.maxParcelBytes, onError: (c) => errorJson(c, 413, { error: 'too-large' }) }),
    async (c) => {
      if (!/^application\/octet-stream\b/i.test(c.req.header('content-type') ?? ''))
        return errorJson(c, 415, { error: 'media-type', detail: 'send application/octet-stream' });
      const bytes = new Uint8Array(await c.req.arrayBuffer());
      if (bytes.length === 0) return errorJson(c, 400, { error: 'bad-request', detail: 'empty parcel' });
      const now = services.now();
      await store.purgeParcels(now, new Date(now.getTime() - REMEMBER_EXPIRED_MS), deleteBytes);
      const id = randomUUID();
      const expiresAt = new Date(now.getTime() + config.parcelTtlMs);
      // The row reserves the space under the ceiling first; its id is given out only once the
      // bytes are stored, so nobody ever reads a parcel that is not there.
      const parcel = { id, size: bytes.length, createdAt: now, expiresAt };
      if (!(await store.createParcel(parcel, config.parcelTotalBytes)))
        return errorJson(c, 507, { error: 'storage-full', detail: 'the server keeps no more parcels for now' });
      const wait = (await perClient?.take(services.clientIp(c), bytes.length, now.getTime())) ?? 0;
      if (wait > 0) {
        await store.deleteParcel(id);
        return errorJson(
          c,
          429,
          { error: 'quota', detail: 'this address parked its share of parcels for today' },
          { 'Retry-After': String(wait) },
        );
      }
      try {
        await storage.put(keyOf(id), bytes, { contentType: 'application/octet-stream' });
      } catch (error) {
        await store.deleteParcel(id).catch(() => undefined);
        throw error;
      }
      return c.json({ id, expiresAt: expiresAt.toISOString() }, 201, {
        Location: `${services.basePath}/parcels/${id}`,
      });
    },
  );

  app.get('/:id', async (c) => {
    const id = c.req.param('id');
    const parcel = UUID.test(id) ? await store.getParcel(id.toLowerCase()) : undefined;
    if (!parcel) return errorJson(c, 404, { error: 'not-found' });
    const gone = () => errorJson(c, 410, { error: 'gone', detail: 'this parcel expired' });
    if (parcel.expiresAt.getTime() <= services.now().getTime()) return gone();
    const headers = {
      'Content-Type': 'application/octet-stream',
      'Cache-Control': 'no-store',
      'X-Parcel-Expires': parcel.expiresAt.toISOString(),
    };
    // Parked by a server that kept the bytes in the database (docs/shared-device.md says until when).
    if (parcel.legacyBytes) return c.body(parcel.legacyBytes.slice().buffer, 200, headers);
    const stored = parcel.inStorage ? await storage.read(keyOf(parcel.id)) : undefined;
    if (!stored) return gone();
    return c.body(Readable.toWeb(stored.body) as ReadableStream, 200, {
      ...headers,
      'Content-Length': String(stored.size),
    });
  });

  app.delete('/:id', async (c) => {
    const id = c.req.param('id');
    if (UUID.test(id) && (await store.deleteParcel(id.toLowerCase()))) await storage.delete(keyOf(id.toLowerCase()));
    return c.body(null, 204);
  });

  return app;
}
