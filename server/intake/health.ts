// Liveness, readiness and the access log. GET /health answers 200 at once and asks nothing (the
// process runs: what a load balancer's liveness probe and the outbox's reachability probe want);
// GET /ready answers 200 when the database and the file storage answer within two seconds, 503
// when not or once the process is shutting down (so a load balancer stops sending it work). Both
// skip the rate limit and the API token, keep CORS, and are never cached.

import { Hono, type MiddlewareHandler } from 'hono';
import { requestId } from 'hono/request-id';
import type { Logger } from './log';

const NO_STORE = { 'Cache-Control': 'no-store' };
const CHECK_TIMEOUT_MS = 2000;

export interface Readiness {
  /** Named checks that throw when their part does not answer. */
  checks: Record<string, () => Promise<void>>;
  /** True once shutdown has begun. */
  draining: () => boolean;
}

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export function healthRoutes(readiness: Readiness, logger: Logger): Hono {
  const app = new Hono();
  app.get('/health', (c) => c.json({ status: 'ok' }, 200, NO_STORE));
  app.get('/ready', async (c) => {
    const failing: string[] = readiness.draining() ? ['shutting-down'] : [];
    await Promise.all(
      Object.entries(readiness.checks).map(async ([name, check]) => {
        try {
          await within(check(), CHECK_TIMEOUT_MS);
        } catch (error) {
          failing.push(name);
          logger.warn(`readiness: ${name} does not answer`, error);
        }
      }),
    );
    if (failing.length > 0) return c.json({ status: 'not-ready', failing: failing.sort() }, 503, NO_STORE);
    return c.json({ status: 'ready' }, 200, NO_STORE);
  });
  return app;
}

/** Gives every request an id (a proxy's `X-Request-Id`, else a new one) and logs it when done. */
export function accessLog(logger: Logger, basePath: string): MiddlewareHandler[] {
  const quiet = new Set([`${basePath}/health`, `${basePath}/ready`]);
  return [
    requestId(),
    async (c, next) => {
      const start = performance.now();
      await next();
      const status = c.res.status;
      // Probes come every few seconds: only their failures are worth a line.
      if (quiet.has(c.req.path) && status < 400) return;
      logger.info('request', {
        requestId: c.get('requestId'),
        method: c.req.method,
        path: c.req.path,
        status,
        durationMs: Math.round(performance.now() - start),
      });
    },
  ];
}
