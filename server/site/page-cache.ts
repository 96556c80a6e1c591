// A short in-process cache of what the renderer made, so WordPress is asked at most once per page
// every few seconds however many families read it, and a WordPress that is down or slow never
// costs a page: a render that lost a request to WordPress (degraded) never replaces a complete
// copy, which is served instead however old (stale-if-error). purge() (the WordPress webhook)
// makes every copy stale at once (kept only for stale-if-error); a render that started before a
// purge is served to whoever waited for it but not kept.

import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export interface CachedBody {
  status: number;
  body: Buffer;
  contentType: string;
  etag: string;
  /** Compressed once, when stored: a page is read many times. */
  br: Buffer;
  gzip: Buffer;
  degraded: boolean;
  renderedAt: number;
}

export interface Produced {
  status: number;
  body: string;
  contentType: string;
  degraded: boolean;
}

export interface PageCacheOptions {
  /** How long a copy is fresh. */
  ttlMs: number;
  maxEntries?: number;
  now?: () => number;
}

function toCached(produced: Produced, renderedAt: number): CachedBody {
  const body = Buffer.from(produced.body);
  return {
    status: produced.status,
    body,
    contentType: produced.contentType,
    etag: `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`,
    br: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
    gzip: gzipSync(body),
    degraded: produced.degraded,
    renderedAt,
  };
}

export interface PageCache {
  /**
   * The copy of `key`: fresh from the cache, or rendered by `produce` (one render per key at a
   * time); when that render is degraded, the last complete copy if there is one. `undefined`
   * from `produce` means it has nothing (the caller falls back to the build's file).
   */
  get(key: string, produce: () => Promise<Produced | undefined>): Promise<CachedBody | undefined>;
  purge(): void;
}

export function createPageCache(options: PageCacheOptions): PageCache {
  const now = options.now ?? Date.now;
  const maxEntries = options.maxEntries ?? 1000;
  const entries = new Map<string, CachedBody>();
  const pending = new Map<string, Promise<CachedBody | undefined>>();
  let generation = 0;

  const keep = (key: string, copy: CachedBody) => {
    entries.delete(key);
    entries.set(key, copy);
    // The least recently stored goes first.
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
  };

  async function refresh(key: string, produce: () => Promise<Produced | undefined>): Promise<CachedBody | undefined> {
    const started = generation;
    const previous = entries.get(key);
    const produced = await produce();
    const current = started === generation;
    if (!produced) return previous;
    if (produced.degraded && previous && !previous.degraded) {
      // Stale-if-error: the complete copy stays, and is tried again after another ttl.
      if (current) keep(key, { ...previous, renderedAt: now() });
      return previous;
    }
    const copy = toCached(produced, now());
    if (current) keep(key, copy);
    return copy;
  }

  return {
    get(key, produce) {
      const cached = entries.get(key);
      if (cached && now() - cached.renderedAt < options.ttlMs) return Promise.resolve(cached);
      let job = pending.get(key);
      if (!job) {
        const started = refresh(key, produce).finally(() => {
          if (pending.get(key) === started) pending.delete(key);
        });
        job = started;
        pending.set(key, job);
      }
      return job;
    },
    purge() {
      generation += 1;
      pending.clear();
      for (const copy of entries.values()) copy.renderedAt = Number.NEGATIVE_INFINITY;
    },
  };
}
