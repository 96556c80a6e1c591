// The reference intake server (docs/submission-contract.md, docs/openapi.yaml): submissions,
// resumable uploads, CORS, token, rate limit, health and JSON errors, as one Hono app answering
// under `/api`, on a database (PGlite or PostgreSQL), a file storage (disk or S3) and a
// coordination of instances (memory, or PostgreSQL: docs/deployment.md), with the modules built on
// it (extensions.ts: the desk). `lazyIntakeApi` opens them on first use, so the site's app stays
// synchronous.

import { timingSafeEqual } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Transporter } from 'nodemailer';
import { brand } from '../../src/config/brand';
import { clientIp as socketClientIp } from './client-ip';
import type { IntakeConfig } from './config';
import { cors } from './cors';
import { exportRoutes } from './export';
import { exportTokenChecker } from './export-tokens';
import { memoryCoordination, type Coordination } from './coordination';
import { createErasure, type Erasure } from './erasure';
import { errorJson, errorResponse } from './errors';
import {
  EXTENSION_MAX_BODY_BYTES,
  extensionDatabase,
  notifyingExtensions,
  startExtensions,
  type IntakeExtension,
  type SubmissionHooks,
} from './extensions';
import { sha256Hex } from './hash';
import { accessLog, healthRoutes } from './health';
import { jsonLogger, type Logger } from './log';
import { createNotifier } from './notify';
import { rateLimit } from './rate-limit';
import { intakeRecords } from './records';
import { createRobotVerifier, type RobotVerifier } from './robot-check';
import type { IntakeServices } from './services';
import { openStorage, type FileStorage } from './storage';
import { openDatabase } from './store';
import type { IntakeDatabase, IntakeStore } from './store-types';
import { deviceRoutes } from '../device/staff-pin';
import { parcelRoutes } from '../device/parcels';
import { safeCopies } from './safe-copies';
import { submissionRoutes } from './submissions';
import { uploadRoutes } from './uploads';

export type { IntakeConfig } from './config';
export { loadIntakeConfig } from './config';
export type { Coordination, QuotaLimits, WindowQuota } from './coordination';
export type { ExportUse, ExtensionContext, ExtensionParts, IntakeExtension } from './extensions';
export { extensionDatabase } from './extensions';
export type {
  AttachmentFile,
  AttachmentRecord,
  IntakeRecords,
  LateFile,
  LateFileResult,
  SubmissionRecord,
} from './records';
export { intakeRecords } from './records';
export { openStore } from './store';
export type { IntakeStore, StoredSubmission } from './store-types';

export interface IntakeOptions {
  config: IntakeConfig;
  /** A store to use instead of opening one from the configuration (it is not closed by `close`). */
  store?: IntakeStore;
  /** With `store`: how instances on it coordinate (memory when not given; not closed by `close`). */
  coordination?: Coordination;
  /** A file storage to use instead of the configured one. */
  storage?: FileStorage;
  /** True once the process is shutting down (`/ready` answers 503). */
  draining?: () => boolean;
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
  storage: FileStorage;
  coordination: Coordination;
  erasure: Erasure;
  /** The hourly upkeep, now: expired uploads and safe copies, what erasure still owes. */
  sweep(): Promise<void>;
  close(): Promise<void>;
}

/** How often the upkeep runs. */
const SWEEP_EVERY_MS = 60 * 60 * 1000;

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
  const logger = options.logger ?? jsonLogger(config.logLevel);
  const database: IntakeDatabase = options.store
    ? { store: options.store, coordination: options.coordination ?? memoryCoordination(), close: async () => undefined }
    : await openDatabase(config, logger);
  const { store, coordination } = database;
  let storage: FileStorage;
  try {
    storage = options.storage ?? (await openStorage(config, coordination.uploadCache));
  } catch (error) {
    await database.close();
    throw error;
  }
  const now = options.now ?? (() => new Date());
  const erasure: Erasure = createErasure({ db: store.sql, storage, locker: coordination.locker, logger });
  const extensions = options.extensions ?? [];
  let hooks: Required<SubmissionHooks>;
  let extensionRoutes: Record<string, Hono>;
  let openRoutes: Record<string, Hono>;
  try {
    ({
      hooks,
      routes: extensionRoutes,
      openRoutes,
    } = await startExtensions(extensions, {
      records: intakeRecords(store, { storage, erasure, maxFileBytes: config.maxFileBytes }),
      db: extensionDatabase(store),
      coordination,
      config,
      logger,
      now,
      mailTransport: options.mailTransport,
    }));
  } catch (error) {
    for (const extension of extensions) await extension.close().catch(() => undefined);
    await database.close();
    throw error;
  }
  const services: IntakeServices = {
    store,
    storage,
    coordination,
    erasure,
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
  app.use('*', ...accessLog(logger, services.basePath));
  app.use(
    '*',
    cors({
      origins: config.corsOrigins,
      trustProxy: config.trustProxy,
      refuse: (c) => errorJson(c, 403, { error: 'origin' }),
    }),
  );
  // Probes: before the rate limit and the token (a load balancer has neither budget nor token).
  const readiness = { checks: { database: () => store.check(), storage: () => storage.check() } };
  app.route('/', healthRoutes({ ...readiness, draining: options.draining ?? (() => false) }, logger));
  app.use(
    '*',
    rateLimit(coordination.rateLimiter(config.rateLimit), services.clientIp, (c, retryAfter) =>
      errorJson(c, 429, { error: 'rate-limited' }, { 'Retry-After': String(retryAfter) }),
    ),
  );
  // Staff export: its own named tokens, checked before (and instead of) the families' API token.
  app.route(
    '/export',
    exportRoutes({
      store,
      storage,
      tokenOf: config.exportTokens.length > 0 ? exportTokenChecker(config.exportTokens) : undefined,
      exported: hooks.exported,
      clientIp: services.clientIp,
      logger,
    }),
  );
  // An e-mail's images: signed links of their own, before the families' API token.
  for (const [path, routes] of Object.entries(openRoutes)) app.route(path, routes);
  // Safe copies: each request carries its copy's secret in Authorization, so the families' API
  // token is checked by the copies' creation alone.
  const apiToken = config.apiToken ? bearerCheck(config.apiToken) : undefined;
  const copies = safeCopies(services, apiToken);
  app.route('/copies', copies.app);
  if (apiToken) {
    app.use('*', async (c, next) => {
      if (c.req.method === 'OPTIONS' || apiToken(c.req.header('authorization'))) return next();
      return errorJson(c, 401, { error: 'unauthorized' }, { 'WWW-Authenticate': 'Bearer' });
    });
  }
  app.route('/submissions', submissionRoutes(services));
  app.route('/parcels', parcelRoutes(services));
  app.route('/device', deviceRoutes(services));
  const extensionBodyLimit = bodyLimit({
    maxSize: EXTENSION_MAX_BODY_BYTES,
    onError: (c) => errorJson(c, 413, { error: 'too-large' }),
  });
  for (const [path, routes] of Object.entries(extensionRoutes)) {
    // `/status/*` matches `/status` itself too.
    app.use(`${path}/*`, extensionBodyLimit);
    app.route(path, routes);
  }
  const uploads = uploadRoutes(services);
  app.route('/uploads', uploads.app);
  const sweep = async () => {
    await uploads.sweep();
    await copies.sweep().catch((error: unknown) => logger.warn('deleting expired safe copies failed', error));
  };
  const timer = setInterval(() => void sweep(), SWEEP_EVERY_MS);
  timer.unref();

  return {
    app,
    store,
    storage,
    coordination,
    erasure,
    sweep,
    async close() {
      clearInterval(timer);
      await services.notifier.drain();
      for (const extension of extensions) await extension.close();
      await database.close();
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
  const logger = options.logger ?? jsonLogger(options.config.logLevel);
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
