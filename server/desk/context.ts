// What the desk's routes share: its tables' handle, the intake's records, the configuration, the
// link signer, the families' mailer and its limit per recipient, the file store, the fees' ledger,
// the clock, and how a request's client address is read.

import type { Context } from 'hono';
import type { IntakeRecords, WindowQuota } from '../intake';
import type { Logger } from '../intake/log';
import type { DeskConfig } from './config';
import type { SqlClient } from './db';
import type { FeesLedger } from './enrolment/fees-ledger';
import type { DeskFiles } from './files';
import type { FamilyMailer } from './mail/mailer';
import type { RelyingParty } from './auth/passkeys';
import type { Signer } from './signing';

export interface DeskDeps {
  /** The desk's own tables. */
  db: SqlClient;
  /** The intake's submissions, attachments and files. */
  records: IntakeRecords;
  config: DeskConfig;
  /** Undefined without DESK_SECRET: no family link can be made or opened. */
  signer: Signer | undefined;
  mailer: FamilyMailer;
  /** Automatic e-mails per recipient address (mail/recipient-limit.ts); none: no limit. */
  mailQuota?: WindowQuota;
  files: DeskFiles;
  /** Whether a case's admissions fee and deposit are paid, and since when (enrolment/fees.ts). */
  fees: FeesLedger;
  rp: RelyingParty;
  logger: Logger;
  now: () => Date;
  clientIp: (c: Context) => string;
  /** Trust X-Forwarded-Host/-Proto (behind a proxy that sets them). */
  trustProxy: boolean;
}
