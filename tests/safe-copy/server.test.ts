// @vitest-environment node
// The page's engine against the real intake (server/intake on PGlite, files in a temp folder),
// called in-process through `app.request`: a two-child draft with files goes up and comes back
// after a purge with the passkey, two devices merge through the server, and the server's database
// and file storage hold none of the family's typed words or file bytes. Refusals (a changed link,
// a copy over its limit, a deleted copy) leave the device as it was. Runs where the intake has
// its safe copies (server/intake/safe-copies).
import 'fake-indexeddb/auto';
import { listSafeCopies } from '../../src/db/safe-copies';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getAttachmentBlob, listAttachments, loadDraft, saveDraft } from '../../src/db';
import { flushSafeCopies } from '../../src/safe-copy/flush';
import { protectWithPasskey } from '../../src/safe-copy/protect';
import { restoreFromSecret, restoreWithPasskey } from '../../src/safe-copy/restore';
import { forgetSafeCopiesEverywhere, turnOnSafeCopies } from '../../src/safe-copy/setup';
import { installAuthenticator } from './authenticator';
import { purgeDevice, resetDevices, useDevice } from './devices';
import { holding, twoChildDraft } from './support';

const root = path.resolve(import.meta.dirname, '../..');
const serverHasCopies = existsSync(path.join(root, 'server/intake/safe-copies'));

interface Intake {
  app: { request(input: string, init?: RequestInit): Response | Promise<Response> };
  close(): Promise<void>;
}

let dir = '';
let intake: Intake;
const MB = 1024 * 1024;

beforeAll(async () => {
  if (!serverHasCopies) return;
  dir = mkdtempSync(path.join(tmpdir(), 'safe-copy-server-'));
  const { createIntakeApi } = await import('../../server/intake');
  const { quietLogger, testConfig } = await import('../intake/support');
  // A copy's files are limited to 3 MB here, so that one test can pass the limit.
  const config = { ...testConfig(dir), copyFileBytes: 3 * MB + 4096 };
  intake = (await createIntakeApi({ config, logger: quietLogger })) as unknown as Intake;
}, 120_000);
afterAll(async () => {
  await intake?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});
beforeEach(resetDevices);
afterEach(async () => {
  vi.unstubAllGlobals();
  await resetDevices();
});

const api = () => ({
  apiBase: '/api',
  fetch: (async (input, init) => intake.app.request(String(input), init)) as typeof fetch,
});
const flush = (options: { now?: () => number; reconnected?: boolean } = {}) =>
  flushSafeCopies({ api: api(), wait: true, random: () => 0.5, ...options });

/** Every file the intake keeps (its PGlite database and its file storage), as one buffer. */
function everythingStored(): Buffer {
  const parts: Buffer[] = [];
  const walk = (at: string) => {
    for (const name of readdirSync(at)) {
      const file = path.join(at, name);
      if (statSync(file).isDirectory()) walk(file);
      else parts.push(readFileSync(file));
    }
  };
  walk(dir);
  return Buffer.concat(parts);
}

describe.runIf(serverHasCopies)('safe copies through the intake', () => {
  it('restore with the passkey after a purge; the server holds no typed word and no file byte', async () => {
    installAuthenticator({ prf: true, secret: Buffer.alloc(32, 21), evaluations: 0 }, vi.stubGlobal);
    await useDevice('phone');
    const draft = await twoChildDraft(1.2 * MB);
    const before = await holding(draft.id);
    await turnOnSafeCopies();
    await protectWithPasskey({ site: 'CCIS', user: 'Our applications' });
    expect(await flush()).toMatchObject({ ran: true, waiting: 0 });

    const stored = everythingStored();
    expect(stored.length).toBeGreaterThan(2.4 * MB);
    for (const word of ['Anong', 'Niran', '081 234 5678', 'passport-0.pdf']) expect(stored.includes(word)).toBe(false);
    for (const meta of await listAttachments(draft.id)) {
      const bytes = Buffer.from(await (await getAttachmentBlob(meta.id))!.arrayBuffer());
      for (const at of [100, 600_000, bytes.length - 64])
        expect(stored.includes(bytes.subarray(at, at + 48))).toBe(false);
    }

    await purgeDevice();
    expect(await restoreWithPasskey({ api: api() })).toEqual([draft.id]);
    expect(await holding(draft.id)).toEqual(before);
  });

  it('two devices edit apart and merge through the server; the one conflict shows what was replaced', async () => {
    let clock = Date.now();
    const now = () => clock;
    await useDevice('phone');
    const draft = await twoChildDraft(2000);
    const family = await turnOnSafeCopies();
    await flush({ now });
    await useDevice('laptop');
    await restoreFromSecret(family.secret, { api: api(), now });

    await useDevice('phone');
    const onPhone = (await loadDraft(draft.id))!;
    await saveDraft(draft.id, { data: { ...onPhone.data, mother: { phone: '081 000 0001' }, city: 'Lamai' } });
    await useDevice('laptop');
    const onLaptop = (await loadDraft(draft.id))!;
    await saveDraft(draft.id, { data: { ...onLaptop.data, mother: { phone: '081 000 0002' }, school: 'Bophut' } });

    clock += 1000;
    await useDevice('phone');
    await flush({ now });
    clock += 1000;
    await useDevice('laptop');
    await flush({ now });
    clock += 1000;
    await useDevice('phone');
    await flush({ now });
    const phone = await holding(draft.id);
    await useDevice('laptop');
    expect(await holding(draft.id)).toEqual(phone);
    expect(phone.data).toMatchObject({ city: 'Lamai', school: 'Bophut', mother: { phone: '081 000 0002' } });
    await useDevice('phone');
    expect((await listSafeCopies())[0]?.conflicts).toEqual([
      expect.objectContaining({ path: 'mother.phone', kept: 'theirs', replaced: { v: '081 000 0001' } }),
    ]);
  });

  it('refusals: a changed link, a copy over its limit, a deleted copy; nothing lost on the device', async () => {
    await useDevice('phone');
    const small = await twoChildDraft(1000);
    const family = await turnOnSafeCopies();
    await flush();
    const changed = new Uint8Array(family.secret);
    changed[31] = (changed[31] as number) ^ 0x80;
    await useDevice('other');
    await expect(restoreFromSecret(changed, { api: api() })).rejects.toMatchObject({ problem: 'not-found' });
    expect(await listSafeCopies()).toEqual([]);

    await useDevice('big');
    const big = await twoChildDraft(2 * MB);
    const before = await holding(big.id);
    await turnOnSafeCopies();
    await flush();
    expect((await listSafeCopies())[0]?.problem).toMatchObject({ code: 'too-large', status: 413 });
    expect(await holding(big.id)).toEqual(before);

    await useDevice('phone');
    const kept = await holding(small.id);
    await forgetSafeCopiesEverywhere();
    expect(await flush()).toMatchObject({ waiting: 0 });
    await expect(restoreFromSecret(family.secret, { api: api() })).rejects.toMatchObject({ problem: 'not-found' });
    expect(await holding(small.id)).toEqual(kept);
  });
});
