// Draft bundles: one draft with its files as a single byte array, and back. The take-home link
// seals a bundle (src/device) so a family can carry a draft to another device. Layout: 4-byte
// big-endian header length, the header as UTF-8 JSON, then each file's bytes in header order.

import type { AttachmentMeta, DraftRecord } from '../shared/records';
import { withDb, type AttachmentBlobRow, type DraftRow } from './database';
import { openAttachment, openAttachmentBytes, openDraft, sealAttachment, sealDraft } from './vault';

const FORMAT = 'ccis-draft-bundle';
const VERSION = 1;

interface BundleHeader {
  format: typeof FORMAT;
  version: typeof VERSION;
  draft: DraftRecord;
  files: (AttachmentMeta & { length: number; blobType: string })[];
}

/** A bundle that cannot be read (not a bundle, or cut short). */
export class BundleError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BundleError';
  }
}

/**
 * Packs draft `draftId` and the bytes of its attachments into one byte array. Rejects when the
 * draft does not exist.
 */
export async function exportDraftBundle(draftId: string): Promise<Uint8Array<ArrayBuffer>> {
  const stored = await withDb((db) =>
    db.transaction('r', db.drafts, db.attachments, db.attachmentBlobs, async () => {
      const record = await db.drafts.get(draftId);
      const rows = await db.attachments.where('draftId').equals(draftId).sortBy('createdAt');
      const bytes = await db.attachmentBlobs.bulkGet(rows.map((r) => r.id));
      return { draft: record, metas: rows, blobs: bytes };
    }),
  );
  // Opened after the transaction: a shared-device session's rows are sealed.
  const draft = await openDraft(stored.draft);
  if (!draft) throw new Error(`Draft ${draftId} does not exist`);
  const files: { meta: AttachmentMeta; blob: AttachmentBlobRow }[] = [];
  for (const [i, row] of stored.metas.entries()) {
    const blob = stored.blobs[i];
    const meta = await openAttachment(row);
    const bytes = blob && (await openAttachmentBytes(blob.sessionId, blob.bytes));
    if (meta && blob && bytes) files.push({ meta, blob: { ...blob, bytes } });
  }
  const header: BundleHeader = {
    format: FORMAT,
    version: VERSION,
    draft,
    files: files.map(({ meta, blob }) => ({ ...meta, length: blob.bytes.byteLength, blobType: blob.type })),
  };
  const head = new TextEncoder().encode(JSON.stringify(header));
  const total = 4 + head.length + files.reduce((sum, f) => sum + f.blob.bytes.byteLength, 0);
  const out = new Uint8Array(total);
  new DataView(out.buffer).setUint32(0, head.length);
  out.set(head, 4);
  let offset = 4 + head.length;
  for (const { blob } of files) {
    out.set(new Uint8Array(blob.bytes), offset);
    offset += blob.bytes.byteLength;
  }
  return out;
}

function readHeader(bytes: Uint8Array): { header: BundleHeader; start: number } {
  if (bytes.length < 4) throw new BundleError('too short');
  const length = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(0);
  if (4 + length > bytes.length) throw new BundleError('header cut short');
  let header: BundleHeader;
  try {
    header = JSON.parse(new TextDecoder().decode(bytes.subarray(4, 4 + length))) as BundleHeader;
  } catch {
    throw new BundleError('header is not JSON');
  }
  if (header.format !== FORMAT || header.version !== VERSION) throw new BundleError('not a draft bundle');
  return { header, start: 4 + length };
}

function setAt(data: Record<string, unknown>, dotPath: string, value: unknown): void {
  const keys = dotPath.split('.');
  let node: unknown = data;
  for (const key of keys.slice(0, -1)) {
    if (node === null || typeof node !== 'object') return;
    node = (node as Record<string, unknown>)[key];
  }
  const last = keys[keys.length - 1];
  if (node !== null && typeof node === 'object' && last !== undefined) (node as Record<string, unknown>)[last] = value;
}

/**
 * Stores the draft in `bundle` on this device as a new draft (new draft and attachment ids, the
 * form's references to its files rewritten), in one transaction, and returns it. Status and step
 * come along; a draft that was in an outbox elsewhere arrives as an editable draft.
 */
export async function importDraftBundle(bundle: Uint8Array): Promise<DraftRecord> {
  const { header, start } = readHeader(bundle);
  const now = Date.now();
  const draftId = crypto.randomUUID();
  const data = structuredClone(header.draft.data);
  let offset = start;
  const unsealed = header.files.map((file) => {
    const bytes = bundle.slice(offset, offset + file.length).buffer;
    if (bytes.byteLength !== file.length) throw new BundleError('file cut short');
    offset += file.length;
    const id = crypto.randomUUID();
    const { length: _length, blobType, ...meta } = file;
    setAt(data, meta.field, id);
    return { meta: { ...meta, id, draftId } satisfies AttachmentMeta, bytes, type: blobType };
  });
  const { sessionId: _session, sealedData: _data, sealedNames: _names, ...plain } = header.draft as DraftRow;
  const draft: DraftRecord = { ...plain, id: draftId, data, status: 'draft', updatedAt: now };
  // Sealed before the transaction when a shared-device session is open (vault.ts).
  const row = await sealDraft(draft);
  const files = await Promise.all(
    unsealed.map(async (file) => {
      const sealed = await sealAttachment(file.meta, file.bytes);
      const blob = { id: file.meta.id, bytes: sealed.bytes, type: file.type, sessionId: sealed.meta.sessionId };
      return { meta: sealed.meta, blob };
    }),
  );
  await withDb((db) =>
    db.transaction('rw', db.drafts, db.attachments, db.attachmentBlobs, async () => {
      await db.drafts.put(row);
      await db.attachmentBlobs.bulkPut(files.map((f) => f.blob));
      await db.attachments.bulkPut(files.map((f) => f.meta));
    }),
  );
  return draft;
}
