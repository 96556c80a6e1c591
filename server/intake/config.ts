// The intake API's configuration, read from the environment (docs/submission-contract.md lists
// every variable): database, file folder, limits, CORS, token, robot check and e-mail.

import path from 'node:path';

export type RobotCheckMode = 'dev' | 'recaptcha' | 'recaptcha-enterprise';

export interface IntakeConfig {
  /** `postgres://...` for PostgreSQL; empty for the embedded PGlite database in `pgliteDir`. */
  databaseUrl: string;
  pgliteDir: string;
  /** Uploads in progress (`uploads/`) and received files (`files/<submissionId>/<attachmentId>`). */
  filesDir: string;
  maxBodyBytes: number;
  maxFileBytes: number;
  /** Largest take-home parcel (a sealed draft with its files). */
  maxParcelBytes: number;
  /** How long a take-home parcel waits for its family (7 days). */
  parcelTtlMs: number;
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
  /** Staff token for `GET /api/export`; empty turns the route off. */
  exportToken: string;
  /** Take the client IP from `X-Forwarded-For` (only behind a proxy that sets it). */
  trustProxy: boolean;
  smtpUrl: string;
  admissionsEmail: string;
  robotCheck: RobotCheckMode;
  recaptchaSecret: string;
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

/** Reads the intake configuration; relative folders are resolved against `root`. */
export function loadIntakeConfig(env: NodeJS.ProcessEnv, root: string): IntakeConfig {
  const databaseUrl = (env.INTAKE_DATABASE_URL ?? '').trim();
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl))
    throw new Error('INTAKE_DATABASE_URL must start with postgres:// (or be empty for the embedded database)');
  const robotCheck = robotMode(env.ROBOT_CHECK);
  const recaptchaSecret = (env.RECAPTCHA_SECRET ?? '').trim();
  if (robotCheck !== 'dev' && !recaptchaSecret) throw new Error(`ROBOT_CHECK=${robotCheck} needs RECAPTCHA_SECRET`);
  return {
    databaseUrl,
    pgliteDir: path.resolve(root, env.INTAKE_PGLITE_DIR?.trim() || '.data/intake-db'),
    filesDir: path.resolve(root, env.INTAKE_FILES_DIR?.trim() || '.data/intake-files'),
    maxBodyBytes: positiveInt(env.INTAKE_MAX_BODY_BYTES, MB, 'INTAKE_MAX_BODY_BYTES'),
    maxFileBytes: positiveInt(env.INTAKE_MAX_FILE_BYTES, 10 * MB, 'INTAKE_MAX_FILE_BYTES'),
    maxParcelBytes: positiveInt(env.PARCEL_MAX_BYTES, 60 * MB, 'PARCEL_MAX_BYTES'),
    parcelTtlMs: 1000 * positiveInt(env.PARCEL_TTL_SECONDS, 7 * 24 * 60 * 60, 'PARCEL_TTL_SECONDS'),
    staffPin: (env.STAFF_PIN ?? '').trim(),
    sharedIdleMinutes: Math.max(1, positiveInt(env.SHARED_DEVICE_IDLE_MINUTES, 10, 'SHARED_DEVICE_IDLE_MINUTES')),
    sharedWarnSeconds: positiveInt(env.SHARED_DEVICE_WARN_SECONDS, 60, 'SHARED_DEVICE_WARN_SECONDS'),
    rateLimit: positiveInt(env.INTAKE_RATE_LIMIT, 120, 'INTAKE_RATE_LIMIT'),
    corsOrigins: (env.INTAKE_CORS_ORIGINS ?? '')
      .split(/[\s,]+/)
      .filter(Boolean)
      .map((origin) => origin.replace(/\/+$/, '')),
    apiToken: (env.INTAKE_API_TOKEN ?? '').trim(),
    exportToken: (env.INTAKE_EXPORT_TOKEN ?? '').trim(),
    trustProxy: /^(1|true|yes)$/i.test(env.INTAKE_TRUST_PROXY ?? ''),
    smtpUrl: (env.SMTP_URL ?? '').trim(),
    admissionsEmail: (env.ADMISSIONS_EMAIL ?? '').trim(),
    robotCheck,
    recaptchaSecret,
  };
}
