// "Forget my data": what this device holds for the family (drafts, files, receipts, submissions
// still on their way, bytes used) and deleting it. Submissions not yet received by the school keep
// their data until it has them; then `completeSubmission` removes that too.

import type { DraftRecord } from '../shared/records';
import { clearStatusSnapshots } from './status-snapshots';
import { withDb, type AppDatabase } from './database';
import { listOutbox, listReceipts } from './outbox';
import type { OutboxItem, Receipt } from './outbox-records';
import { openDraft, openSessionId } from './vault';

export interface DeviceData {
  /** Drafts of every form, newest first (those waiting in the outbox included). */
  drafts: DraftRecord[];
  files: { count: number; bytes: number };
  receipts: Receipt[];
  /** Submissions the school does not have yet. */
  outbox: OutboxItem[];
  /** Bytes of the stored text and files (a close estimate: JSON length plus file sizes). */
  bytes: number;
}

/**
 * What this device holds for the family, across all forms; on a shared device, what the open
 * session holds (other families' sealed sessions are not theirs to see).
 */
export async function describeDeviceData(): Promise<DeviceData> {
  const [rows, allMetas, receipts, allOutbox] = await Promise.all([
    withDb((db) => db.drafts.toArray()),
    withDb((db) => db.attachments.toArray()),
    listReceipts(),
    listOutbox(),
  ]);
  const drafts = (await Promise.all(rows.map(openDraft))).filter((d): d is DraftRecord => d !== undefined);
  const mine = new Set(drafts.map((d) => d.id));
  const metas = allMetas.filter((m) => mine.has(m.draftId));
  const outbox = allOutbox.filter((item) => mine.has(item.draftId));
  const fileBytes = metas.reduce((sum, m) => sum + m.size, 0);
  const textBytes = [...drafts, ...receipts, ...outbox].reduce((sum, row) => sum + JSON.stringify(row).length, 0);
  return {
    drafts: drafts.sort((a, b) => b.updatedAt - a.updatedAt),
    files: { count: metas.length, bytes: fileBytes },
    receipts,
    outbox,
    bytes: fileBytes + textBytes,
  };
}

/**
 * Deletes everything this device holds for the family: every draft with its files (on a shared
 * device, those of the open session), and every receipt, in one transaction. Drafts (and their files) of submissions still in the outbox stay
 * until the school confirms them, so nothing already submitted is lost; their count is returned.
 */
export async function forgetDeviceData(): Promise<{ keptForOutbox: number }> {
  return withDb((db) =>
    db.transaction('rw', [db.drafts, db.attachments, db.attachmentBlobs, db.receipts, db.outbox, db.meta], async () => {
      const session = openSessionId();
      const all = session
        ? await db.drafts.where('sessionId').equals(session).primaryKeys()
        : await db.drafts.toCollection().primaryKeys();
      const waiting = await deleteDraftsAndReceipts(db, all);
      return { keptForOutbox: waiting.size };
    }),
  );
}

/**
 * Inside a read-write transaction over drafts, attachments, attachmentBlobs, receipts, outbox and
 * meta: deletes drafts `draftIds` with their files, except drafts the outbox still has to send,
 * then every receipt and status snapshot (forgetting this device's data, ending a session).
 * @returns the ids of the drafts the outbox keeps.
 */
export async function deleteDraftsAndReceipts(db: AppDatabase, draftIds: string[]): Promise<Set<string>> {
  const waiting = new Set((await db.outbox.toArray()).map((row) => String(row.draftId)));
  const deleting = draftIds.filter((id) => !waiting.has(id));
  const attachmentIds = await db.attachments.where('draftId').anyOf(deleting).primaryKeys();
  await db.attachmentBlobs.bulkDelete(attachmentIds);
  await db.attachments.bulkDelete(attachmentIds);
  await db.drafts.bulkDelete(deleting);
  await db.receipts.clear();
  await clearStatusSnapshots(db);
  return waiting;
}

/** True when this device has safe copies of the family's drafts (a tablet's hand-off is not one). */
export async function hasSafeCopies(): Promise<boolean> {
  const family = await withDb((db) => db.safeFamily.get('family'));
  return Boolean(family && !family.handOff);
}
