// @vitest-environment node
import 'fake-indexeddb/auto';
import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDraft, deleteAttachment, getAttachmentBlob, listAttachments, putAttachment } from '../../src/db';
import { getDb } from '../../src/db/database';
import { bytesWithHeader, clearDatabase, pdfFile, pngFile } from './support';

const MB = 1024 * 1024;
let draftId: string;

beforeEach(async () => {
  await clearDatabase();
  draftId = (await createDraft('application', {}, 1)).id;
});
afterEach(() => vi.restoreAllMocks());

async function storedBytes(id: string): Promise<Uint8Array> {
  const blob = await getAttachmentBlob(id);
  if (!blob) throw new Error(`no blob for ${id}`);
  return new Uint8Array(await blob.arrayBuffer());
}

describe('putAttachment', () => {
  it('round-trips 3 MB byte for byte, with name, type, size and SHA-256', async () => {
    const bytes = bytesWithHeader('%PDF-1.4\n', 3 * MB);
    const result = await putAttachment(draftId, 'attachments.passport', new File([bytes], 'Passport scan.pdf'));
    if (!result.ok) throw new Error(result.reason);
    expect(result.attachment).toMatchObject({
      draftId,
      field: 'attachments.passport',
      name: 'Passport scan.pdf',
      type: 'application/pdf',
      size: 3 * MB,
      sha256: createHash('sha256').update(bytes).digest('hex'),
    });
    expect(Buffer.compare(await storedBytes(result.attachment.id), bytes)).toBe(0);
    expect((await getAttachmentBlob(result.attachment.id))?.type).toBe('application/pdf');
    expect(await listAttachments(draftId)).toEqual([result.attachment]);
  });

  it('takes the type from the bytes, not from the name or the reported type', async () => {
    const disguised = new File([bytesWithHeader('%PDF-1.7', 500)], 'scan.jpg', { type: 'image/jpeg' });
    const result = await putAttachment(draftId, 'attachments.report', disguised, { name: 'School report' });
    expect(result.ok && result.attachment).toMatchObject({ type: 'application/pdf', name: 'School report.pdf' });
  });

  it('replaces the file of the same field and keeps other fields', async () => {
    const first = await putAttachment(draftId, 'attachments.passport', pdfFile(1000, 'old.pdf'));
    const other = await putAttachment(draftId, 'attachments.photo', pngFile(1000));
    const second = await putAttachment(draftId, 'attachments.passport', pdfFile(2000, 'new.pdf'));
    if (!first.ok || !second.ok || !other.ok) throw new Error('not stored');
    const list = await listAttachments(draftId);
    expect(list.map((item) => item.name).sort()).toEqual(['new.pdf', 'photo.png']);
    expect(await getAttachmentBlob(first.attachment.id)).toBeUndefined();
    expect((await storedBytes(second.attachment.id)).byteLength).toBe(2000);
    expect(await getDb().attachmentBlobs.count()).toBe(2);
  });

  it('refuses a file over the limit and stores nothing', async () => {
    const result = await putAttachment(draftId, 'attachments.passport', pdfFile(10 * MB + 1));
    expect(result).toEqual({ ok: false, reason: 'too-large' });
    const small = await putAttachment(draftId, 'attachments.passport', pdfFile(2000), { maxBytes: 1000 });
    expect(small).toEqual({ ok: false, reason: 'too-large' });
    expect(await getDb().attachments.count()).toBe(0);
    expect(await getDb().attachmentBlobs.count()).toBe(0);
  });

  it('refuses a file of the wrong type and stores nothing', async () => {
    const text = new File(['just some text, not a PDF'], 'letter.pdf', { type: 'application/pdf' });
    expect(await putAttachment(draftId, 'attachments.passport', text)).toEqual({ ok: false, reason: 'wrong-type' });
    const onlyPdf = await putAttachment(draftId, 'attachments.passport', pngFile(100), { accept: ['application/pdf'] });
    expect(onlyPdf).toEqual({ ok: false, reason: 'wrong-type' });
    expect(await getDb().attachments.count()).toBe(0);
    expect(await getDb().attachmentBlobs.count()).toBe(0);
  });

  it('refuses HEIC where it cannot be converted (Node cannot decode images)', async () => {
    const heic = new Uint8Array(64);
    heic.set([0, 0, 0, 0x18, ...new TextEncoder().encode('ftypheic')]);
    const result = await putAttachment(draftId, 'attachments.photo', new File([heic], 'IMG_0001.HEIC'));
    expect(result).toEqual({ ok: false, reason: 'wrong-type' });
  });

  it('refuses an empty file as unreadable', async () => {
    expect(await putAttachment(draftId, 'attachments.photo', new Blob([]))).toEqual({
      ok: false,
      reason: 'unreadable',
    });
  });

  it('answers storage-full on a quota error and keeps the previous file', async () => {
    const previous = await putAttachment(draftId, 'attachments.passport', pdfFile(5000, 'kept.pdf'));
    if (!previous.ok) throw new Error(previous.reason);
    const before = await storedBytes(previous.attachment.id);
    const put = vi
      .spyOn(getDb().attachmentBlobs, 'put')
      .mockRejectedValue(new DOMException('The quota has been exceeded.', 'QuotaExceededError'));
    const result = await putAttachment(draftId, 'attachments.passport', pdfFile(8000, 'new.pdf'));
    expect(put).toHaveBeenCalledOnce();
    expect(result).toEqual({ ok: false, reason: 'storage-full' });
    expect(await listAttachments(draftId)).toEqual([previous.attachment]);
    expect(Buffer.compare(await storedBytes(previous.attachment.id), before)).toBe(0);
    expect(await getDb().attachmentBlobs.count()).toBe(1);
  });

  it('rolls back bytes already written when the metadata write hits the quota', async () => {
    vi.spyOn(getDb().attachments, 'put').mockRejectedValue(new DOMException('full', 'QuotaExceededError'));
    const result = await putAttachment(draftId, 'attachments.passport', pdfFile(8000));
    expect(result).toEqual({ ok: false, reason: 'storage-full' });
    expect(await getDb().attachmentBlobs.count()).toBe(0);
  });

  it('rejects other database errors instead of hiding them', async () => {
    vi.spyOn(getDb().attachmentBlobs, 'put').mockRejectedValue(new Error('disk on fire'));
    await expect(putAttachment(draftId, 'attachments.passport', pdfFile(100))).rejects.toThrow('disk on fire');
    expect(await getDb().attachments.count()).toBe(0);
  });

  it('removes the file again when its draft was deleted meanwhile', async () => {
    await expect(putAttachment('no-such-draft', 'attachments.passport', pdfFile(100))).rejects.toThrow(
      /does not exist/,
    );
    expect(await getDb().attachments.count()).toBe(0);
    expect(await getDb().attachmentBlobs.count()).toBe(0);
  });
});

describe('deleteAttachment', () => {
  it('removes metadata and bytes', async () => {
    const result = await putAttachment(draftId, 'attachments.passport', pdfFile(100));
    if (!result.ok) throw new Error(result.reason);
    await deleteAttachment(result.attachment.id);
    expect(await listAttachments(draftId)).toEqual([]);
    expect(await getAttachmentBlob(result.attachment.id)).toBeUndefined();
  });
});
