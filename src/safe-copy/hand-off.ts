// A shared tablet's "Take it home" as a safe copy (docs/safe-copy.md, "Shared tablets"): a fresh
// family secret for this one draft, its copy and its index sent at once (the tablet is at school,
// online), and nothing of the secret kept on the tablet: the family restores the draft on its own
// phone from the link, where it may protect it with its own passkey. No passkey is ever made here.

import { getAttachmentBlob, listAttachments, loadDraft } from '../db';
import type { FileEntry, IndexItem } from '../shared/safe-copy-records';
import { toBase64Url } from '../crypto';
import { appendChanges, createCopy, putChunk, type CopyApi } from './api';
import { accessHash, draftKey, familyKeys, fileIdOf, randomId, randomSecret } from './keys';
import { captureChange, emptyShadow } from './merge';
import { flattenDraft, type IndexChange } from './record';
import { chunkCount, sealChunk, sealRecord } from './seal';
import { SAFE_CHUNK_BYTES } from './wire';

/**
 * Sends draft `draftId` (of the open session) with its files as a safe copy under a new family
 * secret, and returns that secret for the link. Throws CopyApiError when the server refuses or
 * cannot be reached (nothing of it is kept here either way).
 */
export async function handOffDraft(draftId: string, api: CopyApi, now: number = Date.now()): Promise<Uint8Array> {
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
  return secret;
}
