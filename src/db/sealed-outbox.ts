// Submissions from a shared-device session (docs/shared-device.md). The family and its PIN leave
// after "Finish and hand over", yet the submission must still go out: at Submit its snapshot and
// its files are sealed with the device key, a non-extractable AES-GCM key kept in IndexedDB
// (structured clone keeps it usable, its bytes are never readable). The outbox opens them at send
// time; completeSubmission then deletes everything. Runs in the page and the service worker.

import { openBytes, openJson, randomKey, sealBytes, sealJson } from '../crypto';
import { withDb, type AttachmentBlobRow, type OutboxRow } from './database';
import type { OutboxItem } from './outbox-records';
import { openAttachmentBytes } from './vault';

const DEVICE_KEY = 'device-key';

/** The sealed parts of an outbox item: everything that says who the family is. */
type SealedParts = Pick<OutboxItem, 'payload' | 'names' | 'attachments'>;

/** The device key, made on first use. */
export async function deviceKey(): Promise<CryptoKey> {
  const stored = (await withDb((db) => db.meta.get(DEVICE_KEY)))?.value;
  if (stored instanceof CryptoKey) return stored;
  const fresh = await randomKey(false);
  // Two contexts making one at once: the first stored wins, the other reads it.
  return withDb((db) =>
    db.transaction('rw', db.meta, async () => {
      const existing = (await db.meta.get(DEVICE_KEY))?.value;
      if (existing instanceof CryptoKey) return existing;
      await db.meta.put({ key: DEVICE_KEY, value: fresh });
      return fresh;
    }),
  );
}

/** The row to store for a session's outbox item: its personal parts sealed with the device key. */
export async function sealOutboxItem(item: OutboxItem): Promise<OutboxRow> {
  const parts: SealedParts = { payload: item.payload, names: item.names, attachments: item.attachments };
  const sealed = await sealJson(await deviceKey(), parts);
  const row = { ...item, names: [], attachments: [], sealedParts: sealed } as Partial<OutboxItem>;
  delete row.payload;
  return row as unknown as OutboxRow;
}

/** The outbox item a row holds, its sealed parts opened (rows from a personal device as they are). */
export async function openOutboxRow(row: OutboxRow): Promise<OutboxItem> {
  const { sealedParts, ...rest } = row as OutboxRow & { sealedParts?: Uint8Array };
  if (!(sealedParts instanceof Uint8Array)) return row as unknown as OutboxItem;
  const parts = await openJson<SealedParts>(await deviceKey(), sealedParts);
  return { ...(rest as unknown as OutboxItem), ...parts };
}

/**
 * The bytes of a stored file, opened: with the device key once submitted from a session, with the
 * session's key while it is open, as they are on a personal device; undefined when locked.
 */
export async function openStoredBlob(row: AttachmentBlobRow): Promise<ArrayBuffer | undefined> {
  if (row.sealedBy === 'device') {
    try {
      return await openBytes(await deviceKey(), row.bytes);
    } catch {
      return undefined;
    }
  }
  return openAttachmentBytes(row.sessionId, row.bytes);
}

/** A session's file re-sealed with the device key, so it can be sent after the session is gone. */
export async function resealForOutbox(row: AttachmentBlobRow): Promise<AttachmentBlobRow | undefined> {
  if (!row.sessionId) return undefined;
  const plain = await openAttachmentBytes(row.sessionId, row.bytes);
  if (!plain) return undefined;
  const sealed = await sealBytes(await deviceKey(), plain);
  return { id: row.id, type: row.type, bytes: sealed.buffer, sealedBy: 'device' };
}
