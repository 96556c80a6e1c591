// Unit and integration tests (Node). Browser behaviour is tested with Playwright in tests/e2e.
// Two projects: `unit` (everything but the real WordPress) and `wordpress` (tests/wordpress: the
// site against Debian's WordPress, which tests/wordpress/global-setup.ts starts once for the run,
// or takes from tests/wordpress/with-wordpress.ts when `npm test` started it for both runners).

import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { catalogueParts } from './scripts/catalogue-parts.ts';

export default defineConfig({
  // Catalogues imported in parts (`?part=first`) are cut as in the build.
  plugins: [react(), catalogueParts()],
  test: {
    environment: 'node',
    // Servers made by tests log nothing (tests look at answers, or capture the log themselves).
    env: { INTAKE_LOG_LEVEL: 'silent' },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/support/dom-setup.ts'],
          exclude: ['tests/e2e/**', 'tests/wordpress/**', 'node_modules/**'],
        },
      },
      {
        extends: true,
        test: {
          name: 'wordpress',
          include: ['tests/wordpress/**/*.test.ts'],
          globalSetup: ['tests/wordpress/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
