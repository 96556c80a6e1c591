// @vitest-environment node
// `npm run db:backup` and `npm run db:restore` against a real PostgreSQL: a dump of a database with
// submissions (one with a received file) and a parcel, restored into an empty database, gives back
// every submission as it was, and references go on from where they were; a restore into a
// database that is not empty is refused; the embedded database is told to copy its folder.

import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../server/config';
import { createIntakeApi, type IntakeApi } from '../../server/intake';
import { openPostgresStore } from '../../server/intake/postgres-store';
import { startPgCluster, type PgCluster } from '../support/postgres-cluster';
import {
  contactData,
  pdfBytes,
  post,
  quietLogger,
  scholarshipSubmission,
  submission,
  testConfig,
  upload,
} from './support';

const exec = promisify(execFile);
let dir: string;
let cluster: PgCluster;
let api: IntakeApi;

/** Runs `npm run db:<command>` (the script itself, under tsx) against database `name`. */
const script = (command: 'backup' | 'restore', args: string[], name?: string) =>
  exec(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'scripts/db-backup.ts'), command, ...args], {
    cwd: repoRoot,
    env: { ...process.env, INTAKE_DATABASE_URL: name ? cluster.url(name) : '' },
  });

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'intake-backup-'));
  cluster = startPgCluster();
  await cluster.createDatabase('live');
  // The API opens (and closes) the database itself, with PostgreSQL's coordination.
  api = await createIntakeApi({ config: testConfig(dir, { databaseUrl: cluster.url('live') }), logger: quietLogger });
}, 120_000);

afterAll(async () => {
  await api?.close();
  cluster?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('database backup and restore', () => {
  it('restores a dump into an empty database with every submission', async () => {
    const transcript = pdfBytes(30_000);
    const withFile = scholarshipSubmission([{ field: 'attachments.transcript', bytes: transcript }]);
    expect((await post(api.app, withFile)).status).toBe(201);
    expect((await upload(api.app, withFile.id, withFile.attachments[0]!, transcript)).status).toBe(204);
    for (let i = 0; i < 4; i++)
      expect((await post(api.app, submission('contact', contactData(`Visit ${i}`)))).status).toBe(201);
    const parcel = await api.app.request('/api/parcels', {
      method: 'POST',
      headers: { 'Content-Type': 'application/octet-stream' },
      body: new Uint8Array([9, 9, 9]),
    });
    expect(parcel.status).toBe(201);
    const original = await api.store.listSubmissions();

    const dump = path.join(dir, 'intake.dump');
    const backup = await script('backup', ['--out', dump], 'live');
    expect(backup.stdout).toContain('Backed up 5 submissions');
    await cluster.createDatabase('restored');
    const restore = await script('restore', ['--from', dump], 'restored');
    expect(restore.stdout).toContain('Restored 5 submissions');

    const restored = await openPostgresStore(cluster.url('restored'));
    try {
      expect(await restored.listSubmissions()).toEqual(original);
      const [file] = await restored.getAttachments(withFile.id);
      expect(file).toMatchObject({ storedPath: `files/${withFile.id}/${withFile.attachments[0]!.id}` });
      expect((await restored.getParcel((await parcel.json()).id))?.inStorage).toBe(true);
      // The reference sequence came along: the next submission does not reuse a reference.
      const next = await restored.createSubmission({
        id: crypto.randomUUID(),
        kind: 'contact',
        schemaVersion: 1,
        locale: 'en',
        contentHash: 'x',
        data: {},
        receivedAt: new Date(),
        referencePrefix: 'CCIS-2026',
        attachments: [],
      });
      expect(original.map((s) => s.reference)).not.toContain(next.submission.reference);
    } finally {
      await restored.close();
    }
  }, 120_000);

  it('refuses to restore over a database that has the tables, and explains the embedded database', async () => {
    const dump = path.join(dir, 'intake.dump');
    await expect(script('restore', ['--from', dump], 'live')).rejects.toMatchObject({
      stderr: expect.stringContaining('restore into an empty database'),
    });
    await expect(script('backup', ['--out', dump])).rejects.toMatchObject({
      stderr: expect.stringContaining('copy the folder'),
    });
  }, 60_000);
});
