// Starts the server with the configuration from the environment and prints its address; stops
// gracefully on SIGTERM (shutdown.ts).

import { serve } from '@hono/node-server';
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { createSite, intakeWithDesk } from './app';
import { loadConfig, type ServerConfig } from './config';
import { jsonLogger } from './intake/log';
import { outlastBalancerIdle } from './keep-alive';
import { exitGracefully } from './shutdown';

let config: ServerConfig;
try {
  config = loadConfig();
} catch (error) {
  // A configuration the server refuses (e.g. production without the desk's own host) says why.
  console.error(`Not started: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
if (!existsSync(path.join(config.distDir, 'shell.html'))) {
  console.error(`No build found in ${config.distDir}. Run "npm run build" first.`);
  process.exit(1);
}
// The intake database opens before the server listens, so the first family does not wait for it.
let draining = false;
const logger = jsonLogger(config.intake.logLevel);
const { intake, desk } = intakeWithDesk(config, { logger, draining: () => draining });
const { storage } = await intake.ready();
const { app, renderer } = createSite(config, { intake, desk });
// The first family does not wait for the renderer to load either.
await renderer?.ready();
const server = serve({ fetch: app.fetch, hostname: config.host, port: config.port }, (info) => {
  const host = config.host === '0.0.0.0' || config.host === '127.0.0.1' ? 'localhost' : config.host;
  // With the desk on a host of its own, each host's name says which one answers.
  const siteUrl = config.desk.ownHost
    ? `${config.siteOrigin}/ (listening on ${config.host}:${info.port})`
    : `http://${host}:${info.port}/`;
  console.log(`Coconut Coast International School website: ${siteUrl}`);
  if (!config.contentBaseUrl) console.log('Content: the seeded content service at /wp-json/wp/v2');
  else console.log(`Content: WordPress at ${config.contentBaseUrl}`);
  console.log(
    renderer
      ? `WordPress pages rendered on request, kept ${config.contentCacheSeconds} s${config.contentWebhookSecret ? ', purged by POST /content-webhook' : ''}`
      : `No SSR build in ${config.ssrDir}: WordPress pages as the build prerendered them`,
  );
  const database = config.intake.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.intake.pgliteDir}`;
  const files = storage.kind === 's3' ? `S3 bucket ${config.intake.s3?.bucket}` : `files in ${config.intake.filesDir}`;
  console.log(`Intake API: /api (${database}, ${files})`);
  console.log(
    `Admissions desk: ${config.desk.origin}/desk${config.desk.ownHost ? ' (its own host)' : ''}${config.desk.secret ? '' : ' (DESK_SECRET not set: no family links)'}`,
  );
}) as Server;
outlastBalancerIdle(server);

exitGracefully(server, {
  graceMs: config.intake.shutdownGraceMs,
  onDrain: () => (draining = true),
  close: () => intake.close(),
  logger,
});
