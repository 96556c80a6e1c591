// Strict-Transport-Security: browsers that reached the site over HTTPS keep to HTTPS for two
// years, on every subdomain. Sent only on answers that went over TLS, directly or (with
// INTAKE_TRUST_PROXY) through a proxy that says `X-Forwarded-Proto: https`: over plain http a
// browser ignores it, and `npm start` on http://localhost must keep working. No `preload`: the
// preload list is a commitment for the whole domain that is slow to undo (docs/deployment.md).

import type { Context, MiddlewareHandler } from 'hono';

export const HSTS = 'max-age=63072000; includeSubDomains';

/** Did this request reach us over TLS? A forwarded scheme counts only from a trusted proxy. */
function overHttps(c: Context, trustProxy: boolean): boolean {
  if (new URL(c.req.url).protocol === 'https:') return true;
  if (!trustProxy) return false;
  // The first value is the scheme the client used, should several proxies have added theirs.
  const forwarded = c.req.header('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
  return forwarded === 'https';
}

/** Adds Strict-Transport-Security to every answer of a request that came over HTTPS. */
export function hsts(trustProxy: boolean): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (overHttps(c, trustProxy)) c.res.headers.set('Strict-Transport-Security', HSTS);
  };
}
