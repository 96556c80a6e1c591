// flushSafeCopies(): the one flush of safe copies, called by the page's triggers and by the
// service worker (Background Sync) alike, one at a time across tabs and the worker (a Web Lock).
// In order: turn on the copies the family asked for, record every draft's edits, send the queue,
// bring the family index up to date (adopting drafts made on another device), pull and merge each
// copy (recording and pulling again when the family typed meanwhile), compact long histories, and
// read what the server says of each copy (its deletion date). Runs with the database and fetch
// only: no DOM, no React.

import {
  listSafeCopies,
  listSafeJobs,
  readSafeFamily,
  removeSafeJob,
  updateSafeCopy,
  updateSafeFamily,
} from '../db/safe-copies';
import { apiEndpoint } from '../config/runtime';
import { listDrafts, sharedDeviceState } from '../db';
import { loadApiSettings } from '../outbox/api-settings';
import { runExclusive } from '../shared/exclusive';
import { formKinds } from '../shared/records';
import type { SafeCopyRow, SafeFamilyRow } from '../shared/safe-copy-records';
import { fromBase64Url, isSealError } from '../crypto';
import { compactCopy, CopyApiError, deleteCopy, readCopy, type CopyApi } from './api';
import { adoptCopy, captureCopy, retireCopy, startCopy } from './capture';
import { contextOf, copyAccess, type SafeContext } from './context';
import { liveItems, pullIndex } from './family';
import { runJobs } from './jobs';
import { draftKey, randomId } from './keys';
import { snapshotOf } from './merge';
import { SAFE_COPY_NAME } from './names';
import { pullCopy } from './pull';
import { sealRecord } from './seal';
import { sendPendingSlot } from './slot';

/** Changes on the server after which a device that is up to date compacts them into a snapshot. */
export const COMPACT_AFTER = 200;

export interface SafeFlushOptions {
  /** The link may be back: what the network stopped is due now. */
  reconnected?: boolean;
  /** Wait for a flush that is running, then run (a restore needs its own). */
  wait?: boolean;
  /** For tests: the API, the clock, the backoff's randomness. */
  api?: CopyApi;
  now?: () => number;
  random?: () => number;
}

export interface SafeFlushReport {
  /** False when another flusher held the lock (or nothing is set up). */
  ran: boolean;
  /** Jobs still queued after the flush. */
  waiting: number;
  /** The last stop was the network's: probing the link makes sense. */
  networkDown: boolean;
}

/** The `/api/copies` client of `options`, else of the page's API settings. */
export async function apiOf(options: SafeFlushOptions): Promise<CopyApi> {
  if (options.api) return options.api;
  const settings = await loadApiSettings();
  return { apiBase: apiEndpoint(settings, ''), token: settings.token || undefined };
}

/** Turns on the copy of every draft on this device the family did not turn off. */
async function startWanted(ctx: SafeContext, family: SafeFamilyRow, rows: SafeCopyRow[]): Promise<boolean> {
  const have = new Set(rows.map((row) => row.draftId));
  const off = new Set(family.off);
  let started = false;
  for (const kind of formKinds) {
    for (const draft of await listDrafts(kind)) {
      if (have.has(draft.id) || off.has(draft.id) || draft.status !== 'draft') continue;
      await startCopy(ctx, family, draft);
      started = true;
    }
  }
  return started;
}

/** Records every copy's edits; retires copies whose draft left the device. */
async function captureAll(ctx: SafeContext, family: SafeFamilyRow): Promise<boolean> {
  let indexChanged = false;
  for (const row of await listSafeCopies()) {
    if (row.gone || row.keepUntil) continue;
    let outcome = await captureCopy(ctx, row);
    if (outcome === 'busy') {
      const fresh = (await listSafeCopies()).find((other) => other.draftId === row.draftId);
      if (fresh) outcome = await captureCopy(ctx, fresh);
    }
    if (outcome === 'draft-gone') indexChanged = (await retireCopy(ctx, family, row)) === 'deleted' || indexChanged;
  }
  return indexChanged;
}

/** Adopts the drafts of the index this device does not follow yet; stops following those removed. */
async function followIndex(ctx: SafeContext, family: SafeFamilyRow): Promise<void> {
  const changed = new Set(await pullIndex(ctx, family));
  await updateSafeFamily({ index: family.index, indexSeq: family.indexSeq });
  const rows = new Map((await listSafeCopies()).map((row) => [row.copyId, row]));
  const off = new Set(family.off);
  for (const [copyId, item] of liveItems(family)) {
    if (rows.has(copyId) || off.has(item.draftId)) continue;
    const key = fromBase64Url(item.key);
    const access = item.access ? fromBase64Url(item.access) : undefined;
    if (key?.length === 32) await adoptCopy(ctx, copyId, item, key, access);
  }
  for (const copyId of changed) {
    const row = rows.get(copyId);
    // Deleted from another device: the draft stays here, without a copy.
    if (row && !row.keepUntil && family.index.items[copyId]?.gone) await updateSafeCopy(row.draftId, { gone: true });
  }
}

/** Pulls one copy, recording new edits first whenever the family typed meanwhile (three rounds at most). */
async function bringUpToDate(ctx: SafeContext, draftId: string): Promise<boolean> {
  for (let round = 0; round < 3; round++) {
    const row = (await listSafeCopies()).find((other) => other.draftId === draftId);
    if (!row || row.gone) return false;
    const outcome = await pullCopy(ctx, row);
    if (outcome !== 'busy') return true;
    const fresh = (await listSafeCopies()).find((other) => other.draftId === draftId);
    if (fresh) await captureCopy(ctx, fresh);
  }
  return false;
}

/** A snapshot replaces a long history, once this device has sent and merged everything. */
async function compact(ctx: SafeContext, row: SafeCopyRow): Promise<void> {
  if (row.sinceSnapshot < COMPACT_AFTER || row.seq === 0) return;
  const body = await sealRecord(await draftKey(row.key), row.copyId, snapshotOf(row.shadow, ctx.me));
  await compactCopy(ctx.api, row.copyId, await copyAccess(ctx, row), { upTo: row.seq, changeId: randomId(), body });
  await updateSafeCopy(row.draftId, { sinceSnapshot: 0 });
}

/** What the server says of the copy: its deletion date and size, and that it is up to date now. */
async function readStatus(ctx: SafeContext, row: SafeCopyRow): Promise<void> {
  const answer = await readCopy(ctx.api, row.copyId, await copyAccess(ctx, row));
  await updateSafeCopy(row.draftId, { deleteAfter: answer.deleteAfter, bytes: answer.bytes, syncedAt: ctx.now() });
}

/** Deletions queued after the family forgot its keys here: they carry their access secrets. */
async function runOrphanDeletions(api: CopyApi): Promise<number> {
  let left = 0;
  for (const job of await listSafeJobs()) {
    if (job.job !== 'remove-copy') continue;
    try {
      await deleteCopy(api, job.copyId, fromBase64Url(job.access) ?? new Uint8Array());
      await removeSafeJob(job.id);
    } catch {
      left++;
    }
  }
  return left;
}

async function run(options: SafeFlushOptions): Promise<SafeFlushReport> {
  const now = options.now ?? Date.now;
  const family = await readSafeFamily();
  if (!family || family.handOff || (await sharedDeviceState()).mode) {
    const jobs = await listSafeJobs();
    if (jobs.length === 0) return { ran: false, waiting: 0, networkDown: false };
    const waiting = await runOrphanDeletions(await apiOf(options));
    return { ran: true, waiting, networkDown: waiting > 0 };
  }
  const ctx = await contextOf(family, await apiOf(options), now);
  let indexChanged = family.auto && (await startWanted(ctx, family, await listSafeCopies()));
  indexChanged = (await captureAll(ctx, family)) || indexChanged;
  if (indexChanged) await updateSafeFamily({ index: family.index });
  const rowsByCopy = async () => new Map((await listSafeCopies()).map((row) => [row.copyId, row]));
  const report = await runJobs(ctx, family, await listSafeJobs(), await rowsByCopy(), options);
  await guarded(ctx, report, undefined, () => sendPendingSlot(ctx, family));
  if (!report.stopped.has(ctx.keys.indexId)) {
    await guarded(ctx, report, undefined, () => followIndex(ctx, family));
  }
  for (const row of await listSafeCopies()) {
    if (row.gone || report.stopped.has(row.copyId) || !row.created) continue;
    await guarded(ctx, report, row, async () => {
      if (!(await bringUpToDate(ctx, row.draftId))) return;
      const after = await runJobs(ctx, family, await listSafeJobs(), await rowsByCopy(), options);
      const fresh = (await rowsByCopy()).get(row.copyId);
      if (after.stopped.has(row.copyId) || !fresh || fresh.gone) return;
      await compact(ctx, fresh);
      await readStatus(ctx, fresh);
    });
  }
  return { ran: true, waiting: (await listSafeJobs()).length, networkDown: report.networkDown };
}

/**
 * Runs one copy's (or, without `row`, the index's) pull: a server's refusal or a record that does
 * not open stops that copy only, and is kept for the page to show.
 */
async function guarded(
  ctx: SafeContext,
  report: { networkDown: boolean },
  row: SafeCopyRow | undefined,
  work: () => Promise<void>,
): Promise<void> {
  try {
    await work();
  } catch (error) {
    if (!(error instanceof CopyApiError) && !isSealError(error)) throw error;
    if (error instanceof CopyApiError && error.status === 0) {
      report.networkDown = true;
      return;
    }
    if (row && error instanceof CopyApiError && error.status === 404) {
      await updateSafeCopy(row.draftId, { gone: true });
      return;
    }
    // A record that does not open with this family's keys: changed on the server, or not this family's.
    const problem = isSealError(error)
      ? { code: 'unreadable', status: 0, at: ctx.now() }
      : { code: (error as CopyApiError).code, status: (error as CopyApiError).status, at: ctx.now() };
    if (row) await updateSafeCopy(row.draftId, { problem });
    else await updateSafeFamily({ problem });
  }
}

/** Runs one flush unless another holds the lock (then `ran` is false). Rejects only on database errors. */
export async function flushSafeCopies(options: SafeFlushOptions = {}): Promise<SafeFlushReport> {
  const idle: SafeFlushReport = { ran: false, waiting: 0, networkDown: false };
  return runExclusive(SAFE_COPY_NAME, () => run(options), { busy: idle, wait: options.wait ?? false });
}
