// The last answer the school gave the family's status page, kept on the device (`meta` table) so
// the page opens offline with "last updated at ...". Keyed by the status link's public half, never
// the whole token; forgotten with "Forget my data", a shared device's hand-over, or a link the
// school revoked.

import type { StatusAnswer } from '../shared/contracts/status';
import { withDb, type AppDatabase } from './database';

const PREFIX = 'status-snapshot:';

const keyOf = (token: string) => `${PREFIX}${token.split('.')[0] ?? ''}`;

/** Remembers the school's answer for this status link. Never rejects (a snapshot is a cache). */
export async function saveStatusSnapshot(token: string, answer: StatusAnswer): Promise<void> {
  try {
    await withDb((db) => db.meta.put({ key: keyOf(token), value: answer }));
  } catch {
    // Not remembered: the page simply has nothing to show offline next time.
  }
}

/** The last answer kept for this status link, if any. */
export async function loadStatusSnapshot(token: string): Promise<StatusAnswer | undefined> {
  try {
    return (await withDb((db) => db.meta.get(keyOf(token))))?.value as StatusAnswer | undefined;
  } catch {
    return undefined;
  }
}

/** Forgets what was kept for this status link (the school revoked it). */
export async function forgetStatusSnapshot(token: string): Promise<void> {
  try {
    await withDb((db) => db.meta.delete(keyOf(token)));
  } catch {
    // Nothing kept, or nothing to do.
  }
}

/** Inside a transaction over `meta`: forgets every kept status answer. */
export async function clearStatusSnapshots(db: AppDatabase): Promise<void> {
  await db.meta.where('key').startsWith(PREFIX).delete();
}
