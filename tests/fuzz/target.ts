// The fuzz suite's target: the whole server as production assembles it (the site's app, the intake
// API on PGlite with the admissions desk inside it, files on disk), one stored submission with a
// declared PDF and an upload under way to aim at, a safe copy with a change and a file chunk and
// its secret, and a snapshot of what the server holds (rows, a copy's bytes and stored objects)
// to compare before and after each refused request.

import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { access } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Hono } from 'hono';
import { createSite } from '../../server/app';
import { loadConfig } from '../../server/config';
import { createDesk } from '../../server/desk';
import { createIntakeApi, type IntakeApi } from '../../server/intake';
import { openPgliteStore } from '../../server/intake/pglite-store';
import type { IntakeStore } from '../../server/intake/store-types';
import { copyDevice, randomId, sealedBlocks, sealedChunk } from '../intake/copy-device';
import { createUpload, pdfBytes, post, quietLogger, scholarshipSubmission, testConfig } from '../intake/support';
import { NOW } from '../wizards/application/fixtures';

export const STAFF_PIN = '482913';
export const WEBHOOK_SECRET = 'fuzz-webhook-secret-0123456789';

export interface Fixture {
  submissionId: string;
  attachment: { id: string; sha256: string; name: string; type: string; size: number };
  bytes: Uint8Array;
  statusToken: string;
  /** A safe copy holding one change and chunk 0 of one file. */
  copy: FixtureCopy;
}

export interface FixtureCopy {
  id: string;
  secret: string;
  hash: string;
  fileId: string;
  /** A sealed, padded change (base64url), stored under `changeId`. */
  change: string;
  changeId: string;
}

export interface Target {
  /** The site's app: every request goes through it, as in production. */
  app: Hono;
  intake: IntakeApi;
  store: IntakeStore;
  filesDir: string;
  fixture: Fixture;
  /** A fresh upload for the fixture's attachment; its path (`/api/uploads/<id>`). */
  newUpload(): Promise<string>;
  /** A fresh safe copy like the fixture's, to delete. */
  newCopy(): Promise<FixtureCopy>;
  close(): Promise<void>;
}

export async function startTarget(): Promise<Target> {
  const dir = mkdtempSync(path.join(tmpdir(), 'fuzz-'));
  const store = await openPgliteStore(path.join(dir, 'db'));
  const config = loadConfig({
    DIST_DIR: path.join(dir, 'dist'),
    SSR_DIR: path.join(dir, 'no-ssr'),
    DESK_DIST_DIR: path.join(dir, 'desk-dist'),
    DESK_SECRET: 'fuzz-desk-secret-0123456789-abcdefghijklmnop',
    // One machine: the site and the desk on one origin, as `npm start` runs them.
    SITE_ORIGIN: 'http://localhost',
    DESK_ORIGIN: 'http://localhost',
    CONTENT_WEBHOOK_SECRET: WEBHOOK_SECRET,
  });
  // A fixed day, so the forms' date rules judge the same data the same way every year.
  const now = () => new Date(NOW);
  const desk = createDesk({
    config: config.desk,
    distDir: config.deskDistDir,
    logger: quietLogger,
    sweeps: false,
    now,
  });
  const intakeConfig = testConfig(dir, { staffPin: STAFF_PIN });
  const intake = await createIntakeApi({ config: intakeConfig, store, logger: quietLogger, extensions: [desk], now });
  // The tus file store makes its folder asynchronously: let that finish before anything removes it.
  await access(path.join(intakeConfig.filesDir, 'uploads'));
  const { app } = createSite(
    { ...config, intake: intakeConfig },
    {
      intake: {
        ready: async () => intake,
        fetch: async (request, env) => intake.app.fetch(request, env),
        close: async () => {},
      },
      desk,
      logCspViolation: () => undefined,
    },
  );

  const bytes = pdfBytes(3000);
  const body = scholarshipSubmission([{ field: 'attachments.transcript', bytes }]);
  const stored = await post(intake.app, body);
  if (stored.status !== 201) throw new Error(`the fixture was refused: ${stored.status} ${await stored.text()}`);
  const receipt = (await stored.json()) as { statusToken?: string };
  const attachment = body.attachments[0]!;
  const newCopy = async (): Promise<FixtureCopy> => {
    const device = copyDevice(intake.app);
    const copy = { ...device, fileId: randomId(), change: await sealedBlocks(1), changeId: randomId() };
    const answers = [
      await device.create(),
      await device.append([{ changeId: copy.changeId, body: copy.change }]),
      await device.putChunk(copy.fileId, 0, await sealedChunk(100)),
    ];
    if (answers.some((answer) => answer.status >= 300)) throw new Error('the fixture copy was refused');
    return {
      id: copy.id,
      secret: copy.secret,
      hash: copy.hash,
      fileId: copy.fileId,
      change: copy.change,
      changeId: copy.changeId,
    };
  };
  const fixture: Fixture = {
    submissionId: body.id,
    attachment,
    bytes,
    statusToken: receipt.statusToken ?? '',
    copy: await newCopy(),
  };
  if (!fixture.statusToken) throw new Error('the desk gave the fixture no status token');

  return {
    app,
    intake,
    store,
    filesDir: intakeConfig.filesDir,
    fixture,
    async newUpload() {
      const res = await createUpload(intake.app, fixture.submissionId, attachment, bytes.byteLength);
      if (res.status !== 201) throw new Error(`could not create an upload: ${res.status} ${await res.text()}`);
      return new URL(res.headers.get('location') ?? '', 'http://localhost').pathname;
    },
    newCopy,
    async close() {
      await intake.close();
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** What the server holds: row counts and the stored objects' names. */
export interface Holdings {
  rows: Record<
    'submissions' | 'attachments' | 'received' | 'parcels' | 'statusLinks' | 'copies' | 'copyRows' | 'copyBytes',
    number
  >;
  objects: Set<string>;
}

function filesUnder(root: string, prefix = ''): string[] {
  let entries;
  try {
    entries = readdirSync(path.join(root, prefix), { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const name = path.posix.join(prefix, entry.name);
    return entry.isDirectory() ? filesUnder(root, name) : [name];
  });
}

export async function holdings(target: Target): Promise<Holdings> {
  const count = async (sql: string) => Number((await target.store.sql.query<{ n: number | string }>(sql))[0]?.n ?? 0);
  return {
    rows: {
      submissions: await count('SELECT count(*) AS n FROM submissions'),
      attachments: await count('SELECT count(*) AS n FROM attachments'),
      received: await count('SELECT count(*) AS n FROM attachments WHERE received_at IS NOT NULL'),
      parcels: await count('SELECT count(*) AS n FROM parcels'),
      statusLinks: await count('SELECT count(*) AS n FROM desk_status_links'),
      copies: await count('SELECT count(*) AS n FROM safe_copies'),
      copyRows: await count(
        'SELECT (SELECT count(*) FROM safe_copy_changes WHERE body IS NOT NULL) + (SELECT count(*) FROM safe_copy_chunks) AS n',
      ),
      copyBytes: await count('SELECT coalesce(sum(bytes), 0) AS n FROM safe_copies'),
    },
    objects: new Set(filesUnder(target.filesDir)),
  };
}

/** What a refused request added: rows counted up, objects that were not there before. */
export function additions(before: Holdings, after: Holdings): string[] {
  const added: string[] = [];
  for (const [name, n] of Object.entries(after.rows))
    if (n > before.rows[name as keyof Holdings['rows']]) added.push(`${name} ${before.rows[name as never]} → ${n}`);
  for (const object of after.objects) if (!before.objects.has(object)) added.push(`object ${object}`);
  return added;
}
