// @vitest-environment node
// The staff's TOTP keys at rest (server/desk/auth/totp-secrets.ts): sealed with DESK_SECRET in the
// enrolment and the account, never the base32 key itself; keys found in the clear are sealed at
// the next start and still sign in; used and expired enrolments leave with their keys; without
// DESK_SECRET an enrolment offers a passkey only. On PGlite, the desk started up to three times.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newTotpSecret, totpCode } from '../../server/desk/auth/totp';
import { addStaff } from '../../server/desk/staff';
import { sweep } from '../../server/desk/upkeep';
import { openPgliteStore } from '../../server/intake/pglite-store';
import type { IntakeStore } from '../../server/intake/store-types';
import { enrolStaff, PASSWORD, signIn, StaffClient, startHarness, type Harness } from './support';

let dir: string;
let store: IntakeStore;
let h: Harness;
const later: Harness[] = [];

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'desk-totp-'));
  store = await openPgliteStore(path.join(dir, 'db'));
  h = await startHarness(store, 0);
}, 120_000);

afterAll(async () => {
  for (const harness of [...later, h]) await harness?.close();
  await store?.close();
  rmSync(dir, { recursive: true, force: true });
});

const staffSecret = async (email: string) =>
  (await store.sql.query<{ s: string }>('SELECT totp_secret AS s FROM desk_staff WHERE email = $1', [email]))[0]?.s;
const enrolmentSecrets = async (email: string) =>
  (
    await store.sql.query<{ s: string | null }>(
      'SELECT e.totp_secret AS s FROM desk_enrolments e JOIN desk_staff s ON s.id = e.staff_id WHERE s.email = $1',
      [email],
    )
  ).map((row) => row.s);
const newEmail = (what: string) => `${what}.${crypto.randomUUID().slice(0, 6)}@school.test`;

describe('TOTP keys at rest', () => {
  it('seals the key in the enrolment and the account, and signs in with it', async () => {
    const email = newEmail('sealed');
    const { token } = await addStaff(store.sql, { email, name: 'Sealed Key', role: 'officer' }, h.clock.now());
    const client = new StaffClient(h, email);
    const opened = await client.json<{ totp: { secret: string } }>('POST', '/enrol/open', { token });
    const secret = opened.totp.secret;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    // Opened again (a reload), the link shows the same key.
    expect((await client.json<{ totp: { secret: string } }>('POST', '/enrol/open', { token })).totp.secret).toBe(
      secret,
    );
    const [pending] = await enrolmentSecrets(email);
    expect(pending).toMatch(/^v1\.[\w-]+$/);
    expect(pending).not.toContain(secret);

    const done = await client.post('/enrol/password', {
      token,
      password: PASSWORD,
      code: totpCode(secret, h.clock.now()),
    });
    expect(done.status).toBe(200);
    const stored = await staffSecret(email);
    expect(stored).toMatch(/^v1\.[\w-]+$/);
    expect(stored).not.toContain(secret);
    // The used link is gone at once, with its key.
    expect(await enrolmentSecrets(email)).toEqual([]);
    expect((await signIn(h, email, secret)).response.status).toBe(200);
  });

  it('seals keys stored in the clear at the next start, and they still sign in', async () => {
    const staff = await enrolStaff(h, 'head');
    const waiting = newEmail('waiting');
    const { token } = await addStaff(store.sql, { email: waiting, name: 'Waiting', role: 'officer' }, h.clock.now());
    const clearKey = newTotpSecret();
    await store.sql.query('UPDATE desk_staff SET totp_secret = $2 WHERE email = $1', [
      staff.client.email,
      staff.secret,
    ]);
    await store.sql.query(
      'UPDATE desk_enrolments SET totp_secret = $2 WHERE staff_id = (SELECT id FROM desk_staff WHERE email = $1)',
      [waiting, clearKey],
    );
    expect(await staffSecret(staff.client.email)).toBe(staff.secret);

    const next = await startHarness(store, 0);
    later.push(next);
    next.clock.set(h.clock.now());
    const sealed = await staffSecret(staff.client.email);
    expect(sealed).toMatch(/^v1\./);
    expect(sealed).not.toContain(staff.secret);
    expect((await enrolmentSecrets(waiting))[0]).toMatch(/^v1\./);
    expect((await signIn(next, staff.client.email, staff.secret)).response.status).toBe(200);
    const opened = await new StaffClient(next, waiting).json<{ totp: { secret: string } }>('POST', '/enrol/open', {
      token,
    });
    expect(opened.totp.secret).toBe(clearKey);
  });

  it('deletes expired enrolments and their keys in the sweep, and keeps open ones', async () => {
    const expiring = newEmail('expiring');
    const { token } = await addStaff(store.sql, { email: expiring, name: 'Expiring', role: 'officer' }, h.clock.now());
    await new StaffClient(h, expiring).json('POST', '/enrol/open', { token });
    h.clock.advance(71 * 3_600_000);
    const fresh = newEmail('fresh');
    await addStaff(store.sql, { email: fresh, name: 'Fresh', role: 'officer' }, h.clock.now());
    await sweep(h.desk.deps());
    expect(await enrolmentSecrets(expiring)).toHaveLength(1);
    h.clock.advance(2 * 3_600_000);
    await sweep(h.desk.deps());
    expect(await enrolmentSecrets(expiring)).toEqual([]);
    expect(await enrolmentSecrets(fresh)).toHaveLength(1);
  });

  it('offers only a passkey without DESK_SECRET, and refuses a password enrolment clearly', async () => {
    const bare = await startHarness(store, 0, { DESK_SECRET: '' });
    later.push(bare);
    const email = newEmail('bare');
    const { token } = await addStaff(store.sql, { email, name: 'No Secret', role: 'officer' }, bare.clock.now());
    const client = new StaffClient(bare, email);
    expect(await client.json('POST', '/enrol/open', { token })).toMatchObject({ email, totp: null });
    const refused = await client.post('/enrol/password', { token, password: PASSWORD, code: '123456' });
    expect([refused.status, await refused.json()]).toEqual([409, { error: 'totp-unavailable' }]);
    expect(await enrolmentSecrets(email)).toEqual([null]);
  });
});
