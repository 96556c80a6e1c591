// Browser tests in Debian's Chromium (docs/platform.md §4) against the production build served by the
// project's own server. `npm run build` comes first (the test script does it).

import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 4173);
/** The staff token of GET /api/export on the test server. */
export const E2E_EXPORT_TOKEN = 'e2e-staff-export';

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    locale: 'en-GB',
    // Most tests look at pages, not the offline layer: tests/e2e/offline.spec.ts turns it on.
    serviceWorkers: 'block',
  },
  webServer: {
    command: 'npx tsx server/main.ts',
    url: `http://127.0.0.1:${PORT}/robots.txt`,
    // The staff export lets the outbox tests read what the school received (tests/e2e/outbox.spec.ts).
    env: { PORT: String(PORT), HOST: '127.0.0.1', INTAKE_EXPORT_TOKEN: E2E_EXPORT_TOKEN },
    reuseExistingServer: false,
    stdout: 'pipe',
  },
});
