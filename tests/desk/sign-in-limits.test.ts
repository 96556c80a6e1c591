// @vitest-environment node
// The desk's sign-in limits (server/desk/auth/throttle.ts, docs/desk.md): parallel guesses are
// counted before the password is checked, a stranger's failures never keep staff out of a passkey
// sign-in nor lock their password, TOTP codes have their own budget, and the sweep forgets counts
// an hour old. On PGlite, with a passkey made by a software authenticator.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCode } from '../../server/desk/auth/totp';
import { addStaff } from '../../server/desk/staff';
import { sweep } from '../../server/desk/upkeep';
import { openPgliteStore } from '../../server/intake/pglite-store';
import type { IntakeStore } from '../../server/intake/store-types';
import { SoftAuthenticator } from './soft-authenticator';
import { enrolStaff, ORIGIN, PASSWORD, StaffClient, startHarness, type Harness } from './support';

let dir: string;
let store: IntakeStore;
let h: Harness;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'desk-limits-'));
  store = await openPgliteStore(path.join(dir, 'db'));
  h = await startHarness(store, 0);
}, 120_000);

afterAll(async () => {
  await h?.close();
  await store?.close();
  rmSync(dir, { recursive: true, force: true });
});

const MINUTE = 60_000;
/** How long the desk remembers a failure (docs/desk.md). */
const FORGET_MS = 60 * MINUTE;
/** A fresh start for each test: every count of the others forgotten. */
const afterAnHour = () => h.clock.advance(FORGET_MS + MINUTE);

const wrongPassword = (email: string, address?: string) =>
  new StaffClient(h, email, address).post('/auth/password', { email, password: 'not the password!' });

const statuses = (responses: Response[]) => responses.map((r) => r.status).sort();

/** A member of staff enrolled with a passkey only (a software authenticator). */
async function enrolWithPasskey() {
  const email = `passkey.${crypto.randomUUID().slice(0, 6)}@school.test`;
  const { token } = await addStaff(h.store.sql, { email, name: 'Passkey User', role: 'officer' }, h.clock.now());
  const client = new StaffClient(h, email);
  const authenticator = new SoftAuthenticator(ORIGIN);
  const { challengeId, options } = await client.json<{ challengeId: string; options: { challenge: string } }>(
    'POST',
    '/enrol/passkey/options',
    { token },
  );
  await client.json('POST', '/enrol/passkey/verify', { token, challengeId, response: authenticator.register(options) });
  return { email, authenticator };
}

async function passkeySignIn(authenticator: SoftAuthenticator, address?: string) {
  const client = new StaffClient(h, '', address);
  const { challengeId, options } = await client.json<{ challengeId: string; options: { challenge: string } }>(
    'POST',
    '/auth/passkey/options',
    {},
  );
  return client.post('/auth/passkey/verify', { challengeId, response: authenticator.signIn(options) });
}

// Each wrong password costs an argon2id hash (0.1-0.5 s on a busy machine).
describe('sign-in limits', { timeout: 60_000 }, () => {
  it('checks one of 20 parallel wrong passwords from one address, and refuses the others before the hash', async () => {
    afterAnHour();
    const staff = await enrolStaff(h, 'officer');
    const answers = await Promise.all(Array.from({ length: 20 }, () => wrongPassword(staff.client.email)));
    expect(statuses(answers)).toEqual([401, ...Array<number>(19).fill(429)]);
    const audited = await store.sql.query("SELECT 1 FROM desk_audit WHERE action = 'sign-in.failed' AND actor = $1", [
      staff.client.email,
    ]);
    expect(audited).toHaveLength(1);
  });

  it('checks at most 10 of 20 parallel wrong passwords for one account from 20 addresses', async () => {
    afterAnHour();
    const staff = await enrolStaff(h, 'officer');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => wrongPassword(staff.client.email, `198.51.100.${i + 1}`)),
    );
    expect(statuses(answers)).toEqual([...Array<number>(10).fill(401), ...Array<number>(10).fill(429)]);
    const refused = answers.find((r) => r.status === 429)!;
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
  });

  it('lets staff in with their passkey whatever strangers failed, from elsewhere or from the same address', async () => {
    afterAnHour();
    const { email, authenticator } = await enrolWithPasskey();
    // Strangers from 12 addresses spend the account's budget...
    for (let i = 1; i <= 12; i++) await wrongPassword(email, `203.0.113.${i}`);
    // ...and one behind the school's own address (192.0.2.10) fails 21 passwords and 30 passkeys.
    for (let i = 0; i < 21; i++) {
      await wrongPassword(`colleague${i}@school.test`);
      h.clock.advance(61_000);
    }
    const forged = new SoftAuthenticator(ORIGIN);
    for (let i = 0; i < 30; i++) expect((await passkeySignIn(forged)).status).toBe(401);
    const mine = await passkeySignIn(authenticator);
    expect(mine.status).toBe(200);
    expect(await mine.json()).toMatchObject({ staff: { email } });
  });

  it('does not lock a password out for a stranger who fails it from another address; many strangers slow it', async () => {
    afterAnHour();
    const staff = await enrolStaff(h, 'head');
    const stranger = (n: number) => wrongPassword(staff.client.email, `203.0.113.${n}`);
    for (let failure = 1; failure <= 5; failure++) {
      expect((await stranger(99)).status).toBe(401);
      h.clock.advance(8_000);
    }
    const stillLocked = await stranger(99);
    expect([stillLocked.status, Number(stillLocked.headers.get('retry-after'))]).toEqual([429, 15 * 60 - 8]);
    const signIn = async () => {
      const client = new StaffClient(h, staff.client.email);
      const first = await client.post('/auth/password', { email: client.email, password: PASSWORD });
      if (first.status !== 200) return first;
      h.clock.advance(31_000);
      return client.post('/auth/totp', { code: totpCode(staff.secret, h.clock.now()) });
    };
    expect((await signIn()).status).toBe(200);
    // Ten more strangers spend the account's ten free guesses: the owner waits a minute, no more.
    for (let n = 1; n <= 10; n++) await stranger(n);
    const slowed = await signIn();
    expect(slowed.status).toBe(429);
    h.clock.advance(Number(slowed.headers.get('retry-after')) * 1000);
    expect((await signIn()).status).toBe(200);
  });

  it('allows five wrong TOTP codes, then one a minute, and a right code after the wait', async () => {
    afterAnHour();
    const staff = await enrolStaff(h, 'officer');
    h.clock.advance(31_000);
    const client = new StaffClient(h, staff.client.email);
    expect((await client.post('/auth/password', { email: client.email, password: PASSWORD })).status).toBe(200);
    const right = () => totpCode(staff.secret, h.clock.now());
    const wrong = () => String((Number(right()) + 1) % 1_000_000).padStart(6, '0');
    const answers = await Promise.all(Array.from({ length: 8 }, () => client.post('/auth/totp', { code: wrong() })));
    expect(statuses(answers)).toEqual([...Array<number>(5).fill(401), 429, 429, 429]);
    const early = await client.post('/auth/totp', { code: right() });
    expect([early.status, early.headers.get('retry-after')]).toEqual([429, '60']);
    h.clock.advance(60_000);
    expect((await client.post('/auth/totp', { code: right() })).status).toBe(200);
  });

  it('forgets counts an hour old in the sweep, and keeps the others', async () => {
    afterAnHour();
    await wrongPassword('old@school.test', '198.51.100.200');
    h.clock.advance(FORGET_MS + 1000);
    await wrongPassword('recent@school.test', '198.51.100.201');
    const keys = async () =>
      (await store.sql.query<{ key: string }>('SELECT key FROM desk_attempts ORDER BY key')).map((row) => row.key);
    expect(await keys()).toEqual(expect.arrayContaining(['account:old@school.test', 'account:recent@school.test']));
    await sweep(h.desk.deps());
    expect(await keys()).toEqual([
      'account:recent@school.test',
      'address:198.51.100.201',
      'pair:recent@school.test 198.51.100.201',
    ]);
  });
});
