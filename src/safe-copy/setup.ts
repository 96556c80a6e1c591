// What the family decides (docs/safe-copy.md, "The family decides"): turning safe copies on (a
// family secret made on this device; every draft then gets a copy at the next flush), stopping
// one draft's copy (its server copy is deleted: a copy nobody keeps up to date would bring back
// an old draft), starting it again, and forgetting them all: every server copy of the family is
// deleted (the deletions wait in the queue with their access secrets if the link is down) and
// the keys leave this device.

import {
  dropSafeCopy,
  forgetSafeCopies,
  getSafeCopy,
  listSafeCopies,
  readSafeFamily,
  updateSafeFamily,
  writeSafeFamily,
} from '../db/safe-copies';
import type { SafeFamilyRow, SafeJob } from '../shared/safe-copy-records';
import { fromBase64Url, toBase64Url } from '../crypto';
import { contextOf, copyAccess, jobBase } from './context';
import { liveItems, newFamily, recordIndexItem } from './family';

/** The family's setup on this device, made if there is none (the family said yes). */
export async function turnOnSafeCopies(now: number = Date.now()): Promise<SafeFamilyRow> {
  const existing = await readSafeFamily();
  if (existing && !existing.handOff) {
    if (!existing.auto) await updateSafeFamily({ auto: true });
    return { ...existing, auto: true };
  }
  const family = newFamily(now, { auto: true });
  await writeSafeFamily(family);
  return family;
}

/** Stops the copy of draft `draftId`: deleted on the server, out of the index, not made again. */
export async function stopDraftCopy(draftId: string, now: number = Date.now()): Promise<void> {
  const family = await readSafeFamily();
  if (!family) return;
  const off = family.off.includes(draftId) ? family.off : [...family.off, draftId];
  const row = await getSafeCopy(draftId);
  if (!row) {
    await updateSafeFamily({ off });
    return;
  }
  const ctx = await contextOf(family, { apiBase: '' }, () => now);
  const jobs: SafeJob[] = [];
  if (!row.gone) {
    jobs.push(await recordIndexItem(ctx, family, row.copyId, undefined));
    jobs.push({ ...jobBase(row.copyId, now), job: 'remove-copy', access: toBase64Url(await copyAccess(ctx, row)) });
  }
  await dropSafeCopy(draftId, jobs);
  await updateSafeFamily({ off, index: family.index });
}

/** Starts draft `draftId`'s copy again (a new copy, at the next flush). */
export async function resumeDraftCopy(draftId: string): Promise<void> {
  const family = await readSafeFamily();
  if (!family) return;
  const row = await getSafeCopy(draftId);
  // A copy the server no longer has is forgotten here; the next flush makes a new one.
  if (row?.gone) await dropSafeCopy(draftId);
  await updateSafeFamily({ off: family.off.filter((id) => id !== draftId), auto: true });
}

/**
 * Deletes every server copy of the family (each draft's, the index, the passkey's slot) and forgets
 * safe copies on this device. The deletions are queued with their access secrets, so they go out
 * with the next flush even if the link is down now.
 */
export async function forgetSafeCopiesEverywhere(now: number = Date.now()): Promise<void> {
  const family = await readSafeFamily();
  if (!family) return;
  const ctx = await contextOf(family, { apiBase: '' }, () => now);
  const remove = async (copyId: string, access: Uint8Array): Promise<SafeJob> => ({
    ...jobBase(copyId, now),
    job: 'remove-copy',
    access: toBase64Url(access),
  });
  const jobs: SafeJob[] = [];
  const rows = new Map((await listSafeCopies()).map((row) => [row.copyId, row]));
  for (const [copyId, item] of liveItems(family)) {
    const row = rows.get(copyId) ?? { copyId, access: undefined };
    const access = item.access ? fromBase64Url(item.access) : undefined;
    jobs.push(await remove(copyId, access ?? (await copyAccess(ctx, row))));
  }
  for (const row of rows.values()) {
    if (!family.index.items[row.copyId]) jobs.push(await remove(row.copyId, await copyAccess(ctx, row)));
  }
  jobs.push(await remove(ctx.keys.indexId, await ctx.keys.access(ctx.keys.indexId)));
  if (family.passkey) {
    jobs.push(await remove(family.passkey.slotId, fromBase64Url(family.passkey.slotAccess) ?? new Uint8Array()));
  }
  await forgetSafeCopies(jobs);
}

/** Remembers that the family saved its recovery link (shared, copied or scanned). */
export async function markLinkSaved(now: number = Date.now()): Promise<void> {
  await updateSafeFamily({ linkSavedAt: now });
}
