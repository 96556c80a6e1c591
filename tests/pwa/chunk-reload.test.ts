import { describe, expect, it, vi } from 'vitest';
import {
  CHUNK_RELOAD_KEY,
  isChunkLoadError,
  reloadOnceForChunkError,
  unlessChunkMissing,
} from '../../src/pwa/chunk-reload';

function memoryStorage() {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v) };
}

describe('chunk reload guard', () => {
  it('recognises failed dynamic imports', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true);
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
  });

  it('reloads at most once per 60 seconds', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(reloadOnceForChunkError(storage, reload, 1_000_000)).toBe(true);
    expect(storage.getItem(CHUNK_RELOAD_KEY)).toBe('1000000');
    expect(reloadOnceForChunkError(storage, reload, 1_030_000)).toBe(false);
    expect(reloadOnceForChunkError(storage, reload, 1_060_001)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});

describe('a background chunk that did not arrive', () => {
  it("is let go when the page was left meanwhile (Firefox's message), any other error is not", async () => {
    const left = new TypeError('error loading dynamically imported module: http://127.0.0.1/assets/outbox-x.js');
    await expect(Promise.reject(left).catch(unlessChunkMissing)).resolves.toBeUndefined();
    const bug = new TypeError('startOutboxFlush is not a function');
    await expect(Promise.reject(bug).catch(unlessChunkMissing)).rejects.toBe(bug);
  });
});
