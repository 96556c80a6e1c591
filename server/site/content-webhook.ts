// POST /content-webhook: WordPress says published content changed (wordpress/ccis-school sends it
// on publish, update, unpublish, trash and delete), and every cached page is rendered afresh on
// its next request. Off unless CONTENT_WEBHOOK_SECRET is set; the secret comes as a bearer token
// and is compared in constant time. The body (event, type, id, slug) is only logged.

import { createHash, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';

export const CONTENT_WEBHOOK_PATH = '/content-webhook';
const MAX_BODY = 4096;

const digest = (value: string) => createHash('sha256').update(value).digest();

export function contentWebhookHandler(secret: string, purge: () => void) {
  const expected = digest(`Bearer ${secret}`);
  return async (c: Context) => {
    if (!secret) return c.text('Not Found', 404);
    const given = digest(c.req.header('authorization') ?? '');
    if (!timingSafeEqual(given, expected)) return c.text('Unauthorized', 401);
    const text = (await c.req.text()).slice(0, MAX_BODY);
    purge();
    console.log(`[content] pages purged by WordPress: ${text.replace(/\s+/g, ' ')}`);
    return c.body(null, 204);
  };
}
