// @vitest-environment node
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createDraft,
  deleteDraft,
  enqueueSubmission,
  listAttachments,
  listDrafts,
  loadDraft,
  putAttachment,
  saveDraft,
} from '../../src/db';
import { getDb } from '../../src/db/database';
import { clearDatabase, pdfFile } from './support';

beforeEach(clearDatabase);
// Only Date is faked: the database's own timers run as they do.
beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-10T03:00:00Z') }));
afterEach(() => vi.useRealTimers());

/** Moves the clock on by a second. */
const later = () => vi.setSystemTime(Date.now() + 1000);

describe('drafts', () => {
  it('creates a draft on step 0 with a random id', async () => {
    const draft = await createDraft('application', { firstName: 'Anna' }, 2);
    expect(draft.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(draft).toMatchObject({ kind: 'application', schemaVersion: 2, step: 0, status: 'draft', names: [] });
    expect(await loadDraft(draft.id)).toEqual(draft);
  });

  it('saves only the parts given and moves updatedAt', async () => {
    const draft = await createDraft('bus', { a: '1' }, 1);
    later();
    await saveDraft(draft.id, { data: { a: '2', b: 'x' }, step: 1 });
    await saveDraft(draft.id, { completeness: 0.5, names: ['Leo Smith'] });
    const saved = await loadDraft(draft.id);
    expect(saved).toMatchObject({ data: { a: '2', b: 'x' }, step: 1, completeness: 0.5, names: ['Leo Smith'] });
    expect(saved?.updatedAt).toBeGreaterThan(draft.updatedAt);
    expect(saved?.createdAt).toBe(draft.createdAt);
  });

  it('ignores a save of a draft that no longer exists', async () => {
    await expect(saveDraft('gone', { step: 2 })).resolves.toBeUndefined();
    expect(await loadDraft('gone')).toBeUndefined();
  });

  it('lists drafts of one kind, newest first, draft and ready', async () => {
    const first = await createDraft('application', {}, 1);
    const other = await createDraft('bus', {}, 1);
    const second = await createDraft('application', {}, 1);
    later();
    await saveDraft(first.id, { step: 1 });
    await enqueueSubmission(second.id);
    later();
    await saveDraft(first.id, { step: 2 });
    const list = await listDrafts('application');
    expect(list.map((draft) => draft.id)).toEqual([first.id, second.id]);
    expect(list.map((draft) => draft.status)).toEqual(['draft', 'ready']);
    expect((await listDrafts('bus')).map((draft) => draft.id)).toEqual([other.id]);
    expect(await listDrafts('contact')).toEqual([]);
  });

  it('deletes a draft with every attachment of it, and only those', async () => {
    const draft = await createDraft('application', {}, 1);
    const other = await createDraft('application', {}, 1);
    await putAttachment(draft.id, 'attachments.passport', pdfFile(1000));
    await putAttachment(draft.id, 'attachments.birthCertificate', pdfFile(2000));
    const kept = await putAttachment(other.id, 'attachments.passport', pdfFile(3000));
    await deleteDraft(draft.id);
    const db = getDb();
    expect(await loadDraft(draft.id)).toBeUndefined();
    expect(await listAttachments(draft.id)).toEqual([]);
    expect(await db.attachments.count()).toBe(1);
    expect(await db.attachmentBlobs.toCollection().primaryKeys()).toEqual([kept.ok && kept.attachment.id]);
    expect(await loadDraft(other.id)).toBeDefined();
  });
});

describe('autosave and attachments', () => {
  it('never writes to the attachment tables when text is saved', async () => {
    const db = getDb();
    const draft = await createDraft('application', { firstName: '' }, 1);
    const stored = await putAttachment(draft.id, 'attachments.passport', pdfFile(200_000));
    const writes: string[] = [];
    // A DBCore middleware sees every write Dexie makes, whatever API made it.
    db.use({
      stack: 'dbcore',
      name: 'write-spy',
      create: (down) => ({
        ...down,
        table: (name) => {
          const table = down.table(name);
          return { ...table, mutate: (request) => (writes.push(`${name}:${request.type}`), table.mutate(request)) };
        },
      }),
    });
    db.close({ disableAutoOpen: false }); // middlewares are installed when the database opens
    try {
      for (let i = 0; i < 5; i++) await saveDraft(draft.id, { data: { firstName: `Anna ${i}` }, step: i % 2 });
    } finally {
      db.unuse({ stack: 'dbcore', name: 'write-spy' });
      db.close({ disableAutoOpen: false });
    }
    expect(writes).toEqual(Array.from({ length: 5 }, () => 'drafts:put'));
    expect(await listAttachments(draft.id)).toEqual([stored.ok && stored.attachment]);
  });
});

describe('a connection closed by the browser', () => {
  it('is reopened and the operation retried once', async () => {
    const db = getDb();
    const draft = await createDraft('contact', { message: 'hello' }, 1);
    // What iOS does to an idle tab: the connection is gone and Dexie will not reopen by itself.
    db.close();
    expect(db.isOpen()).toBe(false);
    await saveDraft(draft.id, { data: { message: 'hello again' } });
    expect(db.isOpen()).toBe(true);
    expect((await loadDraft(draft.id))?.data).toEqual({ message: 'hello again' });
  });
});
