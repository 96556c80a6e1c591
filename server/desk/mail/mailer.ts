// Sends the families' e-mails through SMTP_URL from ADMISSIONS_EMAIL (nodemailer), to every
// address the form gave for the family. Sending never decides anything: a failure is logged and
// the desk goes on. Without SMTP_URL and ADMISSIONS_EMAIL no e-mail leaves (the desk says so).

import nodemailer, { type Transporter } from 'nodemailer';
import { localeInfo, isLocale } from '../../../src/i18n/locales';
import type { Logger } from '../../intake/log';
import { render, type FamilyMail } from './compose';

export interface FamilyMailer {
  /** True when e-mails can be sent at all. */
  readonly enabled: boolean;
  send(to: string[], locale: string, mail: FamilyMail): void;
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
    send(to, locale, mail) {
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
        })
        .then(() => undefined)
        .catch((error: unknown) => options.logger.error(`a family e-mail (${subject}) failed`, error))
        .finally(() => pending.delete(sending));
      pending.add(sending);
    },
    drain: async () => {
      await Promise.all([...pending]);
    },
  };
}
