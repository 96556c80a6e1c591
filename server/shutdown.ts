// Graceful shutdown for the server processes (main.ts, intake-main.ts): on SIGTERM or SIGINT the
// process stops accepting connections, says so at /api/ready (503), lets requests in flight (a tus
// PATCH of a family's file) finish within the grace period, then cuts what is left, closes the
// intake (e-mails in flight, database, locks) and exits. A second signal exits at once.

import type { Server } from 'node:http';
import type { Logger } from './intake/log';

export interface ShutdownOptions {
  graceMs: number;
  /** Called first: readiness turns to 503. */
  onDrain: () => void;
  /** Closes what the process opened, after the last request. */
  close: () => Promise<void>;
  logger: Logger;
}

/** Stops `server` gracefully; resolves when everything is closed. */
export async function shutDown(server: Server, options: ShutdownOptions, signal: string): Promise<void> {
  const { logger } = options;
  options.onDrain();
  logger.info('shutting down', { signal, graceMs: options.graceMs });
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  // Keep-alive connections close as soon as they are idle, in-flight requests once answered.
  const idle = setInterval(() => server.closeIdleConnections(), 100);
  const cut = setTimeout(() => {
    logger.warn('shutdown grace period over: closing the connections still open');
    server.closeAllConnections();
  }, options.graceMs);
  try {
    await closed;
  } finally {
    clearInterval(idle);
    clearTimeout(cut);
  }
  await options.close();
  logger.info('stopped', { signal });
}

/** Shuts down on SIGTERM and SIGINT, then exits. */
export function exitGracefully(server: Server, options: ShutdownOptions): void {
  let stopping = false;
  for (const signal of ['SIGTERM', 'SIGINT'] as const)
    process.on(signal, () => {
      if (stopping) process.exit(1);
      stopping = true;
      shutDown(server, options, signal).then(
        () => process.exit(0),
        (error: unknown) => {
          options.logger.error('shutdown failed', error);
          process.exit(1);
        },
      );
    });
}
