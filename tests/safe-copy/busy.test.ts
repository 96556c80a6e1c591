// @vitest-environment node
// An edit is never overwritten unseen: a pull that finds edits the device has not recorded yet
// writes nothing ('busy'); the flush records them first and merges after, so both the family's
// new edit here and the other device's change end up in the draft.
import 'fake-indexeddb/auto';
import { listSafeCopies, readSafeFamily } from '../../src/db/safe-copies';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { loadDraft, saveDraft } from '../../src/db';
import { contextOf } from '../../src/safe-copy/context';
import { pullCopy } from '../../src/safe-copy/pull';
import { restoreFromSecret } from '../../src/safe-copy/restore';
import { turnOnSafeCopies } from '../../src/safe-copy/setup';
import { resetDevices, useDevice } from './devices';
import { fakeCopies, type FakeCopies } from './fake-copies';
import { API_BASE, flush, twoChildDraft } from './support';

let server: FakeCopies;
beforeEach(async () => {
  await resetDevices();
  server = fakeCopies();
});
afterEach(resetDevices);

it('a pull over unrecorded edits writes nothing; the next flush keeps both devices’ edits', async () => {
  const api = { apiBase: API_BASE, fetch: server.fetch };
  await useDevice('phone');
  const draft = await twoChildDraft(1000);
  const family = await turnOnSafeCopies();
  await flush(server);
  await useDevice('laptop');
  await restoreFromSecret(family.secret, { api });
  const onLaptop = (await loadDraft(draft.id))!;
  await saveDraft(draft.id, { data: { ...onLaptop.data, city: 'Lamai' } });
  await flush(server);

  await useDevice('phone');
  const onPhone = (await loadDraft(draft.id))!;
  await saveDraft(draft.id, { data: { ...onPhone.data, school: 'Bophut' } });
  const [row] = await listSafeCopies();
  const ctx = await contextOf((await readSafeFamily())!, api);
  expect(await pullCopy(ctx, row!)).toBe('busy');
  expect((await loadDraft(draft.id))?.data).toMatchObject({ school: 'Bophut' });
  expect((await loadDraft(draft.id))?.data).not.toHaveProperty('city');

  await flush(server);
  expect((await loadDraft(draft.id))?.data).toMatchObject({ school: 'Bophut', city: 'Lamai' });
  await useDevice('laptop');
  await flush(server);
  expect((await loadDraft(draft.id))?.data).toMatchObject({ school: 'Bophut', city: 'Lamai' });
});
