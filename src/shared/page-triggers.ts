// What a page's sending queues (the outbox, src/outbox/page-triggers.ts, and the safe copies,
// src/safe-copy/triggers.ts) share about when they run: one flush at a time, a call during a
// flush running one more after it; the signs that the link may be back (`online`, `pageshow`,
// the page becoming visible); and triggers started by the page's first caller and stopped with
// its last.

/** What a caller asks of a flush: `reconnected` when the link may be back. */
export interface FlushRequest {
  reconnected?: boolean;
}

/**
 * A flush that never runs twice at once: a call during a run runs `run` once more after it,
 * `reconnected` if any of the calls meanwhile said so. Resolves with the last run's result. A
 * call while nothing runs starts nothing when `mayStart` says no (the browser knows it is offline).
 */
export function coalescedFlush<R>(
  run: (request: { reconnected: boolean }) => Promise<R>,
  what: string,
  mayStart: () => boolean = () => true,
): (request?: FlushRequest) => Promise<R | undefined> {
  let flushing: Promise<R | undefined> | undefined;
  let again: { reconnected: boolean } | undefined;
  return (request = {}) => {
    const reconnected = request.reconnected ?? false;
    if (flushing) {
      again = { reconnected: reconnected || (again?.reconnected ?? false) };
      return flushing;
    }
    if (!mayStart()) return Promise.resolve(undefined);
    flushing = (async () => {
      let next: { reconnected: boolean } | undefined = { reconnected };
      let result: R | undefined;
      while (next) {
        again = undefined;
        try {
          result = await run(next);
        } catch (error) {
          console.warn(`${what} failed:`, error);
        }
        next = again;
      }
      return result;
    })().finally(() => (flushing = undefined));
    return flushing;
  };
}

/** Calls `linkMayBeBack` now and on `online`, `pageshow` and when the page becomes visible. */
export function whenLinkMayBeBack(linkMayBeBack: () => void): () => void {
  const onVisible = () => {
    if (document.visibilityState === 'visible') linkMayBeBack();
  };
  window.addEventListener('online', linkMayBeBack);
  window.addEventListener('pageshow', linkMayBeBack);
  document.addEventListener('visibilitychange', onVisible);
  linkMayBeBack();
  return () => {
    window.removeEventListener('online', linkMayBeBack);
    window.removeEventListener('pageshow', linkMayBeBack);
    document.removeEventListener('visibilitychange', onVisible);
  };
}

/**
 * Triggers shared by a page's callers: `start` runs with the first caller; the stop it returns
 * runs when the last caller has called its own stop (each caller's stop counts once).
 */
export function sharedTriggers(start: () => () => void): () => () => void {
  let users = 0;
  let stop: (() => void) | undefined;
  return () => {
    users++;
    if (users === 1) stop = start();
    let stopped = false;
    return () => {
      if (stopped) return;
      stopped = true;
      users--;
      if (users === 0) stop?.();
    };
  };
}
