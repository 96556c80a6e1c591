// Ports for tests and benchmarks. Every server a test starts listens on a port the system gives it
// (port 0), or on one of these free ports when a child process must be told its port before it
// starts: several checkouts run their tests side by side on this machine, and no two may pick the
// same number. The one fixed port is Playwright's web server's, E2E_PORT (playwright.config.ts).

import { createServer } from 'node:net';

/** The port of Playwright's web server: E2E_PORT, 4173 unless set. */
export const e2ePort = (): number => Number(process.env.E2E_PORT ?? 4173);

/** A TCP port nobody listens on now, on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}
