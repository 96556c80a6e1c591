// The service worker's side of the outbox: Background Sync (Chromium) and a document page's
// request both run the one flushOutbox(). A document page has no database code of its own, so
// the worker sends for it and answers with what still waits.

import { outboxWaiting } from '../db';
import { isPageToWorkerMessage, type OutboxState } from '../shared/worker-messages';
import { flushOutbox, probeUrl } from './flush';
import { OUTBOX_NAME } from './names';

/** Background Sync's event (not in TypeScript's WebWorker library). */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
  /** True on the browser's last retry of this tag. */
  readonly lastChance: boolean;
}

async function outboxState(): Promise<OutboxState> {
  const { waiting, networkDown } = await outboxWaiting();
  return { type: 'outbox-state', waiting, networkDown, probeUrl: waiting > 0 ? await probeUrl() : '' };
}

/**
 * Answers the outbox's sync tag with a flush. A sync that leaves items to retry (offline again,
 * 5xx) fails, so the browser schedules the tag again with its own backoff, even with every tab
 * closed. Answers a page's 'flush-outbox' with a flush and the outbox's state.
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
  scope.addEventListener('message', (event) => {
    const message: unknown = event.data;
    if (!isPageToWorkerMessage(message) || message.type !== 'flush-outbox') return;
    const [port] = event.ports;
    event.waitUntil(
      flushOutbox({ reconnected: message.reconnected })
        .catch((error: unknown) => console.warn('Outbox flush failed:', error))
        .then(outboxState)
        .then((state) => port?.postMessage(state))
        .catch(() => undefined),
    );
  });
}
