// Small settings kept on the device in the `meta` table (e.g. the last runtime configuration the
// server gave, so the service worker can send the outbox while the configuration cannot be fetched).

import { withDb } from './database';

/** The value stored under `key`, or undefined. Never rejects (a broken database reads as empty). */
export async function readSetting<T>(key: string): Promise<T | undefined> {
  try {
    return (await withDb((db) => db.meta.get(key)))?.value as T | undefined;
  } catch {
    return undefined;
  }
}

/** Stores `value` under `key`; failures (quota, closed database) are ignored: settings are a cache. */
export async function writeSetting(key: string, value: unknown): Promise<void> {
  try {
    await withDb((db) => db.meta.put({ key, value }));
  } catch {
    // A setting that cannot be remembered is fetched again next time.
  }
}

/** Forgets what is stored under `key` (a missing key is fine). */
export async function deleteSetting(key: string): Promise<void> {
  await withDb((db) => db.meta.delete(key));
}
