// The outbox as a document page sees it: the page has no database code of its own (a content
// page loads a few kilobytes of script), so it asks the service worker to send what waits, on
// start-up, `online`, `pageshow` and whenever it becomes visible, and while the worker says the
// last try found no network, probes the link and asks again as soon as it answers. An app page
// (a form) runs the page's own triggers instead (./page-triggers).

import type { OutboxState, PageToWorkerMessage } from '../shared/worker-messages';
import { probeUntilReachable } from './probe';

/** Asks the active worker to flush; resolves with its answer, or undefined without a worker. */
async function askWorker(reconnected: boolean): Promise<OutboxState | undefined> {
  const registration = await navigator.serviceWorker?.getRegistration();
  const worker = registration?.active;
  if (!worker) return undefined;
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = (event: MessageEvent<OutboxState>) => resolve(event.data);
    worker.postMessage({ type: 'flush-outbox', reconnected } satisfies PageToWorkerMessage, [channel.port2]);
  });
}

/** Starts the document page's outbox triggers (once per page). */
export function nudgeOutbox(): void {
  let stopProbe: (() => void) | undefined;
  let asking = false;
  const nudge = async () => {
    if (asking) return;
    asking = true;
    try {
      const state = await askWorker(true);
      stopProbe?.();
      stopProbe = undefined;
      if (state && state.waiting > 0 && state.networkDown && state.probeUrl) {
        stopProbe = probeUntilReachable({ url: state.probeUrl, onReachable: () => void nudge() });
      }
    } finally {
      asking = false;
    }
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible') void nudge();
  };
  window.addEventListener('online', () => void nudge());
  window.addEventListener('pageshow', () => void nudge());
  document.addEventListener('visibilitychange', onVisible);
  void nudge();
}
