// POST /content-webhook: WordPress says published content changed (wordpress/ccis-school sends it
// on publish, update, unpublish, trash and delete), and every cached page is rendered afresh on
// its next request. Off unless CONTENT_WEBHOOK_SECRET is set; the secret comes as a bearer token
// and is compared in constant time, before any of the body is read. The body (event, type, id,
// slug) is only logged, and one over MAX_BODY is refused with 413 as it streams in.

import { createHash, timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';

export const CONTENT_WEBHOOK_PATH = '/content-webhook';
const MAX_BODY = 4096;

const digest = (value: string) => createHash('sha256').update(value).digest();

/** The endpoint, to mount at CONTENT_WEBHOOK_PATH. */
export function contentWebhookRoutes(secret: string, purge: () => void): Hono {
  const expected = digest(`Bearer ${secret}`);
  const app = new Hono();
  app.post(
    '/',
    async (c, next) => {
      if (!secret) return c.text('Not Found', 404);
      const given = digest(c.req.header('authorization') ?? '');
      if (!timingSafeEqual(given, expected)) return c.text('Unauthorized', 401);
      return next();
    },
    bodyLimit({ maxSize: MAX_BODY, onError: (c) => c.text('Payload Too Large', 413) }),
    async (c) => {
      const text = await c.req.text();
      purge();
      console.log(`[content] pages purged by WordPress: ${text.replace(/\s+/g, ' ')}`);
      return c.body(null, 204);
    },
  );
  return app;
}
