// The service worker's side of the outbox: Background Sync (Chromium) and the page's
// "flush-outbox" message both run the one flushOutbox() (STYLE.md "One outbox, one flush").

import { flushConfiguredOutbox, OUTBOX_SYNC_TAG } from '../outbox/config';
import type { FlushReport } from '../outbox/flush';
import { isPageToWorkerMessage } from './messages';

/** Background Sync's event (not in TypeScript's WebWorker library). */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
  /** True on the browser's last retry of this tag. */
  readonly lastChance: boolean;
}

/** Sends the outbox from the worker, to the API the page uses. */
export function flushFromWorker(): Promise<FlushReport> {
  return flushConfiguredOutbox();
}

/**
 * Answers the 'ccis-outbox' sync tag and the page's 'flush-outbox' message with a flush. A sync
 * that leaves items to retry (offline again, 5xx) fails, so the browser schedules the tag again
 * with its own backoff, even with every tab closed.
 */
export function registerOutboxSync(scope: ServiceWorkerGlobalScope): void {
  scope.addEventListener('sync', (event: Event) => {
    const sync = event as SyncEvent;
    if (sync.tag !== OUTBOX_SYNC_TAG) return;
    sync.waitUntil(
      flushFromWorker().then((report) => {
        if (report.retrying.length > 0 && !sync.lastChance) throw new Error('outbox: items left to retry');
      }),
    );
  });
  scope.addEventListener('message', (event) => {
    const message: unknown = event.data;
    if (isPageToWorkerMessage(message) && message.type === 'flush-outbox') {
      event.waitUntil(flushFromWorker().catch(() => undefined));
    }
  });
}
