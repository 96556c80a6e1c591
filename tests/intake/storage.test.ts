// @vitest-environment node
// The file storage on the disk and on S3-compatible object storage (the emulator), held to the
// same promises: an object comes back as stored, with its type and its original name in any
// script; a missing one is undefined; deleting is idempotent; the readiness check fails when the
// storage does not answer; a key cannot leave the disk storage's folder.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { digestStream } from '../../server/intake/hash';
import { openStorage, type FileStorage } from '../../server/intake/storage';
import { freePort } from '../support/ports';
import { startS3Emulator, type S3Emulator } from '../support/s3-emulator';
import { sha256 } from './support';

let dir: string;
let s3: S3Emulator;
const storages: Record<string, FileStorage> = {};

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'intake-storage-'));
  s3 = await startS3Emulator();
  storages.disk = await openStorage({ filesDir: path.join(dir, 'files'), s3: undefined });
  storages.s3 = await openStorage({ filesDir: '', s3: s3.config });
}, 60_000);

afterAll(async () => {
  await s3?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe.each(['disk', 's3'])('file storage on %s', (kind) => {
  const storage = () => storages[kind]!;

  it('gives an object back as stored, with its type and original name', async () => {
    const bytes = crypto.getRandomValues(new Uint8Array(50_000));
    const key = `files/${crypto.randomUUID()}/passport-photo`;
    await storage().put(key, bytes, { contentType: 'image/jpeg', filename: 'หนังสือเดินทาง 护照.jpg' });
    const stored = await storage().read(key);
    expect(stored).toMatchObject({ size: 50_000, contentType: 'image/jpeg', filename: 'หนังสือเดินทาง 护照.jpg' });
    expect((await digestStream(stored!.body)).sha256).toBe(sha256(bytes));
  });

  it('answers undefined for a missing object, and deletes whether or not there is one', async () => {
    const key = `parcels/${crypto.randomUUID()}`;
    expect(await storage().read(key)).toBeUndefined();
    await storage().put(key, new Uint8Array([1, 2, 3]));
    await storage().delete(key);
    await storage().delete(key);
    expect(await storage().read(key)).toBeUndefined();
    await storage().check();
  });
});

describe('file storage failures', () => {
  it('refuses keys outside its folder on the disk', async () => {
    await expect(storages.disk!.put('../escape', new Uint8Array([1]))).rejects.toThrow(/bad storage key/);
  });

  it('is not ready when the bucket does not exist or the server does not answer', async () => {
    const missing = await openStorage({ filesDir: '', s3: { ...s3.config, bucket: 'no-such-bucket' } });
    await expect(missing.check()).rejects.toThrow();
    const nobody = await openStorage({
      filesDir: '',
      s3: { ...s3.config, endpoint: `http://127.0.0.1:${await freePort()}` },
    });
    await expect(nobody.check()).rejects.toThrow();
  });
});
