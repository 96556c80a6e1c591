// The intake API alone (`npm run serve:intake`): what runs as N stateless processes behind a load
// balancer when the static site is served elsewhere (a CDN, nginx: docs/deployment.md). The same
// environment as the full server (INTAKE_*, PORT, HOST); answers under /api only.

import { serve } from '@hono/node-server';
import type { Server } from 'node:http';
import { repoRoot } from './config';
import { createIntakeApi, loadIntakeConfig } from './intake';
import { jsonLogger } from './intake/log';
import { outlastBalancerIdle } from './keep-alive';
import { exitGracefully } from './shutdown';

const config = loadIntakeConfig(process.env, repoRoot);
const logger = jsonLogger(config.logLevel);
const host = process.env.HOST ?? '127.0.0.1';
const port = Number(process.env.PORT ?? 8081);
let draining = false;
const intake = await createIntakeApi({ config, logger, draining: () => draining });
const server = serve({ fetch: intake.app.fetch, hostname: host, port }, (info) =>
  logger.info('listening', {
    host,
    port: info.port,
    pid: process.pid,
    database: config.databaseUrl ? 'postgresql' : 'pglite',
    storage: intake.storage.kind,
  }),
) as Server;
outlastBalancerIdle(server);
exitGracefully(server, {
  graceMs: config.shutdownGraceMs,
  onDrain: () => (draining = true),
  close: () => intake.close(),
  logger,
});
