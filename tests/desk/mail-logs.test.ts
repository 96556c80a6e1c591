// @vitest-environment node
// What the e-mails leave in the log: the families' mailer (server/desk/mail) and the admissions
// notifier (server/intake/notify.ts) send through a real SMTP server that refuses one recipient
// as servers do, quoting the address in its reply. The JSON lines the logger writes name the
// e-mail by its kind and id and the failure by its codes, never an address, a name or a reference.

import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stageMail } from '../../server/desk/mail/compose';
import { createFamilyMailer } from '../../server/desk/mail/mailer';
import type { MoveEvent } from '../../server/desk/moves';
import { jsonLogger } from '../../server/intake/log';
import { createNotifier } from '../../server/intake/notify';
import type { StoredSubmission } from '../../server/intake/store-types';

const REFUSED = 'nobody.here@example.com';
const REFERENCE = 'CCIS-2026-000042';
const CHILD = 'Ploypailin';

let server: SMTPServer;
let url = '';
const received: string[] = [];

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address === REFUSED) {
        const error = new Error(`<${REFUSED}>: Recipient address rejected: User unknown`) as Error & {
          responseCode: number;
        };
        error.responseCode = 550;
        return callback(error);
      }
      callback();
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push(Buffer.concat(chunks).toString('utf8'));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function capture() {
  const lines: string[] = [];
  return { lines, logger: jsonLogger('info', (line) => lines.push(line)) };
}

const event: MoveEvent = {
  caseId: '5b0c8f1e-4a2d-4c59-9d7e-0a1b2c3d4e5f',
  submissionId: '0d6c1f2a-9b8e-4d7c-8a6b-5e4f3a2b1c0d',
  reference: REFERENCE,
  kind: 'application',
  locale: 'en',
  firstName: CHILD,
  from: 'received',
  to: 'under-review',
};

describe('the e-mails’ log lines', () => {
  it('name a family e-mail by kind and case, and its failure by code, never by whom it was for', async () => {
    const { lines, logger } = capture();
    const mailer = createFamilyMailer({ smtpUrl: url, from: 'admissions@school.test', logger });
    mailer.send([REFUSED], 'en', stageMail(event, {}), event.caseId);
    await mailer.drain();
    mailer.send(['mother@example.com'], 'en', stageMail(event, {}), event.caseId);
    await mailer.drain();

    expect(received.some((message) => message.includes(CHILD))).toBe(true);
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(entries).toEqual([
      expect.objectContaining({
        level: 'error',
        mail: 'stage',
        about: event.caseId,
        code: 'EENVELOPE',
        responseCode: 550,
      }),
      expect.objectContaining({ level: 'info', mail: 'stage', about: event.caseId }),
    ]);
    const log = lines.join('\n');
    for (const secret of [REFUSED, 'mother@example.com', CHILD, REFERENCE, 'admissions@school.test'])
      expect(log).not.toContain(secret);
  });

  it('name the admissions notification by submission, never by its reference', async () => {
    const submission: StoredSubmission = {
      id: event.submissionId,
      kind: 'application',
      schemaVersion: 1,
      locale: 'th',
      contentHash: '',
      data: {},
      reference: REFERENCE,
      receivedAt: new Date('2026-03-02T03:00:00Z'),
      status: 'complete',
      completedAt: new Date('2026-03-02T03:00:00Z'),
    };
    for (const to of [REFUSED, 'office@school.test']) {
      const { lines, logger } = capture();
      const notifier = createNotifier({ smtpUrl: url, to, logger });
      notifier.submissionComplete(submission);
      await notifier.drain();
      expect(lines).toHaveLength(1);
      expect(JSON.parse(lines[0]!)).toMatchObject({
        level: to === REFUSED ? 'error' : 'info',
        submission: submission.id,
      });
      expect(lines[0]).not.toContain(REFERENCE);
      expect(lines[0]).not.toContain(to);
    }
  });
});
