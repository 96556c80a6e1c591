// The file storage's contract, shared by its two places (disk.ts, s3.ts) and its users: what an
// object carries, the tus side of uploads, and how long an unfinished upload is kept.

import type { Readable } from 'node:stream';
import type { DataStore } from '@tus/server';

/** What is kept beside an object's bytes, so it can be given back as it came. */
export interface ObjectInfo {
  /** The media type, e.g. `application/pdf`. */
  contentType?: string;
  /** The name the family's file had (any script). */
  filename?: string;
}

export interface StoredObject extends ObjectInfo {
  body: Readable;
  size: number;
}

/** The tus side: the datastore @tus/server writes to, and what happens once an upload is whole. */
export interface UploadArea {
  datastore: DataStore;
  /** The bytes of a finished upload, streamed (to check its SHA-256 and type). */
  read(uploadId: string): Promise<Readable>;
  /** Moves a finished, verified upload to `key` with its name and type, and forgets the upload. */
  promote(uploadId: string, key: string, info: ObjectInfo): Promise<void>;
  /** Drops a finished upload whose bytes were refused. */
  discard(uploadId: string): Promise<void>;
  /** The ids of the uploads in progress whose id starts with `prefix` (every one for ''). */
  staged(prefix: string): Promise<string[]>;
  /**
   * Removes every trace of an upload in progress: its bytes, its tus metadata and, on S3, its
   * multipart upload with every part (aborted). Removing what is not there is not an error.
   */
  remove(uploadId: string): Promise<void>;
}

export interface FileStorage {
  readonly kind: 'disk' | 's3';
  /** Stores `bytes` under `key`, replacing what was there. */
  put(key: string, bytes: Uint8Array, info?: ObjectInfo): Promise<void>;
  /** Streams the object with its size, type and original name; undefined when there is none. */
  read(key: string): Promise<StoredObject | undefined>;
  /** Deletes the object; deleting what is not there is not an error. */
  delete(key: string): Promise<void>;
  /** Throws unless the storage answers (readiness). */
  check(): Promise<void>;
  uploads: UploadArea;
}

/** Unfinished uploads are dropped after a week (the bytes are still on the family's device). */
export const UPLOAD_EXPIRY_MS = 7 * 24 * 60 * 60 * 1000;
