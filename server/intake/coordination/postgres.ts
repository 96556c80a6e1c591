// Coordination through PostgreSQL, for several intake instances on one database (no other
// service): advisory locks for tus uploads (pg-locker.ts), S3 upload metadata in `tus_uploads`,
// the rate limit in `rate_limits`, guess budgets in `attempt_limits`, quotas in `window_quotas`.
// Their tables are the coordination's own, made by its migrations (migrations/).

import type { MetadataValue } from '@tus/s3-store';
import postgres from 'postgres';
import type { Logger } from '../log';
import type { SqlClient } from '../../sql/client';
import { sqlAttempts } from '../../sql/attempts';
import { FORGET_ATTEMPTS_MS, type Coordination } from './index';
import { migrateCoordination } from './migrations';
import { createPgLocker } from './pg-locker';
import { sqlRateLimiter } from './sql-rate-limit';
import { sqlUploadCache } from './sql-upload-cache';
import { sqlWindowQuota } from './sql-window-quota';

/** Abandoned uploads' metadata is forgotten after this long (S3 expires the uploads after 7 days). */
const FORGET_UPLOADS_AFTER_MS = 8 * 24 * 60 * 60 * 1000;

export async function postgresCoordination(options: {
  /** The store's pool and its query interface. */
  sql: postgres.Sql;
  client: SqlClient;
  /** Where to open the locks' own connection. */
  url: string;
  connection: postgres.Options<never>;
  logger: Logger;
}): Promise<Coordination> {
  const { client, logger } = options;
  await migrateCoordination(client);
  let closing = false;
  // Held locks live as long as this connection: it must never be recycled while the process runs.
  const lockSql = postgres(options.url, {
    ...options.connection,
    max: 1,
    idle_timeout: 0,
    max_lifetime: null,
    onclose: () => {
      if (closing) return;
      logger.error('the upload lock connection to PostgreSQL closed: every upload lock is released');
      locker.connectionLost();
    },
  });
  const locker = await createPgLocker({ lockSql, sql: options.sql, logger });
  const uploadCache = sqlUploadCache<MetadataValue>(client);
  const attempts = sqlAttempts(client, 'attempt_limits');

  return {
    kind: 'postgres',
    locker,
    uploadCache,
    rateLimiter: (limit) => (limit > 0 ? sqlRateLimiter(client, limit) : undefined),
    attempts,
    windowQuota: (name, limits) => sqlWindowQuota(client, name, limits),
    async sweep(now) {
      await uploadCache.forgetBefore(new Date(now.getTime() - FORGET_UPLOADS_AFTER_MS));
      await attempts.purge(new Date(now.getTime() - FORGET_ATTEMPTS_MS));
    },
    async close() {
      closing = true;
      await locker.close();
    },
  };
}
