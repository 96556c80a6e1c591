// What a module built on the intake (the admissions desk, server/desk) plugs into it: it starts
// once the intake's database is open and migrated, with the intake's records (records.ts: typed
// operations, no SQL) and a handle on the same database for tables of its own; it hears of each
// submission stored and completed and of each staff export, and may add fields to the receipt the
// posting device gets. The intake knows nothing else of it, and it knows nothing of the intake's
// tables.

import type { Hono } from 'hono';
import type { Transporter } from 'nodemailer';
import type { IntakeConfig } from './config';
import type { SqlClient } from '../sql/client';
import type { Coordination } from './coordination';
import type { Logger } from './log';
import type { Notifier } from './notify';
import type { AttachmentRecord, IntakeRecords } from './records';
import type { IntakeStore, StoredSubmission } from './store-types';

export interface ExtensionContext {
  /** The intake's submissions, attachments and files (read, delete with files, erase). */
  records: IntakeRecords;
  /** The database, for the extension's own tables: its SQL names no table of the intake's. */
  db: SqlClient;
  /** How instances on the same database agree (memory, or PostgreSQL). */
  coordination: Coordination;
  config: IntakeConfig;
  logger: Logger;
  now: () => Date;
  /** The mail transport the intake was given (tests), if any; otherwise SMTP_URL is the way. */
  mailTransport?: Transporter;
}

/** One use of `GET /export`: which named token read which submissions, from where. */
export interface ExportUse {
  token: string;
  submissions: { id: string; reference: string }[];
  ip: string;
}

export interface SubmissionHooks {
  /** A submission was stored for the first time (before its receipt is answered). */
  stored?(submission: StoredSubmission): Promise<void>;
  /** Fields added to the receipt answered to the device that posted the submission (POST only). */
  receiptExtras?(submission: StoredSubmission): Promise<Record<string, unknown>>;
  /**
   * The last file of a submission that waited for files arrived (awaited before that upload is
   * answered; a failure is logged, not answered).
   */
  filesArrived?(submission: StoredSubmission): Promise<void>;
  /**
   * A file added after the submission (records.addLateFile) arrived, verified (awaited before that
   * upload is answered; a failure is logged, not answered).
   */
  lateFileArrived?(submission: StoredSubmission, file: AttachmentRecord): Promise<void>;
  /** The submission is complete: its data and every file have arrived. */
  completed?(submission: StoredSubmission): void;
  /** Submissions are about to be read through `GET /export` (audited; a failure refuses the export). */
  exported?(use: ExportUse): Promise<void>;
}

/**
 * The largest body a request to an extension's route may have: they take small JSON (a status
 * link's token, an offer's answer). Larger bodies are refused with 413 as they stream in.
 */
export const EXTENSION_MAX_BODY_BYTES = 16 * 1024;

/** What a started extension gives the intake. */
export interface ExtensionParts {
  hooks: SubmissionHooks;
  /**
   * Routes of the families' API, mounted under the intake's base path (its CORS, token, rate
   * limit, and a body limit of EXTENSION_MAX_BODY_BYTES).
   */
  routes?: Record<string, Hono>;
  /**
   * Routes mounted like `routes` but before the families' API token: what an e-mail's image loads
   * (it sends no token). Only GET routes that answer by a signed link of their own belong here.
   */
  openRoutes?: Record<string, Hono>;
}

export interface IntakeExtension {
  start(context: ExtensionContext): Promise<ExtensionParts>;
  /** Stops what `start` started (timers, mail in flight); the intake closes the store after. */
  close(): Promise<void>;
}

/**
 * The handle an extension gets for its own tables: the intake's database, which the extension
 * may not close (the intake does).
 */
export function extensionDatabase(store: IntakeStore): SqlClient {
  const { sql } = store;
  return {
    query: (text, params) => sql.query(text, params),
    transaction: (fn) => sql.transaction(fn),
    close: async () => undefined,
  };
}

/** Starts each extension and joins their parts; one that fails to start stops the intake's start. */
export async function startExtensions(
  extensions: readonly IntakeExtension[],
  context: ExtensionContext,
): Promise<{ hooks: Required<SubmissionHooks>; routes: Record<string, Hono>; openRoutes: Record<string, Hono> }> {
  const all: SubmissionHooks[] = [];
  const routes: Record<string, Hono> = {};
  const openRoutes: Record<string, Hono> = {};
  for (const extension of extensions) {
    const parts = await extension.start(context);
    all.push(parts.hooks);
    Object.assign(routes, parts.routes);
    Object.assign(openRoutes, parts.openRoutes);
  }
  return { hooks: joinHooks(all, context.logger), routes, openRoutes };
}

function joinHooks(all: SubmissionHooks[], logger: Logger): Required<SubmissionHooks> {
  return {
    async stored(submission) {
      for (const hooks of all)
        await hooks.stored?.(submission).catch((error: unknown) => logger.error('a stored hook failed', error));
    },
    async filesArrived(submission) {
      for (const hooks of all)
        await hooks.filesArrived?.(submission).catch((error: unknown) => logger.error('a files hook failed', error));
    },
    async lateFileArrived(submission, file) {
      for (const hooks of all)
        await hooks
          .lateFileArrived?.(submission, file)
          .catch((error: unknown) => logger.error('a late file hook failed', error));
    },
    async receiptExtras(submission) {
      const extras: Record<string, unknown> = {};
      for (const hooks of all) {
        const more = await hooks.receiptExtras?.(submission).catch((error: unknown) => {
          logger.error('a receipt hook failed', error);
          return undefined;
        });
        Object.assign(extras, more);
      }
      return extras;
    },
    completed(submission) {
      for (const hooks of all) hooks.completed?.(submission);
    },
    async exported(use) {
      for (const hooks of all) await hooks.exported?.(use);
    },
  };
}

/** The admissions notifier, telling the extensions too when a submission is complete. */
export function notifyingExtensions(notifier: Notifier, hooks: Required<SubmissionHooks>): Notifier {
  return {
    submissionComplete(submission) {
      notifier.submissionComplete(submission);
      hooks.completed(submission);
    },
    drain: () => notifier.drain(),
  };
}
