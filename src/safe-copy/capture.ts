// The device's own edits into its copies: turning a draft's copy on (a random copy id and key, an
// item in the family index), recording what changed since the last time (one sealed change with
// only the changed fields and files, each new file queued for upload before the change that names
// it), and what becomes of a copy whose draft left the device: kept until 30 days after the school
// received it, or deleted with its index item when the family deleted the draft.

import { addSafeCopy, commitSafeCopy, dropSafeCopy } from '../db/safe-copies';
import { listAttachments, loadDraft, receiptOfDraft } from '../db';
import type { DraftRecord } from '../shared/records';
import type { FileEntry, SafeCopyRow, SafeFamilyRow, SafeJob } from '../shared/safe-copy-records';
import { toBase64Url } from '../crypto';
import { copyAccess, jobBase, type SafeContext } from './context';
import { recordIndexItem } from './family';
import { draftKey, fileIdOf, randomId, randomSecret, uuidOf } from './keys';
import { captureChange, emptyShadow } from './merge';
import { flattenDraft } from './record';
import { chunkCount, sealRecord } from './seal';

/** How long the server keeps a copy after the school received its application. */
export const KEEP_AFTER_RECEIVED_MS = 30 * 24 * 60 * 60 * 1000;

/** A new copy row for `draft` (nothing sent yet). */
function newCopy(
  draft: Pick<DraftRecord, 'id' | 'kind'>,
  now: number,
  copyId = randomId(),
  key: Uint8Array = randomSecret(),
): SafeCopyRow {
  return {
    draftId: draft.id,
    copyId,
    key,
    kind: draft.kind,
    createdAt: now,
    rev: 0,
    seq: 0,
    shadow: emptyShadow(),
    conflicts: [],
    sinceSnapshot: 0,
    pending: [],
  };
}

/**
 * Turns the safe copy of `draft` on: a row, and the family index's new item (in `family`, in
 * place; the caller stores the family). The draft's content is recorded by the next capture.
 */
export async function startCopy(
  ctx: SafeContext,
  family: SafeFamilyRow,
  draft: Pick<DraftRecord, 'id' | 'kind'>,
): Promise<SafeCopyRow> {
  const row: SafeCopyRow = { ...newCopy(draft, ctx.now()), here: true };
  const indexJob = await recordIndexItem(ctx, family, row.copyId, {
    draftId: draft.id,
    kind: draft.kind,
    key: toBase64Url(row.key),
  });
  await addSafeCopy(row, [indexJob]);
  return row;
}

/** A row for a copy another device made (from the family index), merged in by the next pull. */
export async function adoptCopy(
  ctx: SafeContext,
  copyId: string,
  item: { draftId: string; kind: DraftRecord['kind'] },
  key: Uint8Array,
  access?: Uint8Array,
): Promise<SafeCopyRow> {
  const row: SafeCopyRow = { ...newCopy({ id: item.draftId, kind: item.kind }, ctx.now(), copyId, key), created: true };
  if (access) row.access = access;
  await addSafeCopy(row, []);
  return row;
}

/** The files of a draft as its copy describes them, by file id. */
async function filesOf(draftId: string): Promise<Map<string, FileEntry>> {
  const files = new Map<string, FileEntry>();
  for (const meta of await listAttachments(draftId)) {
    const { field, name, type, size, sha256 } = meta;
    files.set(fileIdOf(meta.id), { field, name, type, size, sha256, chunks: chunkCount(size) });
  }
  return files;
}

export type CaptureOutcome = 'recorded' | 'unchanged' | 'draft-gone' | 'not-here-yet' | 'busy';

/**
 * Records the edits made to the draft of `row` since its last capture as one sealed change, with
 * upload jobs for new files before it and removals of replaced files after it. 'busy' when the
 * row changed meanwhile (try again), 'draft-gone' when the draft is no longer here.
 */
export async function captureCopy(ctx: SafeContext, row: SafeCopyRow): Promise<CaptureOutcome> {
  const draft = await loadDraft(row.draftId);
  // A copy adopted from the index has no draft here until its first pull.
  if (!draft) return row.here ? 'draft-gone' : 'not-here-yet';
  const files = await filesOf(row.draftId);
  // Files this device has not downloaded yet are still the copy's: not removals.
  for (const id of row.pending) {
    const known = row.shadow.files[id];
    if (known?.v && !known.gone) files.set(id, known.v);
  }
  const shadow = structuredClone(row.shadow);
  const change = captureChange(shadow, flattenDraft(draft), files, ctx.me, ctx.now());
  if (!change) return 'unchanged';
  const jobs: SafeJob[] = [];
  for (const [fileId, entry] of Object.entries(change.files)) {
    if (entry.gone || !entry.v) continue;
    const attachmentId = uuidOf(fileId);
    if (!attachmentId) continue;
    const chunks = entry.v.chunks;
    jobs.push({ ...jobBase(row.copyId, ctx.now()), job: 'upload', draftId: row.draftId, fileId, attachmentId, chunks });
  }
  const body = await sealRecord(await draftKey(row.key), row.copyId, change);
  jobs.push({ ...jobBase(row.copyId, ctx.now(), randomId()), job: 'change', body, draftId: row.draftId });
  for (const [fileId, entry] of Object.entries(change.files)) {
    if (entry.gone) jobs.push({ ...jobBase(row.copyId, ctx.now()), job: 'remove-file', draftId: row.draftId, fileId });
  }
  return (await commitSafeCopy({ ...row, shadow }, jobs)) ? 'recorded' : 'busy';
}

/**
 * The draft of `row` left this device. Sent and received by the school: the copy is kept until
 * 30 days after that (the server is told), then it goes by itself. Deleted by the family: the
 * copy and its index item are deleted too, so no device brings the draft back.
 */
export async function retireCopy(
  ctx: SafeContext,
  family: SafeFamilyRow,
  row: SafeCopyRow,
): Promise<'kept' | 'deleted'> {
  const receipt = await receiptOfDraft(row.draftId);
  if (receipt) {
    const keepUntil = new Date(
      Math.min(receipt.receivedAt + KEEP_AFTER_RECEIVED_MS, ctx.now() + KEEP_AFTER_RECEIVED_MS),
    ).toISOString();
    if (row.keepUntil !== keepUntil) {
      const job: SafeJob = { ...jobBase(row.copyId, ctx.now()), job: 'keep-until', draftId: row.draftId, keepUntil };
      await commitSafeCopy({ ...row, keepUntil }, [job]);
    }
    return 'kept';
  }
  const indexJob = await recordIndexItem(ctx, family, row.copyId, undefined);
  const access = toBase64Url(await copyAccess(ctx, row));
  const remove: SafeJob = { ...jobBase(row.copyId, ctx.now()), job: 'remove-copy', access };
  await dropSafeCopy(row.draftId, [indexJob, remove]);
  return 'deleted';
}
