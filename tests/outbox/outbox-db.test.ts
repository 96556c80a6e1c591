// @vitest-environment node
// The outbox's storage side: the snapshot taken at Submit, the receipt kept after confirmation,
// and what a family can do with an item that needs attention.
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  completeSubmission,
  enqueueSubmission,
  listAttachments,
  listOutbox,
  listReceipts,
  loadDraft,
  putAttachment,
  receiptOfDraft,
  reopenSubmission,
  retrySubmission,
  deleteDraft,
  outboxItemOfDraft,
} from '../../src/db';
import { getDb } from '../../src/db/database';
import { getOutboxItem, updateOutboxItem } from '../../src/db/outbox';
import { clearDatabase, pdfFile } from '../db/support';
import { finishedScholarship } from './support';

beforeEach(clearDatabase);

describe('enqueueSubmission', () => {
  it('snapshots the draft with the files its data refers to and marks the draft ready', async () => {
    const { draftId, files } = await finishedScholarship([1000, 2000]);
    // A stored file the data does not refer to (left over) is not declared to the school.
    await putAttachment(draftId, 'attachments.portfolio', pdfFile(500));
    const item = await enqueueSubmission(draftId, { locale: 'th', now: Date.parse('2026-11-20T02:15:00Z') });

    expect(item.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(item).toMatchObject({
      draftId,
      kind: 'scholarship-external',
      names: ['Ploy Jaidee'],
      status: 'queued',
      attempts: 0,
      nextAttemptAt: Date.parse('2026-11-20T02:15:00Z'),
      uploaded: {},
    });
    expect(item.payload).toMatchObject({
      id: item.id,
      kind: 'scholarship-external',
      schemaVersion: 1,
      locale: 'th',
      submittedAt: '2026-11-20T02:15:00.000Z',
    });
    const declared = item.payload.attachments.map((a) => [a.field, a.id, a.size]);
    expect(declared.sort()).toEqual([
      ['attachments.awards', files[1]!.id, 2000],
      ['attachments.transcript', files[0]!.id, 1000],
    ]);
    expect(item.attachments.map((a) => a.id).sort()).toEqual([files[0]!.id, files[1]!.id].sort());
    expect(item.attachments[0]!.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect((await loadDraft(draftId))?.status).toBe('ready');
    expect(await listOutbox()).toEqual([item]);
  });

  it('keeps the robot token apart from the payload and rejects a missing draft', async () => {
    const { draftId } = await finishedScholarship([100]);
    const item = await enqueueSubmission(draftId, { robotToken: 'dev.1.x' });
    expect(item.robotToken).toBe('dev.1.x');
    expect(item.payload).not.toHaveProperty('robotToken');
    await expect(enqueueSubmission('no-such-draft')).rejects.toThrow(/does not exist/);
  });
});

describe('completeSubmission', () => {
  it('keeps only the receipt: the outbox row, the draft and its files leave the device', async () => {
    const { draftId } = await finishedScholarship([1000, 2000]);
    const other = await finishedScholarship([300]);
    const item = await enqueueSubmission(draftId);
    const fromServer = {
      id: item.id,
      kind: 'scholarship-external',
      reference: 'CCIS-2026-000123',
      receivedAt: '2026-11-21T06:52:34.979Z',
      status: 'complete',
      missingFiles: [],
    } as const;
    const receipt = await completeSubmission(item.id, { ...fromServer, missingFiles: [] });
    expect(receipt).toEqual({
      id: item.id,
      draftId,
      reference: 'CCIS-2026-000123',
      receivedAt: Date.parse('2026-11-21T06:52:34.979Z'),
      kind: 'scholarship-external',
      names: ['Ploy Jaidee'],
    });
    expect(await listReceipts('scholarship-external')).toEqual([receipt]);
    expect(await listOutbox()).toEqual([]);
    expect(await loadDraft(draftId)).toBeUndefined();
    expect(await listAttachments(draftId)).toEqual([]);
    expect(await receiptOfDraft(draftId)).toEqual(receipt);
    // Another family's draft on the same tablet is untouched.
    expect(await listAttachments(other.draftId)).toHaveLength(1);
    expect(await getDb().attachmentBlobs.count()).toBe(1);
    // Repeating it (a second tab) changes nothing.
    expect(await completeSubmission(item.id, { ...fromServer, missingFiles: [] })).toEqual(receipt);
  });
});

describe('needs attention', () => {
  it('retrySubmission queues the item again now, with a new robot token', async () => {
    const { draftId } = await finishedScholarship([100]);
    const item = await enqueueSubmission(draftId);
    await updateOutboxItem(item.id, {
      status: 'needs-attention',
      nextAttemptAt: 0,
      lastError: { status: 403, code: 'robot-check' },
    });
    await retrySubmission(item.id, { robotToken: 'dev.2.y', now: 42 });
    const after = await getOutboxItem(item.id);
    expect(after).toMatchObject({ status: 'queued', nextAttemptAt: 42, robotToken: 'dev.2.y' });
    expect(after).not.toHaveProperty('lastError');
  });

  it('reopenSubmission takes the item out and opens its draft for editing, files kept', async () => {
    const { draftId } = await finishedScholarship([100]);
    const item = await enqueueSubmission(draftId);
    expect(await reopenSubmission(item.id)).toBe(draftId);
    expect(await listOutbox()).toEqual([]);
    expect((await loadDraft(draftId))?.status).toBe('draft');
    expect(await listAttachments(draftId)).toHaveLength(1);
  });

  it('keeps what the school refused on the reopened draft, until it is submitted again', async () => {
    const { draftId } = await finishedScholarship([100]);
    const item = await enqueueSubmission(draftId);
    const fieldErrors = { 'student.email': ['form.common.email'] };
    await updateOutboxItem(item.id, {
      status: 'needs-attention',
      lastError: { status: 422, code: 'invalid', fieldErrors },
    });
    await reopenSubmission(item.id);
    expect((await loadDraft(draftId))?.serverErrors).toEqual(fieldErrors);
    const again = await enqueueSubmission(draftId);
    expect(again.id).not.toBe(item.id);
    expect(await loadDraft(draftId)).not.toHaveProperty('serverErrors');
    expect((await outboxItemOfDraft(draftId))?.id).toBe(again.id);
  });

  it('deleting a submitted draft withdraws it from the outbox with its files', async () => {
    const { draftId } = await finishedScholarship([100]);
    await enqueueSubmission(draftId);
    await deleteDraft(draftId);
    expect(await listOutbox()).toEqual([]);
    expect(await getDb().attachmentBlobs.count()).toBe(0);
  });
});
