// The page's request for Background Sync (Chromium only): the service worker then sends the
// outbox when the connection is back, even with every tab closed.

import { OUTBOX_NAME } from './names';

/** Background Sync's registration (not in TypeScript's DOM library). */
interface SyncRegistration {
  sync?: { register(tag: string): Promise<void> };
}

/** Asks the worker to flush once the connection is back; false where the browser cannot. */
export async function requestBackgroundSync(): Promise<boolean> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return false;
  try {
    const registration = (await navigator.serviceWorker.getRegistration()) as SyncRegistration | undefined;
    if (!registration?.sync) return false;
    await registration.sync.register(OUTBOX_NAME);
    return true;
  } catch {
    return false;
  }
}
