// @vitest-environment node
// What the family decides (docs/safe-copy.md): stopping one draft's copy deletes it on the server,
// "Forget my data" deletes every server copy of the family (even when the deletions must wait for
// the link), and a copy deleted on the server and asked for again is a clear refusal that leaves
// the device's drafts as they were.
import 'fake-indexeddb/auto';
import { listSafeCopies, listSafeJobs, readSafeFamily } from '../../src/db/safe-copies';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadDraft } from '../../src/db';
import { restoreFromSecret } from '../../src/safe-copy/restore';
import { forgetSafeCopiesEverywhere, stopDraftCopy, turnOnSafeCopies } from '../../src/safe-copy/setup';
import { resetDevices, useDevice } from './devices';
import { fakeCopies, type FakeCopies } from './fake-copies';
import { API_BASE, flush, holding, twoChildDraft } from './support';

let server: FakeCopies;
beforeEach(async () => {
  await resetDevices();
  server = fakeCopies();
  await useDevice('phone');
});
afterEach(resetDevices);

const api = () => ({ apiBase: API_BASE, fetch: server.fetch });

describe('the family decides', () => {
  it('stopping a draft’s copy deletes it on the server and keeps the draft; it is not made again', async () => {
    const draft = await twoChildDraft(1000);
    await turnOnSafeCopies();
    await flush(server);
    const [row] = await listSafeCopies();
    await stopDraftCopy(draft.id);
    await flush(server);
    expect(server.deleted.has(row!.copyId)).toBe(true);
    expect(server.copies.has(row!.copyId)).toBe(false);
    expect(await listSafeCopies()).toEqual([]);
    expect(await loadDraft(draft.id)).toBeDefined();
  });

  it('“Forget my data” deletes every server copy, also when the link comes back only later', async () => {
    await twoChildDraft(1000);
    await turnOnSafeCopies();
    await flush(server);
    const held = [...server.copies.keys()];
    expect(held).toHaveLength(2);
    server.down = true;
    await forgetSafeCopiesEverywhere();
    expect(await readSafeFamily()).toBeUndefined();
    await flush(server);
    expect((await listSafeJobs()).length).toBe(2);
    server.down = false;
    expect(await flush(server, { reconnected: true })).toMatchObject({ waiting: 0 });
    expect(server.copies.size).toBe(0);
    for (const id of held) expect(server.deleted.has(id)).toBe(true);
  });

  it('a copy deleted on the server and asked for again: a clear refusal, nothing lost on the device', async () => {
    const draft = await twoChildDraft(1000);
    const family = await turnOnSafeCopies();
    await flush(server);
    const before = await holding(draft.id);
    // Deleted from another device (or by the server's expiry).
    const [row] = await listSafeCopies();
    server.copies.delete(row!.copyId);
    server.deleted.add(row!.copyId);
    await flush(server);
    expect((await listSafeCopies())[0]).toMatchObject({ gone: true });
    expect(await holding(draft.id)).toEqual(before);

    await forgetSafeCopiesEverywhere();
    await flush(server);
    await expect(restoreFromSecret(family.secret, { api: api() })).rejects.toMatchObject({ problem: 'not-found' });
    expect(await holding(draft.id)).toEqual(before);
  });
});
