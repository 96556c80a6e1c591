// The intake server's test suite, run once per database and storage (pglite.test.ts: PGlite and
// the disk; postgres.test.ts: PostgreSQL with its coordination, on the disk and on S3): the
// submission contract, the uploads, idempotency under load, the export, the take-home parcels'
// quotas, text the database cannot store, the safe copies of drafts and files added later, through
// `app.request`. This file sets each run up; its parts are suite-submissions.ts, suite-uploads.ts,
// suite-export.ts, suite-parcels.ts, suite-text.ts, suite-copies.ts, suite-copy-quotas.ts,
// suite-late-files.ts.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Transporter } from 'nodemailer';
import { afterAll, beforeAll, describe, vi } from 'vitest';
import { createIntakeApi, type IntakeApi, type IntakeOptions } from '../../server/intake';
import type { IntakeConfig } from '../../server/intake/config';
import { digestStream } from '../../server/intake/hash';
import { openStorage, type FileStorage } from '../../server/intake/storage';
import type { StagingPlace } from '../support/staging';
import type { StoragePlace } from './copy-device';
import { copyQuotaTests } from './suite-copy-quotas';
import { safeCopyTests } from './suite-copies';
import type { TestDatabase } from '../support/test-database';
import { loadAndExportTests } from './suite-export';
import { lateFileTests } from './suite-late-files';
import { parcelQuotaTests } from './suite-parcels';
import { unstorableTextTests } from './suite-text';
import { submissionTests } from './suite-submissions';
import { uploadTests } from './suite-uploads';
import { quietLogger, testConfig } from './support';

/** What the suite's parts share: the app maker, a fake mail transport and the storage. */
export interface SuiteContext {
  makeApi(overrides?: Partial<IntakeConfig>, options?: Partial<IntakeOptions>): Promise<IntakeApi['app']>;
  /** The whole intake (its sweep, its erasure), not only its app. */
  makeIntake(overrides?: Partial<IntakeConfig>, options?: Partial<IntakeOptions>): Promise<IntakeApi>;
  mailer(fail?: boolean): { transport: Transporter; sendMail: ReturnType<typeof vi.fn> };
  /** The SHA-256 of what the storage holds under `key`, or null. */
  storedSha256(key: string): Promise<string | null>;
  db(): TestDatabase;
  dir(): string;
  storage(): FileStorage;
  /** Where uploads in progress are, to look at directly. */
  staging(): StagingPlace;
  /** Where the storage keeps its objects, to list directly. */
  place(): StoragePlace;
}

export function intakeSuite(name: string, openDatabase: () => Promise<TestDatabase>): void {
  describe(name, () => {
    let db: TestDatabase | undefined;
    let dir: string;
    let storage: FileStorage;
    const apis: IntakeApi[] = [];

    beforeAll(async () => {
      dir = mkdtempSync(path.join(tmpdir(), 'intake-test-'));
      db = await openDatabase();
      storage = db.storage ?? (await openStorage({ filesDir: path.join(dir, 'files'), s3: undefined }));
    }, 180_000);

    /** The SHA-256 of what the storage holds under `key`, or null. */
    const storedSha256 = async (key: string) => {
      const stored = await storage.read(key);
      return stored ? (await digestStream(stored.body)).sha256 : null;
    };

    afterAll(async () => {
      for (const api of apis) await api.close();
      await db?.close();
      if (dir) rmSync(dir, { recursive: true, force: true });
    }, 60_000);

    async function makeIntake(overrides: Partial<IntakeConfig> = {}, options: Partial<IntakeOptions> = {}) {
      if (!db) throw new Error('the test database did not start');
      const api = await createIntakeApi({
        config: testConfig(dir, overrides),
        store: db.store,
        coordination: db.coordination,
        storage,
        logger: quietLogger,
        ...options,
      });
      apis.push(api);
      return api;
    }
    const makeApi = async (overrides: Partial<IntakeConfig> = {}, options: Partial<IntakeOptions> = {}) =>
      (await makeIntake(overrides, options)).app;

    const mailer = (fail = false) => {
      const sendMail = vi.fn(async (_mail: { subject: string; text: string }) => {
        if (fail) throw new Error('SMTP down');
        return {};
      });
      return { transport: { sendMail } as unknown as Transporter, sendMail };
    };

    const ctx: SuiteContext = {
      makeApi,
      makeIntake,
      mailer,
      storedSha256,
      db: () => db!,
      dir: () => dir,
      storage: () => storage,
      staging: () => (db?.s3 ? { s3: db.s3 } : { dir: path.join(dir, 'files', 'uploads') }),
      place: () => (db?.s3 ? { s3: db.s3 } : { dir: path.join(dir, 'files') }),
    };
    submissionTests(ctx);
    uploadTests(ctx);
    loadAndExportTests(ctx);
    parcelQuotaTests(ctx);
    unstorableTextTests(ctx);
    safeCopyTests(ctx);
    copyQuotaTests(ctx);
    lateFileTests(ctx);
  });
}
