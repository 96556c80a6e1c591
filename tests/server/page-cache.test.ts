// The cache of pages rendered from WordPress: fresh copies served as they are, one render per page
// at a time, stale-if-error (a degraded render never replaces a complete copy), and a purge that
// a render begun before it cannot undo.

import { describe, expect, it } from 'vitest';
import { createPageCache, type Produced } from '../../server/site/page-cache';

const page = (body: string, degraded = false): Produced => ({ status: 200, body, contentType: 'text/html', degraded });

function clock() {
  let now = 1000;
  return { now: () => now, advance: (ms: number) => void (now += ms) };
}

describe('the page cache', () => {
  it('serves a copy while it is fresh and renders again after', async () => {
    const time = clock();
    const cache = createPageCache({ ttlMs: 5000, now: time.now });
    let renders = 0;
    const produce = async () => page(`render ${++renders}`);
    expect((await cache.get('/a', produce))?.body.toString()).toBe('render 1');
    time.advance(4999);
    expect((await cache.get('/a', produce))?.body.toString()).toBe('render 1');
    time.advance(1);
    expect((await cache.get('/a', produce))?.body.toString()).toBe('render 2');
  });

  it('renders a page once for requests that arrive together', async () => {
    const cache = createPageCache({ ttlMs: 5000 });
    let renders = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const produce = async () => {
      renders += 1;
      await gate;
      return page('once');
    };
    const all = Promise.all([cache.get('/a', produce), cache.get('/a', produce), cache.get('/a', produce)]);
    release();
    expect((await all).map((copy) => copy?.body.toString())).toEqual(['once', 'once', 'once']);
    expect(renders).toBe(1);
  });

  it('keeps the complete copy when a render is degraded, however old, and tries again later', async () => {
    const time = clock();
    const cache = createPageCache({ ttlMs: 1000, now: time.now });
    await cache.get('/a', async () => page('complete'));
    time.advance(60_000);
    const served = await cache.get('/a', async () => page('half', true));
    expect(served?.body.toString()).toBe('complete');
    expect(served?.degraded).toBe(false);
    time.advance(1000);
    expect((await cache.get('/a', async () => page('new')))?.body.toString()).toBe('new');
  });

  it('serves a degraded render when there is nothing better, marked as such', async () => {
    const cache = createPageCache({ ttlMs: 1000 });
    const served = await cache.get('/a', async () => page('half', true));
    expect(served?.degraded).toBe(true);
    expect(await cache.get('/b', async () => undefined)).toBeUndefined();
  });

  it('renders every page again after a purge, and keeps no render begun before it', async () => {
    const cache = createPageCache({ ttlMs: 60_000 });
    await cache.get('/a', async () => page('before'));
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const early = cache.get('/b', async () => {
      await gate;
      return page('begun before the purge');
    });
    cache.purge();
    expect((await cache.get('/a', async () => page('after')))?.body.toString()).toBe('after');
    release();
    expect((await early)?.body.toString()).toBe('begun before the purge');
    expect((await cache.get('/b', async () => page('after')))?.body.toString()).toBe('after');
  });

  it('keeps a purged copy for stale-if-error', async () => {
    const cache = createPageCache({ ttlMs: 60_000 });
    await cache.get('/a', async () => page('before'));
    cache.purge();
    expect((await cache.get('/a', async () => page('half', true)))?.body.toString()).toBe('before');
  });

  it('holds at most maxEntries pages, dropping the oldest', async () => {
    const cache = createPageCache({ ttlMs: 60_000, maxEntries: 2 });
    for (const key of ['/a', '/b', '/c']) await cache.get(key, async () => page(key));
    let rendered = false;
    await cache.get('/a', async () => {
      rendered = true;
      return page('/a again');
    });
    expect(rendered).toBe(true);
  });

  it('compresses once and gives each copy an ETag of its content', async () => {
    const cache = createPageCache({ ttlMs: 60_000 });
    const one = await cache.get('/a', async () => page('x'.repeat(5000)));
    const other = await cache.get('/b', async () => page('y'.repeat(5000)));
    expect(one?.br.byteLength).toBeLessThan(100);
    expect(one?.gzip.byteLength).toBeLessThan(100);
    expect(one?.etag).not.toBe(other?.etag);
  });
});
