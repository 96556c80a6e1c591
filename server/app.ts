// The one Node process of the product: the site with the right statuses and headers (pages with
// WordPress content rendered on request), the seeded content service or a pass-through to the
// school's WordPress under the WordPress REST paths, the intake API under /api, and the admissions
// desk: beside the site on one host, or alone on a host of its own (server/desk/host.ts).

import { existsSync } from 'node:fs';
import path from 'node:path';
import { Hono, type Context } from 'hono';
import { compress } from 'hono/compress';
import { isLocale } from '../src/i18n/locales';
import { createContentService, createUploadsHandler } from './content/service';
import { createContentProxy } from './content/proxy';
import { RUNTIME_CONFIG_PATH } from '../src/config/runtime';
import type { ServerConfig } from './config';
import { createDesk, type Desk } from './desk';
import { deskHostGate, forDesk } from './desk/host';
import { lazyIntakeApi, type IntakeOptions, type LazyIntakeApi } from './intake';
import { pagesHandler } from './site/pages';
import { cspReportRoutes, type CspViolation } from './site/csp-report';
import {
  CSP_REPORT_PATH,
  mergeSources,
  recaptchaSources,
  securityHeaders,
  tagManagerSources,
} from './site/security-headers';
import { hsts } from './site/hsts';
import { safeJoin, serveFile } from './site/static-files';
import { createPageCache, type PageCache } from './site/page-cache';
import { createRenderer, type PageRenderer } from './site/renderer';
import { createSiteContent, type ContentSource } from './site/site-content';
import { freshResponse, type FreshContent } from './site/fresh-content';
import { CONTENT_WEBHOOK_PATH, contentWebhookRoutes } from './site/content-webhook';
import { clientIp } from './intake/client-ip';

export interface SiteDeps {
  intake?: LazyIntakeApi;
  /** The desk built on `intake`: it answers only when given with it. */
  desk?: Desk;
  logCspViolation?: (violation: CspViolation) => void;
}

export interface Site {
  app: Hono;
  /** Absent without an SSR build: then only what the build prerendered is served. */
  renderer?: PageRenderer;
  cache: PageCache;
}

function hasSsrBuild(ssrDir: string): boolean {
  return existsSync(path.join(ssrDir, 'entry-server.js')) && existsSync(path.join(ssrDir, 'page-template.json'));
}

/** The site's app (see createSite). */
export function createApp(config: ServerConfig, deps: SiteDeps = {}): Hono {
  return createSite(config, deps).app;
}

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
 * The site. The intake API (with the desk) opens its database on its first request unless
 * `intake` (one the caller has made ready, and will close) is given; the desk answers only when
 * it is given with it.
 */
export function createSite(config: ServerConfig, deps: SiteDeps = {}): Site {
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

  // Every answer, the desk's and the API's too, when it went over HTTPS.
  app.use('*', hsts(config.intake.trustProxy));
  const desksAnswer = forDesk(config.desk, config.intake.trustProxy);
  app.use('*', async (c, next) => {
    await next();
    // The desk sets stricter headers of its own (server/desk/pages.ts, server/desk/host.ts).
    if (desksAnswer(c)) return;
    for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value);
  });
  app.use('*', deskHostGate(config.desk, config.intake.trustProxy));

  let source: ContentSource;
  app.use('/wp-json/*', compress());
  if (embeddedContent) {
    // The seeded service answers over HTTP for the page, and in-process for the server's renders.
    const contentApp = new Hono().route('/wp-json/wp/v2', createContentService({ seedDir: config.seedDir }));
    app.route('/', contentApp);
    app.route('/wp-content/uploads', createUploadsHandler({ seedDir: config.seedDir }));
    source = {
      baseUrl: 'http://content.internal',
      fetch: async (input, init) => contentApp.request(input, init),
      publicOrigin: '',
    };
  } else {
    app.route('/', createContentProxy({ baseUrl: config.contentBaseUrl, timeoutMs: config.contentTimeoutMs }));
    source = { baseUrl: config.contentBaseUrl, publicOrigin: new URL(config.contentBaseUrl).origin };
  }
  // The site's one WordPress client: pages, renders, the sitemap and the search indexes share it.
  const content = createSiteContent({ source, timeoutMs: config.contentTimeoutMs });
  const renderer = hasSsrBuild(config.ssrDir)
    ? createRenderer({ ssrDir: config.ssrDir, siteOrigin: config.siteOrigin, content })
    : undefined;
  const cache = createPageCache({ ttlMs: config.contentCacheSeconds * 1000 });
  const fresh: FreshContent | undefined = renderer && { renderer, cache };

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

  app.route(
    CSP_REPORT_PATH,
    cspReportRoutes({ log: deps.logCspViolation, clientIp: (c) => clientIp(c, config.intake.trustProxy) }),
  );
  app.route(
    CONTENT_WEBHOOK_PATH,
    contentWebhookRoutes(config.contentWebhookSecret, () => cache.purge()),
  );

  if (fresh) {
    const buildFile = (urlPath: string) => path.join(config.distDir, urlPath);
    app.get(
      '/sitemap.xml',
      async (c, next) =>
        (await freshResponse(c, fresh, '/sitemap.xml', () => fresh.renderer.sitemap(), buildFile('/sitemap.xml'))) ??
        next(),
    );
    app.get('/search/:file{[a-z]{2}\\.json}', async (c, next) => {
      const locale = c.req.param('file').slice(0, 2);
      if (!isLocale(locale)) return next();
      const urlPath = `/search/${locale}.json`;
      return (
        (await freshResponse(c, fresh, urlPath, () => fresh.renderer.searchIndex(locale), buildFile(urlPath))) ?? next()
      );
    });
  }

  // Runtime configuration from this server's environment (the build's file is for static hosts).
  app.get(RUNTIME_CONFIG_PATH, (c) => c.json(config.runtime, 200, { 'Cache-Control': 'no-cache' }));

  const pages = pagesHandler({
    distDir: config.distDir,
    content: content.client,
    rootRedirect: config.rootRedirect,
    fresh,
  });
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
  return { app, renderer, cache };
}
