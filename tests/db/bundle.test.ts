// @vitest-environment node
// Draft bundles (take-home) and "forget my data": a draft with its files travels as one byte array
// and arrives as a new draft whose file fields point at its own copies; forgetting deletes drafts,
// files and receipts but keeps what the outbox still has to send.

import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  BundleError,
  completeSubmission,
  createDraft,
  describeDeviceData,
  enqueueSubmission,
  exportDraftBundle,
  forgetDeviceData,
  getAttachmentBlob,
  importDraftBundle,
  listAttachments,
  listReceipts,
  loadDraft,
  putAttachment,
  saveDraft,
} from '../../src/db';
import { clearDatabase, pdfFile, pngFile } from './support';

beforeEach(clearDatabase);

async function draftWithFiles() {
  const draft = await createDraft('application', {}, 1);
  const passport = await putAttachment(draft.id, 'applicants.0.passport', pdfFile(50_000, 'passport.pdf'));
  const photo = await putAttachment(draft.id, 'applicants.0.photo', pngFile(20_000, 'photo.png'));
  if (!passport.ok || !photo.ok) throw new Error('files not stored');
  const data = { applicants: [{ firstName: 'Anna', passport: passport.attachment.id, photo: photo.attachment.id }] };
  await saveDraft(draft.id, { data, names: ['Anna Smith'], step: 2 });
  return { draftId: draft.id, passport: passport.attachment, photo: photo.attachment };
}

const bytesOf = async (id: string) => new Uint8Array((await (await getAttachmentBlob(id))?.arrayBuffer()) ?? []);

describe('draft bundles', () => {
  it('carry a draft and its files into a new draft with its own file copies', async () => {
    const { draftId, passport, photo } = await draftWithFiles();
    const bundle = await exportDraftBundle(draftId);
    const arrived = await importDraftBundle(bundle);

    expect(arrived.id).not.toBe(draftId);
    expect(arrived).toMatchObject({ kind: 'application', names: ['Anna Smith'], step: 2, status: 'draft' });
    const files = await listAttachments(arrived.id);
    expect(files.map((f) => [f.field, f.name, f.sha256])).toEqual([
      ['applicants.0.passport', 'passport.pdf', passport.sha256],
      ['applicants.0.photo', 'photo.png', photo.sha256],
    ]);
    const applicant = (arrived.data.applicants as Record<string, unknown>[])[0];
    expect(applicant).toEqual({ firstName: 'Anna', passport: files[0]?.id, photo: files[1]?.id });
    expect(await bytesOf(files[0]?.id ?? '')).toEqual(await bytesOf(passport.id));
    expect((await loadDraft(draftId))?.data).toEqual({
      applicants: [{ firstName: 'Anna', passport: passport.id, photo: photo.id }],
    });
  });

  it('refuse what is not a bundle', async () => {
    await expect(importDraftBundle(new Uint8Array([0, 0, 0, 2, 123, 125]))).rejects.toThrow(BundleError);
    await expect(importDraftBundle(new Uint8Array([0, 0, 9, 9]))).rejects.toThrow(BundleError);
    const bundle = await exportDraftBundle((await draftWithFiles()).draftId);
    await expect(importDraftBundle(bundle.slice(0, bundle.length - 10))).rejects.toThrow(BundleError);
  });
});

describe('forget my data', () => {
  it('lists drafts, files and bytes, then deletes drafts, files and receipts', async () => {
    await draftWithFiles();
    const sent = await draftWithFiles();
    const item = await enqueueSubmission(sent.draftId);
    await completeSubmission(item.id, {
      id: item.id,
      kind: 'application',
      reference: 'CCIS-2026-000001',
      receivedAt: '2026-11-21T09:00:00Z',
      status: 'complete',
      missingFiles: [],
    });
    const before = await describeDeviceData();
    expect(before.drafts).toHaveLength(1);
    expect(before.files).toEqual({ count: 2, bytes: 70_000 });
    expect(before.receipts).toHaveLength(1);
    expect(before.bytes).toBeGreaterThan(70_000);

    expect(await forgetDeviceData()).toEqual({ keptForOutbox: 0 });
    const after = await describeDeviceData();
    expect(after).toMatchObject({ drafts: [], files: { count: 0, bytes: 0 }, receipts: [], outbox: [], bytes: 0 });
    expect(await listReceipts()).toEqual([]);
  });

  it('keeps a submission still waiting for the school, with its files', async () => {
    const waiting = await draftWithFiles();
    await enqueueSubmission(waiting.draftId);
    await draftWithFiles();
    expect(await forgetDeviceData()).toEqual({ keptForOutbox: 1 });
    const after = await describeDeviceData();
    expect(after.drafts.map((d) => d.id)).toEqual([waiting.draftId]);
    expect(after.files.count).toBe(2);
    expect(await bytesOf(waiting.passport.id)).toHaveLength(50_000);
  });
});
