// @vitest-environment node
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { requestPersistentStorage, storageStatus } from '../../src/pwa/persistent-storage';
import { clearDatabase } from '../db/support';

function stubStorage(options: { persisted: boolean; grant: boolean }) {
  const storage = {
    persisted: vi.fn(async () => options.persisted),
    persist: vi.fn(async () => options.grant),
    estimate: vi.fn(async () => ({ usage: 1234, quota: 5_000_000 })),
  };
  vi.stubGlobal('navigator', { storage });
  return storage;
}

beforeEach(clearDatabase);
afterEach(() => vi.unstubAllGlobals());

describe('requestPersistentStorage', () => {
  it('asks the browser and reports the answer', async () => {
    const storage = stubStorage({ persisted: false, grant: true });
    expect(await requestPersistentStorage()).toBe(true);
    expect(storage.persist).toHaveBeenCalledOnce();
  });

  it('does not ask again when storage is persistent already', async () => {
    const storage = stubStorage({ persisted: true, grant: true });
    expect(await requestPersistentStorage()).toBe(true);
    expect(storage.persist).not.toHaveBeenCalled();
  });

  it('does not ask again within a week of a refusal', async () => {
    const storage = stubStorage({ persisted: false, grant: false });
    expect(await requestPersistentStorage()).toBe(false);
    expect(await requestPersistentStorage()).toBe(false);
    expect(storage.persist).toHaveBeenCalledOnce();
  });

  it('answers false where the API is missing', async () => {
    vi.stubGlobal('navigator', {});
    expect(await requestPersistentStorage()).toBe(false);
  });
});

describe('storageStatus', () => {
  it('reports persistence, usage and quota', async () => {
    stubStorage({ persisted: true, grant: true });
    expect(await storageStatus()).toEqual({ persisted: true, usage: 1234, quota: 5_000_000 });
  });

  it('reports unknowns where the API is missing', async () => {
    vi.stubGlobal('navigator', {});
    expect(await storageStatus()).toEqual({ persisted: false, usage: undefined, quota: undefined });
  });
});
