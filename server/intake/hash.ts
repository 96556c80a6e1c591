// Content hashes: a canonical JSON (keys sorted at every level) so that the same submission
// hashes the same however the client ordered its keys, and SHA-256 of stored files, streamed.

import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';

/** JSON with object keys sorted recursively; arrays keep their order. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item ?? null)).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export function sha256Hex(text: string | Uint8Array): string {
  return createHash('sha256').update(text).digest('hex');
}

/** Hex SHA-256 of a stream's bytes, and its first `headBytes` bytes (to sniff the real type). */
export async function digestStream(
  stream: Readable,
  headBytes = 0,
): Promise<{ sha256: string; head: Uint8Array; size: number }> {
  const hash = createHash('sha256');
  const head = new Uint8Array(headBytes);
  let size = 0;
  for await (const chunk of stream) {
    const bytes = chunk as Buffer;
    if (size < headBytes) head.set(bytes.subarray(0, headBytes - size), size);
    size += bytes.byteLength;
    hash.update(bytes);
  }
  return { sha256: hash.digest('hex'), head: head.subarray(0, Math.min(size, headBytes)), size };
}

/** Hex SHA-256 of a file, streamed. */
export async function sha256File(file: string): Promise<string> {
  return (await digestStream(createReadStream(file))).sha256;
}
