// What the tus staging area really holds, read beside the intake's own code: the folder's files on
// disk, or in S3 (the emulator) the bucket's objects and its multipart uploads in progress. Tests
// look here to see that an upload left nothing behind.

import { readdir } from 'node:fs/promises';
import { ListMultipartUploadsCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import type { S3Config } from '../../server/intake/config';
import { s3ClientConfig } from '../../server/intake/storage/s3';

/** Where uploads in progress are kept: the disk's staging folder, or a bucket. */
export type StagingPlace = { dir: string } | { s3: S3Config };

/** Every trace of upload `uploadId`: its bytes, its metadata, its parts, its multipart upload. */
export async function stagedTraces(place: StagingPlace, uploadId: string): Promise<string[]> {
  if ('dir' in place) return (await readdir(place.dir).catch(() => [])).filter((name) => name.startsWith(uploadId));
  const client = new S3Client(s3ClientConfig(place.s3));
  try {
    const Bucket = place.s3.bucket;
    const objects = await client.send(new ListObjectsV2Command({ Bucket }));
    const uploads = await client.send(new ListMultipartUploadsCommand({ Bucket }));
    return [
      ...(objects.Contents ?? []).map((object) => object.Key ?? ''),
      ...(uploads.Uploads ?? []).map((upload) => `multipart upload of ${upload.Key ?? ''}`),
    ].filter((name) => name.replace('multipart upload of ', '').startsWith(uploadId));
  } finally {
    client.destroy();
  }
}
