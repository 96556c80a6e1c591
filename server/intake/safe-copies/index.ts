// Safe copies of drafts, the server's half (docs/safe-copy.md): end-to-end encrypted drafts the
// intake keeps for families under /api/copies, without reading them. Owns the tables
// `safe_copies`, `safe_copy_changes` and `safe_copy_chunks` (migrations/002-safe-copies.ts) and
// the chunks under `copies/` in the file storage. This module mounts the routes in order (a
// creation's small body limit; then the copy's secret is checked before any other body is read),
// answers every request with `Cache-Control: no-store`, and deletes copies past their date or idle
// too long in the intake's hourly sweep.

import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { errorJson } from '../errors';
import type { IntakeServices } from '../services';
import { MAX_CHUNK_BODY } from './access';
import type { CopyDeps, CopyEnv } from './context';
import { addFileRoutes } from './file-routes';
import { addCopyRoutes } from './routes';
import { sqlChunks } from './sql-chunks';
import { sqlCopies } from './sql-copies';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The per-client quotas' window. */
const CLIENT_WINDOW_MS = DAY_MS;
/** Copies the sweep deletes per statement. */
const EXPIRE_BATCH = 500;
/** A creation or a keep-until date. */
const SMALL_BODY = 4 * 1024;
/** What one request of changes may carry when copies have no limit of their own. */
const UNLIMITED_CHANGES = 4 * 1024 * 1024;

export interface SafeCopies {
  app: Hono;
  /** Deletes the copies kept past their date or unchanged for the idle days; how many went. */
  sweep(): Promise<number>;
}

export function safeCopies(services: IntakeServices, bearer?: (header: string | undefined) => boolean): SafeCopies {
  const { config, coordination } = services;
  const client = services.store.sql;
  const deps: CopyDeps = {
    services,
    copies: sqlCopies(client),
    chunks: sqlChunks(client),
    newCopies: config.copyClientCount
      ? coordination.windowQuota('copies-new', { count: config.copyClientCount, amount: 0, windowMs: CLIENT_WINDOW_MS })
      : undefined,
    clientBytes: config.copyClientBytes
      ? coordination.windowQuota('copies-bytes', {
          count: 0,
          amount: config.copyClientBytes,
          windowMs: CLIENT_WINDOW_MS,
        })
      : undefined,
  };
  const limit = (maxSize: number) =>
    bodyLimit({
      maxSize,
      onError: (c) => errorJson(c, 413, { error: 'too-large', detail: 'the body is over its limit' }),
    });
  // Changes travel as base64url (4 characters per 3 bytes) in JSON with their ids.
  const changesBody = Math.ceil(((config.copyChangeBytes || UNLIMITED_CHANGES) * 4) / 3) + 64 * 1024;

  const app = new Hono<CopyEnv>();
  app.use('*', async (c, next) => {
    await next();
    c.res.headers.set('Cache-Control', 'no-store');
  });
  // Creation first (the one request without a copy's secret), then the secret, then the rest.
  addCopyRoutes(app, deps, { small: limit(SMALL_BODY), changes: limit(changesBody) }, bearer);
  addFileRoutes(app, deps, limit(MAX_CHUNK_BODY));

  return {
    app: app as unknown as Hono,
    async sweep() {
      const now = services.now();
      const idleSince = new Date(now.getTime() - config.copyIdleDays * DAY_MS);
      let deleted = 0;
      for (;;) {
        const ids = await deps.copies.expire(now, idleSince, EXPIRE_BATCH);
        if (ids.length > 0) await services.erasure.runCopies(ids);
        deleted += ids.length;
        if (ids.length < EXPIRE_BATCH) return deleted;
      }
    },
  };
}
