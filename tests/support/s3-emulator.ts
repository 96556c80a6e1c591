// An S3-compatible server on loopback for tests and benchmarks: @20minutes/s3rver (the maintained
// fork of s3rver, the npm registry's S3 emulator; Node >= 20) over a temporary folder, with the
// three multipart operations it lacks and @tus/s3-store needs, added here in S3's own XML:
// ListParts (the upload offset), AbortMultipartUpload (a deleted upload) and ListMultipartUploads
// (expiry). A part sent for an upload that is finished or aborted is refused with NoSuchUpload,
// as S3 does (s3rver would store it in an upload folder of its own, which no listing can read).
// Signatures are not checked: s3rver canonicalises bucket paths without the trailing slash
// today's AWS SDK signs. Known differences from S3: an interrupted PutObject leaves a partial
// object (S3's are atomic), so tests cut connections while a client sends, not while we write;
// ListObjectsV2 fails past 1,000 keys (its continuation tokens use DES, which Node's OpenSSL 3
// lacks), so long listings page with ListObjects (v1) and a marker.

import { mkdtempSync, rmSync } from 'node:fs';
import { readdir, readFile, rm, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { S3Config } from '../../server/intake/config';
import { freePort } from './ports';

interface KoaContext {
  method: string;
  path: string;
  query: Record<string, string | string[] | undefined>;
  status: number;
  body: unknown;
  type: string;
}
type Middleware = (ctx: KoaContext, next: () => Promise<void>) => Promise<void>;
interface S3rverInstance {
  middleware: Middleware[];
  on(event: 'error', listener: (error: Error & { status?: number }, ctx: KoaContext) => void): void;
  store: { getResourcePath(bucket: string, key: string | undefined, resource: string): string };
  run(): Promise<{ port: number }>;
  close(): Promise<void>;
}
type S3rverClass = new (options: Record<string, unknown>) => S3rverInstance;

const S3rver = createRequire(import.meta.url)('@20minutes/s3rver') as S3rverClass;

export interface S3Emulator {
  config: S3Config;
  /** The folder the emulator keeps its buckets in. */
  dir: string;
  stop(): Promise<void>;
}

const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);
const xml = (root: string, body: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<${root} xmlns="http://s3.amazonaws.com/doc/2006-03-01/">${body}</${root}>`;
const tag = (name: string, value: string | number) => `<${name}>${escapeXml(String(value))}</${name}>`;

function noSuchUpload(ctx: KoaContext, uploadId: string) {
  ctx.status = 404;
  ctx.type = 'application/xml';
  ctx.body = xml(
    'Error',
    tag('Code', 'NoSuchUpload') + tag('Message', 'The specified upload does not exist.') + tag('UploadId', uploadId),
  );
}

/** The multipart operations s3rver does not have or gets wrong, on its own folder layout. */
function multipartExtension(server: S3rverInstance): Middleware {
  const uploadsDir = (bucket: string) => server.store.getResourcePath(bucket, undefined, 'uploads');

  async function listParts(ctx: KoaContext, bucket: string, key: string, uploadId: string) {
    const dir = path.join(uploadsDir(bucket), uploadId);
    const names = await readdir(dir).catch(() => undefined);
    if (!names) return noSuchUpload(ctx, uploadId);
    const marker = Number(ctx.query['part-number-marker'] ?? 0);
    // A part is listed once its checksum file exists: s3rver writes it after the last byte.
    const numbers = names
      .filter((name) => /^\d+\.md5$/.test(name))
      .map((name) => Number.parseInt(name, 10))
      .filter((n) => n > marker)
      .sort((a, b) => a - b);
    const parts = await Promise.all(
      numbers.map(async (n) => {
        const file = path.join(dir, String(n));
        const [info, md5] = await Promise.all([stat(file), readFile(`${file}.md5`, 'utf8')]);
        return `<Part>${tag('PartNumber', n)}${tag('LastModified', info.mtime.toISOString())}${tag('ETag', `"${md5}"`)}${tag('Size', info.size)}</Part>`;
      }),
    );
    ctx.type = 'application/xml';
    ctx.body = xml(
      'ListPartsResult',
      tag('Bucket', bucket) +
        tag('Key', key) +
        tag('UploadId', uploadId) +
        tag('PartNumberMarker', marker) +
        tag('NextPartNumberMarker', numbers.at(-1) ?? marker) +
        tag('MaxParts', 10000) +
        tag('IsTruncated', 'false') +
        parts.join(''),
    );
  }

  async function abort(ctx: KoaContext, bucket: string, uploadId: string) {
    const dir = path.join(uploadsDir(bucket), uploadId);
    if (!(await stat(dir).catch(() => undefined))) return noSuchUpload(ctx, uploadId);
    await rm(dir, { recursive: true, force: true });
    ctx.status = 204;
  }

  /** The upload's key and when it began; undefined once it is finished or aborted. */
  async function uploadOf(bucket: string, uploadId: string) {
    const keyFile = path.join(uploadsDir(bucket), uploadId, 'key');
    try {
      const [key, info] = await Promise.all([readFile(keyFile, 'utf8'), stat(keyFile)]);
      return { key, initiated: info.birthtime };
    } catch {
      return undefined;
    }
  }

  async function listUploads(ctx: KoaContext, bucket: string) {
    const ids = (await readdir(uploadsDir(bucket)).catch(() => [])) as string[];
    const uploads = await Promise.all(
      ids.map(async (id) => {
        // A folder without its key holds a part that raced the upload's completion.
        const upload = await uploadOf(bucket, id);
        if (!upload) return '';
        return `<Upload>${tag('Key', upload.key)}${tag('UploadId', id)}${tag('Initiated', upload.initiated.toISOString())}</Upload>`;
      }),
    );
    ctx.type = 'application/xml';
    ctx.body = xml(
      'ListMultipartUploadsResult',
      tag('Bucket', bucket) + tag('MaxUploads', 1000) + tag('IsTruncated', 'false') + uploads.join(''),
    );
  }

  return async (ctx, next) => {
    const [, bucket = '', ...rest] = ctx.path.split('/');
    const key = rest.map(decodeURIComponent).join('/');
    const uploadId = typeof ctx.query.uploadId === 'string' ? ctx.query.uploadId : undefined;
    if (bucket && key && uploadId && ctx.method === 'GET') return listParts(ctx, bucket, key, uploadId);
    if (bucket && key && uploadId && ctx.method === 'DELETE') return abort(ctx, bucket, uploadId);
    if (bucket && !key && 'uploads' in ctx.query && ctx.method === 'GET') return listUploads(ctx, bucket);
    if (bucket && key && uploadId && ctx.method === 'PUT' && !(await uploadOf(bucket, uploadId)))
      return noSuchUpload(ctx, uploadId);
    return next();
  };
}

/**
 * Starts the emulator on a free port of 127.0.0.1 with one bucket, `intake`. It answers its own
 * faults with S3's 500 InternalError and says nothing more, unless `onFault` is given.
 */
export async function startS3Emulator(onFault?: (request: string, error: Error) => void): Promise<S3Emulator> {
  const port = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), 'intake-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    silent: true,
    directory: dir,
    vhostBuckets: false,
    allowMismatchedSignatures: true,
    configureBuckets: [{ name: 'intake' }],
  });
  if (onFault)
    server.on('error', (error, ctx) => {
      if ((error.status ?? 500) >= 500) onFault(`${ctx.method} ${ctx.path}`, error);
    });
  // Before s3rver's router, which is its last middleware.
  server.middleware.splice(server.middleware.length - 1, 0, multipartExtension(server));
  try {
    await server.run();
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    dir,
    config: {
      bucket: 'intake',
      endpoint: `http://127.0.0.1:${port}`,
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    },
    async stop() {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
