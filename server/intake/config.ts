// The intake API's configuration, read from the environment (docs/submission-contract.md and
// docs/deployment.md list every variable): database, files (local folder or S3-compatible object
// storage), limits, CORS, token, robot check, e-mail, logs and shutdown. With NODE_ENV=production
// it refuses to load without a real robot check (reCAPTCHA and its secret).

import path from 'node:path';
import { exportTokensOf, type ExportToken } from './export-tokens';

export type RobotCheckMode = 'dev' | 'recaptcha' | 'recaptcha-enterprise';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';

/** S3-compatible object storage (INTAKE_S3_*): files every instance sees. */
export interface S3Config {
  bucket: string;
  /** Empty for AWS itself; e.g. `https://s3.example.net` for another provider. */
  endpoint: string;
  region: string;
  /** Empty: the AWS SDK's own credential chain (environment, instance role...). */
  accessKeyId: string;
  secretAccessKey: string;
  /** `https://host/bucket/key` rather than `https://bucket.host/key` (most S3-compatible servers). */
  forcePathStyle: boolean;
}

export interface IntakeConfig {
  /** `postgres://...` for PostgreSQL; empty for the embedded PGlite database in `pgliteDir`. */
  databaseUrl: string;
  pgliteDir: string;
  /** Uploads in progress (`uploads/`) and received files (`files/<submissionId>/<attachmentId>`). */
  filesDir: string;
  /** Object storage instead of `filesDir` when set. */
  s3: S3Config | undefined;
  maxBodyBytes: number;
  maxFileBytes: number;
  /** Largest take-home parcel (a sealed draft with its files). */
  maxParcelBytes: number;
  /** How long a take-home parcel waits for its family (7 days). */
  parcelTtlMs: number;
  /** Parcels one client address may park in 24 hours; 0: no limit. */
  parcelClientCount: number;
  /** Bytes of parcels one client address may park in 24 hours; 0: no limit. */
  parcelClientBytes: number;
  /** Bytes all unexpired parcels may hold together; 0: no ceiling. */
  parcelTotalBytes: number;
  /** Safe copies of drafts (safe-copies/): sealed bytes of file chunks one copy may hold; 0: no limit. */
  copyFileBytes: number;
  /** Sealed bytes of changes (and snapshots) one copy may hold; 0: no limit. */
  copyChangeBytes: number;
  /** New safe copies one client address may make in 24 hours; 0: no limit. */
  copyClientCount: number;
  /** Bytes one client address may store in safe copies in 24 hours; 0: no limit. */
  copyClientBytes: number;
  /** Bytes all safe copies may hold together; 0: no ceiling. */
  copyTotalBytes: number;
  /** A safe copy without a change for this many days is deleted (SAFE_COPY_IDLE_DAYS). */
  copyIdleDays: number;
  /** The PIN staff enter to turn shared-device mode on or off; empty: the mode cannot be turned on. */
  staffPin: string;
  /** Shared-device mode: hand over after this many idle minutes, warning this many seconds before. */
  sharedIdleMinutes: number;
  sharedWarnSeconds: number;
  /** Requests per client IP per minute; 0 turns the limit off. */
  rateLimit: number;
  /** Origins allowed to call the API from a browser; empty means same-origin only. */
  corsOrigins: string[];
  /** When set, every request needs `Authorization: Bearer <token>`. */
  apiToken: string;
  /** Named tokens for `GET /api/export` (INTAKE_EXPORT_TOKENS, INTAKE_EXPORT_TOKEN); none: the route is off. */
  exportTokens: ExportToken[];
  /** Take the client IP from `X-Forwarded-For` (only behind a proxy that sets it). */
  trustProxy: boolean;
  smtpUrl: string;
  admissionsEmail: string;
  /** Automatic e-mails (a submission's confirmation) one address may receive in 24 hours; 0: no limit. */
  mailPerRecipient: number;
  robotCheck: RobotCheckMode;
  recaptchaSecret: string;
  /** Structured (JSON lines) log level; `silent` for none. */
  logLevel: LogLevel;
  /** On SIGTERM, how long in-flight requests (a tus PATCH) may take before connections are cut. */
  shutdownGraceMs: number;
}

const MB = 1024 * 1024;

function positiveInt(raw: string | undefined, fallback: number, name: string): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number, got "${raw}"`);
  return n;
}

function robotMode(raw: string | undefined): RobotCheckMode {
  const mode = (raw ?? '').trim() || 'dev';
  if (mode === 'dev' || mode === 'recaptcha' || mode === 'recaptcha-enterprise') return mode;
  throw new Error(`ROBOT_CHECK must be dev, recaptcha or recaptcha-enterprise, got "${mode}"`);
}

function logLevel(raw: string | undefined): LogLevel {
  const level = (raw ?? '').trim().toLowerCase() || 'info';
  if (['debug', 'info', 'warn', 'error', 'silent'].includes(level)) return level as LogLevel;
  throw new Error(`INTAKE_LOG_LEVEL must be debug, info, warn, error or silent, got "${level}"`);
}

/** The team's signal that the server runs for the public: `NODE_ENV=production`. */
export const isProduction = (env: NodeJS.ProcessEnv) => (env.NODE_ENV ?? '').trim() === 'production';

const yes = (raw: string | undefined) => /^(1|true|yes)$/i.test((raw ?? '').trim());

function s3Config(env: NodeJS.ProcessEnv): S3Config | undefined {
  const bucket = (env.INTAKE_S3_BUCKET ?? '').trim();
  if (!bucket) return undefined;
  const endpoint = (env.INTAKE_S3_ENDPOINT ?? '').trim().replace(/\/+$/, '');
  if (endpoint && !/^https?:\/\//.test(endpoint))
    throw new Error('INTAKE_S3_ENDPOINT must start with http:// or https://');
  const accessKeyId = (env.INTAKE_S3_ACCESS_KEY_ID ?? '').trim();
  const secretAccessKey = (env.INTAKE_S3_SECRET_ACCESS_KEY ?? '').trim();
  if (!accessKeyId !== !secretAccessKey)
    throw new Error('INTAKE_S3_ACCESS_KEY_ID and INTAKE_S3_SECRET_ACCESS_KEY go together');
  const pathStyle = (env.INTAKE_S3_FORCE_PATH_STYLE ?? '').trim();
  return {
    bucket,
    endpoint,
    region: (env.INTAKE_S3_REGION ?? '').trim() || 'us-east-1',
    accessKeyId,
    secretAccessKey,
    // Another provider's endpoint usually wants path-style addressing; AWS itself virtual hosts.
    forcePathStyle: pathStyle ? yes(pathStyle) : !!endpoint,
  };
}

/** Reads the intake configuration; relative folders are resolved against `root`. */
export function loadIntakeConfig(env: NodeJS.ProcessEnv, root: string): IntakeConfig {
  const databaseUrl = (env.INTAKE_DATABASE_URL ?? '').trim();
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl))
    throw new Error('INTAKE_DATABASE_URL must start with postgres:// (or be empty for the embedded database)');
  const robotCheck = robotMode(env.ROBOT_CHECK);
  const recaptchaSecret = (env.RECAPTCHA_SECRET ?? '').trim();
  if (robotCheck !== 'dev' && !recaptchaSecret) throw new Error(`ROBOT_CHECK=${robotCheck} needs RECAPTCHA_SECRET`);
  // The development verifier accepts tokens anyone can make: never where families are.
  if (robotCheck === 'dev' && isProduction(env))
    throw new Error(
      'NODE_ENV=production needs a real robot check: set ROBOT_CHECK=recaptcha (or recaptcha-enterprise) ' +
        'and RECAPTCHA_SECRET; ROBOT_CHECK=dev accepts tokens anyone can make',
    );
  return {
    databaseUrl,
    pgliteDir: path.resolve(root, env.INTAKE_PGLITE_DIR?.trim() || '.data/intake-db'),
    filesDir: path.resolve(root, env.INTAKE_FILES_DIR?.trim() || '.data/intake-files'),
    s3: s3Config(env),
    maxBodyBytes: positiveInt(env.INTAKE_MAX_BODY_BYTES, MB, 'INTAKE_MAX_BODY_BYTES'),
    maxFileBytes: positiveInt(env.INTAKE_MAX_FILE_BYTES, 10 * MB, 'INTAKE_MAX_FILE_BYTES'),
    maxParcelBytes: positiveInt(env.PARCEL_MAX_BYTES, 60 * MB, 'PARCEL_MAX_BYTES'),
    parcelTtlMs: 1000 * positiveInt(env.PARCEL_TTL_SECONDS, 7 * 24 * 60 * 60, 'PARCEL_TTL_SECONDS'),
    parcelClientCount: positiveInt(env.INTAKE_PARCEL_CLIENT_COUNT, 10, 'INTAKE_PARCEL_CLIENT_COUNT'),
    parcelClientBytes: positiveInt(env.INTAKE_PARCEL_CLIENT_BYTES, 300 * MB, 'INTAKE_PARCEL_CLIENT_BYTES'),
    parcelTotalBytes: positiveInt(env.INTAKE_PARCEL_TOTAL_BYTES, 4 * 1024 * MB, 'INTAKE_PARCEL_TOTAL_BYTES'),
    copyFileBytes: positiveInt(env.INTAKE_COPY_FILE_BYTES, 100 * MB, 'INTAKE_COPY_FILE_BYTES'),
    copyChangeBytes: positiveInt(env.INTAKE_COPY_CHANGE_BYTES, 4 * MB, 'INTAKE_COPY_CHANGE_BYTES'),
    copyClientCount: positiveInt(env.INTAKE_COPY_CLIENT_COUNT, 30, 'INTAKE_COPY_CLIENT_COUNT'),
    copyClientBytes: positiveInt(env.INTAKE_COPY_CLIENT_BYTES, 500 * MB, 'INTAKE_COPY_CLIENT_BYTES'),
    copyTotalBytes: positiveInt(env.INTAKE_COPY_TOTAL_BYTES, 20 * 1024 * MB, 'INTAKE_COPY_TOTAL_BYTES'),
    copyIdleDays: Math.max(1, positiveInt(env.SAFE_COPY_IDLE_DAYS, 120, 'SAFE_COPY_IDLE_DAYS')),
    staffPin: (env.STAFF_PIN ?? '').trim(),
    sharedIdleMinutes: Math.max(1, positiveInt(env.SHARED_DEVICE_IDLE_MINUTES, 10, 'SHARED_DEVICE_IDLE_MINUTES')),
    sharedWarnSeconds: positiveInt(env.SHARED_DEVICE_WARN_SECONDS, 60, 'SHARED_DEVICE_WARN_SECONDS'),
    rateLimit: positiveInt(env.INTAKE_RATE_LIMIT, 120, 'INTAKE_RATE_LIMIT'),
    corsOrigins: (env.INTAKE_CORS_ORIGINS ?? '')
      .split(/[\s,]+/)
      .filter(Boolean)
      .map((origin) => origin.replace(/\/+$/, '')),
    apiToken: (env.INTAKE_API_TOKEN ?? '').trim(),
    exportTokens: exportTokensOf(env),
    trustProxy: yes(env.INTAKE_TRUST_PROXY),
    smtpUrl: (env.SMTP_URL ?? '').trim(),
    admissionsEmail: (env.ADMISSIONS_EMAIL ?? '').trim(),
    mailPerRecipient: positiveInt(env.INTAKE_MAIL_PER_RECIPIENT, 3, 'INTAKE_MAIL_PER_RECIPIENT'),
    robotCheck,
    recaptchaSecret,
    logLevel: logLevel(env.INTAKE_LOG_LEVEL),
    shutdownGraceMs: 1000 * positiveInt(env.INTAKE_SHUTDOWN_GRACE_SECONDS, 25, 'INTAKE_SHUTDOWN_GRACE_SECONDS'),
  };
}
