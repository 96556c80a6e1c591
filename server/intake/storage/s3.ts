// Files in S3-compatible object storage (INTAKE_S3_*): what lets several intake instances share
// one set of files. Objects carry their type and original name as S3 metadata; tus uploads are
// S3 multipart uploads (@tus/s3-store), copied into place server-side once verified. An upload in
// progress is the multipart upload of key `<id>` with `<id>.info` (its tus metadata) and maybe
// `<id>.part` (bytes short of a part) beside it, at the bucket's top level.

import {
  AbortMultipartUploadCommand,
  CopyObjectCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListMultipartUploadsCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { MemoryKvStore, type KvStore } from '@tus/server';
import { S3Store, type MetadataValue } from '@tus/s3-store';
import { Readable } from 'node:stream';
import type { S3Config } from '../config';
import { UPLOAD_EXPIRY_MS, type FileStorage, type ObjectInfo } from './types';

/** S3's smallest part: a 10 MB file is two parts, and fewer bytes go round in unfinished parts. */
const PART_BYTES = 5 * 1024 * 1024;

/** The client settings both our client and S3Store's use. */
export function s3ClientConfig(config: S3Config): S3ClientConfig {
  return {
    region: config.region,
    endpoint: config.endpoint || undefined,
    forcePathStyle: config.forcePathStyle,
    credentials: config.accessKeyId
      ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
      : undefined,
    // Checksums only where S3 demands them: many S3-compatible servers refuse the SDK's default
    // (aws-chunked bodies with checksum trailers), and every file is SHA-256-checked by us anyway.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  };
}

const isMissing = (error: unknown) =>
  error instanceof Error && ['NoSuchKey', 'NotFound', 'NoSuchUpload'].includes(error.name);

/** S3 metadata is ASCII: the original name travels percent-encoded. */
const metadataOf = (info: ObjectInfo) => (info.filename ? { filename: encodeURIComponent(info.filename) } : undefined);

function filenameOf(metadata: Record<string, string> | undefined): string | undefined {
  const raw = metadata?.filename;
  if (!raw) return undefined;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * S3Store, whose `write` gets the PATCH body through a stream that reports the body's failure
 * whenever it is read. S3Store first asks S3 about the upload and fetches the unfinished part the
 * previous PATCH left, then reads that part and the body one after the other (multistream). A
 * body that failed meanwhile (the family's connection dropped) has already sent its only `error`
 * event, so that reader alone would wait for ever: the PATCH would never end and would keep the
 * upload's lock, and every later HEAD or PATCH of the upload would fail after 30 s.
 */
class S3UploadStore extends S3Store {
  override write(body: Readable, id: string, offset: number): Promise<number> {
    return super.write(Readable.from(body.iterator(), { objectMode: false }), id, offset);
  }
}

export function s3Storage(config: S3Config, uploadCache?: KvStore<MetadataValue>): FileStorage {
  const client = new S3Client(s3ClientConfig(config));
  const Bucket = config.bucket;
  const cache = uploadCache ?? new MemoryKvStore<MetadataValue>();
  const datastore = new S3UploadStore({
    partSize: PART_BYTES,
    expirationPeriodInMilliseconds: UPLOAD_EXPIRY_MS,
    // Expiry by ListMultipartUploads, not by object tags (which not every provider keeps).
    useTags: false,
    cache,
    s3ClientConfig: { ...s3ClientConfig(config), bucket: Bucket },
  });
  /** S3Store's objects of an upload: the assembled file, its `.info` and a leftover `.part`. */
  const forgetUpload = async (uploadId: string) => {
    await client.send(
      new DeleteObjectsCommand({
        Bucket,
        Delete: { Objects: [uploadId, `${uploadId}.info`, `${uploadId}.part`].map((Key) => ({ Key })) },
      }),
    );
    await cache.delete(uploadId);
  };
  /** The multipart uploads in progress whose key starts with `prefix`. */
  const multipartUploads = async (prefix: string) => {
    const found: { key: string; uploadId: string }[] = [];
    let keyMarker: string | undefined;
    let uploadIdMarker: string | undefined;
    do {
      const page = await client.send(
        new ListMultipartUploadsCommand({
          Bucket,
          Prefix: prefix || undefined,
          KeyMarker: keyMarker,
          UploadIdMarker: uploadIdMarker,
        }),
      );
      for (const upload of page.Uploads ?? [])
        if (upload.Key?.startsWith(prefix) && upload.UploadId)
          found.push({ key: upload.Key, uploadId: upload.UploadId });
      [keyMarker, uploadIdMarker] = page.IsTruncated ? [page.NextKeyMarker, page.NextUploadIdMarker] : [];
    } while (keyMarker);
    return found;
  };
  /** The top-level objects (uploads' own, not `files/` or `parcels/`) whose key starts with `prefix`. */
  const stagingObjects = async (prefix: string) => {
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket, Prefix: prefix || undefined, Delimiter: '/', ContinuationToken: token }),
      );
      for (const object of page.Contents ?? []) if (object.Key && !object.Key.includes('/')) keys.push(object.Key);
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return keys;
  };

  return {
    kind: 's3',
    async put(key, bytes, info = {}) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: bytes,
          ContentType: info.contentType,
          Metadata: metadataOf(info),
        }),
      );
    },
    async read(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return {
          body: object.Body as Readable,
          size: Number(object.ContentLength ?? 0),
          contentType: object.ContentType,
          filename: filenameOf(object.Metadata),
        };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async check() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
    uploads: {
      datastore,
      async read(uploadId) {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: uploadId }));
        return object.Body as Readable;
      },
      async promote(uploadId, key, info) {
        await client.send(
          new CopyObjectCommand({
            Bucket,
            Key: key,
            CopySource: `${Bucket}/${encodeURIComponent(uploadId)}`,
            MetadataDirective: 'REPLACE',
            ContentType: info.contentType,
            Metadata: metadataOf(info),
          }),
        );
        await forgetUpload(uploadId);
      },
      discard: (uploadId) => forgetUpload(uploadId).catch(() => undefined),
      async staged(prefix) {
        const ids = (await stagingObjects(prefix)).map((key) => key.replace(/\.(info|part)$/, ''));
        for (const { key } of await multipartUploads(prefix)) if (!key.includes('/')) ids.push(key);
        return [...new Set(ids)].filter((id) => id.startsWith(prefix));
      },
      async remove(uploadId) {
        // Every multipart upload of the key, completed parts and all (S3 keeps them until aborted).
        for (const { key, uploadId: multipart } of await multipartUploads(uploadId))
          if (key === uploadId)
            await client
              .send(new AbortMultipartUploadCommand({ Bucket, Key: key, UploadId: multipart }))
              .catch((error: unknown) => {
                if (!isMissing(error)) throw error;
              });
        await forgetUpload(uploadId);
      },
    },
  };
}
