// Unit and integration tests (Node). Browser behaviour is tested with Playwright in tests/e2e.

import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    environment: 'node',
    // Servers made by tests log nothing (tests look at answers, or capture the log themselves); the
    // AWS SDK's notice that its 2027 releases need Node 22 (docs/deployment.md) is known.
    env: { INTAKE_LOG_LEVEL: 'silent', AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
  },
});
