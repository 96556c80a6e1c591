// Attachments: one metadata row per file (`attachments`) and its bytes in `attachmentBlobs`, so
// listing a draft's files never loads them. Quota errors become a result, never an exception.

import type { AttachmentMeta, PutAttachmentResult } from '../shared/records';
import { withDb } from './database';
import { isQuotaError } from './errors';
import { prepareFile, type PrepareOptions } from '../shared/files/prepare-file';
import { sha256Hex } from '../shared/files/sha256';
import { openStoredBlob } from './sealed-outbox';
import { openAttachment, sealAttachment } from './vault';

export type PutAttachmentOptions = PrepareOptions;

async function readBytes(blob: Blob): Promise<ArrayBuffer | undefined> {
  try {
    return await blob.arrayBuffer();
  } catch {
    return undefined;
  }
}

/**
 * Stores `file` as the attachment of `field` in draft `draftId`, replacing the one stored there.
 * Checks the real type by magic bytes against `options.accept` (default PDF, JPEG, PNG, WebP,
 * HEIC/HEIF), converts HEIC and downscales large photos to JPEG where the browser can, enforces
 * `options.maxBytes` (default 10 MB) and records a SHA-256 of the stored bytes. The name kept is
 * `options.name`, else the File's name. Refusals come back as `{ ok: false, reason }`
 * ('too-large', 'wrong-type', 'unreadable', 'storage-full') and leave what was stored untouched.
 * Rejects only on unexpected database errors, or when the draft no longer exists.
 */
export async function putAttachment(
  draftId: string,
  field: string,
  file: File | Blob,
  options: PutAttachmentOptions = {},
): Promise<PutAttachmentResult> {
  const prepared = await prepareFile(file, options);
  if (!prepared.ok) return prepared;
  const bytes = await readBytes(prepared.blob);
  if (!bytes) return { ok: false, reason: 'unreadable' };
  const attachment: AttachmentMeta = {
    id: crypto.randomUUID(),
    draftId,
    field,
    name: prepared.name,
    type: prepared.type,
    size: bytes.byteLength,
    sha256: await sha256Hex(bytes),
    createdAt: Date.now(),
  };
  const sealed = await sealAttachment(attachment, bytes);
  try {
    // One transaction: the new file and the removal of the old one commit together or not at all.
    await withDb((db) =>
      db.transaction('rw', db.attachments, db.attachmentBlobs, async () => {
        const previous = await db.attachments.where('[draftId+field]').equals([draftId, field]).primaryKeys();
        const { sessionId } = sealed.meta;
        await db.attachmentBlobs.put({ id: attachment.id, bytes: sealed.bytes, type: attachment.type, sessionId });
        await db.attachments.put(sealed.meta);
        await db.attachmentBlobs.bulkDelete(previous);
        await db.attachments.bulkDelete(previous);
      }),
    );
  } catch (error) {
    if (isQuotaError(error)) return { ok: false, reason: 'storage-full' };
    throw error;
  }
  await dropIfOrphaned(attachment);
  return { ok: true, attachment };
}

/**
 * The drafts table stays out of the write above, so autosave is never held up by a file write;
 * a draft deleted meanwhile is caught here instead and the new file removed with it.
 */
async function dropIfOrphaned(attachment: AttachmentMeta): Promise<void> {
  const draft = await withDb((db) => db.drafts.get(attachment.draftId));
  if (draft) return;
  await deleteAttachment(attachment.id);
  throw new Error(`Draft ${attachment.draftId} does not exist`);
}

/** The stored bytes of attachment `id` as a Blob of its type (its name is in the metadata). */
export async function getAttachmentBlob(id: string): Promise<Blob | undefined> {
  const row = await withDb((db) => db.attachmentBlobs.get(id));
  const bytes = row && (await openStoredBlob(row));
  return row && bytes ? new Blob([bytes], { type: row.type }) : undefined;
}

/** The metadata of every attachment of draft `draftId`, oldest first; loads no bytes. */
export async function listAttachments(draftId: string): Promise<AttachmentMeta[]> {
  const rows = await withDb((db) => db.attachments.where('draftId').equals(draftId).sortBy('createdAt'));
  const opened = await Promise.all(rows.map(openAttachment));
  return opened.filter((meta): meta is AttachmentMeta => meta !== undefined);
}

/** Deletes attachment `id`: metadata and bytes, in one transaction. */
export async function deleteAttachment(id: string): Promise<void> {
  await withDb((db) =>
    db.transaction('rw', db.attachments, db.attachmentBlobs, async () => {
      await db.attachmentBlobs.delete(id);
      await db.attachments.delete(id);
    }),
  );
}
