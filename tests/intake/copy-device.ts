// A family's device as the safe copies' tests play it (docs/safe-copy.md): random ids and an
// access secret with its SHA-256, changes sealed with AES-GCM (src/crypto) over plaintext padded to
// 256 bytes, file chunks sealed on their own, and the requests of the wire protocol against an
// intake app. Also what the storage holds under `copies/`, listed where it really is.

import { createHash, randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { ListObjectsCommand, S3Client } from '@aws-sdk/client-s3';
import type { Hono } from 'hono';
import type { S3Config } from '../../server/intake/config';
import { s3ClientConfig } from '../../server/intake/storage/s3';
import { randomKey, sealBytes } from '../../src/crypto/cipher';
import { SAFE_CHANGE_PADDING } from '../../src/shared/contracts/safe-copy';

export const randomId = () => randomBytes(16).toString('base64url');

/** An access secret and the hash a copy is made with. */
export function accessKeys() {
  const secret = randomBytes(32);
  return { secret: secret.toString('base64url'), hash: createHash('sha256').update(secret).digest('base64url') };
}

const key = await randomKey();

/** A change as the device seals it: JSON padded to a multiple of 256 bytes, then sealed. */
export async function sealedChange(record: unknown = { set: { 'student.firstName': 'Ploy' } }): Promise<string> {
  const json = new TextEncoder().encode(JSON.stringify(record));
  const padded = new Uint8Array(Math.ceil((json.length + 1) / SAFE_CHANGE_PADDING) * SAFE_CHANGE_PADDING).fill(0x20);
  padded.set(json);
  return Buffer.from(await sealBytes(key, padded)).toString('base64url');
}

/** A sealed change of exactly `blocks` padded blocks of random plaintext. */
export const sealedBlocks = async (blocks: number) =>
  Buffer.from(await sealBytes(key, randomBytes(blocks * SAFE_CHANGE_PADDING))).toString('base64url');

/** A sealed chunk of `size` plaintext bytes. */
export const sealedChunk = async (size: number) => new Uint8Array(await sealBytes(key, randomBytes(size)));

export interface CopyDevice {
  id: string;
  secret: string;
  hash: string;
  create(kind?: string, hash?: string): Promise<Response>;
  append(changes: { changeId: string; body: string }[], secret?: string): Promise<Response>;
  changes(after?: number, secret?: string): Promise<Response>;
  compact(upTo: number, changeId: string, body: string): Promise<Response>;
  putChunk(
    fileId: string,
    n: number,
    bytes: Uint8Array | ReadableStream<Uint8Array>,
    secret?: string,
  ): Promise<Response>;
  chunks(fileId: string): Promise<Response>;
  chunk(fileId: string, n: number, secret?: string): Promise<Response>;
  deleteFile(fileId: string): Promise<Response>;
  keep(keepUntil: string): Promise<Response>;
  get(secret?: string): Promise<Response>;
  remove(secret?: string): Promise<Response>;
}

/** A device holding one copy's id and secret, speaking to `app` from `client` (X-Forwarded-For). */
export function copyDevice(app: Hono, client = '203.0.113.1', id = randomId()): CopyDevice {
  const { secret, hash } = accessKeys();
  const call = (method: string, at: string, init: { body?: BodyInit; type?: string; secret?: string | null } = {}) => {
    const headers: Record<string, string> = { 'X-Forwarded-For': client };
    if (init.type) headers['Content-Type'] = init.type;
    const proof = init.secret === undefined ? secret : init.secret;
    if (proof !== null) headers.Authorization = `Copy ${proof}`;
    return Promise.resolve(
      app.request(`/api/copies/${id}${at}`, { method, headers, body: init.body, duplex: 'half' } as RequestInit),
    );
  };
  const json = (method: string, at: string, body: unknown, proof?: string | null) =>
    call(method, at, { body: JSON.stringify(body), type: 'application/json', secret: proof });
  return {
    id,
    secret,
    hash,
    create: (kind = 'draft', accessHash = hash) => json('PUT', '', { kind, accessHash }, null),
    append: (changes, proof) => json('POST', '/changes', { changes }, proof),
    changes: (after = 0, proof) => call('GET', `/changes?after=${after}`, { secret: proof }),
    compact: (upTo, changeId, body) => json('POST', '/compact', { upTo, changeId, body }),
    putChunk: (fileId, n, bytes, proof) =>
      call('PUT', `/files/${fileId}/${n}`, {
        body: bytes instanceof Uint8Array ? bytes.slice() : bytes,
        type: 'application/octet-stream',
        secret: proof,
      }),
    chunks: (fileId) => call('GET', `/files/${fileId}`),
    chunk: (fileId, n, proof) => call('GET', `/files/${fileId}/${n}`, { secret: proof }),
    deleteFile: (fileId) => call('DELETE', `/files/${fileId}`),
    keep: (keepUntil) => json('PATCH', '', { keepUntil }),
    get: (proof) => call('GET', '', { secret: proof }),
    remove: (proof) => call('DELETE', '', { secret: proof }),
  };
}

/** Where the storage really is: the files folder, or a bucket. */
export type StoragePlace = { dir: string } | { s3: S3Config };

/** Every object the storage holds whose key starts with `prefix` (listed there, not through the intake). */
export async function storedKeys(place: StoragePlace, prefix: string): Promise<string[]> {
  if ('dir' in place) {
    const names = await readdir(path.join(place.dir, prefix), { recursive: true, withFileTypes: true }).catch(() => []);
    return names
      .filter((entry) => entry.isFile())
      .map((entry) =>
        path.posix.join(prefix, path.relative(path.join(place.dir, prefix), path.join(entry.parentPath, entry.name))),
      )
      .sort();
  }
  const client = new S3Client(s3ClientConfig(place.s3));
  try {
    const keys: string[] = [];
    let marker: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsCommand({ Bucket: place.s3.bucket, Prefix: prefix, Marker: marker }),
      );
      for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
      marker = page.IsTruncated ? keys.at(-1) : undefined;
    } while (marker);
    return keys.sort();
  } finally {
    client.destroy();
  }
}
