// @vitest-environment node
// A shared tablet's hand-off as a safe copy: the tablet sends the draft under a fresh secret and
// keeps nothing of it; the family's phone restores it from the link with every answer and file,
// and a phone that already has safe copies takes the draft into its own family. A hand-off the
// server refuses half-way leaves nothing on the server.
import 'fake-indexeddb/auto';
import { listSafeCopies, listSafeJobs, readSafeFamily } from '../../src/db/safe-copies';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { handOffDraft } from '../../src/safe-copy/hand-off';
import { restoreFromSecret } from '../../src/safe-copy/restore';
import { turnOnSafeCopies } from '../../src/safe-copy/setup';
import { resetDevices, useDevice } from './devices';
import { fakeCopies, type FakeCopies } from './fake-copies';
import { API_BASE, flush, holding, twoChildDraft } from './support';

let server: FakeCopies;
beforeEach(async () => {
  await resetDevices();
  server = fakeCopies();
});
afterEach(resetDevices);

const api = () => ({ apiBase: API_BASE, fetch: server.fetch });

describe('“Take it home” as a safe copy', () => {
  it('restores on the family’s phone with every answer and file; the tablet keeps no key', async () => {
    await useDevice('tablet');
    const draft = await twoChildDraft(1.2 * 1024 * 1024);
    const before = await holding(draft.id);
    const { secret, idleDays } = await handOffDraft(draft.id, api());
    expect(idleDays).toBe(120);
    expect(await readSafeFamily()).toBeUndefined();
    expect(await listSafeCopies()).toEqual([]);
    expect(await listSafeJobs()).toEqual([]);

    await useDevice('phone');
    expect(await restoreFromSecret(secret, { api: api() })).toEqual([draft.id]);
    expect(await holding(draft.id)).toEqual(before);
  });

  it('joins the family of a phone that already has safe copies, and stays in step from there', async () => {
    await useDevice('tablet');
    const handed = await twoChildDraft(1000);
    const { secret } = await handOffDraft(handed.id, api());
    await useDevice('phone');
    const own = await twoChildDraft(1000);
    const family = await turnOnSafeCopies();
    await flush(server);
    await restoreFromSecret(secret, { api: api() });
    expect((await listSafeCopies()).map((row) => row.draftId).sort()).toEqual([handed.id, own.id].sort());
    // The phone's own link now brings back both drafts.
    await useDevice('laptop');
    expect((await restoreFromSecret(family.secret, { api: api() })).sort()).toEqual([handed.id, own.id].sort());
  });

  it('deletes what it sent when the server refuses on the way, and says why', async () => {
    await useDevice('tablet');
    const draft = await twoChildDraft(1.2 * 1024 * 1024);
    // Room for the first file only: the second one's chunk is refused once both copies hold data.
    server.quotaBytes = 1.3 * 1024 * 1024;
    await expect(handOffDraft(draft.id, api())).rejects.toMatchObject({ status: 413, code: 'too-large' });
    expect([...server.copies.keys()]).toEqual([]);
    expect(server.deleted.size).toBe(2);
    expect(await readSafeFamily()).toBeUndefined();
    expect(await holding(draft.id)).toMatchObject({ files: { 'children.0.passport': expect.any(String) } });
  });
});
