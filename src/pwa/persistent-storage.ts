// Persistent storage: asks the browser not to evict the site's data under pressure, and reports
// how much is used. Safari still clears unused sites after 7 days unless installed (docs/platform.md §11).

import { readSetting, writeSetting } from '../db';

export interface StorageStatus {
  /** True when the browser granted persistent storage. */
  persisted: boolean;
  /** Bytes used by the site, when the browser tells. */
  usage: number | undefined;
  /** Bytes the site may use, when the browser tells. */
  quota: number | undefined;
}

/** meta key of the last request: `{ at: epoch ms, granted: boolean }`. */
export const PERSIST_REQUEST_KEY = 'persist-request';
/** Firefox asks the visitor on each request: after a refusal, wait this long before asking again. */
const ASK_AGAIN_AFTER_MS = 7 * 24 * 60 * 60 * 1000;

interface PersistRequest {
  at: number;
  granted: boolean;
}

function storageManager(): StorageManager | undefined {
  return typeof navigator === 'undefined' ? undefined : navigator.storage;
}

/**
 * Asks for persistent storage (call it when a family starts a form). Resolves true when storage
 * is or becomes persistent; false when refused or unsupported, and without asking again within a
 * week of a refusal. Never rejects.
 */
export async function requestPersistentStorage(): Promise<boolean> {
  const storage = storageManager();
  if (typeof storage?.persist !== 'function') return false;
  try {
    if (await storage.persisted()) return true;
    const last = await readSetting<PersistRequest>(PERSIST_REQUEST_KEY);
    if (last && !last.granted && Date.now() - last.at < ASK_AGAIN_AFTER_MS) return false;
    const granted = await storage.persist();
    const request: PersistRequest = { at: Date.now(), granted };
    await writeSetting(PERSIST_REQUEST_KEY, request);
    return granted;
  } catch {
    return false;
  }
}

/** Whether storage is persistent, and usage and quota in bytes where the browser reports them. */
export async function storageStatus(): Promise<StorageStatus> {
  const storage = storageManager();
  const [persisted, estimate] = await Promise.all([
    typeof storage?.persisted === 'function' ? storage.persisted().catch(() => false) : false,
    typeof storage?.estimate === 'function' ? storage.estimate().catch(() => undefined) : undefined,
  ]);
  return { persisted, usage: estimate?.usage, quota: estimate?.quota };
}
