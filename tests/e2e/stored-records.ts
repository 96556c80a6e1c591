// What IndexedDB holds, read in the page with the plain IndexedDB API (not through the app's
// code): any store's rows, a draft's files with their bytes' SHA-256, and the drafts.

import type { Page } from '@playwright/test';
import { DB_NAME } from '../../src/db/database';

/**
 * Every row of IndexedDB store `store` of the app's database, read with the plain IndexedDB API;
 * stored bytes (ArrayBuffer) come back as their size and SHA-256, computed in the page.
 */
export function storedRows(page: Page, store: string): Promise<Record<string, unknown>[]> {
  return page.evaluate(
    async ({ dbName, store }) => {
      const done = <T>(request: IDBRequest<T> | IDBOpenDBRequest) =>
        new Promise<T>((resolve, reject) => {
          request.onsuccess = () => resolve(request.result as T);
          request.onerror = () => reject(request.error);
        });
      const db = await done<IDBDatabase>(indexedDB.open(dbName));
      // Never in the app's way: a connection left open would block its upgrade, and every open after.
      db.onversionchange = () => db.close();
      let rows: Record<string, unknown>[];
      try {
        rows = await done<Record<string, unknown>[]>(db.transaction(store).objectStore(store).getAll());
      } finally {
        db.close();
      }
      for (const row of rows) {
        for (const [key, value] of Object.entries(row)) {
          if (!(value instanceof ArrayBuffer)) continue;
          const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', value));
          const sha256 = Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('');
          row[key] = { size: value.byteLength, sha256 };
        }
      }
      return rows;
    },
    { dbName: DB_NAME, store },
  );
}

export interface StoredFile {
  field: string;
  name: string;
  type: string;
  /** Size and SHA-256 of the bytes stored apart from the metadata (`attachmentBlobs`). */
  bytes: { size: number; sha256: string } | undefined;
}

/** Every attachment of draft `draftId` as IndexedDB holds it (metadata and bytes), by field. */
export async function storedFiles(page: Page, draftId: string): Promise<StoredFile[]> {
  const blobs = await storedRows(page, 'attachmentBlobs');
  return (await storedRows(page, 'attachments'))
    .filter((meta) => meta.draftId === draftId)
    .map((meta) => ({
      field: meta.field as string,
      name: meta.name as string,
      type: meta.type as string,
      bytes: blobs.find((blob) => blob.id === meta.id)?.bytes as StoredFile['bytes'],
    }))
    .sort((a, b) => a.field.localeCompare(b.field));
}

export interface StoredDraft {
  id: string;
  kind: string;
  step: number;
  data: Record<string, unknown>;
}

/** The drafts IndexedDB holds (to wait for an autosave), optionally of one kind. */
export async function storedDrafts(page: Page, kind?: string): Promise<StoredDraft[]> {
  const rows = (await storedRows(page, 'drafts')) as unknown as StoredDraft[];
  return rows.filter((row) => kind === undefined || row.kind === kind);
}
