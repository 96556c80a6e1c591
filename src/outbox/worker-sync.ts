// The service worker's side of the outbox: Background Sync (Chromium) runs the one flushOutbox().

import { flushOutbox } from './flush';
import { OUTBOX_NAME } from './names';

/** Background Sync's event (not in TypeScript's WebWorker library). */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
  /** True on the browser's last retry of this tag. */
  readonly lastChance: boolean;
}

/**
 * Answers the outbox's sync tag with a flush. A sync that leaves items to retry (offline again,
 * 5xx) fails, so the browser schedules the tag again with its own backoff, even with every tab
 * closed.
 */
export function answerOutboxSync(scope: ServiceWorkerGlobalScope): void {
  scope.addEventListener('sync', (event: Event) => {
    const sync = event as SyncEvent;
    if (sync.tag !== OUTBOX_NAME) return;
    sync.waitUntil(
      flushOutbox().then((report) => {
        if (report.retrying.length > 0 && !sync.lastChance) throw new Error('outbox: items left to retry');
      }),
    );
  });
}
