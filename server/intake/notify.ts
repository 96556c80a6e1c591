// Tells admissions that a submission is complete: a plain-text e-mail with the reference and the
// kind (no personal data: that stays in the database and the export). Sending never decides the
// fate of a submission: failures are logged (by the submission's id and the error's code, never
// the reference or an address), and the submission stays stored.

import nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import type { Logger } from './log';
import type { StoredSubmission } from './store-types';

export interface Notifier {
  submissionComplete(submission: StoredSubmission): void;
  /** Waits for e-mails being sent (on shutdown). */
  drain(): Promise<void>;
}

const KIND_NAMES: Record<string, string> = {
  application: 'Application',
  'scholarship-internal': 'Scholarship application (current student)',
  'scholarship-external': 'Scholarship application (new student)',
  bus: 'School bus registration',
  contact: 'Contact form',
  'contact-app': 'Contact for application',
};

export function notificationText(submission: StoredSubmission): { subject: string; text: string } {
  const kind = KIND_NAMES[submission.kind] ?? submission.kind;
  return {
    subject: `${kind} ${submission.reference}`,
    text: [
      `A new submission has arrived complete.`,
      ``,
      `Reference: ${submission.reference}`,
      `Kind: ${kind} (${submission.kind})`,
      `Received: ${submission.receivedAt.toISOString()}`,
      `Language: ${submission.locale}`,
      ``,
      `Open it with the export: npm run export:submissions -- --format csv --out <folder>`,
    ].join('\n'),
  };
}

export const silentNotifier: Notifier = { submissionComplete: () => undefined, drain: async () => undefined };

/** A notifier sending through `transport` (from SMTP_URL) to `to`; none without both. */
export function createNotifier(options: {
  transport?: Transporter;
  smtpUrl?: string;
  to: string;
  logger: Logger;
}): Notifier {
  const transport = options.transport ?? (options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined);
  if (!transport || !options.to) return silentNotifier;
  const pending = new Set<Promise<void>>();
  return {
    submissionComplete(submission) {
      const { subject, text } = notificationText(submission);
      const sending = transport
        .sendMail({ from: options.to, to: options.to, subject, text })
        .then(() => options.logger.info('the admissions notification was sent', { submission: submission.id }))
        .catch((error: unknown) =>
          options.logger.error('the admissions notification failed', error, { submission: submission.id }),
        )
        .finally(() => pending.delete(sending));
      pending.add(sending);
    },
    drain: async () => {
      await Promise.all([...pending]);
    },
  };
}
