// Submit: a draft's snapshot into the outbox, with the files its data refers to, in one
// transaction (sealed with the device key when a shared-device session made it).

import type { SubmissionAttachment, SubmissionLocale } from '../shared/contracts/submission';
import { valueAt } from '../shared/dot-path';
import type { AttachmentMeta, DraftRecord } from '../shared/records';
import { withDb, type OutboxRow } from './database';
import type { OutboxItem } from './outbox-records';
import { resealForOutbox, sealOutboxItem } from './sealed-outbox';
import { openAttachment, openDraft, openSessionId } from './vault';

const toRow = (item: OutboxItem) => item as unknown as OutboxRow;

/** What Submit knows besides the draft. */
export interface EnqueueOptions {
  /** The language the family filled the form in; English when not given. */
  locale?: SubmissionLocale;
  /** contact-app: the robot-check token Submit took, if any. */
  robotToken?: string;
  /** Epoch ms of Submit; now when not given. */
  now?: number;
}

/** The stored files the data refers to: each whose own field holds its id (a replaced or cleared file is left out), oldest first. */
function referencedAttachments(data: Record<string, unknown>, metas: AttachmentMeta[]): SubmissionAttachment[] {
  return metas
    .sort((a, b) => a.createdAt - b.createdAt)
    .filter((meta) => valueAt(data, meta.field) === meta.id)
    .map(({ id, field, name, type, size, sha256 }) => ({ id, field, name, type, size, sha256 }));
}

/**
 * Puts draft `draftId` in the outbox: snapshots its data, kind, schema version, locale and the
 * files its data refers to into a new outbox row whose id (a fresh UUID, made once) is the
 * submission id the server deduplicates by, and marks the draft 'ready'. One transaction.
 * Rejects when the draft does not exist. Returns the new outbox item.
 */
export async function enqueueSubmission(draftId: string, options: EnqueueOptions = {}): Promise<OutboxItem> {
  if (openSessionId()) return enqueueSessionSubmission(draftId, options);
  const now = options.now ?? Date.now();
  return withDb((db) =>
    db.transaction('rw', db.drafts, db.attachments, db.outbox, async () => {
      const draft = await db.drafts.get(draftId);
      if (!draft) throw new Error(`Draft ${draftId} does not exist`);
      const metas = await db.attachments.where('draftId').equals(draftId).toArray();
      const item = outboxItemOf(draft, metas, options, now);
      await db.outbox.put(toRow(item));
      const { serverErrors: _fixed, ...rest } = draft;
      await db.drafts.put({ ...rest, status: 'ready', updatedAt: now });
      return item;
    }),
  );
}

/** The outbox item of `draft` and its stored files, with a fresh submission id. */
function outboxItemOf(draft: DraftRecord, metas: AttachmentMeta[], options: EnqueueOptions, now: number): OutboxItem {
  const attachments = referencedAttachments(draft.data, metas);
  const id = crypto.randomUUID();
  return {
    id,
    draftId: draft.id,
    kind: draft.kind,
    names: draft.names,
    payload: {
      id,
      kind: draft.kind,
      schemaVersion: draft.schemaVersion,
      locale: options.locale ?? 'en',
      submittedAt: new Date(now).toISOString(),
      data: draft.data,
      attachments,
    },
    attachments: attachments.map(({ id: fileId, sha256, size, type, name }) => ({
      id: fileId,
      sha256,
      size,
      type,
      name,
    })),
    ...(options.robotToken ? { robotToken: options.robotToken } : {}),
    status: 'queued',
    attempts: 0,
    nextAttemptAt: now,
    uploaded: {},
    createdAt: now,
    updatedAt: now,
  };
}

/**
 * Submit inside a shared-device session (docs/shared-device.md): the draft and its files are
 * opened with the session key, and the outbox item and the files it sends are sealed with the
 * device key, so they can still be sent after the family has handed the tablet over.
 */
async function enqueueSessionSubmission(draftId: string, options: EnqueueOptions): Promise<OutboxItem> {
  const now = options.now ?? Date.now();
  const [row, metaRows] = await withDb((db) =>
    Promise.all([db.drafts.get(draftId), db.attachments.where('draftId').equals(draftId).toArray()]),
  );
  const draft = await openDraft(row);
  if (!draft) throw new Error(`Draft ${draftId} does not exist`);
  const metas = (await Promise.all(metaRows.map(openAttachment))).filter((m) => m !== undefined);
  const item = outboxItemOf(draft, metas, options, now);
  const sealed = await sealOutboxItem(item);
  const blobs = await withDb((db) => db.attachmentBlobs.bulkGet(item.attachments.map((a) => a.id)));
  const resealed = await Promise.all(blobs.map((blob) => (blob ? resealForOutbox(blob) : undefined)));
  await withDb((db) =>
    db.transaction('rw', db.drafts, db.outbox, db.attachmentBlobs, async () => {
      await db.attachmentBlobs.bulkPut(resealed.filter((blob) => blob !== undefined));
      await db.outbox.put(sealed);
      await db.drafts.update(draftId, { status: 'ready', updatedAt: now });
    }),
  );
  return item;
}
