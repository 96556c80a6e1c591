// @vitest-environment node
// The S3 emulator of the tests and benchmarks (tests/support/s3-emulator.ts) where s3rver alone
// differs from S3: a part that arrives after its multipart upload was completed is refused with
// NoSuchUpload (s3rver stored it in a folder of its own), and listing the multipart uploads still
// answers afterwards (that folder made the listing fail with 500).

import {
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  ListMultipartUploadsCommand,
  S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { s3ClientConfig } from '../../server/intake/storage/s3';
import { startS3Emulator, type S3Emulator } from '../support/s3-emulator';

let s3: S3Emulator;
let client: S3Client;

beforeAll(async () => {
  s3 = await startS3Emulator();
  client = new S3Client(s3ClientConfig(s3.config));
}, 60_000);

afterAll(async () => {
  client?.destroy();
  await s3?.stop();
});

it('refuses a part sent after its upload was completed, and lists the uploads still open', async () => {
  const Bucket = s3.config.bucket;
  const open = await client.send(new CreateMultipartUploadCommand({ Bucket, Key: 'still-open' }));
  const { UploadId } = await client.send(new CreateMultipartUploadCommand({ Bucket, Key: 'finished' }));
  const part = await client.send(
    new UploadPartCommand({ Bucket, Key: 'finished', UploadId, PartNumber: 1, Body: new Uint8Array(10) }),
  );
  await client.send(
    new CompleteMultipartUploadCommand({
      Bucket,
      Key: 'finished',
      UploadId,
      MultipartUpload: { Parts: [{ PartNumber: 1, ETag: part.ETag }] },
    }),
  );

  const late = client.send(
    new UploadPartCommand({ Bucket, Key: 'finished', UploadId, PartNumber: 2, Body: new Uint8Array(10) }),
  );
  await expect(late).rejects.toMatchObject({ name: 'NoSuchUpload' });
  const listed = await client.send(new ListMultipartUploadsCommand({ Bucket }));
  expect(listed.Uploads?.map((u) => [u.Key, u.UploadId])).toEqual([['still-open', open.UploadId]]);
});
