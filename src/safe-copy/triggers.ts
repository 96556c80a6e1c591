// The page's safe-copy triggers, the outbox's own (src/outbox/page-triggers.ts): a flush on
// start-up, `online`, `pageshow` and when the page becomes visible (the link may be back), a
// short while after the family saved a draft or a file (so typing does not send a change per
// key), and when a backoff falls due. While a network failure holds work back and the page is
// visible, the outbox's probe asks every few seconds whether the API answers (island Wi-Fi gives
// no `online` event). Where the browser has Background Sync, queued work also registers the sync
// tag, so the service worker sends it after the tab is closed.

import { watchDraftSaves, watchSafeJobs } from '../db/safe-copies';
import { apiEndpoint } from '../config/runtime';
import type { SafeJob } from '../shared/safe-copy-records';
import { loadApiSettings } from '../outbox/api-settings';
import { probeUntilReachable } from '../outbox/probe';
import { flushSafeCopies, type SafeFlushReport } from './flush';
import { SAFE_COPY_NAME } from './names';
import { coalescedFlush, sharedTriggers, whenLinkMayBeBack, type FlushRequest } from '../shared/page-triggers';

/** How long after the last save a change is recorded: one change for a burst of typing. */
export const SAVE_SETTLE_MS = 1500;
/** The longest a page waits before looking again (the backoff's cap). */
const MAX_WAIT_MS = 10 * 60_000;

let retryTimer: ReturnType<typeof setTimeout> | undefined;
let settleTimer: ReturnType<typeof setTimeout> | undefined;
let stopProbe: (() => void) | undefined;
const listeners = new Set<(report: SafeFlushReport) => void>();

interface SyncRegistration {
  sync?: { register(tag: string): Promise<void> };
}

async function requestBackgroundSync(): Promise<void> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  try {
    const registration = (await navigator.serviceWorker.getRegistration()) as SyncRegistration | undefined;
    await registration?.sync?.register(SAFE_COPY_NAME);
  } catch {
    // No Background Sync here: the page's triggers do it all.
  }
}

/** Flushes now (a call during a flush runs one more after it). */
export const requestSafeCopyFlush: (request?: FlushRequest) => Promise<SafeFlushReport | undefined> = coalescedFlush(
  async (request) => {
    const report = await flushSafeCopies(request);
    if (report.ran) for (const listener of listeners) listener(report);
    if (report.networkDown) watchLink();
    return report;
  },
  'Safe copy flush',
);

/** Calls `listener` after every flush that ran (the page shows "up to date" from it). */
export function onSafeCopyFlush(listener: (report: SafeFlushReport) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function watchLink(): void {
  if (stopProbe) return;
  const cancelled = { value: false };
  stopProbe = () => (cancelled.value = true);
  void loadApiSettings().then((settings) => {
    if (cancelled.value) return;
    stopProbe = probeUntilReachable({
      url: apiEndpoint(settings, '/health'),
      onReachable: () => {
        stopProbe = undefined;
        void requestSafeCopyFlush({ reconnected: true });
      },
    });
  });
}

function scheduleRetry(jobs: SafeJob[]): void {
  clearTimeout(retryTimer);
  const waiting = jobs.map((job) => job.nextAttemptAt).filter((at) => at > 0);
  if (jobs.length > 0) void requestBackgroundSync();
  if (waiting.length === 0) return;
  const wait = Math.min(MAX_WAIT_MS, Math.max(1000, Math.min(...waiting) - Date.now()));
  retryTimer = setTimeout(() => void requestSafeCopyFlush(), wait);
}

/** Starts the page's triggers (once per page); the returned function stops them for this caller. */
export const startSafeCopyTriggers = sharedTriggers(() => {
  let firstMark: string | undefined;
  const unwatchSaves = watchDraftSaves((mark) => {
    if (firstMark === undefined) {
      firstMark = mark;
      return;
    }
    clearTimeout(settleTimer);
    settleTimer = setTimeout(() => void requestSafeCopyFlush(), SAVE_SETTLE_MS);
  });
  const unwatchJobs = watchSafeJobs(scheduleRetry);
  const stopListening = whenLinkMayBeBack(() => void requestSafeCopyFlush({ reconnected: true }));
  return () => {
    stopListening();
    unwatchSaves();
    unwatchJobs();
    clearTimeout(retryTimer);
    clearTimeout(settleTimer);
    stopProbe?.();
    stopProbe = undefined;
  };
});
