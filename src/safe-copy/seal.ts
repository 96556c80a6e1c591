// What goes on the wire, sealed (docs/safe-copy.md, "The draft on the wire"): a change is JSON,
// padded with spaces to a multiple of 256 bytes (JSON ignores trailing white space, so the
// padding needs no length field) and sealed under its copy's key with the copy id as additional
// data, so a change cannot be moved to another copy. A file chunk is sealed with
// `<file id>/<n>/<chunks>`, so it cannot be moved within or between files or cut off.

import { SAFE_CHANGE_PADDING, SAFE_CHUNK_BYTES } from './wire';
import { fromBase64Url, openBytes, SealError, sealBytes, toBase64Url } from '../crypto';

const SPACE = 0x20;

/** `bytes` followed by spaces up to the next multiple of `block` (at least one block). */
export function padded(bytes: Uint8Array, block = SAFE_CHANGE_PADDING): Uint8Array {
  const length = Math.max(block, Math.ceil(bytes.length / block) * block);
  const out = new Uint8Array(length).fill(SPACE);
  out.set(bytes);
  return out;
}

/** Seals `value` as padded JSON under `key`, bound to `copyId`; base64url, as the wire carries it. */
export async function sealRecord(key: CryptoKey, copyId: string, value: unknown): Promise<string> {
  const json = new TextEncoder().encode(JSON.stringify(value));
  return toBase64Url(await sealBytes(key, padded(json), copyId));
}

/**
 * Opens a record sealed by `sealRecord` for `copyId`. SealError 'unreadable' for a wrong key,
 * another copy's record or changed bytes; 'malformed' for anything else.
 */
export async function openRecord<T>(key: CryptoKey, copyId: string, body: string): Promise<T> {
  const bytes = fromBase64Url(body);
  if (!bytes) throw new SealError('malformed', 'not base64url');
  const text = new TextDecoder().decode(await openBytes(key, bytes, copyId));
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new SealError('malformed', 'sealed record is not JSON');
  }
}

/** How many chunks a file of `size` bytes has (an empty file has none: a chunk holds at least a byte). */
export function chunkCount(size: number): number {
  return Math.ceil(size / SAFE_CHUNK_BYTES);
}

const chunkData = (fileId: string, n: number, chunks: number) => `${fileId}/${n}/${chunks}`;

/** Seals chunk `n` of `chunks` of file `fileId`. */
export function sealChunk(
  key: CryptoKey,
  fileId: string,
  n: number,
  chunks: number,
  bytes: Uint8Array | ArrayBuffer,
): Promise<Uint8Array<ArrayBuffer>> {
  return sealBytes(key, bytes, chunkData(fileId, n, chunks));
}

/** Opens chunk `n` of `chunks` of file `fileId` (SealError as `openRecord`). */
export async function openChunk(
  key: CryptoKey,
  fileId: string,
  n: number,
  chunks: number,
  sealed: Uint8Array | ArrayBuffer,
): Promise<Uint8Array> {
  return new Uint8Array(await openBytes(key, sealed, chunkData(fileId, n, chunks)));
}
