// @vitest-environment node
// Take-home parcels on the embedded database and the disk: stored as given, read back until they
// expire (an injected clock), gone once deleted, refused when too large; the expired bytes leave
// the file storage.
// Also the shared-device staff PIN check (server/device/staff-pin.ts).

import { mkdtempSync, rmSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIntakeApi, type IntakeApi } from '../../server/intake';
import { openPgliteStore } from '../../server/intake/pglite-store';
import type { IntakeStore } from '../../server/intake/store-types';
import { quietLogger, testConfig } from './support';

const DAY = 24 * 60 * 60 * 1000;

describe('parcels', () => {
  let dir: string;
  let store: IntakeStore;
  let api: IntakeApi;
  let now = new Date('2026-11-21T09:00:00Z');

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'parcels-'));
    store = await openPgliteStore(path.join(dir, 'db'));
    api = await createIntakeApi({
      config: testConfig(dir, { maxParcelBytes: 64 * 1024 }),
      store,
      logger: quietLogger,
      now: () => now,
    });
  }, 60_000);

  afterAll(async () => {
    await api.close();
    // The tus file store creates its folder with a callback queued at start; one more trip through
    // the same queue lets it finish before the folder is removed.
    await mkdir(path.join(dir, 'files/uploads'), { recursive: true });
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const park = (bytes: Uint8Array<ArrayBuffer>, type = 'application/octet-stream') =>
    api.app.request('/api/parcels', { method: 'POST', headers: { 'Content-Type': type }, body: bytes });

  it('stores opaque bytes for 7 days, gives them back, and forgets them once deleted', async () => {
    now = new Date('2026-11-21T09:00:00Z');
    const bytes = crypto.getRandomValues(new Uint8Array(5000));
    const created = await park(bytes);
    expect(created.status).toBe(201);
    const { id, expiresAt } = (await created.json()) as { id: string; expiresAt: string };
    expect(expiresAt).toBe('2026-11-28T09:00:00.000Z');

    now = new Date(now.getTime() + 6 * DAY);
    const read = await api.app.request(`/api/parcels/${id}`);
    expect(read.status).toBe(200);
    expect(read.headers.get('cache-control')).toBe('no-store');
    expect(new Uint8Array(await read.arrayBuffer())).toEqual(bytes);

    expect((await api.app.request(`/api/parcels/${id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await api.app.request(`/api/parcels/${id}`)).status).toBe(404);
    expect(await api.storage.read(`parcels/${id}`)).toBeUndefined();
  });

  it('answers 410 after 7 days, and the next parcel purges the expired bytes from the storage', async () => {
    now = new Date('2026-12-01T09:00:00Z');
    const { id } = (await (await park(new Uint8Array([1, 2, 3]))).json()) as { id: string };
    now = new Date(now.getTime() + 7 * DAY);
    const late = await api.app.request(`/api/parcels/${id}`);
    expect(late.status).toBe(410);
    expect(await late.json()).toMatchObject({ error: 'gone' });
    expect((await store.getParcel(id))?.inStorage).toBe(true);
    const kept = await api.storage.read(`parcels/${id}`);
    expect(kept?.size).toBe(3);
    kept?.body.destroy();

    expect((await park(new Uint8Array([4]))).status).toBe(201);
    expect((await store.getParcel(id))?.inStorage).toBe(false);
    expect(await api.storage.read(`parcels/${id}`)).toBeUndefined();
    expect((await api.app.request(`/api/parcels/${id}`)).status).toBe(410);
  });

  it('refuses parcels that are too large, empty or not octet-stream, and ids that are not ours', async () => {
    expect((await park(new Uint8Array(64 * 1024 + 1))).status).toBe(413);
    expect((await park(new Uint8Array(0))).status).toBe(400);
    expect((await park(new Uint8Array([1]), 'application/json')).status).toBe(415);
    expect((await api.app.request('/api/parcels/not-a-uuid')).status).toBe(404);
    expect((await api.app.request(`/api/parcels/${crypto.randomUUID()}`)).status).toBe(404);
  });
});

describe('shared-device staff PIN', () => {
  let dir: string;
  let store: IntakeStore;
  const apis: IntakeApi[] = [];

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'device-'));
    store = await openPgliteStore(path.join(dir, 'db'));
  }, 60_000);

  afterAll(async () => {
    for (const api of apis) await api.close();
    await store.close();
    await mkdir(path.join(dir, 'files/uploads'), { recursive: true });
    rmSync(dir, { recursive: true, force: true });
  });

  const make = async (staffPin: string) => {
    const api = await createIntakeApi({
      config: testConfig(dir, { staffPin, sharedIdleMinutes: 5, sharedWarnSeconds: 30 }),
      store,
      logger: quietLogger,
    });
    apis.push(api);
    return api.app;
  };
  const check = (app: IntakeApi['app'], pin: unknown) =>
    app.request('/api/device/staff', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ pin }),
    });

  it('tells the timeout and checks the staff PIN without revealing it', async () => {
    const app = await make('731904');
    const config = await (await app.request('/api/device/config')).text();
    expect(JSON.parse(config)).toEqual({ available: true, idleMinutes: 5, warnSeconds: 30 });
    expect(config).not.toContain('731904');
    expect((await check(app, '731904')).status).toBe(204);
    expect((await check(app, '731905')).status).toBe(401);
    expect((await check(app, 731904)).status).toBe(401);
  });

  it('is unavailable without STAFF_PIN', async () => {
    const app = await make('');
    expect(await (await app.request('/api/device/config')).json()).toMatchObject({ available: false });
    expect((await check(app, '')).status).toBe(404);
  });
});
