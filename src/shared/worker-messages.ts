// Messages between the page and the service worker: one typed union in one module, so neither
// side spells a message type as a bare string (docs/style.md). A contract, so that the page never
// imports the worker's folder and the worker never imports the page's.

import type { Locale } from '../i18n/locales';

const SKIP_WAITING_TYPES = ['SKIP_WAITING', 'skip-waiting'] as const;
type SkipWaiting = { type: (typeof SKIP_WAITING_TYPES)[number] };

export type PageToWorkerMessage =
  /**
   * Activate a waiting new version (after the page has flushed its drafts). workbox-window's
   * `messageSkipWaiting()` spells it 'SKIP_WAITING'; pages of earlier builds, still open or
   * served from an older worker's cache, send 'skip-waiting' to the new worker.
   */
  | SkipWaiting
  /** Cache the pages and code of a locale the visitor has chosen, for offline reading. */
  | { type: 'cache-locale'; locale: Locale }
  /**
   * Send what waits in the outbox (from a page without the database: a document page).
   * `reconnected`: the link is back, so what a network failure stopped is due now. The worker
   * answers on the message's port with an `OutboxState`.
   */
  | { type: 'flush-outbox'; reconnected: boolean };

/** The worker's answer to 'flush-outbox': what still waits, and where to probe the link. */
export interface OutboxState {
  type: 'outbox-state';
  waiting: number;
  /** What waits was last stopped by a network failure: probe `probeUrl` until it answers. */
  networkDown: boolean;
  probeUrl: string;
}

export function isPageToWorkerMessage(value: unknown): value is PageToWorkerMessage {
  const type = (value as { type?: unknown } | null)?.type;
  return isSkipWaiting(value) || type === 'cache-locale' || type === 'flush-outbox';
}

/** Whether `value` asks the waiting worker to take over, in either spelling. */
export function isSkipWaiting(value: unknown): value is SkipWaiting {
  const type = (value as { type?: unknown } | null)?.type;
  return SKIP_WAITING_TYPES.some((spelling) => spelling === type);
}
