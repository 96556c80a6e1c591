// Cross-origin access to the intake API from the configured origins only (INTAKE_CORS_ORIGINS);
// with none configured, only pages of the same origin may call it. A request from any other
// origin is refused with 403 before it does anything.

import type { Context, MiddlewareHandler } from 'hono';

const ALLOW_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS';
const ALLOW_HEADERS = [
  'Authorization',
  'Content-Type',
  'Idempotency-Key',
  'Tus-Resumable',
  'Upload-Length',
  'Upload-Defer-Length',
  'Upload-Metadata',
  'Upload-Offset',
  'X-HTTP-Method-Override',
  'X-Requested-With',
].join(', ');
const EXPOSE_HEADERS = [
  'Location',
  'Retry-After',
  'Tus-Resumable',
  'Tus-Version',
  'Tus-Extension',
  'Tus-Max-Size',
  'Upload-Expires',
  'Upload-Length',
  'Upload-Metadata',
  'Upload-Offset',
].join(', ');

function hostOf(url: string): string | undefined {
  try {
    return new URL(url).host;
  } catch {
    return undefined;
  }
}

export function cors(options: {
  origins: readonly string[];
  trustProxy: boolean;
  refuse: (c: Context) => Response;
}): MiddlewareHandler {
  const anyOrigin = options.origins.includes('*');
  return async (c, next) => {
    const origin = c.req.header('origin');
    if (!origin) return next();
    const ownHost = (options.trustProxy && c.req.header('x-forwarded-host')) || hostOf(c.req.url);
    const sameOrigin = hostOf(origin) === ownHost;
    const allowed = anyOrigin || options.origins.includes(origin);
    if (!sameOrigin && !allowed) return options.refuse(c);
    const cross = allowed && !sameOrigin;
    if (c.req.method === 'OPTIONS') {
      const headers: Record<string, string> = {
        'Access-Control-Allow-Methods': ALLOW_METHODS,
        'Access-Control-Allow-Headers': ALLOW_HEADERS,
        'Access-Control-Max-Age': '600',
        Vary: 'Origin',
      };
      if (cross || sameOrigin) headers['Access-Control-Allow-Origin'] = origin;
      return c.body(null, 204, headers);
    }
    await next();
    if (!cross) return;
    c.res.headers.set('Access-Control-Allow-Origin', origin);
    c.res.headers.set('Access-Control-Expose-Headers', EXPOSE_HEADERS);
    c.res.headers.append('Vary', 'Origin');
  };
}
