// Helpers of the scale-out test: files with random bytes (a swapped or repeated part would change
// their SHA-256), which instance a held body went to, the SHA-256 of what the bucket holds, and
// what is left in the bucket and the database once everything is done.

import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import type postgres from 'postgres';
import { expect, vi } from 'vitest';
import { digestStream } from '../../server/intake/hash';
import { openStorage } from '../../server/intake/storage';
import { s3ClientConfig } from '../../server/intake/storage/s3';
import type { RoundRobinProxy } from '../support/round-robin-proxy';
import type { S3Emulator } from '../support/s3-emulator';

/** A PDF of `size` bytes: the header, then random bytes. */
export function randomPdf(size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  for (let at = 0; at < size; at += 65_536) crypto.getRandomValues(bytes.subarray(at, Math.min(size, at + 65_536)));
  bytes.set(new TextEncoder().encode('%PDF-1.7\n'));
  return bytes;
}

/** Waits until `bytes` more went through `proxy` to one instance since `counted`; returns which. */
export function instanceReached(proxy: RoundRobinProxy, counted: number[], bytes: number): Promise<number> {
  return vi.waitFor(() => {
    const slot = proxy.forwarded.findIndex((n, i) => n - counted[i]! >= bytes);
    expect(slot).toBeGreaterThanOrEqual(0);
    return slot;
  });
}

/** The SHA-256 of the object at `key` in the emulator's bucket, or null. */
export async function storedSha256(s3: S3Emulator, key: string): Promise<string | null> {
  const storage = await openStorage({ filesDir: '', s3: s3.config });
  const stored = await storage.read(key);
  return stored ? (await digestStream(stored.body)).sha256 : null;
}

/** Every key in the bucket, advisory locks held in the database, and rows of upload metadata. */
export async function bucketState(s3: S3Emulator, sql: postgres.Sql) {
  const client = new S3Client(s3ClientConfig(s3.config));
  const keys: string[] = [];
  let token: string | undefined;
  do {
    const page = await client.send(new ListObjectsV2Command({ Bucket: s3.config.bucket, ContinuationToken: token }));
    keys.push(...(page.Contents ?? []).map((object) => object.Key ?? ''));
    token = page.NextContinuationToken;
  } while (token);
  const [locks] = await sql`SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory'`;
  const [uploads] = await sql`SELECT count(*)::int AS n FROM tus_uploads`;
  return { keys, advisoryLocks: locks?.n as number, uploadRows: uploads?.n as number };
}
