// "Forget my data" as a whole: where the family has safe copies, their server copies are deleted
// first (src/safe-copy queues the deletions with their access secrets, so they go out even if the
// link is down now, and the keys leave the device at once); then the device's drafts, files and
// receipts go (src/db). The safe copies' code loads only where there are safe copies.

import { forgetDeviceData, hasSafeCopies } from '../db';

export interface ForgotResult {
  /** Drafts kept until the school has their submissions. */
  keptForOutbox: number;
  /** Safe copies were on: their server copies are being deleted. */
  safeCopies: boolean;
}

/** Deletes the family's server copies (queued) and what this device holds. `flush`: send the deletions now. */
export async function forgetMyData(options: { flush?: boolean } = {}): Promise<ForgotResult> {
  const safeCopies = await hasSafeCopies();
  if (safeCopies) {
    const safe = await import('../safe-copy');
    await safe.forgetSafeCopiesEverywhere();
    if (options.flush ?? true) void safe.requestSafeCopyFlush({ reconnected: true });
  }
  const { keptForOutbox } = await forgetDeviceData();
  return { keptForOutbox, safeCopies };
}
