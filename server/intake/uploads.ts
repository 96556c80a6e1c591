// Attachments over tus 1.0.0 (@tus/server on the storage's datastore: local files or S3
// multipart uploads): an upload is created only for an attachment a stored submission declared,
// resumes from the offset HEAD reports, and on its last byte is checked (SHA-256, real type by
// magic bytes) before it moves to `files/<submissionId>/<attachmentId>`. Metadata the database
// could not keep (a NUL, a lone surrogate) is refused with 422 before anything is stored. Uploads
// are named after their submission and attachment; once the submission is deleted, its uploads'
// requests are refused (410) and their bytes removed. Uploads are locked by the coordination's
// locker (PostgreSQL advisory locks across instances). Every error answer is JSON.

import { Server, type Upload } from '@tus/server';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { Hono } from 'hono';
import { ATTACHMENT_ID, UUID } from '../../src/shared/contracts/ids';
import { isHeif, sniffFileType, SNIFF_BYTES } from '../../src/shared/files/file-type';
import { codeForStatus, errorResponse, type ErrorBody } from './errors';
import { uploadIdFor, uploadOwner } from './erasure';
import { digestStream } from './hash';
import { unstorable } from './storable-text';
import type { IntakeServices } from './services';
import type { StoredAttachment } from './store-types';

/** What a tus hook throws to answer with an error: @tus/server sends `status_code` and `body`. */
const fail = (status_code: number, body: ErrorBody) => ({ status_code, body: JSON.stringify(body) });

const sameType = (a: string, b: string) => a === b || (isHeif(a) && isHeif(b));

/** Answers of @tus/server are plain text on errors; the contract wants JSON without internals. */
async function asJsonError(res: Response): Promise<Response> {
  if (res.status < 400) return res;
  const text = await res.text();
  let body: ErrorBody = { error: codeForStatus(res.status) };
  if (res.status < 500 && text.startsWith('{')) {
    try {
      body = JSON.parse(text) as ErrorBody;
    } catch {
      // keep the generic body
    }
  }
  const headers = new Headers(res.headers);
  headers.delete('content-length');
  return errorResponse(res.status, body, headers);
}

export interface Uploads {
  app: Hono;
  /** Drops expired uploads, what the coordination and the erasure keep of the past (hourly). */
  sweep(): Promise<void>;
}

export function uploadRoutes(services: IntakeServices): Uploads {
  const { store, config, logger, storage, coordination, erasure } = services;
  const { datastore } = storage.uploads;

  const attachmentOf = async (upload: Upload): Promise<StoredAttachment> => {
    const meta = upload.metadata ?? {};
    const submissionId = meta.submissionId ?? '';
    const attachmentId = meta.attachmentId ?? '';
    if (!UUID.test(submissionId) || !ATTACHMENT_ID.test(attachmentId))
      throw fail(404, { error: 'not-found', detail: 'no such submission or attachment' });
    const attachment = await store.getAttachment(submissionId, attachmentId);
    if (!attachment) throw fail(404, { error: 'not-found', detail: 'no such submission or attachment' });
    return attachment;
  };

  const discard = (upload: Upload) => storage.uploads.discard(upload.id);
  const gone = () => fail(410, { error: 'gone', detail: 'the submission no longer exists' });
  const leftForSweep = (uploadId: string) => (error: unknown) =>
    logger.warn('removing an upload of a deleted submission failed: the sweep tries again', error, {
      upload: uploadId,
    });

  /** Whose an upload is: by its id, or (an upload named otherwise) by its tus metadata. */
  const ownerOf = async (uploadId: string) => {
    const named = uploadOwner(uploadId);
    if (named) return named;
    const upload = await datastore.getUpload(uploadId).catch(() => undefined);
    const meta = upload?.metadata ?? {};
    return UUID.test(meta.submissionId ?? '') && ATTACHMENT_ID.test(meta.attachmentId ?? '')
      ? { submissionId: meta.submissionId!, attachmentId: meta.attachmentId! }
      : undefined;
  };

  const tus = new Server({
    path: `${services.basePath}/uploads`,
    datastore,
    locker: coordination.locker,
    maxSize: config.maxFileBytes,
    relativeLocation: true,
    // CORS is answered by cors.ts for the whole API.
    allowedOrigins: () => false,
    // Named after their submission, so that its deletion finds them (erasure.ts).
    namingFunction: (_req, metadata) => uploadIdFor(metadata) ?? randomBytes(16).toString('hex'),
    async onIncomingRequest(req, uploadId) {
      // Bytes for a submission deleted meanwhile are refused, and what arrived before goes too.
      if (req.method !== 'PATCH' && req.method !== 'HEAD') return;
      const owner = await ownerOf(uploadId);
      if (!owner || (await store.getAttachment(owner.submissionId, owner.attachmentId))) return;
      await erasure.removeUpload(uploadId).catch(leftForSweep(uploadId));
      throw gone();
    },
    async onUploadCreate(_req, upload) {
      const meta = upload.metadata ?? {};
      for (const key of ['submissionId', 'attachmentId', 'sha256', 'filename', 'filetype'])
        if (!meta[key]) throw fail(400, { error: 'bad-request', detail: `Upload-Metadata needs ${key}` });
      // The metadata is kept with the upload (in the database with PostgreSQL, in S3's `.info`).
      const unstorableKeys = Object.entries(meta).filter(([, value]) => value && unstorable(value));
      if (unstorableKeys.length > 0)
        throw fail(422, {
          error: 'invalid',
          fieldErrors: Object.fromEntries(unstorableKeys.map(([key]) => [`metadata.${key}`, ['form.common.invalid']])),
        });
      const attachment = await attachmentOf(upload);
      if (upload.size === undefined) throw fail(400, { error: 'bad-request', detail: 'Upload-Length is required' });
      if (upload.size !== attachment.size)
        throw fail(400, { error: 'bad-request', detail: 'Upload-Length differs from the declared size' });
      if (meta.sha256?.toLowerCase() !== attachment.sha256)
        throw fail(400, { error: 'bad-request', detail: 'sha256 differs from the declared one' });
      if (!sameType(meta.filetype ?? '', attachment.type))
        throw fail(400, { error: 'bad-request', detail: 'filetype differs from the declared type' });
      return { metadata: upload.metadata };
    },
    async onUploadFinish(_req, upload) {
      const attachment = await attachmentOf(upload).catch(async (error: unknown) => {
        await erasure.removeUpload(upload.id).catch(leftForSweep(upload.id));
        throw error;
      });
      // One pass over the bytes gives both the hash and the head to sniff.
      const { sha256, head } = await digestStream(await storage.uploads.read(upload.id), SNIFF_BYTES);
      if (sha256 !== attachment.sha256) {
        await discard(upload);
        throw fail(460, { error: 'checksum', detail: 'the bytes do not match the declared SHA-256' });
      }
      const sniffed = sniffFileType(head);
      if (!sniffed || !sameType(sniffed, attachment.type)) {
        await discard(upload);
        throw fail(415, { error: 'type', detail: `the content is not ${attachment.type}` });
      }
      const storedPath = path.posix.join('files', attachment.submissionId, attachment.attachmentId);
      await storage.uploads.promote(upload.id, storedPath, { contentType: attachment.type, filename: attachment.name });
      const result = await store
        .markAttachmentReceived(attachment.submissionId, attachment.attachmentId, storedPath, services.now())
        .catch(async (error: unknown) => {
          // The submission was deleted while its last bytes arrived: the file goes with it.
          if (await store.getAttachment(attachment.submissionId, attachment.attachmentId)) throw error;
          await storage.delete(storedPath);
          throw gone();
        });
      if (attachment.late) {
        const { submissionId: _submission, storedPath: _path, ...file } = attachment;
        await services.hooks.lateFileArrived(result.submission, { ...file, receivedAt: services.now() });
      } else if (result.completed) {
        await services.hooks.filesArrived(result.submission);
        services.notifier.submissionComplete(result.submission);
      }
      return {};
    },
    onResponseError(_req, error) {
      if (error instanceof Error) logger.error('upload failed', error);
      return undefined;
    },
  });

  const sweep = async () => {
    await Promise.all([tus.cleanUpExpiredUploads(), coordination.sweep(services.now()), erasure.sweep()]).catch(
      (error: unknown) => logger.warn('expired uploads clean-up failed', error),
    );
  };

  const app = new Hono();
  // Hono answers HEAD with the GET route, so the raw method decides. GET would let anyone holding
  // an upload URL download the file: the school reads files from disk, never over HTTP.
  const handle = async (req: Request) =>
    req.method === 'GET'
      ? errorResponse(405, { error: 'method' }, { Allow: 'HEAD, POST, PATCH, DELETE, OPTIONS' })
      : asJsonError(await tus.handleWeb(req));
  app.all('/', (c) => handle(c.req.raw));
  app.all('/:id', (c) => handle(c.req.raw));
  return { app, sweep };
}
