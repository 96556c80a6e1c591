// Browser tests against the production build served by the project's own server (`npm run
// build` comes first; the test script does it). Project `chromium`: tests/e2e in Debian's
// Chromium through Playwright. Projects `firefox`, `webkit` and `chromium-link`: tests/engines,
// the same scenarios in Debian's Firefox ESR (WebDriver BiDi), WebKitGTK (classic WebDriver) and
// Chromium, each through a link proxy the test can take down (docs/engines.md).

import { defineConfig } from '@playwright/test';
import type { EngineName } from './tests/engines/support/engine';
import { e2ePort } from './tests/support/ports';

const PORT = e2ePort();
// The intake's JSON access log stays out of the test report (servers started in tests read it too).
process.env.INTAKE_LOG_LEVEL ??= 'warn';
/** The staff token of GET /api/export on the test server. */
export const E2E_EXPORT_TOKEN = 'e2e-staff-export';
/** The staff PIN of shared-device mode on the test server (tests/e2e/take-home.spec.ts). */
export const E2E_STAFF_PIN = '735195';

export default defineConfig<{ engine: EngineName }>({
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
  projects: [
    { name: 'chromium', testDir: 'tests/e2e' },
    // One browser at a time per engine: each takes most of a core here.
    { name: 'firefox', testDir: 'tests/engines', use: { engine: 'firefox' }, workers: 1, timeout: 120_000 },
    { name: 'webkit', testDir: 'tests/engines', use: { engine: 'webkit' }, workers: 1, timeout: 120_000 },
    { name: 'chromium-link', testDir: 'tests/engines', use: { engine: 'chromium' }, workers: 1, timeout: 120_000 },
  ],
  webServer: {
    command: 'npx tsx server/main.ts',
    url: `http://127.0.0.1:${PORT}/robots.txt`,
    // The staff export lets the outbox tests read what the school received (tests/e2e/outbox.spec.ts);
    // the staff PIN lets a test turn a browser into a shared tablet.
    // Every browser of every test reaches it from 127.0.0.1: one shared rate-limit budget would let
    // tests (and the staff export they poll) starve each other. Rate limiting has its own tests.
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      INTAKE_EXPORT_TOKEN: E2E_EXPORT_TOKEN,
      STAFF_PIN: E2E_STAFF_PIN,
      INTAKE_RATE_LIMIT: '0',
      // Safe copies made by every run count against one address's daily quota in the kept
      // database (.data/intake-db); the quotas have their own tests (tests/safe-copy/server.test.ts).
      INTAKE_COPY_CLIENT_COUNT: '100000',
      INTAKE_LOG_LEVEL: 'warn',
    },
    reuseExistingServer: false,
    stdout: 'pipe',
  },
});
