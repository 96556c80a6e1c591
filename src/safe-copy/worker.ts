// Safe copies, as the service worker uses them: Background Sync (Chromium) answered with the one
// flush, so queued work goes out once the link is back even with every tab closed.

import { flushSafeCopies } from './flush';
import { SAFE_COPY_NAME } from './names';

/** Background Sync's event (not in TypeScript's WebWorker library). */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
  readonly lastChance: boolean;
}

/** Answers the safe copies' sync tag; a flush the network stopped fails, so the browser tries again later. */
export function answerSafeCopySync(scope: ServiceWorkerGlobalScope): void {
  scope.addEventListener('sync', (event: Event) => {
    const sync = event as SyncEvent;
    if (sync.tag !== SAFE_COPY_NAME) return;
    sync.waitUntil(
      flushSafeCopies({ reconnected: true, wait: true }).then((report) => {
        if (report.networkDown && report.waiting > 0 && !sync.lastChance) throw new Error('safe copies: work left');
      }),
    );
  });
}
