// Starts the server with the configuration from the environment and prints its address.

import { serve } from '@hono/node-server';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createSite } from './app';
import { loadConfig } from './config';
import { lazyIntakeApi } from './intake';

const config = loadConfig();
if (!existsSync(path.join(config.distDir, 'shell.html'))) {
  console.error(`No build found in ${config.distDir}. Run "npm run build" first.`);
  process.exit(1);
}
// The intake database opens before the server listens, so the first family does not wait for it.
const intake = lazyIntakeApi({ config: config.intake });
await intake.ready();
const { app, renderer } = createSite(config, { intake });
// The first family does not wait for the renderer to load either.
await renderer?.ready();
const server = serve({ fetch: app.fetch, hostname: config.host, port: config.port }, (info) => {
  const host = config.host === '0.0.0.0' || config.host === '127.0.0.1' ? 'localhost' : config.host;
  console.log(`Coconut Coast International School website: http://${host}:${info.port}/`);
  if (!config.contentBaseUrl) console.log('Content: the seeded content service at /wp-json/wp/v2');
  else console.log(`Content: WordPress at ${config.contentBaseUrl}`);
  console.log(
    renderer
      ? `WordPress pages rendered on request, kept ${config.contentCacheSeconds} s${config.contentWebhookSecret ? ', purged by POST /content-webhook' : ''}`
      : `No SSR build in ${config.ssrDir}: WordPress pages as the build prerendered them`,
  );
  const database = config.intake.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.intake.pgliteDir}`;
  console.log(`Intake API: /api (${database}, files in ${config.intake.filesDir})`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => void intake.close().finally(() => process.exit(0))));
}
