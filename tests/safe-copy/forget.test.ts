// @vitest-environment node
// "Forget my data" on a device with safe copies: the drafts leave the device and every server copy
// of the family (each draft, the index, the passkey's slot) is deleted, so nothing can restore them.
import 'fake-indexeddb/auto';
import { listSafeCopies, readSafeFamily } from '../../src/db/safe-copies';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { loadDraft } from '../../src/db';
import { forgetMyData } from '../../src/device/forget';
import { restoreFromSecret } from '../../src/safe-copy/restore';
import { turnOnSafeCopies } from '../../src/safe-copy/setup';
import { resetDevices, useDevice } from './devices';
import { fakeCopies, type FakeCopies } from './fake-copies';
import { API_BASE, flush, twoChildDraft } from './support';

let server: FakeCopies;
beforeEach(async () => {
  await resetDevices();
  server = fakeCopies();
  await useDevice('phone');
});
afterEach(resetDevices);

it('deletes the drafts here and every safe copy on the server', async () => {
  const draft = await twoChildDraft(2000);
  const family = await turnOnSafeCopies();
  await flush(server);
  expect(server.copies.size).toBe(2);
  const result = await forgetMyData({ flush: false });
  expect(result).toEqual({ keptForOutbox: 0, safeCopies: true });
  expect(await loadDraft(draft.id)).toBeUndefined();
  expect(await readSafeFamily()).toBeUndefined();
  expect(await listSafeCopies()).toEqual([]);
  await flush(server);
  expect(server.copies.size).toBe(0);
  await useDevice('laptop');
  await expect(
    restoreFromSecret(family.secret, { api: { apiBase: API_BASE, fetch: server.fetch } }),
  ).rejects.toMatchObject({
    problem: 'not-found',
  });
});

it('without safe copies, forgets the device’s data as before and sends nothing', async () => {
  const draft = await twoChildDraft(2000);
  expect(await forgetMyData({ flush: false })).toEqual({ keptForOutbox: 0, safeCopies: false });
  expect(await loadDraft(draft.id)).toBeUndefined();
  expect(server.sent).toEqual([]);
});
