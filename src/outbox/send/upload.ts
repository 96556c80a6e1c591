// One file of a submission over the tus core protocol, spoken with plain fetch (tus-js-client
// needs XMLHttpRequest and localStorage, which a service worker lacks): create, ask the offset,
// PATCH 1 MB chunks from it. Progress is kept in the outbox item, so a closed tab resumes.

import { outboxAttachmentBlob, updateOutboxItem, type OutboxItem, type UploadProgress } from '../../db';
import { apiUrl, call, failure, NeedsAttention, resolveLocation, RetryLater, type Context } from './http';

/** tus: bytes per PATCH. */
export const CHUNK_BYTES = 1024 * 1024;

const TUS = { 'Tus-Resumable': '1.0.0' };

type OutboxFile = OutboxItem['attachments'][number];

const base64 = (text: string) => {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
};

function offsetOf(response: Response): number | undefined {
  const value = Number(response.headers.get('upload-offset'));
  return response.headers.has('upload-offset') && Number.isInteger(value) && value >= 0 ? value : undefined;
}

/** Remembers how far file `attachmentId` has come, in the item (survives a closed tab). */
export async function saveProgress(item: OutboxItem, attachmentId: string, progress: UploadProgress): Promise<void> {
  item.uploaded = { ...item.uploaded, [attachmentId]: progress };
  await updateOutboxItem(item.id, { uploaded: item.uploaded });
}

/** tus creation: POST /api/uploads with the length and the metadata the server checks. */
async function createUpload(ctx: Context, item: OutboxItem, file: OutboxFile): Promise<string> {
  const metadata = [
    ['submissionId', item.late?.submissionId ?? item.id],
    ['attachmentId', file.id],
    ['sha256', file.sha256],
    ['filename', file.name],
    ['filetype', file.type],
  ]
    .map(([key, value]) => `${key} ${base64(value ?? '')}`)
    .join(',');
  const response = await call(ctx, apiUrl(ctx, '/uploads'), {
    method: 'POST',
    headers: { ...TUS, 'Upload-Length': String(file.size), 'Upload-Metadata': metadata },
  });
  const location = response.headers.get('location');
  if (response.status !== 201 || !location) throw await failure(response, file.id);
  return resolveLocation(ctx, location);
}

/** The server's offset of an upload; undefined when the upload is gone (finished, expired). */
async function serverOffset(ctx: Context, url: string, attachmentId: string): Promise<number | undefined> {
  const response = await call(ctx, url, { method: 'HEAD', headers: TUS });
  if (response.status === 404 || response.status === 410) return undefined;
  const offset = offsetOf(response);
  if (!response.ok || offset === undefined) throw await failure(response, attachmentId);
  return offset;
}

/** Sends one file: resumes a known upload from the server's offset, else creates one. */
export async function uploadFile(ctx: Context, item: OutboxItem, file: OutboxFile): Promise<void> {
  const blob = await outboxAttachmentBlob(file.id);
  if (!blob) throw new NeedsAttention({ status: 0, code: 'file-missing', attachmentId: file.id });
  let progress = item.uploaded[file.id] ?? { offset: 0 };
  let offset: number | undefined;
  if (progress.url) offset = await serverOffset(ctx, progress.url, file.id);
  if (!progress.url || offset === undefined) {
    const url = await createUpload(ctx, item, file);
    offset = 0;
    progress = { url, offset };
    await saveProgress(item, file.id, progress);
  }
  const url = progress.url as string;
  ctx.onProgress?.(item.id, file.id, offset, file.size);
  let resyncs = 0;
  while (offset < file.size) {
    const end = Math.min(file.size, offset + CHUNK_BYTES);
    // Plain bytes built at send time: WebKit has dropped Blob bodies replayed from a worker.
    const chunk = await blob.slice(offset, end).arrayBuffer();
    const response = await call(ctx, url, {
      method: 'PATCH',
      headers: { ...TUS, 'Upload-Offset': String(offset), 'Content-Type': 'application/offset+octet-stream' },
      body: chunk,
    });
    if (response.status === 409 && resyncs++ < 3) {
      // Our offset was stale (another sender, or a lost answer): ask the server where it stands.
      const current = await serverOffset(ctx, url, file.id);
      if (current === undefined) throw new RetryLater({ status: 404, code: 'upload-gone', attachmentId: file.id });
      offset = current;
      continue;
    }
    if (response.status === 404 || response.status === 410) {
      await saveProgress(item, file.id, { offset: 0 });
      throw new RetryLater({ status: response.status, code: 'upload-gone', attachmentId: file.id });
    }
    const next = offsetOf(response);
    if (response.status !== 204 || next === undefined) {
      const error = await failure(response, file.id);
      // 460 and 415 discard the upload on the server: never send those bytes to that URL again.
      if (error instanceof NeedsAttention) await saveProgress(item, file.id, { offset: 0 });
      throw error;
    }
    offset = next;
    await saveProgress(item, file.id, { url, offset, done: offset >= file.size });
    ctx.onProgress?.(item.id, file.id, offset, file.size);
  }
}
