// Where the outbox sends to: the runtime configuration (src/config/runtime.ts) fetched from the
// site, remembered on the device so the service worker can send while it cannot fetch it.

import { defaultRuntimeConfig, parseRuntimeConfig, RUNTIME_CONFIG_PATH, type ApiSettings } from '../config/runtime';
import { readSetting, writeSetting } from '../db';

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
