// A shared tablet's "Take it home" as a safe copy (docs/safe-copy.md, "Shared tablets"): a fresh
// family secret for this one draft, its copy and its index sent at once (the tablet is at school,
// online), and nothing of the secret kept on the tablet: the family restores the draft on its own
// phone from the link, where it may protect it with its own passkey. No passkey is ever made here.
// A hand-off that fails on the way deletes what it had sent, so a refusal leaves nothing behind.

import { getAttachmentBlob, listAttachments, loadDraft } from '../db';
import type { FileEntry, IndexItem } from '../shared/safe-copy-records';
import { toBase64Url } from '../crypto';
import { appendChanges, createCopy, deleteCopy, putChunk, readCopy, type CopyApi } from './api';
import { accessHash, draftKey, familyKeys, fileIdOf, randomId, randomSecret } from './keys';
import { captureChange, emptyShadow } from './merge';
import { flattenDraft, type IndexChange } from './record';
import { chunkCount, sealChunk, sealRecord } from './seal';
import { SAFE_CHUNK_BYTES } from './wire';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface HandOff {
  /** The family secret of the link: only ever in the link. */
  secret: Uint8Array;
  /** Days without a change after which the server deletes the copy (its SAFE_COPY_IDLE_DAYS). */
  idleDays: number;
}

/**
 * Sends draft `draftId` (of the open session) with its files as a safe copy under a new family
 * secret, and returns that secret for the link with the server's idle days. Throws CopyApiError
 * when the server refuses or cannot be reached; what was sent by then is deleted (best effort),
 * and nothing of it is kept here either way.
 */
export async function handOffDraft(draftId: string, api: CopyApi, now: number = Date.now()): Promise<HandOff> {
  const draft = await loadDraft(draftId);
  if (!draft) throw new Error('no such draft here');
  const secret = randomSecret();
  const keys = await familyKeys(secret);
  const device = randomId();
  const copyId = randomId();
  const rawKey = randomSecret();
  const key = await draftKey(rawKey);
  const copyAccess = await keys.access(copyId);
  const indexAccess = await keys.access(keys.indexId);
  try {
    await createCopy(api, keys.indexId, 'index', await accessHash(indexAccess));
    await createCopy(api, copyId, 'draft', await accessHash(copyAccess));

    const files = new Map<string, FileEntry>();
    for (const meta of await listAttachments(draftId)) {
      const blob = await getAttachmentBlob(meta.id);
      if (!blob) continue;
      const fileId = fileIdOf(meta.id);
      const chunks = chunkCount(meta.size);
      for (let n = 0; n < chunks; n++) {
        const bytes = await blob.slice(n * SAFE_CHUNK_BYTES, (n + 1) * SAFE_CHUNK_BYTES).arrayBuffer();
        await putChunk(api, copyId, copyAccess, fileId, n, await sealChunk(key, fileId, n, chunks, bytes));
      }
      const { field, name, type, size, sha256 } = meta;
      files.set(fileId, { field, name, type, size, sha256, chunks });
    }
    const change = captureChange(emptyShadow(), flattenDraft(draft), files, device, now);
    if (change) {
      await appendChanges(api, copyId, copyAccess, [
        { changeId: randomId(), body: await sealRecord(key, copyId, change) },
      ]);
    }
    const item: IndexItem = { draftId, kind: draft.kind, key: toBase64Url(rawKey) };
    const index: IndexChange = { v: 1, device, clock: now, drafts: { [copyId]: { v: item, c: now, p: 0 } } };
    await appendChanges(api, keys.indexId, indexAccess, [
      { changeId: randomId(), body: await sealRecord(keys.indexKey, keys.indexId, index) },
    ]);
    // The server's answer of the index, just changed: its deletion date is its idle limit.
    const copy = await readCopy(api, keys.indexId, indexAccess);
    const idleDays = Math.round((Date.parse(copy.deleteAfter) - Date.parse(copy.changedAt)) / DAY_MS);
    return { secret, idleDays };
  } catch (error) {
    // A half-sent hand-off opens nothing for anyone: what reached the server goes (a copy never
    // made answers 404, which counts as deleted; a failed delete leaves it to the idle sweep).
    await deleteCopy(api, copyId, copyAccess).catch(() => undefined);
    await deleteCopy(api, keys.indexId, indexAccess).catch(() => undefined);
    throw error;
  }
}
