// Drafts: the text of each form, one small row per draft, rewritten by every autosave. Attachments
// live in their own tables, so saving text never reads or rewrites a file.

import type { DraftRecord, FormKind } from '../shared/records';
import { withDb } from './database';
import { openDraft, openSessionId, sealDraft, sealDraftChanges } from './vault';

/**
 * What an autosave may change. `data` replaces the stored data as a whole and must be plain
 * structured-cloneable values (files go through `putAttachment`). `schemaVersion` is for the first
 * save after `restoreDraft` migrated a draft, so the migrations do not run again.
 */
export type DraftPatch = Partial<Pick<DraftRecord, 'data' | 'step' | 'completeness' | 'names' | 'schemaVersion'>>;

/** Statuses the draft list shows: every status a draft has (being filled in, and submitted). */
const LISTED: ReadonlySet<string> = new Set<DraftRecord['status']>(['draft', 'ready']);

/**
 * Creates and stores a new draft of `kind` on step 0; its id is `id` (a page that showed the
 * draft's address before storing it: the application's "Start") or a new `crypto.randomUUID()`.
 */
export async function createDraft(
  kind: FormKind,
  data: Record<string, unknown>,
  schemaVersion: number,
  id: string = crypto.randomUUID(),
): Promise<DraftRecord> {
  const now = Date.now();
  const record: DraftRecord = {
    id,
    kind,
    schemaVersion,
    data,
    step: 0,
    completeness: 0,
    names: [],
    status: 'draft',
    createdAt: now,
    updatedAt: now,
  };
  const row = await sealDraft(record);
  await withDb((db) => db.drafts.put(row));
  return record;
}

/**
 * Autosave: writes the given parts of draft `id` and its `updatedAt`, touching only the drafts
 * table. A draft that no longer exists (deleted in another tab), or whose shared-device session
 * is locked, is left alone without an error.
 */
export async function saveDraft(id: string, patch: DraftPatch): Promise<void> {
  const changes: DraftPatch & { updatedAt: number } = { updatedAt: Date.now() };
  if (patch.data !== undefined) changes.data = patch.data;
  if (patch.step !== undefined) changes.step = patch.step;
  if (patch.completeness !== undefined) changes.completeness = patch.completeness;
  if (patch.names !== undefined) changes.names = patch.names;
  if (patch.schemaVersion !== undefined) changes.schemaVersion = patch.schemaVersion;
  const stored = await sealDraftChanges(changes);
  await withDb((db) =>
    db.transaction('rw', db.drafts, async () => {
      // A late autosave after its session locked must not write its answers in the clear.
      const sessionId = (await db.drafts.get(id))?.sessionId;
      if (sessionId && sessionId !== openSessionId()) return;
      await db.drafts.update(id, stored);
    }),
  );
}

/**
 * The stored draft `id`, as stored (pass it through `restoreDraft` before showing it); undefined
 * too when it belongs to a shared-device session that is not open here.
 */
export async function loadDraft(id: string): Promise<DraftRecord | undefined> {
  return openDraft(await withDb((db) => db.drafts.get(id)));
}

/**
 * The drafts of `kind` with status 'draft' or 'ready', most recently saved first; on a shared
 * device only those of the open session.
 */
export async function listDrafts(kind: FormKind): Promise<DraftRecord[]> {
  const rows = await withDb((db) => db.drafts.where('kind').equals(kind).toArray());
  const opened = await Promise.all(rows.map(openDraft));
  return opened
    .filter((row): row is DraftRecord => row !== undefined && LISTED.has(row.status))
    .sort((a, b) => b.updatedAt - a.updatedAt || b.createdAt - a.createdAt);
}

/**
 * Deletes draft `id`, every attachment (metadata and bytes) stored for it, and a submission of it
 * still waiting in the outbox (the family withdrew it), in one transaction.
 */
export async function deleteDraft(id: string): Promise<void> {
  await withDb((db) =>
    db.transaction('rw', [db.drafts, db.attachments, db.attachmentBlobs, db.outbox], async () => {
      const attachmentIds = await db.attachments.where('draftId').equals(id).primaryKeys();
      await db.attachmentBlobs.bulkDelete(attachmentIds);
      await db.attachments.bulkDelete(attachmentIds);
      await db.outbox.filter((row) => row.draftId === id).delete();
      await db.drafts.delete(id);
    }),
  );
}
