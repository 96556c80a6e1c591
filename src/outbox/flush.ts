// flushOutbox(): the one flush of the outbox, called by the service worker's Background Sync and
// by the page's triggers alike. It sends to the API the runtime configuration names.

import { apiEndpoint } from '../config/runtime';
import { dueOutboxItems } from '../db';
import { loadApiSettings } from './api-settings';
import { sendOutbox, type FlushReport } from './send/send-outbox';

/**
 * Sends what is due to the configured intake API (see `sendOutbox`). With nothing due it asks
 * the server nothing: every page load calls it.
 */
export async function flushOutbox(): Promise<FlushReport> {
  if ((await dueOutboxItems(Date.now())).length === 0) {
    return { skipped: false, completed: [], retrying: [], needsAttention: [] };
  }
  const api = await loadApiSettings();
  return sendOutbox({ apiBase: apiEndpoint(api, ''), token: api.token || undefined });
}
