// A sliding-window rate limit per client IP: at most `limit` requests in any 60 seconds, answered
// with 429 and Retry-After beyond that. The counter is the coordination's: in memory here (one
// process, PGlite), in PostgreSQL when several instances share it (coordination/sql-rate-limit.ts).

import type { MiddlewareHandler } from 'hono';

export interface RateLimiter {
  /** Records a request; returns 0 when allowed, else the seconds until one more is allowed. */
  hit(key: string, now?: number): number | Promise<number>;
}

/** At most `limit` requests per key in any `windowMs`, counted in this process's memory. */
export function createRateLimiter(limit: number, windowMs = 60_000): RateLimiter {
  const hits = new Map<string, number[]>();
  let lastSweep = 0;

  const sweep = (now: number) => {
    if (now - lastSweep < windowMs) return;
    lastSweep = now;
    for (const [key, times] of hits) if ((times.at(-1) ?? 0) <= now - windowMs) hits.delete(key);
  };

  return {
    hit(key, now = Date.now()) {
      sweep(now);
      const times = hits.get(key) ?? [];
      const from = now - windowMs;
      let drop = 0;
      while (drop < times.length && (times[drop] ?? 0) <= from) drop++;
      if (drop > 0) times.splice(0, drop);
      if (times.length >= limit) return Math.max(1, Math.ceil(((times[0] ?? now) + windowMs - now) / 1000));
      times.push(now);
      hits.set(key, times);
      return 0;
    },
  };
}

export function rateLimit(
  limiter: RateLimiter | undefined,
  clientIp: (c: Parameters<MiddlewareHandler>[0]) => string,
  tooMany: (c: Parameters<MiddlewareHandler>[0], retryAfter: number) => Response,
): MiddlewareHandler {
  if (!limiter) return (_c, next) => next();
  return async (c, next) => {
    if (c.req.method === 'OPTIONS') return next();
    const retryAfter = await limiter.hit(clientIp(c));
    if (retryAfter > 0) return tooMany(c, retryAfter);
    return next();
  };
}
