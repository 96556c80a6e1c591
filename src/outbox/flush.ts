// flushOutbox(): the one flush of the outbox, called by the service worker (Background Sync, a
// document page's request) and by an app page's triggers alike. It sends to the API the runtime
// configuration names.

import { apiEndpoint } from '../config/runtime';
import { dueOutboxItems, resumeAfterReconnect } from '../db';
import { loadApiSettings } from './api-settings';
import { sendOutbox, type FlushReport } from './send/send-outbox';

export interface FlushRequest {
  /** The link is back (start-up, `online`, a probe answered): network failures are due now. */
  reconnected?: boolean;
}

/**
 * Sends what is due to the configured intake API (see `sendOutbox`). With nothing due it asks
 * the server nothing: every page load calls it.
 */
export async function flushOutbox(request: FlushRequest = {}): Promise<FlushReport> {
  const now = Date.now();
  if (request.reconnected) await resumeAfterReconnect(now);
  if ((await dueOutboxItems(now)).length === 0) {
    return { skipped: false, completed: [], retrying: [], needsAttention: [] };
  }
  const api = await loadApiSettings();
  return sendOutbox({ apiBase: apiEndpoint(api, ''), token: api.token || undefined });
}

/** The URL a probe asks to learn whether the intake API can be reached at all. */
export async function probeUrl(): Promise<string> {
  return apiEndpoint(await loadApiSettings(), '/health');
}
