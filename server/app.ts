// The one Node process of the product: the site with the right statuses and headers, the seeded
// content service under the WordPress REST paths, and the intake API under /api.

import { Hono, type Context } from 'hono';
import { compress } from 'hono/compress';
import { createWpClient } from '../src/content/wp-client';
import { createContentService, createUploadsHandler } from './content/service';
import { RUNTIME_CONFIG_PATH } from '../src/config/runtime';
import type { ServerConfig } from './config';
import { createDesk, type Desk } from './desk';
import { isDeskPath } from './desk/pages';
import { lazyIntakeApi, type IntakeOptions, type LazyIntakeApi } from './intake';
import { pagesHandler } from './site/pages';
import { cspReportHandler, type CspViolation } from './site/csp-report';
import {
  CSP_REPORT_PATH,
  mergeSources,
  recaptchaSources,
  securityHeaders,
  tagManagerSources,
} from './site/security-headers';
import { safeJoin, serveFile } from './site/static-files';

/**
 * The intake API with the admissions desk built on it (the desk starts with the intake, logs with
 * its logger and closes with it); `options` are the intake's own (logger, draining).
 */
export function intakeWithDesk(
  config: ServerConfig,
  options: Omit<IntakeOptions, 'config' | 'extensions'> = {},
): { intake: LazyIntakeApi; desk: Desk } {
  const desk = createDesk({ config: config.desk, distDir: config.deskDistDir });
  return { intake: lazyIntakeApi({ ...options, config: config.intake, extensions: [desk] }), desk };
}

/**
 * The site's app. The intake API (with the desk) opens its database on its first request unless
 * `intake` (one the caller has made ready, and will close) is given; the desk answers only when
 * it is given with it.
 */
export function createApp(
  config: ServerConfig,
  deps: { intake?: LazyIntakeApi; desk?: Desk; logCspViolation?: (violation: CspViolation) => void } = {},
): Hono {
  const app = new Hono();
  const embeddedContent = !config.contentBaseUrl;
  const contentOrigin = embeddedContent ? [] : [new URL(config.contentBaseUrl).origin];
  const apiOrigin = config.runtime.api.base ? [new URL(config.runtime.api.base).origin] : [];
  // Third-party origins only for what is configured (the tag manager still waits for consent).
  const headers = securityHeaders(
    mergeSources(
      { connect: [...contentOrigin, ...apiOrigin, ...config.connectOrigins], images: contentOrigin },
      config.runtime.analytics?.gtmId ? tagManagerSources : {},
      config.intake.robotCheck !== 'dev' ? recaptchaSources : {},
    ),
  );

  // Whatever fails unexpectedly is logged here and answered without its details.
  app.onError((error, c) => {
    console.error(`${c.req.method} ${new URL(c.req.url).pathname} failed`, error);
    return c.text('An error occurred', 500);
  });

  app.use('*', async (c, next) => {
    await next();
    // The desk sets stricter headers of its own (server/desk/pages.ts).
    if (isDeskPath(new URL(c.req.url).pathname)) return;
    for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value);
  });

  let content;
  if (embeddedContent) {
    // The seeded service answers over HTTP for the page, and in-process for the server's own
    // checks of slugs published after the build.
    const contentApp = new Hono().route('/wp-json/wp/v2', createContentService({ seedDir: config.seedDir }));
    app.use('/wp-json/*', compress());
    app.route('/', contentApp);
    app.route('/wp-content/uploads', createUploadsHandler({ seedDir: config.seedDir }));
    content = createWpClient({
      baseUrl: 'http://content.internal',
      fetch: async (input, init) => contentApp.request(input, init),
    });
  } else {
    content = createWpClient({ baseUrl: config.contentBaseUrl });
  }

  const { intake, desk } = deps.intake ? { intake: deps.intake, desk: deps.desk } : intakeWithDesk(config);
  if (desk) {
    // The staff API and pages, beside the families' API (never under its CORS or token).
    const answer = async (c: Context) => {
      await intake.ready().catch(() => undefined);
      return desk.fetch(c.req.raw, c.env);
    };
    app.all('/api/desk', answer);
    app.all('/api/desk/*', answer);
    app.on(['GET', 'HEAD'], ['/desk', '/desk/*', '/th/desk', '/th/desk/*'], answer);
  }
  app.all('/api', (c) => intake.fetch(c.req.raw, c.env));
  app.all('/api/*', (c) => intake.fetch(c.req.raw, c.env));

  app.post(CSP_REPORT_PATH, cspReportHandler(deps.logCspViolation));

  // Runtime configuration from this server's environment (the build's file is for static hosts).
  app.get(RUNTIME_CONFIG_PATH, (c) => c.json(config.runtime, 200, { 'Cache-Control': 'no-cache' }));

  const pages = pagesHandler({ distDir: config.distDir, content, rootRedirect: config.rootRedirect });
  app.on(['GET', 'HEAD'], '*', async (c) => {
    const urlPath = new URL(c.req.url).pathname;
    // Files of the build (anything with an extension) are served as they are, or 404.
    if (/\.[a-z0-9]+$/i.test(urlPath)) {
      const file = safeJoin(config.distDir, urlPath);
      const response =
        file &&
        (await serveFile(file, {
          urlPath,
          method: c.req.method,
          acceptEncoding: c.req.header('accept-encoding'),
          ifNoneMatch: c.req.header('if-none-match'),
        }));
      return response || c.text('Not Found', 404);
    }
    return pages(c);
  });
  app.all('*', (c) => c.text('Method Not Allowed', 405));
  return app;
}
