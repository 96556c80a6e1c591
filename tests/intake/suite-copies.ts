// The intake suite's safe copies of drafts (suite.ts runs it per database and storage;
// docs/safe-copy.md): a copy made with the hash of its secret, sealed changes appended in order and
// given back, a replayed change stored once, a snapshot replacing the changes up to a number, file
// chunks resumed after a cut; and each refusal with nothing changed: a wrong secret (403), a body
// that is not a padded seal (422), a deleted copy asked for again (404, as one that never was), a
// copy's deletion leaving no chunk in the storage, listed where it really is; the families' API
// token asked of a creation only.

import { describe, expect, it } from 'vitest';
import { cutStream, sha256 } from './support';
import type { SuiteContext } from './suite';
import {
  accessKeys,
  copyDevice,
  randomId,
  sealedBlocks,
  sealedChange,
  sealedChunk,
  storedKeys,
  type CopyDevice,
} from './copy-device';

const DAY = 24 * 60 * 60 * 1000;
const MB = 1024 * 1024;

const body = async (res: Response) => (await res.json()) as Record<string, unknown>;

/** What the server holds of a copy, as its device can see it: the copy and every change. */
async function seen(device: CopyDevice) {
  return { copy: await body(await device.get()), changes: await body(await device.changes(0)) };
}

export function safeCopyTests(ctx: SuiteContext): void {
  const { makeApi } = ctx;
  const rows = async (table: string, id: string) =>
    Number(
      (await ctx.db().store.sql.query<{ n: string }>(`SELECT count(*) AS n FROM ${table} WHERE copy_id = $1`, [id]))[0]
        ?.n,
    );

  /** A device with a made copy, on a fresh app. */
  async function madeCopy(kind = 'draft') {
    const app = await makeApi({ trustProxy: true });
    const device = copyDevice(app);
    expect((await device.create(kind)).status).toBe(201);
    return { app, device };
  }

  describe('safe copies of drafts', () => {
    it('makes a copy once for its hash, appends sealed changes in order and gives them back', async () => {
      const start = new Date('2030-05-01T08:00:00Z');
      const app = await makeApi({ trustProxy: true }, { now: () => start });
      const device = copyDevice(app);
      const made = await device.create();
      expect(made.status).toBe(201);
      expect(await made.json()).toEqual({
        kind: 'draft',
        changedAt: start.toISOString(),
        deleteAfter: new Date(start.getTime() + 120 * DAY).toISOString(),
        bytes: 0,
      });
      expect((await device.create()).status).toBe(200);
      const other = await device.create('draft', accessKeys().hash);
      expect([other.status, (await body(other)).error]).toEqual([409, 'exists']);

      const changes = [
        { changeId: randomId(), body: await sealedChange({ set: { a: 1 } }) },
        { changeId: randomId(), body: await sealedChange({ set: { b: 2 } }) },
      ];
      const appended = await device.append(changes);
      expect([appended.status, await appended.json()]).toEqual([200, { seq: 2 }]);
      expect(await body(await device.changes(0))).toEqual({
        changes: changes.map((change, i) => ({ seq: i + 1, ...change })),
        last: 2,
      });
      expect((await body(await device.changes(1))).changes).toEqual([{ seq: 2, ...changes[1] }]);
      const bytes = changes.reduce((sum, change) => sum + Buffer.from(change.body, 'base64url').length, 0);
      expect(await body(await device.get())).toMatchObject({ kind: 'draft', bytes });
    });

    it('refuses a wrong or missing secret with 403 and changes nothing', async () => {
      const { device } = await madeCopy();
      const fileId = randomId();
      await device.append([{ changeId: randomId(), body: await sealedChange() }]);
      expect((await device.putChunk(fileId, 0, await sealedChunk(1000))).status).toBe(204);
      const before = await seen(device);
      const wrong = accessKeys().secret;

      const tries = [
        await device.get(wrong),
        await device.changes(0, wrong),
        await device.append([{ changeId: randomId(), body: await sealedChange() }], wrong),
        await device.putChunk(fileId, 1, await sealedChunk(1000), wrong),
        await device.chunk(fileId, 0, wrong),
        await device.remove(wrong),
        await device.get(''),
        await device.remove('not-a-secret'),
      ];
      for (const answer of tries) expect([answer.status, (await body(answer)).error]).toEqual([403, 'forbidden']);
      expect(await seen(device)).toEqual(before);
      expect(await (await device.chunks(fileId)).json()).toEqual({ chunks: [0] });
    });

    it('refuses a forged write, a body that is not a padded seal, with 422 and stores nothing', async () => {
      const { device } = await madeCopy();
      await device.append([{ changeId: randomId(), body: await sealedChange() }]);
      const before = await seen(device);
      const valid = Buffer.from(await sealedBlocks(1), 'base64url');
      const unversioned = Buffer.from(valid);
      unversioned[0] = 0;
      const forged = [
        Buffer.from(crypto.getRandomValues(new Uint8Array(300))).toString('base64url'),
        valid.subarray(0, valid.length - 1).toString('base64url'),
        unversioned.toString('base64url'),
        Buffer.alloc(29, 1).toString('base64url'),
        `${valid.toString('base64url')}A`,
      ];
      for (const forgedBody of forged) {
        const refused = await device.append([{ changeId: randomId(), body: forgedBody }]);
        expect(refused.status).toBe(422);
        expect(await refused.json()).toMatchObject({
          error: 'invalid',
          fieldErrors: { 'changes.0.body': expect.any(Array) },
        });
      }
      const snapshot = await device.compact(1, randomId(), forged[0]!);
      expect(snapshot.status).toBe(422);
      const fileId = randomId();
      for (const chunk of [new Uint8Array(29).fill(1), new Uint8Array(500).fill(2), new Uint8Array(0)])
        expect((await device.putChunk(fileId, 0, chunk)).status).toBe(422);
      expect(await seen(device)).toEqual(before);
      expect(await (await device.chunks(fileId)).json()).toEqual({ chunks: [] });
      expect(await storedKeys(ctx.place(), `copies/${device.id}/`)).toEqual([]);
    });

    it('stores a replayed change once, answering the number it has', async () => {
      const { device } = await madeCopy();
      const [a, b, c] = await Promise.all(
        [1, 2, 3].map(async (i) => ({ changeId: randomId(), body: await sealedChange({ i }) })),
      );
      expect(await (await device.append([a!, b!])).json()).toEqual({ seq: 2 });
      expect(await (await device.append([b!])).json()).toEqual({ seq: 2 });
      expect(await (await device.append([b!, c!, c!])).json()).toEqual({ seq: 3 });
      // Replays arriving together, as a flaky connection sends them.
      const again = await Promise.all([device.append([a!, b!, c!]), device.append([c!])]);
      expect(await Promise.all(again.map((answer) => answer.json()))).toEqual([{ seq: 3 }, { seq: 3 }]);
      const { changes, last } = await body(await device.changes(0));
      expect(last).toBe(3);
      expect((changes as { changeId: string }[]).map((change) => change.changeId)).toEqual(
        [a, b, c].map((change) => change!.changeId),
      );
      expect(await rows('safe_copy_changes', device.id)).toBe(3);
    });

    it('compacts: a snapshot replaces the changes up to a number in one step, and replays stay known', async () => {
      const { device } = await madeCopy();
      const changes = await Promise.all(
        [1, 2, 3].map(async (i) => ({ changeId: randomId(), body: await sealedBlocks(i) })),
      );
      await device.append(changes);
      const snapshot = { changeId: randomId(), body: await sealedBlocks(2) };
      const compacted = await device.compact(2, snapshot.changeId, snapshot.body);
      expect([compacted.status, await compacted.json()]).toEqual([200, { seq: 4 }]);
      expect(await body(await device.changes(0))).toEqual({
        changes: [
          { seq: 3, ...changes[2] },
          { seq: 4, ...snapshot },
        ],
        last: 4,
      });
      const size = (text: string) => Buffer.from(text, 'base64url').length;
      expect((await body(await device.get())).bytes).toBe(size(changes[2]!.body) + size(snapshot.body));

      expect(await (await device.compact(2, snapshot.changeId, snapshot.body)).json()).toEqual({ seq: 4 });
      expect(await (await device.append([changes[0]!])).json()).toEqual({ seq: 1 });
      const beyond = await device.compact(9, randomId(), await sealedBlocks(1));
      expect([beyond.status, (await body(beyond)).fieldErrors]).toEqual([422, { upTo: ['form.common.invalid'] }]);
      expect((await body(await device.changes(0))).last).toBe(4);
    });

    it('resumes a file upload after a cut from the list of chunks the server has', async () => {
      const { device } = await madeCopy();
      const fileId = randomId();
      const sent = await Promise.all([MB, MB, 2000].map((size) => sealedChunk(size)));
      for (const n of [0, 1]) expect((await device.putChunk(fileId, n, sent[n]!)).status).toBe(204);
      // The connection drops halfway through the last chunk.
      await device.putChunk(fileId, 2, cutStream(sent[2]!, 1000, 500)).catch(() => undefined);
      expect(await (await device.chunks(fileId)).json()).toEqual({ chunks: [0, 1] });
      expect(await storedKeys(ctx.place(), `copies/${device.id}/${fileId}/2`)).toEqual([]);

      expect((await device.putChunk(fileId, 2, sent[2]!)).status).toBe(204);
      expect((await device.putChunk(fileId, 1, sent[1]!)).status).toBe(204);
      expect(await (await device.chunks(fileId)).json()).toEqual({ chunks: [0, 1, 2] });
      for (const [n, bytes] of sent.entries()) {
        const got = await device.chunk(fileId, n);
        expect(got.headers.get('content-type')).toBe('application/octet-stream');
        expect(sha256(new Uint8Array(await got.arrayBuffer()))).toBe(sha256(bytes));
      }
      expect((await body(await device.get())).bytes).toBe(sent.reduce((sum, bytes) => sum + bytes.length, 0));
      const tooBig = await device.putChunk(fileId, 3, await sealedChunk(MB + 1));
      expect([tooBig.status, (await body(tooBig)).error]).toEqual([413, 'too-large']);
    });

    it('answers a deleted copy 404, as one that never was, and leaves no byte of it in storage', async () => {
      const { app, device } = await madeCopy();
      const files = [randomId(), randomId()];
      const change = { changeId: randomId(), body: await sealedChange() };
      await device.append([change]);
      for (const fileId of files)
        for (const n of [0, 1]) expect((await device.putChunk(fileId, n, await sealedChunk(3000))).status).toBe(204);
      const held = await storedKeys(ctx.place(), `copies/${device.id}/`);
      expect(held.filter((key) => /\/\d$/.test(key))).toHaveLength(4);

      expect((await device.deleteFile(files[0]!)).status).toBe(204);
      expect(await (await device.chunks(files[0]!)).json()).toEqual({ chunks: [] });
      expect(await storedKeys(ctx.place(), `copies/${device.id}/${files[0]}/`)).toEqual([]);
      expect((await body(await device.get())).bytes).toBe(Buffer.from(change.body, 'base64url').length + 2 * 3029);

      expect((await device.remove()).status).toBe(204);
      const never = copyDevice(app);
      for (const answer of [
        await device.get(),
        await device.changes(0),
        await device.append([{ changeId: randomId(), body: await sealedChange() }]),
        await device.putChunk(files[1]!, 2, await sealedChunk(10)),
        await device.chunk(files[1]!, 0),
        await device.remove(),
        await never.get(),
      ])
        expect([answer.status, await answer.json()]).toEqual([404, { error: 'not-found' }]);
      expect(await storedKeys(ctx.place(), `copies/${device.id}/`)).toEqual([]);
      for (const table of ['safe_copy_changes', 'safe_copy_chunks', 'storage_erasures'])
        expect(await rows(table, device.id), table).toBe(0);
    });

    it('asks the families’ API token of a creation alone, where the school sets one', async () => {
      const app = await makeApi({ trustProxy: true, apiToken: 'families-token' });
      const device = copyDevice(app);
      const { hash } = device;
      const create = (authorization?: string) =>
        app.request(`/api/copies/${device.id}`, {
          method: 'PUT',
          headers: { 'Content-Type': 'application/json', ...(authorization ? { Authorization: authorization } : {}) },
          body: JSON.stringify({ kind: 'draft', accessHash: hash }),
        });
      expect((await create()).status).toBe(401);
      expect((await create('Bearer another')).status).toBe(401);
      expect((await device.get()).status).toBe(404);
      expect((await create('Bearer families-token')).status).toBe(201);
      expect((await device.get()).status).toBe(200);
      expect((await device.append([{ changeId: randomId(), body: await sealedChange() }])).status).toBe(200);
    });

    it('keeps a sent application’s copy at most 30 days, and says when the server deletes it', async () => {
      const start = new Date('2030-06-01T00:00:00Z');
      const app = await makeApi({ trustProxy: true }, { now: () => start });
      const device = copyDevice(app);
      await device.create();
      const inTen = new Date(start.getTime() + 10 * DAY).toISOString();
      expect(await body(await device.keep(inTen))).toMatchObject({ deleteAfter: inTen });
      const kept = await device.keep(new Date(start.getTime() + 90 * DAY).toISOString());
      expect((await body(kept)).deleteAfter).toBe(new Date(start.getTime() + 30 * DAY).toISOString());
      const bad = await device.keep('next month');
      expect([bad.status, (await body(bad)).fieldErrors]).toEqual([422, { keepUntil: ['form.common.invalid'] }]);
    });
  });
}
