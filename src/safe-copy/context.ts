// What one flush of safe copies works with: the API, the clock, this device's id and the family's
// keys, made once per flush. Tests pass their own fetch and clock.

import type { SafeCopyRow, SafeFamilyRow, SafeJob } from '../shared/safe-copy-records';
import type { CopyApi } from './api';
import { familyKeys, randomId, type FamilyKeys } from './keys';

export interface SafeContext {
  api: CopyApi;
  now: () => number;
  /** This device's id in changes. */
  me: string;
  keys: FamilyKeys;
}

/** The context of a flush for `family`. */
export async function contextOf(
  family: SafeFamilyRow,
  api: CopyApi,
  now: () => number = Date.now,
): Promise<SafeContext> {
  return { api, now, me: family.device, keys: await familyKeys(family.secret) };
}

let order = 0;

/** A queued job's bookkeeping: a fresh id (a change's id is its changeId), an order that keeps the queue's order. */
export function jobBase(copyId: string, now: number, id: string = randomId()) {
  order = Math.max(order + 1, now * 1000);
  return { id, copyId, order, attempts: 0, nextAttemptAt: 0 } satisfies Partial<SafeJob>;
}

/** The access secret of a draft's copy: its own when it came from another family secret, else from `S`. */
export function copyAccess(ctx: SafeContext, row: Pick<SafeCopyRow, 'copyId' | 'access'>): Promise<Uint8Array> {
  return row.access ? Promise.resolve(row.access) : ctx.keys.access(row.copyId);
}
