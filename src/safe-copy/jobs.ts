// The queue's work, sent to the server copy by copy, in the order it was queued: the copy made
// first if the server does not have it yet, changes in batches of up to 100, files chunk by chunk
// (resuming after the chunks the server holds), removals, the keep-until date, deletions. A
// failure stops that copy's queue and leaves every job in place: network, 5xx, 408 and 429 wait a
// backoff (or the server's Retry-After); a refusal the family can act on (quota, storage full, a
// wrong key) is kept on the copy for the page to show. A copy the server no longer has (404) is
// marked gone: nothing of it is sent again, and nothing on the device is deleted.

import { listSafeJobs, removeSafeJobs, updateSafeCopy, updateSafeFamily, updateSafeJob } from '../db/safe-copies';
import { getAttachmentBlob } from '../db';
import { SAFE_CHUNK_BYTES } from './wire';
import type { SafeCopyProblem, SafeCopyRow, SafeFamilyRow, SafeJob } from '../shared/safe-copy-records';
import { fromBase64Url } from '../crypto';
import {
  appendChanges,
  chunksHeld,
  CopyApiError,
  createCopy,
  deleteCopy,
  deleteFile,
  keepCopyUntil,
  putChunk,
} from './api';
import { copyAccess, type SafeContext } from './context';
import { ensureIndexCopy } from './family';
import { accessHash, draftKey } from './keys';
import { sealChunk } from './seal';

export const BACKOFF_BASE_MS = 2_000;
export const BACKOFF_CAP_MS = 10 * 60_000;
/** A refusal the family must act on is not asked again sooner than this. */
export const REFUSED_RETRY_MS = 15 * 60_000;

/** Full-jitter exponential backoff: up to min(cap, base * 2^(attempt-1)). */
export function backoff(attempt: number, random: () => number = Math.random): number {
  return Math.floor(random() * Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempt - 1)));
}

/** What one run of the queue left behind. */
export interface JobsReport {
  /** Copies whose queue stopped on a failure (they keep their jobs). */
  stopped: Set<string>;
  /** At least one stop was the network's (no answer). */
  networkDown: boolean;
}

/** Groups `jobs` by copy, each group in queue order. */
function byCopy(jobs: SafeJob[]): Map<string, SafeJob[]> {
  const groups = new Map<string, SafeJob[]>();
  for (const job of [...jobs].sort((a, b) => a.order - b.order)) {
    groups.set(job.copyId, [...(groups.get(job.copyId) ?? []), job]);
  }
  return groups;
}

async function uploadFile(ctx: SafeContext, row: SafeCopyRow, job: Extract<SafeJob, { job: 'upload' }>): Promise<void> {
  const blob = await getAttachmentBlob(job.attachmentId);
  // Deleted since: a later change of the copy says so, and the chunks are no longer wanted.
  if (!blob) return;
  const access = await copyAccess(ctx, row);
  const held = new Set(await chunksHeld(ctx.api, row.copyId, access, job.fileId));
  const key = await draftKey(row.key);
  for (let n = 0; n < job.chunks; n++) {
    if (held.has(n)) continue;
    const bytes = await blob.slice(n * SAFE_CHUNK_BYTES, (n + 1) * SAFE_CHUNK_BYTES).arrayBuffer();
    await putChunk(ctx.api, row.copyId, access, job.fileId, n, await sealChunk(key, job.fileId, n, job.chunks, bytes));
  }
}

/** Runs the jobs of one copy in order until one fails (thrown). */
async function runCopy(
  ctx: SafeContext,
  family: SafeFamilyRow,
  copyId: string,
  jobs: SafeJob[],
  row: SafeCopyRow | undefined,
): Promise<void> {
  const isIndex = copyId === ctx.keys.indexId;
  const needsCopy = jobs.some((job) => job.job !== 'remove-copy');
  if (needsCopy && isIndex && !family.indexCreated) {
    await ensureIndexCopy(ctx, family);
    await updateSafeFamily({ indexCreated: true });
  }
  if (needsCopy && row && !row.created) {
    await createCopy(ctx.api, copyId, 'draft', await accessHash(await copyAccess(ctx, row)));
    row.created = true;
    await updateSafeCopy(row.draftId, { created: true });
  }
  let index = 0;
  while (index < jobs.length) {
    const job = jobs[index] as SafeJob;
    if (job.job === 'change') {
      const batch: Extract<SafeJob, { job: 'change' }>[] = [];
      while (batch.length < 100 && jobs[index]?.job === 'change') batch.push(jobs[index++] as (typeof batch)[number]);
      const access = row ? await copyAccess(ctx, row) : await ctx.keys.access(copyId);
      await appendChanges(
        ctx.api,
        copyId,
        access,
        batch.map((change) => ({ changeId: change.id, body: change.body })),
      );
      await removeSafeJobs(batch.map((change) => change.id));
      if (row) {
        row.sinceSnapshot += batch.length;
        await updateSafeCopy(row.draftId, { sinceSnapshot: row.sinceSnapshot });
      }
      continue;
    }
    index++;
    if (job.job === 'remove-copy') {
      await deleteCopy(ctx.api, copyId, fromBase64Url(job.access) ?? new Uint8Array());
    } else if (row) {
      const access = await copyAccess(ctx, row);
      if (job.job === 'upload') await uploadFile(ctx, row, job);
      else if (job.job === 'remove-file') await deleteFile(ctx.api, copyId, access, job.fileId);
      else await keepCopyUntil(ctx.api, copyId, access, job.keepUntil);
    }
    await removeSafeJobs([job.id]);
  }
}

/** The problem the family is shown for a refusal, or undefined for a mere wait. */
function problemOf(error: CopyApiError, now: number): SafeCopyProblem | undefined {
  if (!error.refused) return undefined;
  return {
    code: error.code,
    status: error.status,
    at: now,
    ...(error.retryAfterMs ? { retryAt: now + error.retryAfterMs } : {}),
  };
}

/**
 * Runs every due job, copy by copy. `rows` are the device's copy rows by copy id; `reconnected`
 * makes jobs stopped by the network due now. Rejects only on errors that are not the server's.
 */
export async function runJobs(
  ctx: SafeContext,
  family: SafeFamilyRow,
  jobs: SafeJob[],
  rows: Map<string, SafeCopyRow>,
  options: { reconnected?: boolean; random?: () => number } = {},
): Promise<JobsReport> {
  const report: JobsReport = { stopped: new Set(), networkDown: false };
  for (const [copyId, queue] of byCopy(jobs)) {
    const head = queue[0] as SafeJob;
    const row = rows.get(copyId);
    if (row?.gone) continue;
    // A reconnection makes what the network stopped due now; a refusal keeps its wait.
    const refused = row ? row.problem : copyId === ctx.keys.indexId ? family.problem : undefined;
    if (head.nextAttemptAt > ctx.now() && !(options.reconnected && !refused)) {
      report.stopped.add(copyId);
      continue;
    }
    try {
      await runCopy(ctx, family, copyId, queue, row);
      if (row?.problem) await updateSafeCopy(row.draftId, { problem: undefined });
      if (copyId === ctx.keys.indexId && family.problem) await updateSafeFamily({ problem: undefined });
    } catch (error) {
      if (!(error instanceof CopyApiError)) throw error;
      report.stopped.add(copyId);
      if (error.status === 0) report.networkDown = true;
      await failed(ctx, family, copyId, row, error, options.random);
    }
  }
  return report;
}

async function failed(
  ctx: SafeContext,
  family: SafeFamilyRow,
  copyId: string,
  row: SafeCopyRow | undefined,
  error: CopyApiError,
  random?: () => number,
): Promise<void> {
  if (error.status === 404 && row) {
    await updateSafeCopy(row.draftId, { gone: true, problem: undefined });
    return;
  }
  const jobs = byCopy(await listSafeJobs()).get(copyId) ?? [];
  const head = jobs[0];
  if (head) {
    const attempts = head.attempts + 1;
    const wait = error.temporary ? Math.max(backoff(attempts, random), error.retryAfterMs ?? 0) : REFUSED_RETRY_MS;
    await updateSafeJob(head.id, { attempts, nextAttemptAt: ctx.now() + wait });
  }
  const problem = problemOf(error, ctx.now());
  if (row) await updateSafeCopy(row.draftId, { problem });
  else if (copyId === ctx.keys.indexId) await updateSafeFamily({ problem });
}
