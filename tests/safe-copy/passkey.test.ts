// @vitest-environment node
// The passkey as a key (docs/safe-copy.md, "Keys"), with a fake authenticator in place of
// navigator.credentials: a passkey is used only when `prf.enabled` and two evaluations agree, and
// "Restore my applications" with one touch finds the slot, the family secret and every draft.
import 'fake-indexeddb/auto';
import { listSafeCopies, readSafeFamily } from '../../src/db/safe-copies';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPasskey } from '../../src/safe-copy/passkey';
import { protectWithPasskey } from '../../src/safe-copy/protect';
import { restoreWithPasskey } from '../../src/safe-copy/restore';
import { turnOnSafeCopies } from '../../src/safe-copy/setup';
import { purgeDevice, resetDevices, useDevice } from './devices';
import { installAuthenticator, type Authenticator } from './authenticator';
import { fakeCopies, type FakeCopies } from './fake-copies';
import { API_BASE, flush, holding, twoChildDraft } from './support';

let server: FakeCopies;
beforeEach(async () => {
  await resetDevices();
  server = fakeCopies();
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await resetDevices();
});

const labels = { site: 'CCIS', user: 'Our applications' };

describe('making the passkey', () => {
  it('refuses a passkey whose PRF is not enabled', async () => {
    installAuthenticator({ prf: false, secret: Buffer.alloc(32, 1), evaluations: 0 }, vi.stubGlobal);
    await expect(createPasskey(labels)).rejects.toMatchObject({ problem: 'no-prf' });
  });

  it('refuses a passkey whose two evaluations differ', async () => {
    installAuthenticator({ prf: true, unstable: true, secret: Buffer.alloc(32, 2), evaluations: 0 }, vi.stubGlobal);
    await expect(createPasskey(labels)).rejects.toMatchObject({ problem: 'no-prf' });
  });

  it('says “unsupported” where the browser has no WebAuthn', async () => {
    vi.stubGlobal('PublicKeyCredential', undefined);
    await expect(createPasskey(labels)).rejects.toMatchObject({ problem: 'unsupported' });
  });
});

describe('restoring with one touch', () => {
  it('finds the key slot, the family secret and every draft with its files after a purge', async () => {
    const auth: Authenticator = { prf: true, secret: Buffer.alloc(32, 3), evaluations: 0 };
    installAuthenticator(auth, vi.stubGlobal);
    await useDevice('phone');
    const draft = await twoChildDraft(50_000);
    const before = await holding(draft.id);
    await turnOnSafeCopies();
    await protectWithPasskey(labels);
    await flush(server);
    expect([...server.copies.values()].map((copy) => copy.kind).sort()).toEqual(['draft', 'index', 'slot']);
    expect((await readSafeFamily())?.passkey?.pending).toBeUndefined();

    await purgeDevice();
    const restored = await restoreWithPasskey({ api: { apiBase: API_BASE, fetch: server.fetch } });
    expect(restored).toEqual([draft.id]);
    expect(await holding(draft.id)).toEqual(before);
    expect((await readSafeFamily())?.passkey).toBeDefined();
    expect(await listSafeCopies()).toHaveLength(1);
  });

  it('another passkey (a different PRF output) finds no slot: a clear refusal, nothing written', async () => {
    installAuthenticator({ prf: true, secret: Buffer.alloc(32, 4), evaluations: 0 }, vi.stubGlobal);
    await useDevice('phone');
    await twoChildDraft(1000);
    await turnOnSafeCopies();
    await protectWithPasskey(labels);
    await flush(server);
    await useDevice('new-phone');
    installAuthenticator({ prf: true, secret: Buffer.alloc(32, 5), evaluations: 0 }, vi.stubGlobal);
    await expect(restoreWithPasskey({ api: { apiBase: API_BASE, fetch: server.fetch } })).rejects.toMatchObject({
      problem: 'not-found',
    });
    expect(await readSafeFamily()).toBeUndefined();
  });
});
