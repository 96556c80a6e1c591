// Reconnection without events: island Wi-Fi drops connections while the browser still says it is
// online, so no `online` event says when the link is back. While something waits after a network
// failure and the page is visible, a cheap request asks every few seconds whether the intake API
// answers at all; the first answer (any status) sends at once. Server errors are not network
// failures: they keep their backoff. No database here: a document page uses it too.

/** How often the link is probed; short and bounded (never more often). */
export const PROBE_INTERVAL_MS = 4000;
/** A probe that gets no answer within this time counts as "still down". */
export const PROBE_TIMEOUT_MS = 3500;

/** True when `url` answers at all, whatever the status: the link to the API is up. */
export async function reachable(url: string, fetcher: typeof fetch = fetch): Promise<boolean> {
  try {
    await fetcher(url, { method: 'GET', cache: 'no-store', signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) });
    return true;
  } catch {
    return false;
  }
}

export interface ProbeOptions {
  url: string;
  /** Called once the API answers; the probing then stops. */
  onReachable: () => void;
  fetcher?: typeof fetch;
}

/**
 * Probes `url` every PROBE_INTERVAL_MS while the page is visible, until it answers or the
 * returned function stops it. Hidden, it pauses (a hidden page's timers are throttled anyway, and
 * it resumes with the page's `visibilitychange`).
 */
export function probeUntilReachable({ url, onReachable, fetcher }: ProbeOptions): () => void {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const tick = async () => {
    if (stopped) return;
    if (document.visibilityState === 'visible' && (await reachable(url, fetcher))) {
      if (stopped) return;
      stopped = true;
      onReachable();
      return;
    }
    if (!stopped) timer = setTimeout(() => void tick(), PROBE_INTERVAL_MS);
  };
  timer = setTimeout(() => void tick(), PROBE_INTERVAL_MS);
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
