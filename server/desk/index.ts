// The admissions desk (docs/desk.md): staff sign-in, the list and detail of every submission, the
// admissions workflow with the Head of School's offers, the families' status links and e-mails,
// duplicates, the audit log and retention. It is built on the intake: it starts when the intake's
// database is open (an intake extension), hears of each submission, audits each use of the
// intake's export, answers the families' status API inside the intake's API, and its own staff API
// and pages beside it (`fetch`).

import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Transporter } from 'nodemailer';
import { clientIp as socketClientIp } from '../intake/client-ip';
import type { Logger } from '../intake/log';
import type { ExtensionContext, ExtensionParts, IntakeExtension } from '../intake';
import { assessmentFamilyRoutes } from './assessment/family-routes';
import { assessmentStaffRoutes } from './assessment/staff-routes';
import { auditExport } from './audit';
import { waitlistRoutes } from './waitlist/routes';
import { referenceStaffRoutes, referenceTeacherRoutes } from './references/routes';
import { relyingParty } from './auth/passkeys';
import { sealStoredTotpSecrets, totpBox } from './auth/totp-secrets';
import { createCases, filesArrived } from './cases';
import type { DeskConfig } from './config';
import type { DeskDeps } from './context';
import { receiptToken, sendReceived } from './family';
import { storedFiles } from './files';
import { accountRoutes } from './http/account-routes';
import { authRoutes } from './http/auth-routes';
import { caseRoutes, statsRoutes } from './http/case-routes';
import { enrolRoutes } from './http/enrol-routes';
import { deskHeaders, MAX_JSON_BYTES, refuse } from './http/guard';
import { moneyRoutes } from './http/money-routes';
import { staffRoutes } from './http/staff-routes';
import { qrRoutes } from './http/fees-routes';
import { statusRoutes } from './http/status-routes';
import { submissionRoutes } from './http/submission-routes';
import { createFamilyMailer } from './mail/mailer';
import { MAIL_QUOTA_NAME, MAIL_QUOTA_WINDOW_MS } from './mail/recipient-limit';
import { enrolmentDeskRoutes } from './enrolment/desk-routes';
import { enrolmentFamilyRoutes, lateFileArrived } from './enrolment/family-routes';
import { moneyLedger } from './enrolment/fees';
import type { FeesLedger } from './enrolment/fees-ledger';
import { onFeesPaid } from './money';
import { advance, advanceSubmission } from './enrolment/state';
import { deskPages } from './pages';
import { hsts } from '../site/hsts';
import { migrateDesk } from './migrations';
import { readSlipFile } from './money/slips';
import { createSigner } from './signing';
import { familyStatusLink } from './status-links';
import { sweep } from './upkeep';

export interface DeskOptions {
  config: DeskConfig;
  /** The desk's build (dist/desk). */
  distDir: string;
  now?: () => Date;
  logger?: Logger;
  /** A mail transport instead of the intake's (tests). */
  mailTransport?: Transporter;
  clientIp?: (c: Context) => string;
  /** Run the periodic sweep (off in tests that sweep by hand). */
  sweeps?: boolean;
  /** Whether a case's fees are paid (tests); by default, the money module's ledger. */
  fees?: (db: DeskDeps['db']) => FeesLedger;
}

export interface Desk extends IntakeExtension {
  /** Answers /api/desk/... and the desk's pages (503 until the intake has started it). */
  fetch(request: Request, env?: unknown): Promise<Response>;
  /** The started desk's parts (tests, benchmarks). */
  deps(): DeskDeps;
}

function deskApp(deps: DeskDeps, distDir: string): Hono {
  const app = new Hono();
  app.onError((error, c) => {
    deps.logger.error(`${c.req.method} ${new URL(c.req.url).pathname} failed`, error);
    return c.json({ error: 'internal' }, 500, { 'Cache-Control': 'no-store' });
  });
  // Its pages and API keep to HTTPS however the desk is served (the site's app adds it too).
  app.use('*', hsts(deps.trustProxy));
  app.use('/api/desk/*', deskHeaders(deps));
  app.use('/api/desk/*', bodyLimit({ maxSize: MAX_JSON_BYTES, onError: (c) => refuse(c, 413, 'too-large') }));
  app.route('/api/desk/auth', authRoutes(deps));
  app.route('/api/desk/enrol', enrolRoutes(deps));
  app.route('/api/desk', accountRoutes(deps));
  app.route('/api/desk', staffRoutes(deps));
  app.route('/api/desk/cases', enrolmentDeskRoutes(deps));
  app.route('/api/desk/cases', caseRoutes(deps));
  app.route('/api/desk/stats', statsRoutes(deps));
  app.route('/api/desk/submissions', submissionRoutes(deps));
  app.route('/api/desk/money', moneyRoutes(deps));
  app.route('/api/desk/assessment', assessmentStaffRoutes(deps));
  app.route('/api/desk/waitlist', waitlistRoutes(deps));
  app.route('/api/desk/references', referenceStaffRoutes(deps));
  app.route('/api/desk/reference', referenceTeacherRoutes(deps));
  app.all('/api/desk/*', (c) => refuse(c, 404, 'not-found'));
  const pages = deskPages(distDir);
  app.on(['GET', 'HEAD'], '*', pages);
  return app;
}

export function createDesk(options: DeskOptions): Desk {
  let deps: DeskDeps | undefined;
  let app: Hono | undefined;
  let timer: ReturnType<typeof setInterval> | undefined;
  let sweeping: Promise<void> | undefined;

  const start = async (context: ExtensionContext): Promise<ExtensionParts> => {
    const { config } = options;
    const { db, records } = context;
    await migrateDesk(db, records);
    const logger = options.logger ?? context.logger;
    await sealStoredTotpSecrets(db, totpBox(config.secret), logger);
    const started: DeskDeps = {
      db,
      records,
      config,
      signer: createSigner(config.secret),
      mailer: createFamilyMailer({
        transport: options.mailTransport ?? context.mailTransport,
        smtpUrl: context.config.smtpUrl,
        from: context.config.admissionsEmail,
        logger,
      }),
      mailQuota: context.config.mailPerRecipient
        ? context.coordination.windowQuota(MAIL_QUOTA_NAME, {
            count: context.config.mailPerRecipient,
            amount: 0,
            windowMs: MAIL_QUOTA_WINDOW_MS,
          })
        : undefined,
      files: storedFiles(records),
      fees: options.fees?.(db) ?? moneyLedger(db),
      rp: relyingParty(config.origin),
      logger,
      now: options.now ?? context.now,
      clientIp: options.clientIp ?? ((c) => socketClientIp(c, context.config.trustProxy)),
      trustProxy: context.config.trustProxy,
    };
    deps = started;
    // A confirmed payment may be the last step of an enrolment.
    onFeesPaid(started, (event) => advance(started, event.caseId));
    app = deskApp(started, options.distDir);
    if (options.sweeps !== false) {
      const run = () => {
        sweeping ??= sweep(started).finally(() => (sweeping = undefined));
      };
      timer = setInterval(run, config.sweepSeconds * 1000);
      timer.unref();
      run();
    }
    return {
      hooks: {
        async stored(submission) {
          await createCases(db, submission);
          if (started.signer) await familyStatusLink(db, started.signer, submission.id, started.now());
        },
        async filesArrived(submission) {
          await filesArrived(db, submission.id);
          await advanceSubmission(started, submission.id);
        },
        // A file added later is a bank slip (the money module reads it) or a document of the checklist.
        async lateFileArrived(submission, file) {
          await readSlipFile(started, submission, file);
          await lateFileArrived(started, submission.id);
        },
        async receiptExtras(submission) {
          const token = await receiptToken(started, submission.id);
          return token ? { statusToken: token } : {};
        },
        completed(submission) {
          void sendReceived(started, submission).catch((error: unknown) =>
            logger.error('confirmation e-mail failed', error, { submission: submission.id }),
          );
        },
        exported: (use) => auditExport(db, started.now(), use),
      },
      routes: {
        '/status': statusRoutes(started).route('/', enrolmentFamilyRoutes(started)),
        '/status/assessment': assessmentFamilyRoutes(started),
      },
      openRoutes: { '/fees': qrRoutes(started) },
    };
  };

  return {
    start,
    async close() {
      if (timer) clearInterval(timer);
      await sweeping;
      await deps?.mailer.drain();
    },
    async fetch(request, env) {
      if (!app) return Response.json({ error: 'starting' }, { status: 503, headers: { 'Cache-Control': 'no-store' } });
      return app.fetch(request, env);
    },
    deps() {
      if (!deps) throw new Error('the desk has not started');
      return deps;
    },
  };
}
