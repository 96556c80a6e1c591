// The reference intake server (docs/submission-contract.md, docs/openapi.yaml): submissions,
// resumable uploads, CORS, token, rate limit and JSON errors, as one Hono app answering under
// `/api`. `lazyIntakeApi` opens the database on first use, so the site's app stays synchronous.

import { timingSafeEqual } from 'node:crypto';
import { Hono, type Context } from 'hono';
import type { Transporter } from 'nodemailer';
import { brand } from '../../src/config/brand';
import { clientIp as socketClientIp } from './client-ip';
import type { IntakeConfig } from './config';
import { cors } from './cors';
import { exportRoutes } from './export';
import { notifyingExtensions, startExtensions, type IntakeExtension, type SubmissionHooks } from './extensions';
import { consoleLogger, errorJson, errorResponse, type Logger } from './errors';
import { sha256Hex } from './hash';
import { createNotifier } from './notify';
import { rateLimit } from './rate-limit';
import { createRobotVerifier, type RobotVerifier } from './robot-check';
import type { IntakeServices } from './services';
import { openStore, type IntakeStore } from './store';
import { deviceRoutes } from './device';
import { parcelRoutes } from './parcels';
import { submissionRoutes } from './submissions';
import { uploadRoutes } from './uploads';

export type { IntakeConfig } from './config';
export { loadIntakeConfig } from './config';

export interface IntakeOptions {
  config: IntakeConfig;
  /** A store to use instead of opening one from the configuration (it is not closed by `close`). */
  store?: IntakeStore;
  logger?: Logger;
  verifyRobot?: RobotVerifier;
  /** A mail transport to use instead of one made from SMTP_URL. */
  mailTransport?: Transporter;
  now?: () => Date;
  clientIp?: (c: Context) => string;
  /** Where the API answers; `/api` by default. */
  basePath?: string;
  /** Modules built on the intake (the admissions desk): started with it, closed with it. */
  extensions?: readonly IntakeExtension[];
}

export interface IntakeApi {
  app: Hono;
  store: IntakeStore;
  close(): Promise<void>;
}

function bearerCheck(token: string) {
  const expected = Buffer.from(sha256Hex(token), 'hex');
  return (header: string | undefined): boolean => {
    const match = /^Bearer\s+(.+)$/i.exec(header ?? '');
    if (!match?.[1]) return false;
    return timingSafeEqual(Buffer.from(sha256Hex(match[1].trim()), 'hex'), expected);
  };
}

export async function createIntakeApi(options: IntakeOptions): Promise<IntakeApi> {
  const { config } = options;
  const logger = options.logger ?? consoleLogger;
  const ownStore = !options.store;
  const store = options.store ?? (await openStore(config));
  const now = options.now ?? (() => new Date());
  const extensions = options.extensions ?? [];
  let hooks: Required<SubmissionHooks>;
  let extensionRoutes: Record<string, Hono>;
  try {
    ({ hooks, routes: extensionRoutes } = await startExtensions(extensions, {
      store,
      config,
      logger,
      now,
      mailTransport: options.mailTransport,
    }));
  } catch (error) {
    for (const extension of extensions) await extension.close().catch(() => undefined);
    if (ownStore) await store.close();
    throw error;
  }
  const services: IntakeServices = {
    store,
    config,
    logger,
    hooks,
    notifier: notifyingExtensions(
      createNotifier({
        transport: options.mailTransport,
        smtpUrl: config.smtpUrl,
        to: config.admissionsEmail,
        logger,
      }),
      hooks,
    ),
    verifyRobot: options.verifyRobot ?? createRobotVerifier(config.robotCheck, config.recaptchaSecret),
    clientIp: options.clientIp ?? ((c) => socketClientIp(c, config.trustProxy)),
    now,
    basePath: options.basePath ?? '/api',
    referencePrefix: brand.shortName,
  };

  const app = new Hono().basePath(services.basePath);
  app.onError((error, c) => {
    logger.error(`${c.req.method} ${c.req.path} failed`, error);
    return errorJson(c, 500, { error: 'internal' });
  });
  app.notFound((c) => errorJson(c, 404, { error: 'not-found' }));
  app.use(
    '*',
    cors({
      origins: config.corsOrigins,
      trustProxy: config.trustProxy,
      refuse: (c) => errorJson(c, 403, { error: 'origin' }),
    }),
  );
  app.use(
    '*',
    rateLimit(config.rateLimit, services.clientIp, (c, retryAfter) =>
      errorJson(c, 429, { error: 'rate-limited' }, { 'Retry-After': String(retryAfter) }),
    ),
  );
  // Staff export: its own token, checked before (and instead of) the families' API token.
  app.route(
    '/export',
    exportRoutes({
      store,
      filesDir: config.filesDir,
      authorised: config.exportToken ? bearerCheck(config.exportToken) : undefined,
    }),
  );
  if (config.apiToken) {
    const authorised = bearerCheck(config.apiToken);
    app.use('*', async (c, next) => {
      if (c.req.method === 'OPTIONS' || authorised(c.req.header('authorization'))) return next();
      return errorJson(c, 401, { error: 'unauthorized' }, { 'WWW-Authenticate': 'Bearer' });
    });
  }
  app.route('/submissions', submissionRoutes(services));
  app.route('/parcels', parcelRoutes(services));
  app.route('/device', deviceRoutes(services));
  for (const [path, routes] of Object.entries(extensionRoutes)) app.route(path, routes);
  const uploads = uploadRoutes(services);
  app.route('/uploads', uploads.app);

  return {
    app,
    store,
    async close() {
      uploads.close();
      await services.notifier.drain();
      for (const extension of extensions) await extension.close();
      if (ownStore) await store.close();
    },
  };
}

export interface LazyIntakeApi {
  /** Answers a request under the base path, opening the database first if needed. */
  fetch(request: Request, env?: unknown): Promise<Response>;
  /** Opens the database now (the server awaits it before listening). */
  ready(): Promise<IntakeApi>;
  close(): Promise<void>;
}

export function lazyIntakeApi(options: IntakeOptions): LazyIntakeApi {
  const logger = options.logger ?? consoleLogger;
  let starting: Promise<IntakeApi> | undefined;
  const ready = () =>
    (starting ??= createIntakeApi(options).catch((error: unknown) => {
      starting = undefined;
      throw error;
    }));
  return {
    ready,
    async fetch(request, env) {
      let api: IntakeApi;
      try {
        api = await ready();
      } catch (error) {
        logger.error('the intake API could not start', error);
        return errorResponse(500, { error: 'internal' });
      }
      return api.app.fetch(request, env);
    },
    async close() {
      const api = await starting?.catch(() => undefined);
      await api?.close();
    },
  };
}
