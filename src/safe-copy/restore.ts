// "Restore my applications" (docs/safe-copy.md): from the recovery link's family secret `S`, or
// from a touch of the passkey (its PRF output opens the key slot, which holds `S`), every draft
// of the family's index comes back with its files. On a device with no safe copies, `S` becomes
// this device's family secret; on one that has its own, the other secret's drafts join this
// family's index (each keeps its copy and carries that copy's access secret). Nothing is written
// before the server has shown that the index exists: a wrong or changed link leaves the device
// as it was. Page only.

import { addSafeJobs, listSafeCopies, readSafeFamily, updateSafeFamily, writeSafeFamily } from '../db/safe-copies';
import type { SafeJob } from '../shared/safe-copy-records';
import { isSealError, toBase64Url } from '../crypto';
import { CopyApiError, readCopy, type CopyApi } from './api';
import { contextOf } from './context';
import { liveItems, pullIndex, recordIndexItem, restoredFamily } from './family';
import { flushSafeCopies, type SafeFlushOptions } from './flush';
import { familyKeys } from './keys';
import { evaluatePrf } from './passkey';
import { secretFromSlot } from './slot';

/** Why a restore did not happen; the page says each in the family's language. */
export type RestoreProblem =
  /** The server has no copy for this key: the link is incomplete or changed, or the copies were deleted. */
  | 'not-found'
  /** The copies did not open with this key. */
  | 'unreadable'
  /** No connection to the school's server. */
  | 'offline'
  /** The server refused or failed (quota, 5xx). */
  | 'server';

export class RestoreError extends Error {
  constructor(readonly problem: RestoreProblem) {
    super(`restore: ${problem}`);
    this.name = 'RestoreError';
  }
}

function asRestoreError(error: unknown): RestoreError {
  if (error instanceof RestoreError) return error;
  if (isSealError(error)) return new RestoreError('unreadable');
  if (error instanceof CopyApiError) {
    if (error.status === 0) return new RestoreError('offline');
    if (error.status === 404 || error.status === 403) return new RestoreError('not-found');
    return new RestoreError('server');
  }
  throw error;
}

export interface RestoreOptions extends SafeFlushOptions {
  api: CopyApi;
}

/** The ids of the drafts this device holds from its copies. */
async function restoredDrafts(): Promise<string[]> {
  return (await listSafeCopies()).filter((row) => row.here && !row.gone).map((row) => row.draftId);
}

/**
 * Restores every draft `secret` opens. Resolves with the ids of the drafts now on this device
 * from safe copies; rejects with a RestoreError (nothing changed on the device).
 */
export async function restoreFromSecret(secret: Uint8Array, options: RestoreOptions): Promise<string[]> {
  const now = options.now ?? Date.now;
  try {
    const keys = await familyKeys(secret);
    await readCopy(options.api, keys.indexId, await keys.access(keys.indexId));
    const existing = await readSafeFamily();
    if (!existing || existing.handOff) {
      await writeSafeFamily({ ...restoredFamily(secret, now()), indexCreated: true });
    } else if (toBase64Url(existing.secret) !== toBase64Url(secret)) {
      // Another family secret (a tablet's hand-off, an older link): its drafts join this family.
      const other = await contextOf(restoredFamily(secret, now()), options.api, now);
      const foreign = restoredFamily(secret, now());
      await pullIndex(other, foreign);
      const mine = await contextOf(existing, options.api, now);
      const jobs: SafeJob[] = [];
      for (const [copyId, item] of liveItems(foreign)) {
        if (existing.index.items[copyId] && !existing.index.items[copyId]?.gone) continue;
        const access = toBase64Url(await other.keys.access(copyId));
        jobs.push(await recordIndexItem(mine, existing, copyId, { ...item, access }));
      }
      await addSafeJobs(jobs);
      await updateSafeFamily({ index: existing.index, auto: true });
    }
    await flushSafeCopies({ ...options, reconnected: true, wait: true });
    return await restoredDrafts();
  } catch (error) {
    throw asRestoreError(error);
  }
}

/**
 * Restores with a touch of any passkey of this site: its PRF output opens the key slot, the slot
 * holds `S`. PasskeyError when no passkey gives a PRF result; RestoreError otherwise.
 */
export async function restoreWithPasskey(options: RestoreOptions): Promise<string[]> {
  const { output, credentialId } = await evaluatePrf();
  let slot: Awaited<ReturnType<typeof secretFromSlot>>;
  try {
    slot = await secretFromSlot(options.api, output);
  } catch (error) {
    throw asRestoreError(error);
  }
  const drafts = await restoreFromSecret(slot.secret, options);
  const family = await readSafeFamily();
  if (family && toBase64Url(family.secret) === toBase64Url(slot.secret) && !family.passkey) {
    const now = options.now ?? Date.now;
    await updateSafeFamily({
      passkey: { credentialId, slotId: slot.slotId, slotAccess: slot.slotAccess, createdAt: now() },
    });
  }
  return drafts;
}
