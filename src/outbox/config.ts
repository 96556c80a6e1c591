// Where the outbox sends to: the runtime configuration (src/config/runtime.ts) fetched from the
// site, remembered on the device so the service worker can send while it cannot fetch it.

import {
  apiEndpoint,
  defaultRuntimeConfig,
  parseRuntimeConfig,
  RUNTIME_CONFIG_PATH,
  type ApiSettings,
} from '../config/runtime';
import { dueOutboxItems } from '../db/outbox';
import { readSetting, writeSetting } from '../db/settings';
import { flushOutbox, type FlushReport } from './flush';

/** The Background Sync tag the page registers and the service worker answers. */
export const OUTBOX_SYNC_TAG = 'ccis-outbox';

/** meta key of the last runtime configuration fetched. */
export const RUNTIME_CONFIG_KEY = 'runtime-config';

/**
 * The API settings to send with: fetched from `/app-config.json` (no HTTP cache), else the last
 * ones remembered on this device, else the defaults (the page's own origin, `/api`). Never rejects.
 */
export async function loadApiSettings(fetcher: typeof fetch = fetch): Promise<ApiSettings> {
  try {
    const response = await fetcher(RUNTIME_CONFIG_PATH, { cache: 'no-store', signal: AbortSignal.timeout(5000) });
    if (response.ok) {
      const config = parseRuntimeConfig(await response.json());
      await writeSetting(RUNTIME_CONFIG_KEY, config);
      return config.api;
    }
  } catch {
    // Offline or no such file: fall back to what this device knew.
  }
  const remembered = await readSetting<unknown>(RUNTIME_CONFIG_KEY);
  return remembered ? parseRuntimeConfig(remembered).api : defaultRuntimeConfig.api;
}

/** flushOutbox() to the configured API (the page's triggers and the service worker both call it). */
export async function flushConfiguredOutbox(): Promise<FlushReport> {
  // Nothing due: no need to ask the server for its configuration (every page load calls this).
  if ((await dueOutboxItems(Date.now())).length === 0) {
    return { skipped: false, completed: [], retrying: [], needsAttention: [] };
  }
  const api = await loadApiSettings();
  return flushOutbox({ apiBase: apiEndpoint(api, ''), token: api.token || undefined });
}
