// The page's outbox triggers: flushOutbox() on start-up, `online`, `pageshow` and when the page
// becomes visible, when a new submission is queued, and when a retry falls due while the page is
// open (Safari and Firefox have no Background Sync, docs/platform.md §11). Where the browser has it, a
// queued submission also registers the 'ccis-outbox' sync tag so the service worker sends it
// after the tab is closed.

import { retrySubmission, watchOutbox, type OutboxItem } from '../db';
import { requestBackgroundSync } from './background-sync';
import { flushOutbox } from './flush';

/** The longest a page waits before looking again (the backoff's cap). */
const MAX_WAIT_MS = 10 * 60_000;

let flushing: Promise<void> | undefined;
let again = false;
let timer: ReturnType<typeof setTimeout> | undefined;

/** Wakes the page again when the earliest waiting retry falls due. */
function scheduleRetry(items: OutboxItem[]): void {
  clearTimeout(timer);
  const waiting = items.filter((item) => item.status === 'queued').map((item) => item.nextAttemptAt);
  if (waiting.length === 0) return;
  const wait = Math.min(MAX_WAIT_MS, Math.max(1000, Math.min(...waiting) - Date.now()));
  timer = setTimeout(() => void requestOutboxFlush(), wait);
}

/** Flushes the outbox now from the page (a call during a flush runs one more flush after it). */
export function requestOutboxFlush(): Promise<void> {
  if (flushing) {
    again = true;
    return flushing;
  }
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return Promise.resolve();
  flushing = (async () => {
    do {
      again = false;
      try {
        await flushOutbox();
      } catch (error) {
        console.warn('Outbox flush failed:', error);
      }
    } while (again);
  })().finally(() => (flushing = undefined));
  return flushing;
}

let users = 0;
let stop: (() => void) | undefined;

/**
 * Starts the page's triggers (once per page however often it is called); the returned function
 * stops them when the last caller has stopped.
 */
export function startOutboxFlush(): () => void {
  users++;
  if (users === 1) {
    const seen = new Set<string>();
    const flush = () => void requestOutboxFlush();
    const onVisible = () => {
      if (document.visibilityState === 'visible') flush();
    };
    window.addEventListener('online', flush);
    window.addEventListener('pageshow', flush);
    document.addEventListener('visibilitychange', onVisible);
    const unwatch = watchOutbox((items) => {
      const fresh = items.filter((item) => item.status === 'queued' && !seen.has(item.id));
      for (const item of items) seen.add(item.id);
      if (fresh.length > 0) {
        void requestBackgroundSync();
        flush();
      }
      scheduleRetry(items);
    });
    flush();
    stop = () => {
      window.removeEventListener('online', flush);
      window.removeEventListener('pageshow', flush);
      document.removeEventListener('visibilitychange', onVisible);
      unwatch();
      clearTimeout(timer);
    };
  }
  let stopped = false;
  return () => {
    if (stopped) return;
    stopped = true;
    users--;
    if (users === 0) stop?.();
  };
}

/** Sends submission `id` now rather than at its next backoff step (with a new robot token, if given). */
export async function sendNow(id: string, robotToken?: string): Promise<void> {
  await retrySubmission(id, robotToken ? { robotToken } : {});
  await requestOutboxFlush();
}
