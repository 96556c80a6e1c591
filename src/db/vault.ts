// How draft and attachment rows are sealed with the open shared-device session's key
// (docs/shared-device.md; the session itself is ./open-session) on the way into IndexedDB and
// opened on the way out. Without an open session, rows are stored as they are (a personal device).

import { openBytes, openJson, sealBytes, sealJson } from '../crypto';
import type { AttachmentMeta, DraftRecord } from '../shared/records';
import type { AttachmentRow, DraftRow } from './database';
import { openSessionKey } from './open-session';

export { isPrivateSession, openSessionId, openSessionKey, setOpenSession } from './open-session';

/** The row to store for `record`: sealed under the open session, else as it is. */
export async function sealDraft(record: DraftRecord): Promise<DraftRow> {
  const current = openSessionKey();
  if (!current) return record;
  return {
    ...record,
    data: {},
    names: [],
    sessionId: current.id,
    sealedData: await sealJson(current.key, record.data),
    sealedNames: await sealJson(current.key, record.names),
  };
}

/** The sealed form of the parts of an autosave (`data`, `names`), for `db.drafts.update`. */
export async function sealDraftChanges<T extends Partial<Pick<DraftRecord, 'data' | 'names'>>>(
  changes: T,
): Promise<T & Partial<DraftRow>> {
  const current = openSessionKey();
  if (!current) return changes;
  const sealed: T & Partial<DraftRow> = { ...changes };
  if (changes.data !== undefined) {
    sealed.sealedData = await sealJson(current.key, changes.data);
    sealed.data = {};
  }
  if (changes.names !== undefined) {
    sealed.sealedNames = await sealJson(current.key, changes.names);
    sealed.names = [];
  }
  return sealed;
}

/**
 * The draft `row` holds, opened: as it is when it belongs to no session, undefined when it belongs
 * to a session that is not open here (or cannot be opened).
 */
export async function openDraft(row: DraftRow | undefined): Promise<DraftRecord | undefined> {
  if (!row) return undefined;
  const { sessionId, sealedData, sealedNames, ...record } = row;
  if (!sessionId) return record;
  const current = openSessionKey();
  if (sessionId !== current?.id || !sealedData || !sealedNames) return undefined;
  try {
    return {
      ...record,
      data: await openJson<Record<string, unknown>>(current.key, sealedData),
      names: await openJson<string[]>(current.key, sealedNames),
    };
  } catch {
    return undefined;
  }
}

/** The stored metadata and bytes of a new attachment, sealed under the open session if any. */
export async function sealAttachment(
  meta: AttachmentMeta,
  bytes: ArrayBuffer,
): Promise<{ meta: AttachmentRow; bytes: ArrayBuffer }> {
  const current = openSessionKey();
  if (!current) return { meta, bytes };
  const sealedMeta = await sealJson(current.key, { name: meta.name, sha256: meta.sha256 });
  const sealedBytes = await sealBytes(current.key, bytes);
  return { meta: { ...meta, name: '', sha256: '', sessionId: current.id, sealedMeta }, bytes: sealedBytes.buffer };
}

/** Attachment metadata opened (undefined when its session is not open here). */
export async function openAttachment(row: AttachmentRow): Promise<AttachmentMeta | undefined> {
  const { sessionId, sealedMeta, ...meta } = row;
  if (!sessionId) return meta;
  const current = openSessionKey();
  if (sessionId !== current?.id || !sealedMeta) return undefined;
  try {
    return { ...meta, ...(await openJson<Pick<AttachmentMeta, 'name' | 'sha256'>>(current.key, sealedMeta)) };
  } catch {
    return undefined;
  }
}

/** The bytes of an attachment of session `sessionId` (as they are when it has none). */
export async function openAttachmentBytes(
  sessionId: string | undefined,
  bytes: ArrayBuffer,
): Promise<ArrayBuffer | undefined> {
  if (!sessionId) return bytes;
  const current = openSessionKey();
  if (sessionId !== current?.id) return undefined;
  try {
    return await openBytes(current.key, bytes);
  } catch {
    return undefined;
  }
}
