// @vitest-environment node
// A copy's history on the server: a long one is compacted into one snapshot that a new device
// restores from as it would from the whole history, and a change that does not open with the
// draft's key (changed on the server, or not this family's) stops that copy with a reason and
// changes nothing on the device.
import 'fake-indexeddb/auto';
import { listSafeCopies, updateSafeCopy } from '../../src/db/safe-copies';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadDraft, saveDraft } from '../../src/db';
import { draftKey, randomId, randomSecret } from '../../src/safe-copy/keys';
import { restoreFromSecret } from '../../src/safe-copy/restore';
import { sealRecord } from '../../src/safe-copy/seal';
import { turnOnSafeCopies } from '../../src/safe-copy/setup';
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

describe('a copy’s history', () => {
  it('is compacted into one snapshot, from which a new device restores the same draft', async () => {
    const draft = await twoChildDraft(3000);
    const family = await turnOnSafeCopies();
    await flush(server);
    for (const city of ['Lamai', 'Chaweng', 'Maenam']) {
      const current = (await loadDraft(draft.id))!;
      await saveDraft(draft.id, { data: { ...current.data, city } });
      await flush(server);
    }
    const [row] = await listSafeCopies();
    const copy = server.copies.get(row!.copyId)!;
    expect(copy.changes.length).toBe(4);
    // As if 200 changes had gone up since the last snapshot.
    await updateSafeCopy(draft.id, { sinceSnapshot: 250 });
    await flush(server);
    expect(copy.changes.length).toBe(1);
    expect((await listSafeCopies())[0]?.sinceSnapshot).toBe(0);
    const before = await holding(draft.id);

    await useDevice('laptop');
    await restoreFromSecret(family.secret, { api: api() });
    expect(await holding(draft.id)).toEqual(before);
    expect(before.data).toMatchObject({ city: 'Maenam' });
  });

  it('a change that does not open stops that copy with a reason; the device keeps its draft', async () => {
    const draft = await twoChildDraft(3000);
    await turnOnSafeCopies();
    await flush(server);
    const before = await holding(draft.id);
    const [row] = await listSafeCopies();
    const copy = server.copies.get(row!.copyId)!;
    const forged = await sealRecord(await draftKey(randomSecret()), row!.copyId, {
      v: 1,
      device: 'x',
      clock: 9e12,
      fields: { city: { v: 'Forged', c: 9e12, p: 0 } },
      files: {},
    });
    copy.changes.push({ seq: ++copy.last, changeId: randomId(), body: forged });
    await flush(server);
    expect((await listSafeCopies())[0]?.problem).toMatchObject({ code: 'unreadable' });
    expect(await holding(draft.id)).toEqual(before);
  });
});
