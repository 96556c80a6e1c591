// @vitest-environment node
// What becomes of a copy when its draft leaves the device: a draft the family deletes takes its
// copy and index item with it (no device brings it back); a draft the school received keeps its
// copy until 30 days after that, and the server is told so.
import 'fake-indexeddb/auto';
import { listSafeCopies } from '../../src/db/safe-copies';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { deleteDraft } from '../../src/db';
import { getDb } from '../../src/db/database';
import { KEEP_AFTER_RECEIVED_MS } from '../../src/safe-copy/capture';
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

it('a draft the family deletes: its copy is deleted and no other device brings it back', async () => {
  const gone = await twoChildDraft(1000);
  const stays = await twoChildDraft(1000);
  const family = await turnOnSafeCopies();
  await flush(server);
  const copyId = (await listSafeCopies()).find((row) => row.draftId === gone.id)!.copyId;
  await deleteDraft(gone.id);
  await flush(server);
  expect(server.deleted.has(copyId)).toBe(true);
  await useDevice('laptop');
  expect(await restoreFromSecret(family.secret, { api: { apiBase: API_BASE, fetch: server.fetch } })).toEqual([
    stays.id,
  ]);
});

it('a draft the school received: the copy stays until 30 days after, and the server is told', async () => {
  const clock = 1_700_000_000_000;
  const draft = await twoChildDraft(1000);
  await turnOnSafeCopies();
  await flush(server, { now: () => clock });
  const [row] = await listSafeCopies();
  // What completeSubmission leaves: the receipt, and the draft gone.
  const receivedAt = clock + 60_000;
  await getDb().receipts.put({ id: 'submission-1', kind: 'application', receivedAt, draftId: draft.id });
  await deleteDraft(draft.id);
  await flush(server, { now: () => clock + 120_000 });
  const keepUntil = new Date(receivedAt + KEEP_AFTER_RECEIVED_MS).toISOString();
  expect(server.copies.get(row!.copyId)?.keepUntil).toBe(keepUntil);
  expect((await listSafeCopies())[0]).toMatchObject({ keepUntil });
  expect(server.deleted.size).toBe(0);
});
