// An app page's outbox triggers (the forms: they have the database at hand): flushOutbox() on
// start-up, `online`, `pageshow` and when the page becomes visible (each meaning "the link may be
// back": network failures are due at once), when a new submission is queued, and when a server
// error's backoff falls due. Safari and Firefox have no Background Sync (docs/platform.md §11),
// and island Wi-Fi gives no `online` event: while a network failure stops what waits and the page
// is visible, ./probe asks every few seconds whether the API answers. Where the browser has
// Background Sync, a queued submission also registers the sync tag so the service worker sends
// it after the tab is closed.

import { retrySubmission, watchOutbox, type OutboxItem } from '../db';
import { coalescedFlush, sharedTriggers, whenLinkMayBeBack, type FlushRequest } from '../shared/page-triggers';
import { requestBackgroundSync } from './background-sync';
import { flushOutbox, probeUrl } from './flush';
import { probeUntilReachable } from './probe';

/** The longest a page waits before looking again (the backoff's cap). */
const MAX_WAIT_MS = 10 * 60_000;

let timer: ReturnType<typeof setTimeout> | undefined;
let stopProbe: (() => void) | undefined;

const stalledByNetwork = (item: OutboxItem) => item.status === 'queued' && item.lastError?.status === 0;

/** Wakes the page again when the earliest server-error retry falls due. */
function scheduleRetry(items: OutboxItem[]): void {
  clearTimeout(timer);
  const waiting = items
    .filter((item) => item.status === 'queued' && !stalledByNetwork(item))
    .map((item) => item.nextAttemptAt);
  if (waiting.length === 0) return;
  const wait = Math.min(MAX_WAIT_MS, Math.max(1000, Math.min(...waiting) - Date.now()));
  timer = setTimeout(() => void requestOutboxFlush(), wait);
}

/** Probes the link while a network failure holds something back; stops when nothing does. */
function watchLink(items: OutboxItem[]): void {
  if (!items.some(stalledByNetwork)) {
    stopProbe?.();
    stopProbe = undefined;
    return;
  }
  if (stopProbe) return;
  const cancelled = { value: false };
  stopProbe = () => (cancelled.value = true);
  void probeUrl().then((url) => {
    if (cancelled.value) return;
    stopProbe = probeUntilReachable({
      url,
      onReachable: () => {
        stopProbe = undefined;
        void requestOutboxFlush({ reconnected: true });
      },
    });
  });
}

const flush = coalescedFlush(
  flushOutbox,
  'Outbox flush',
  () => typeof navigator === 'undefined' || navigator.onLine !== false,
);

/**
 * Flushes the outbox now from the page (a call during a flush runs one more flush after it).
 * `reconnected`: the link may be back, so what a network failure stopped is due now.
 */
export async function requestOutboxFlush(request: FlushRequest = {}): Promise<void> {
  await flush(request);
}

/**
 * Starts the page's triggers (once per page however often it is called); the returned function
 * stops them when the last caller has stopped.
 */
export const startOutboxFlush = sharedTriggers(() => {
  const seen = new Set<string>();
  const stopListening = whenLinkMayBeBack(() => void requestOutboxFlush({ reconnected: true }));
  const unwatch = watchOutbox((items) => {
    const fresh = items.filter((item) => item.status === 'queued' && !seen.has(item.id));
    for (const item of items) seen.add(item.id);
    if (fresh.length > 0) {
      void requestBackgroundSync();
      void requestOutboxFlush();
    }
    scheduleRetry(items);
    watchLink(items);
  });
  return () => {
    stopListening();
    unwatch();
    clearTimeout(timer);
    stopProbe?.();
    stopProbe = undefined;
  };
});

/** Sends submission `id` now rather than at its next backoff step (with a new robot token, if given). */
export async function sendNow(id: string, robotToken?: string): Promise<void> {
  await retrySubmission(id, robotToken ? { robotToken } : {});
  await requestOutboxFlush();
}
