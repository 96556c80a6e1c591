// Sends the families' e-mails through SMTP_URL from ADMISSIONS_EMAIL (nodemailer), to every
// address the form gave for the family. Sending never decides anything: a failure is logged and
// the desk goes on. Without SMTP_URL and ADMISSIONS_EMAIL no e-mail leaves (the desk says so).
// The log says which e-mail (its kind and the case or submission id) and the transport's error
// code, never a subject, an address or a name: subjects hold the child's name and reference.

import nodemailer, { type Transporter } from 'nodemailer';
import { localeInfo, isLocale } from '../../../src/i18n/locales';
import type { Logger } from '../../intake/log';
import { render, type FamilyMail } from './compose';

export interface FamilyMailer {
  /** True when e-mails can be sent at all. */
  readonly enabled: boolean;
  /** Sends `mail` to `to`; `about` is the case's or the submission's id, for the log. */
  send(to: string[], locale: string, mail: FamilyMail, about: string): void;
  drain(): Promise<void>;
}

export function createFamilyMailer(options: {
  transport?: Transporter;
  smtpUrl: string;
  from: string;
  logger: Logger;
}): FamilyMailer {
  const transport = options.transport ?? (options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined);
  const pending = new Set<Promise<void>>();
  const enabled = Boolean(transport && options.from);
  return {
    enabled,
    send(to, locale, mail, about) {
      if (!transport || !options.from || to.length === 0) return;
      const lang = isLocale(locale) ? localeInfo[locale].tag : 'en';
      const { subject, text, html } = render(mail, lang);
      const sending = transport
        .sendMail({
          from: { name: mail.fromName, address: options.from },
          replyTo: options.from,
          to,
          subject,
          text,
          html,
          headers: { 'Content-Language': lang },
          ...(mail.attachments ? { attachments: mail.attachments } : {}),
        })
        .then(() => options.logger.info('a family e-mail was sent', { mail: mail.kind, about }))
        .catch((error: unknown) => options.logger.error('a family e-mail failed', error, { mail: mail.kind, about }))
        .finally(() => pending.delete(sending));
      pending.add(sending);
    },
    drain: async () => {
      await Promise.all([...pending]);
    },
  };
}
