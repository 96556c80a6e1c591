// @vitest-environment node
// The safe-copy engine end to end in one process: devices are what the app's IndexedDB holds
// (./devices), the server is the fake /api/copies (./fake-copies). A draft with files goes up,
// comes back after a purge with every answer and file, two devices merge offline edits, and the
// queue survives offline periods: judged by what each device holds and what the server received.
import 'fake-indexeddb/auto';
import { listSafeCopies, listSafeJobs, readSafeFamily } from '../../src/db/safe-copies';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { saveDraft, loadDraft, putAttachment, listAttachments } from '../../src/db';
import { restoreFromSecret } from '../../src/safe-copy/restore';
import { turnOnSafeCopies } from '../../src/safe-copy/setup';
import { pdfFile } from '../db/support';
import { purgeDevice, resetDevices, useDevice } from './devices';
import { fakeCopies, type FakeCopies } from './fake-copies';
import { API_BASE, flush, holding, twoChildDraft } from './support';

let server: FakeCopies;
beforeEach(async () => {
  await resetDevices();
  server = fakeCopies();
});
afterEach(resetDevices);

const api = () => ({ apiBase: API_BASE, fetch: server.fetch });

/** Everything the server holds, as one string of its bytes. */
function serverBytes(): Buffer {
  const parts: Buffer[] = [];
  for (const copy of server.copies.values()) {
    for (const change of copy.changes) parts.push(Buffer.from(change.body, 'base64url'), Buffer.from(change.body));
    for (const file of copy.files.values()) for (const chunk of file.values()) parts.push(Buffer.from(chunk));
  }
  return Buffer.concat(parts);
}

describe('a draft’s safe copy', () => {
  it('comes back after a purge with every answer and every file, and the server holds none of them', async () => {
    await useDevice('phone');
    const draft = await twoChildDraft();
    const before = await holding(draft.id);
    const family = await turnOnSafeCopies();
    const report = await flush(server);
    expect(report).toMatchObject({ ran: true, waiting: 0 });
    // The index and the draft's copy, each file's two chunks.
    expect(server.copies.size).toBe(2);
    const bytes = serverBytes();
    for (const word of ['Anong', 'Niran', '081 234 5678', 'passport', 'children'])
      expect(bytes.includes(word)).toBe(false);
    for (const meta of await listAttachments(draft.id)) {
      const blob = await (await import('../../src/db')).getAttachmentBlob(meta.id);
      const head = Buffer.from(await blob!.slice(1000, 1064).arrayBuffer());
      expect(bytes.includes(head)).toBe(false);
    }
    const [row] = await listSafeCopies();
    expect(row).toMatchObject({ draftId: draft.id, created: true });
    expect(row?.syncedAt).toBeTypeOf('number');
    expect(row?.deleteAfter).toBeTypeOf('string');

    await purgeDevice();
    expect(await loadDraft(draft.id)).toBeUndefined();
    const restored = await restoreFromSecret(family.secret, { api: api() });
    expect(restored).toEqual([draft.id]);
    expect(await holding(draft.id)).toEqual(before);
  });

  it('sends one change of a few hundred bytes for an edited field, and no file again', async () => {
    await useDevice('phone');
    const draft = await twoChildDraft();
    await turnOnSafeCopies();
    await flush(server);
    server.sent.length = 0;
    const current = (await loadDraft(draft.id))!;
    await saveDraft(draft.id, { data: { ...current.data, mother: { phone: '089 999 0000' } } });
    await flush(server);
    const writes = server.sent.filter((request) => request.method !== 'GET');
    expect(writes).toHaveLength(1);
    expect(writes[0]?.path).toMatch(/\/changes$/);
    expect(writes[0]?.bytes).toBeLessThan(600);
  });

  it('waits in the queue while offline and goes out once the link is back', async () => {
    await useDevice('phone');
    const draft = await twoChildDraft(10_000);
    await turnOnSafeCopies();
    server.down = true;
    const offline = await flush(server);
    expect(offline).toMatchObject({ ran: true, networkDown: true });
    expect((await listSafeJobs()).length).toBeGreaterThan(0);
    // Edits made offline join the queue.
    await saveDraft(draft.id, { step: 2 });
    await flush(server);
    server.down = false;
    expect(await flush(server, { reconnected: true })).toMatchObject({ waiting: 0, networkDown: false });
    expect(server.copies.size).toBe(2);
  });
});

describe('two devices', () => {
  it('merge edits made apart while offline; the one field changed on both shows what was replaced', async () => {
    let clock = 1_000_000;
    const now = () => clock;
    await useDevice('phone');
    const draft = await twoChildDraft(10_000);
    const family = await turnOnSafeCopies();
    await flush(server, { now });

    await useDevice('laptop');
    await restoreFromSecret(family.secret, { api: api(), now });
    expect((await loadDraft(draft.id))?.data).toMatchObject({ mother: { phone: '081 234 5678' } });

    server.down = true;
    await useDevice('phone');
    const onPhone = (await loadDraft(draft.id))!;
    await saveDraft(draft.id, { data: { ...onPhone.data, mother: { phone: '081 000 0001' }, city: 'Lamai' } });
    clock += 1000;
    await flush(server, { now });
    await useDevice('laptop');
    const onLaptop = (await loadDraft(draft.id))!;
    await saveDraft(draft.id, { data: { ...onLaptop.data, mother: { phone: '081 000 0002' }, school: 'Bophut' } });
    await putAttachment(draft.id, 'transcript', pdfFile(20_000, 'transcript.pdf'));
    clock += 1000;
    await flush(server, { now });

    server.down = false;
    clock += 1000;
    await flush(server, { now, reconnected: true });
    await useDevice('phone');
    clock += 1000;
    await flush(server, { now, reconnected: true });
    const phone = await holding(draft.id);
    await useDevice('laptop');
    clock += 1000;
    await flush(server, { now });
    const laptop = await holding(draft.id);

    expect(phone).toEqual(laptop);
    expect(phone.data).toMatchObject({ city: 'Lamai', school: 'Bophut', mother: { phone: '081 000 0002' } });
    expect(Object.keys(phone.files).sort()).toEqual(['children.0.passport', 'children.1.passport', 'transcript']);
    await useDevice('phone');
    const [row] = await listSafeCopies();
    expect(row?.conflicts).toEqual([
      expect.objectContaining({ path: 'mother.phone', kind: 'field', kept: 'theirs', replaced: { v: '081 000 0001' } }),
    ]);
  });
});

describe('refusals keep everything on the device', () => {
  it('a link with the wrong key restores nothing and writes nothing', async () => {
    await useDevice('phone');
    await twoChildDraft(1000);
    const family = await turnOnSafeCopies();
    await flush(server);
    await useDevice('other');
    const tampered = new Uint8Array(family.secret);
    tampered[0] = (tampered[0] as number) ^ 1;
    await expect(restoreFromSecret(tampered, { api: api() })).rejects.toMatchObject({ problem: 'not-found' });
    expect(await readSafeFamily()).toBeUndefined();
    expect(await listSafeCopies()).toEqual([]);
  });

  it('a copy over its quota keeps its queue and says why; the draft is untouched', async () => {
    await useDevice('phone');
    const draft = await twoChildDraft(300_000);
    const before = await holding(draft.id);
    await turnOnSafeCopies();
    server.quotaBytes = 100_000;
    await flush(server);
    const [row] = await listSafeCopies();
    expect(row?.problem).toMatchObject({ code: 'too-large', status: 413 });
    expect((await listSafeJobs()).some((job) => job.job === 'upload')).toBe(true);
    expect(await holding(draft.id)).toEqual(before);
  });

  it.each<[string, { status: number; error: string; retryAfter?: number }]>([
    ['too many copies from this address', { status: 429, error: 'quota', retryAfter: 3600 }],
    ['the server’s storage is full', { status: 507, error: 'storage-full' }],
  ])('%s: kept with the reason, sent once the server takes it', async (_name, refusal) => {
    let clock = 5_000_000;
    const now = () => clock;
    await useDevice('phone');
    const draft = await twoChildDraft(5000);
    const before = await holding(draft.id);
    await turnOnSafeCopies();
    server.refuse = refusal;
    await flush(server, { now });
    const family = await readSafeFamily();
    expect(family?.problem).toMatchObject({ code: refusal.error, status: refusal.status });
    if (refusal.retryAfter) expect(family?.problem?.retryAt).toBe(clock + refusal.retryAfter * 1000);
    expect((await listSafeJobs()).length).toBeGreaterThan(0);
    expect(await holding(draft.id)).toEqual(before);
    // A reconnection does not hurry a refusal; its wait does.
    server.refuse = undefined;
    await flush(server, { now, reconnected: true });
    expect(server.copies.size).toBe(0);
    clock += 3_600_000 + 1;
    expect(await flush(server, { now })).toMatchObject({ waiting: 0 });
    expect((await readSafeFamily())?.problem).toBeUndefined();
    expect(server.copies.size).toBe(2);
  });
});
