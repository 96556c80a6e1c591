// The outbox: finished forms waiting to reach the school, and the receipts that stay once it has
// confirmed them. Snapshots are taken at Submit (enqueue.ts); src/outbox sends them. Runs in
// the page and in the service worker, so it imports nothing that needs the DOM.

import { liveQuery } from 'dexie';
import type { FormKind } from '../shared/records';
import type { SubmissionReceipt } from '../shared/contracts/submission';
import { withDb, type OutboxRow, type ReceiptRow } from './database';
import type { OutboxItem, Receipt } from './outbox-records';
import { openOutboxRow, openStoredBlob } from './sealed-outbox';

const toItem = (row: OutboxRow) => row as unknown as OutboxItem;
const toRow = (item: OutboxItem) => item as unknown as OutboxRow;
const toReceipt = (row: ReceiptRow) => row as unknown as Receipt;

/** Every outbox item, oldest first. */
export async function listOutbox(): Promise<OutboxItem[]> {
  const rows = await withDb((db) => db.outbox.toArray());
  return (await Promise.all(rows.map(openOutboxRow))).sort((a, b) => a.createdAt - b.createdAt);
}

/** Outbox item `id`, if it is still there. */
export async function getOutboxItem(id: string): Promise<OutboxItem | undefined> {
  const row = await withDb((db) => db.outbox.get(id));
  return row ? openOutboxRow(row) : undefined;
}

/** Items due at `now`: queued, or left 'sending' by a flush that was cut off. Oldest first. */
export async function dueOutboxItems(now: number): Promise<OutboxItem[]> {
  const rows = await withDb((db) => db.outbox.where('nextAttemptAt').belowOrEqual(now).toArray());
  return (await Promise.all(rows.map(openOutboxRow)))
    .filter((item) => item.status === 'queued' || item.status === 'sending')
    .sort((a, b) => a.createdAt - b.createdAt);
}

/** What waits in the outbox, and whether the last try of any of it found no network at all. */
export interface OutboxWaiting {
  /** Submissions queued or being sent (not those stopped for attention). */
  waiting: number;
  /** At least one was last stopped by a network failure (no answer), not by the server. */
  networkDown: boolean;
}

const sentNothing = (item: Pick<OutboxItem, 'lastError'>) => item.lastError?.status === 0;

/** Counts what waits to be sent (a cheap read: no rows are opened). */
export async function outboxWaiting(): Promise<OutboxWaiting> {
  const rows = (await withDb((db) => db.outbox.toArray())).map(toItem);
  const waiting = rows.filter((item) => item.status === 'queued' || item.status === 'sending');
  return { waiting: waiting.length, networkDown: waiting.some(sentNothing) };
}

/**
 * The connection is back: submissions stopped by a network failure are due now, not at the end
 * of their backoff (which is for servers that answered with an error). Returns how many.
 */
export async function resumeAfterReconnect(now: number): Promise<number> {
  return withDb((db) =>
    db.transaction('rw', db.outbox, async () => {
      const rows = (await db.outbox.toArray()).map(toItem);
      const stalled = rows.filter((item) => item.status === 'queued' && sentNothing(item) && item.nextAttemptAt > now);
      for (const item of stalled) await db.outbox.put(toRow({ ...item, nextAttemptAt: now }));
      return stalled.length;
    }),
  );
}

/**
 * Changes outbox item `id` (the flusher's bookkeeping: status, attempts, upload offsets).
 * A missing item (completed or withdrawn meanwhile) is left alone.
 */
export async function updateOutboxItem(
  id: string,
  changes: Partial<Omit<OutboxItem, 'id' | 'draftId' | 'payload'>>,
): Promise<void> {
  await withDb((db) =>
    db.transaction('rw', db.outbox, async () => {
      const row = await db.outbox.get(id);
      if (!row) return;
      const item = toItem(row);
      const next: OutboxItem = { ...item, ...changes, updatedAt: Date.now() };
      // A change to undefined removes the field (lastError, serverErrors).
      for (const [key, value] of Object.entries(changes))
        if (value === undefined) delete (next as unknown as Record<string, unknown>)[key];
      await db.outbox.put(toRow(next));
    }),
  );
}

/** The stored bytes of an attachment, as a Blob of its type (read at send time). */
export async function outboxAttachmentBlob(attachmentId: string): Promise<Blob | undefined> {
  const row = await withDb((db) => db.attachmentBlobs.get(attachmentId));
  const bytes = row && (await openStoredBlob(row));
  return row && bytes ? new Blob([bytes], { type: row.type }) : undefined;
}

/**
 * Sends item `id` again as soon as possible (after the family did the robot check again, or to
 * retry now rather than at the next backoff step), with a new robot token when given.
 */
export async function retrySubmission(id: string, options: { robotToken?: string; now?: number } = {}): Promise<void> {
  const changes: Partial<OutboxItem> = {
    status: 'queued',
    nextAttemptAt: options.now ?? Date.now(),
    lastError: undefined,
  };
  if (options.robotToken) changes.robotToken = options.robotToken;
  await updateOutboxItem(id, changes);
}

/**
 * Takes item `id` out of the outbox and opens its draft for editing again (status 'draft'), so
 * the family can fix what the school refused (422) and submit anew: a new submission id then.
 * The refused fields are kept on the draft (`serverErrors`) for the form to show.
 * Only for items the school has not stored (nothing is deleted on the server).
 */
export async function reopenSubmission(id: string): Promise<string | undefined> {
  return withDb((db) =>
    db.transaction('rw', db.outbox, db.drafts, async () => {
      const row = await db.outbox.get(id);
      if (!row) return undefined;
      const item = toItem(row);
      const draft = await db.drafts.get(item.draftId);
      const serverErrors = item.lastError?.fieldErrors;
      if (draft)
        await db.drafts.put({
          ...draft,
          status: 'draft',
          updatedAt: Date.now(),
          ...(serverErrors ? { serverErrors } : {}),
        });
      await db.outbox.delete(id);
      return item.draftId;
    }),
  );
}

/**
 * The school confirmed submission `id` (its receipt says complete): in one transaction, stores
 * the receipt (reference, date, kind, names, the status link's token), and deletes the outbox
 * item, its draft, and the draft's attachments with their bytes (docs/decisions.md §7: after
 * confirmation, personal data and blobs leave the device; the receipt stays). Safe to repeat.
 */
export async function completeSubmission(id: string, receipt: SubmissionReceipt): Promise<Receipt | undefined> {
  return withDb((db) =>
    db.transaction('rw', [db.outbox, db.receipts, db.drafts, db.attachments, db.attachmentBlobs], async () => {
      const row = await db.outbox.get(id);
      const existing = await db.receipts.get(id);
      if (!row) return existing ? toReceipt(existing) : undefined;
      const item = toItem(row);
      const received = Date.parse(receipt.receivedAt);
      // A shared device's submission (sealed) keeps neither names nor the status link: the next
      // family must not reach this one's status (the family has the link by e-mail).
      const shared = 'sealedParts' in row;
      const stored: Receipt = {
        id,
        draftId: item.draftId,
        reference: receipt.reference,
        receivedAt: Number.isFinite(received) ? received : Date.now(),
        kind: item.kind,
        names: item.names,
        ...(receipt.statusToken && !shared ? { statusToken: receipt.statusToken } : {}),
      };
      await db.receipts.put(stored as unknown as ReceiptRow);
      const attachmentIds = await db.attachments.where('draftId').equals(item.draftId).primaryKeys();
      await db.attachmentBlobs.bulkDelete(attachmentIds);
      await db.attachments.bulkDelete(attachmentIds);
      await db.drafts.delete(item.draftId);
      await db.outbox.delete(id);
      return stored;
    }),
  );
}

/** The receipts kept on this device (of `kind`, or all), newest first. */
export async function listReceipts(kind?: FormKind): Promise<Receipt[]> {
  const rows = await withDb((db) => (kind ? db.receipts.where('kind').equals(kind).toArray() : db.receipts.toArray()));
  return rows.map(toReceipt).sort((a, b) => b.receivedAt - a.receivedAt);
}

/**
 * Calls `onChange` with every outbox item (as `listOutbox`) now and whenever the outbox changes,
 * in this context or another (a tab, the service worker). Returns the unsubscribe function.
 */
export function watchOutbox(onChange: (items: OutboxItem[]) => void): () => void {
  const subscription = liveQuery(() => listOutbox()).subscribe({ next: onChange, error: () => undefined });
  return () => subscription.unsubscribe();
}

/** The outbox item made from draft `draftId`, if one waits. */
export async function outboxItemOfDraft(draftId: string): Promise<OutboxItem | undefined> {
  const row = (await withDb((db) => db.outbox.toArray())).find((r) => r.draftId === draftId);
  return row ? openOutboxRow(row) : undefined;
}

/** The receipt of the submission made from draft `draftId`, once the school has confirmed it. */
export async function receiptOfDraft(draftId: string): Promise<Receipt | undefined> {
  const rows = await withDb((db) => db.receipts.toArray());
  return rows.map(toReceipt).find((receipt) => receipt.draftId === draftId);
}
