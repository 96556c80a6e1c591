// @vitest-environment node
// Shared-device sessions: what a family types and attaches is sealed at rest under a key from
// their PIN; locked, nothing of it lists or opens; the PIN opens it again; a wrong PIN does not;
// handing over deletes it, so the PIN brings nothing back.

import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createDraft,
  storeSharedDeviceMode,
  getAttachmentBlob,
  handOver,
  listAttachments,
  listDrafts,
  loadDraft,
  lockSession,
  putAttachment,
  saveDraft,
  sharedDeviceState,
  startSession,
  unlockSession,
} from '../../src/db';
import { getDb } from '../../src/db/database';
import { clearDatabase, pdfFile } from './support';

const FAST = 1_000;
const typed = { firstName: 'Anna', passport: 'AB1234567', allergies: 'Peanuts' };

beforeEach(async () => {
  await clearDatabase();
  await storeSharedDeviceMode({ idleMinutes: 10, warnSeconds: 60 });
});
afterEach(() => lockSession());

/** Every stored row of drafts, attachments and blobs, as one text (bytes as latin1). */
async function everythingStored(): Promise<string> {
  const db = getDb();
  const rows = [...(await db.drafts.toArray()), ...(await db.attachments.toArray())];
  const text = JSON.stringify(rows, (_, v: unknown) =>
    v instanceof Uint8Array || v instanceof ArrayBuffer ? Buffer.from(v as ArrayBuffer).toString('latin1') : v,
  );
  const blobs = (await db.attachmentBlobs.toArray()).map((b) => Buffer.from(b.bytes).toString('latin1'));
  return text + blobs.join('');
}

async function sessionWithDraft(pin = '2468') {
  const sessionId = await startSession(pin, FAST);
  const draft = await createDraft('application', {}, 1);
  const file = pdfFile(30_000, 'passport-scan.pdf');
  const stored = await putAttachment(draft.id, 'applicants.0.passport', file);
  if (!stored.ok) throw new Error(stored.reason);
  await saveDraft(draft.id, { data: { ...typed, passportFile: stored.attachment.id }, names: ['Anna Smith'] });
  const bytes = Buffer.from(await file.arrayBuffer());
  return { sessionId, draftId: draft.id, attachmentId: stored.attachment.id, bytes };
}

describe('shared-device sessions', () => {
  it('seal answers, names, file names and bytes at rest, and open them while the session is open', async () => {
    const { draftId, attachmentId, bytes } = await sessionWithDraft();
    const stored = await everythingStored();
    for (const secret of ['Anna', 'AB1234567', 'Peanuts', 'passport-scan.pdf']) expect(stored).not.toContain(secret);
    expect(stored).not.toContain(bytes.subarray(10_000, 10_064).toString('latin1'));

    expect((await loadDraft(draftId))?.data).toMatchObject(typed);
    expect((await listDrafts('application')).map((d) => d.names)).toEqual([['Anna Smith']]);
    expect((await listAttachments(draftId)).map((a) => a.name)).toEqual(['passport-scan.pdf']);
    const blob = await getAttachmentBlob(attachmentId);
    expect(Buffer.from(await (blob as Blob).arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('lock: nothing lists or opens; a wrong PIN opens nothing; the right PIN opens it all again', async () => {
    const { sessionId, draftId, attachmentId } = await sessionWithDraft('2468');
    await lockSession();
    expect(await listDrafts('application')).toEqual([]);
    expect(await loadDraft(draftId)).toBeUndefined();
    expect(await getAttachmentBlob(attachmentId)).toBeUndefined();
    expect((await sharedDeviceState()).sessions.map((s) => s.id)).toEqual([sessionId]);

    expect(await unlockSession(sessionId, '1357')).toBe(false);
    expect(await listDrafts('application')).toEqual([]);
    expect(await unlockSession(sessionId, '2468')).toBe(true);
    expect((await loadDraft(draftId))?.data).toMatchObject(typed);
  });

  it("another family's session sees none of it", async () => {
    const first = await sessionWithDraft('2468');
    await lockSession();
    await startSession('9999', FAST);
    expect(await listDrafts('application')).toEqual([]);
    expect(await loadDraft(first.draftId)).toBeUndefined();
    expect(await listAttachments(first.draftId)).toEqual([]);
  });

  it('hand-over deletes the session and its data: the PIN brings nothing back', async () => {
    const { sessionId } = await sessionWithDraft('2468');
    await handOver();
    const db = getDb();
    expect(await db.drafts.count()).toBe(0);
    expect(await db.attachments.count()).toBe(0);
    expect(await db.attachmentBlobs.count()).toBe(0);
    expect((await sharedDeviceState()).sessions).toEqual([]);
    expect(await unlockSession(sessionId, '2468')).toBe(false);
  });
});
