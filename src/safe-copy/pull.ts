// Bringing the device's draft up to date from its copy: the changes after the last merged seq,
// opened and merged field by field (./merge), files that arrived downloaded chunk by chunk and
// checked against their SHA-256, and the draft, its files and the model written together. The
// write happens only if the family typed nothing since the device last recorded its edits: else
// the caller records them first and pulls again, so an edit is never overwritten unseen.

import { commitSafeMerge } from '../db/safe-copies';
import { listAttachments, loadDraft } from '../db';
import type { AttachmentMeta, DraftRecord } from '../shared/records';
import type { Conflict, FileEntry, SafeCopyRow, Shadow } from '../shared/safe-copy-records';
import { sha256Hex } from '../shared/files/sha256';
import { changesAfter, CopyApiError, getChunk } from './api';
import { copyAccess, type SafeContext } from './context';
import { draftKey, fileIdOf, uuidOf } from './keys';
import { captureChange, liveValues, mergeChange } from './merge';
import { buildData, flattenDraft, HEAD, type DraftChange } from './record';
import { openChunk, openRecord } from './seal';

export type PullOutcome = 'merged' | 'unchanged' | 'busy';

/** Downloads and opens file `fileId` of the copy; undefined when its chunks are not all there or do not match. */
async function download(
  ctx: SafeContext,
  row: SafeCopyRow,
  key: CryptoKey,
  fileId: string,
  entry: FileEntry,
): Promise<ArrayBuffer | undefined> {
  const access = await copyAccess(ctx, row);
  const parts: Uint8Array[] = [];
  try {
    for (let n = 0; n < entry.chunks; n++) {
      const sealed = await getChunk(ctx.api, row.copyId, access, fileId, n);
      parts.push(await openChunk(key, fileId, n, entry.chunks, sealed));
    }
  } catch (error) {
    // Not uploaded yet (another device is still sending it): tried again at the next pull.
    if (error instanceof CopyApiError && error.status === 404) return undefined;
    throw error;
  }
  const bytes = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    bytes.set(part, offset);
    offset += part.length;
  }
  if (bytes.length !== entry.size || (await sha256Hex(bytes.buffer)) !== entry.sha256) return undefined;
  return bytes.buffer;
}

/** The draft the model holds, on top of what the device has of it (status, dates). */
function draftOf(row: SafeCopyRow, shadow: Shadow, local: DraftRecord | undefined, now: number): DraftRecord {
  const flat = liveValues(shadow.fields);
  const head = <T>(path: string, fallback: T) => (flat.has(path) ? (flat.get(path) as T) : fallback);
  return {
    ...(local ?? { status: 'draft' as const, createdAt: now }),
    id: row.draftId,
    kind: head(HEAD.kind, row.kind),
    schemaVersion: head(HEAD.schemaVersion, local?.schemaVersion ?? 1),
    data: buildData(flat),
    step: head(HEAD.step, 0),
    completeness: head(HEAD.completeness, 0),
    names: head(HEAD.names, []),
    updatedAt: now,
  };
}

/** Keeps one conflict per path and kind: the newest. */
function withConflicts(old: Conflict[], fresh: Conflict[]): Conflict[] {
  const key = (conflict: Conflict) => `${conflict.kind}:${conflict.path}`;
  const renewed = new Set(fresh.map(key));
  return [...old.filter((conflict) => !renewed.has(key(conflict))), ...fresh];
}

/** True when the draft on the device holds edits the model has not recorded yet. */
async function unrecordedEdits(
  row: SafeCopyRow,
  draft: DraftRecord | undefined,
  files: AttachmentMeta[],
): Promise<boolean> {
  if (!draft) return false;
  const current = new Map<string, FileEntry>();
  for (const meta of files) current.set(fileIdOf(meta.id), row.shadow.files[fileIdOf(meta.id)]?.v ?? ({} as FileEntry));
  for (const id of row.pending) if (row.shadow.files[id]?.v) current.set(id, row.shadow.files[id]?.v as FileEntry);
  const probe = structuredClone(row.shadow);
  // Files are compared by id only here: a file's entry never changes under the same id.
  return captureChange(probe, flattenDraft(draft), current, '', 0) !== undefined;
}

/**
 * Merges the changes of the copy of `row` made since its last pull. 'busy' when the draft or the
 * row changed meanwhile: record the new edits (./capture) and pull again.
 */
export async function pullCopy(ctx: SafeContext, row: SafeCopyRow): Promise<PullOutcome> {
  const draft = await loadDraft(row.draftId);
  const attachments = draft ? await listAttachments(row.draftId) : [];
  if (row.here && !draft) return 'unchanged';
  if (row.here && (await unrecordedEdits(row, draft, attachments))) return 'busy';
  const access = await copyAccess(ctx, row);
  const { changes, last } = await changesAfter(ctx.api, row.copyId, access, row.seq);
  const key = await draftKey(row.key);
  const shadow = structuredClone(row.shadow);
  const conflicts: Conflict[] = [];
  let changed = false;
  let theirs = 0;
  for (const stored of changes) {
    const change = await openRecord<DraftChange>(key, row.copyId, stored.body);
    if (change.device === ctx.me && !change.snapshot) {
      shadow.clock = Math.max(shadow.clock, change.clock);
      continue;
    }
    theirs++;
    const result = mergeChange(shadow, change, ctx.me, ctx.now());
    changed ||= result.fields.length > 0 || result.files.length > 0 || result.conflicts.length > 0;
    conflicts.push(...result.conflicts);
  }
  const stillPending = row.pending.filter((id) => shadow.files[id] && !shadow.files[id]?.gone);
  const base = { ...row, seq: Math.max(row.seq, last), shadow, sinceSnapshot: row.sinceSnapshot + theirs };
  if (!changed && stillPending.length === 0 && row.here) {
    return (await commitSafeMerge(base, {})) ? 'unchanged' : 'busy';
  }
  const localIds = new Set(attachments.map((meta) => fileIdOf(meta.id)));
  const arrived: { meta: AttachmentMeta; bytes: ArrayBuffer }[] = [];
  const pending: string[] = [];
  for (const [fileId, known] of Object.entries(shadow.files)) {
    if (known.gone || !known.v || localIds.has(fileId)) continue;
    const id = uuidOf(fileId);
    const bytes = id ? await download(ctx, row, key, fileId, known.v) : undefined;
    if (!id || !bytes) {
      pending.push(fileId);
      continue;
    }
    const { field, name, type, size, sha256 } = known.v;
    arrived.push({ meta: { id, draftId: row.draftId, field, name, type, size, sha256, createdAt: ctx.now() }, bytes });
  }
  const removeFiles = attachments.filter((meta) => shadow.files[fileIdOf(meta.id)]?.gone).map((meta) => meta.id);
  const merged: SafeCopyRow = { ...base, conflicts: withConflicts(row.conflicts, conflicts), pending, here: true };
  const record = draftOf(row, shadow, draft, ctx.now());
  const ok = await commitSafeMerge(merged, {
    draft: { record, readAt: draft?.updatedAt },
    files: arrived,
    removeFiles,
  });
  return ok ? 'merged' : 'busy';
}
