// A real SMTP server for tests (smtp-server, from the nodemailer project): the product sends its
// e-mails to it over SMTP (SMTP_URL=smtp://127.0.0.1:<port>), and the tests read what arrived,
// parsed with mailparser (plain text, HTML, attachments, headers) exactly as a mail client would.

import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SinkMessage {
  from: string;
  fromName: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  attachments: number;
  language: string | undefined;
  parsed: ParsedMail;
}

export interface SmtpSink {
  url: string;
  messages: SinkMessage[];
  /** Resolves with the first message (already arrived or to come) that `match` accepts. */
  waitFor(match: (message: SinkMessage) => boolean, timeoutMs?: number): Promise<SinkMessage>;
  close(): Promise<void>;
}

const addresses = (value: ParsedMail['to']) =>
  (Array.isArray(value) ? value : value ? [value] : []).flatMap((group) => group.value.map((a) => a.address ?? ''));

export async function startSmtpSink(port = 0): Promise<SmtpSink> {
  const messages: SinkMessage[] = [];
  const waiters: { match: (m: SinkMessage) => boolean; resolve: (m: SinkMessage) => void }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const message: SinkMessage = {
            from: parsed.from?.value[0]?.address ?? '',
            fromName: parsed.from?.value[0]?.name ?? '',
            to: addresses(parsed.to),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            attachments: parsed.attachments.length,
            language: parsed.headers.get('content-language') as string | undefined,
            parsed,
          };
          messages.push(message);
          for (const waiter of [...waiters])
            if (waiter.match(message)) {
              waiters.splice(waiters.indexOf(waiter), 1);
              waiter.resolve(message);
            }
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  // Port 0: whatever port is free (the test suites run side by side with other work).
  const { port: listening } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${listening}`,
    messages,
    waitFor(match, timeoutMs = 15_000) {
      const found = messages.find(match);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const waiter = { match, resolve };
        waiters.push(waiter);
        setTimeout(() => {
          if (!waiters.includes(waiter)) return;
          waiters.splice(waiters.indexOf(waiter), 1);
          reject(new Error(`no e-mail arrived that matched, within ${timeoutMs} ms`));
        }, timeoutMs).unref();
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
