// What a safe copy's requests must prove and carry (docs/safe-copy.md, "Wire protocol"): the
// access secret in `Authorization: Copy <base64url>`, whose SHA-256 the copy keeps and which is
// compared in constant time; and bodies that are seals (src/crypto/cipher.ts: a version byte, an
// IV, ciphertext and a GCM tag) of plaintext padded to whole blocks, so that the sizes the server
// sees leak little. The server cannot open a seal; it refuses what cannot be one.

import { createHash, timingSafeEqual } from 'node:crypto';
import {
  SAFE_CHANGE_PADDING,
  SAFE_CHUNK_BYTES,
  SAFE_COPY_AUTH_SCHEME,
  SAFE_KEY,
  SEAL_OVERHEAD,
  SEAL_VERSION,
} from '../../../src/shared/contracts/safe-copy';

const AUTHORIZATION = new RegExp(`^${SAFE_COPY_AUTH_SCHEME}\\s+(\\S+)$`, 'i');

/** The bytes of canonical base64url text (no padding, no stray characters); undefined otherwise. */
export function fromBase64Url(text: string): Buffer | undefined {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return undefined;
  const bytes = Buffer.from(text, 'base64url');
  return bytes.toString('base64url') === text ? bytes : undefined;
}

export const toBase64Url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');

/** The access hash of a creation request (SHA-256 of the secret, base64url), as bytes. */
export const accessHashOf = (text: string) => (SAFE_KEY.test(text) ? fromBase64Url(text) : undefined);

/** Whether the request's Authorization header carries the secret whose SHA-256 is `hash`. */
export function proves(header: string | undefined, hash: Uint8Array): boolean {
  const secret = AUTHORIZATION.exec(header ?? '')?.[1];
  const bytes = secret && SAFE_KEY.test(secret) ? fromBase64Url(secret) : undefined;
  if (!bytes || hash.byteLength !== 32) return false;
  return timingSafeEqual(createHash('sha256').update(bytes).digest(), hash);
}

/** Two access hashes are the same (in constant time). */
export const sameHash = (a: Uint8Array, b: Uint8Array) => a.byteLength === b.byteLength && timingSafeEqual(a, b);

const sealed = (bytes: Uint8Array) => bytes.byteLength > SEAL_OVERHEAD && bytes[0] === SEAL_VERSION;

/** A change or snapshot: a seal of `256·k` bytes (k ≥ 1) of padded plaintext. */
export const isPaddedSeal = (bytes: Uint8Array) =>
  sealed(bytes) && (bytes.byteLength - SEAL_OVERHEAD) % SAFE_CHANGE_PADDING === 0;

/** A file chunk: a seal of 1 byte to SAFE_CHUNK_BYTES of plaintext. */
export const isChunkSeal = (bytes: Uint8Array) => sealed(bytes) && bytes.byteLength <= SAFE_CHUNK_BYTES + SEAL_OVERHEAD;

/** The most a chunk's body may be. */
export const MAX_CHUNK_BODY = SAFE_CHUNK_BYTES + SEAL_OVERHEAD;
