// @vitest-environment node
// Staff sign-in: argon2id hashes, TOTP's window and replay, the growing delay and lock-out of an
// account from one address (more in sign-in-limits.test.ts), sessions that end when idle or old and change token at the second
// factor, one-time enrolment links, passkey answers that do not hold, and the command line.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runStaffCommand } from '../../scripts/staff';
import { checkPassword, hashPassword, needsRehash, passwordProblem } from '../../server/desk/auth/password';
import { checkTotp, newTotpSecret, totpCode } from '../../server/desk/auth/totp';
import { PAIR } from '../../server/desk/auth/throttle';
import { waitAfter } from '../../server/sql/attempts';
import { openPgliteStore } from '../../server/intake/pglite-store';
import type { IntakeStore } from '../../server/intake/store-types';
import { enrolStaff, PASSWORD, signIn, startHarness, StaffClient, type Harness } from './support';

let dir: string;
let store: IntakeStore;
let h: Harness;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'desk-auth-'));
  store = await openPgliteStore(path.join(dir, 'db'));
  h = await startHarness(store, 0);
}, 120_000);

afterAll(async () => {
  await h?.close();
  await store?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('passwords and TOTP', () => {
  it('hashes with argon2id (64 MiB, 3 passes) and verifies only the right password', async () => {
    const hash = await hashPassword(PASSWORD);
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=65536,t=3,p=1\$/);
    expect(needsRehash(hash)).toBe(false);
    expect(await checkPassword(hash, PASSWORD)).toBe(true);
    expect(await checkPassword(hash, `${PASSWORD} `)).toBe(false);
    expect(await checkPassword(null, PASSWORD)).toBe(false);
    expect(passwordProblem('short pass', 'a@b.c')).toBe('too-short');
    expect(passwordProblem('admissions-office-2026', 'admissions@school.test')).toBe('like-email');
  });

  it('takes a code of the step before, now or after, never two steps off, and never twice', () => {
    const secret = newTotpSecret();
    const now = new Date('2026-03-10T03:00:10Z');
    const step = Math.floor(now.getTime() / 30_000);
    const at = (offset: number) => totpCode(secret, new Date(now.getTime() + offset * 30_000));
    expect(checkTotp(secret, at(0), now, 0)).toBe(step);
    expect(checkTotp(secret, at(-1), now, 0)).toBe(step - 1);
    expect(checkTotp(secret, at(1), now, 0)).toBe(step + 1);
    expect(checkTotp(secret, at(-2), now, 0)).toBeUndefined();
    expect(checkTotp(secret, at(2), now, 0)).toBeUndefined();
    expect(checkTotp(secret, at(0), now, step)).toBeUndefined();
    expect(checkTotp(secret, 'abcdef', now, 0)).toBeUndefined();
  });
});

describe('signing in', () => {
  it('signs in with password and TOTP, changes the session token at the second factor, and signs out', async () => {
    const staff = await enrolStaff(h, 'officer');
    h.clock.advance(31_000);
    const client = new StaffClient(h, staff.client.email);
    expect(await (await client.post('/auth/password', { email: client.email, password: PASSWORD })).json()).toEqual({
      next: 'totp',
    });
    const pending = client.cookie;
    expect((await client.get('/cases')).status).toBe(401);
    const done = await client.post('/auth/totp', { code: totpCode(staff.secret, h.clock.now()) });
    expect(done.status).toBe(200);
    expect(client.cookie).not.toBe(pending);
    expect(done.headers.get('set-cookie')).toMatch(/HttpOnly/i);
    expect(done.headers.get('set-cookie')).toMatch(/SameSite=Strict/i);
    client.csrf = ((await done.json()) as { csrfToken: string }).csrfToken;
    expect((await client.get('/cases')).status).toBe(200);
    // The pending cookie is worth nothing now.
    const stale = new StaffClient(h, client.email);
    stale.cookie = pending;
    expect((await stale.get('/cases')).status).toBe(401);
    expect((await client.post('/auth/sign-out')).status).toBe(204);
    expect((await client.get('/cases')).status).toBe(401);
  });

  it('answers an unknown e-mail as a wrong password, and audits both', async () => {
    const client = new StaffClient(h, 'nobody@school.test');
    const unknown = await client.post('/auth/password', { email: 'nobody@school.test', password: PASSWORD });
    const staff = await enrolStaff(h, 'officer');
    h.clock.advance(5 * 60_000);
    const wrong = await client.post('/auth/password', { email: staff.client.email, password: 'wrong password!' });
    expect([unknown.status, await unknown.json()]).toEqual([401, { error: 'credentials' }]);
    expect([wrong.status, await wrong.json()]).toEqual([401, { error: 'credentials' }]);
    const failures = await store.sql.query<{ actor: string }>(
      "SELECT actor FROM desk_audit WHERE action = 'sign-in.failed' ORDER BY id DESC LIMIT 2",
    );
    expect(failures.map((f) => f.actor)).toEqual([staff.client.email, 'unknown']);
  });

  it('makes each failure wait longer, locks the account from this address after five, and lets the right password in after the lock', async () => {
    const staff = await enrolStaff(h, 'head');
    const client = new StaffClient(h, staff.client.email);
    const attempt = (password = 'wrong password!') => client.post('/auth/password', { email: client.email, password });
    h.clock.advance(2 * 3_600_000);
    expect((await attempt()).status).toBe(401);
    const early = await attempt();
    expect([early.status, early.headers.get('retry-after')]).toEqual([429, '1']);
    for (let failure = 2; failure <= 5; failure++) {
      h.clock.advance(waitAfter(PAIR, failure - 1));
      expect((await attempt()).status).toBe(401);
    }
    h.clock.advance(waitAfter(PAIR, 4));
    const locked = await attempt(PASSWORD);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(800);
    h.clock.advance(15 * 60_000);
    expect((await attempt(PASSWORD)).status).toBe(200);
  });

  it('refuses a replayed TOTP code and counts it as a failure', async () => {
    const staff = await enrolStaff(h, 'officer');
    const first = await signIn(h, staff.client.email, staff.secret);
    expect(first.response.status).toBe(200);
    const again = new StaffClient(h, staff.client.email);
    await again.post('/auth/password', { email: again.email, password: PASSWORD });
    const replay = await again.post('/auth/totp', { code: totpCode(staff.secret, h.clock.now()) });
    expect([replay.status, await replay.json()]).toEqual([401, { error: 'code' }]);
  });

  it('ends a session after 30 idle minutes, and after 12 hours however busy', async () => {
    const staff = await enrolStaff(h, 'officer');
    h.clock.advance(29 * 60_000);
    expect((await staff.client.get('/cases')).status).toBe(200);
    h.clock.advance(31 * 60_000);
    expect((await staff.client.get('/cases')).status).toBe(401);
    const busy = await signIn(h, staff.client.email, staff.secret);
    for (let minutes = 0; minutes < 12 * 60 - 20; minutes += 20) {
      h.clock.advance(20 * 60_000);
      expect((await busy.client.get('/cases')).status).toBe(200);
    }
    h.clock.advance(20 * 60_000);
    expect((await busy.client.get('/cases')).status).toBe(401);
  });

  it('uses an enrolment link once and refuses it after 72 hours', async () => {
    const staff = await enrolStaff(h, 'officer');
    const reuse = new StaffClient(h, 'x');
    expect((await reuse.post('/enrol/open', { token: staff.token })).status).toBe(410);
    const admin = await enrolStaff(h, 'administrator');
    const added = await admin.client.json<{ enrolUrl: string }>('POST', '/staff', {
      email: 'late@school.test',
      name: 'Late Comer',
      role: 'officer',
    });
    const token = added.enrolUrl.split('#')[1]!;
    expect(added.enrolUrl).toBe(`http://localhost/desk/enrol#${token}`);
    h.clock.advance(73 * 3_600_000);
    expect((await reuse.post('/enrol/open', { token })).status).toBe(410);
  });

  it('refuses a passkey answer that does not come from a registered authenticator', async () => {
    const client = new StaffClient(h, 'x');
    const options = await client.json<{ challengeId: string; options: { challenge: string } }>(
      'POST',
      '/auth/passkey/options',
      {},
    );
    const forged = {
      id: 'AAAA',
      rawId: 'AAAA',
      type: 'public-key',
      response: { clientDataJSON: 'e30', authenticatorData: 'AAAA', signature: 'AAAA' },
      clientExtensionResults: {},
    };
    expect(
      (await client.post('/auth/passkey/verify', { challengeId: options.challengeId, response: forged })).status,
    ).toBe(401);
    // A forged answer is no guess worth slowing: nobody's passkey waits after it.
    expect((await client.post('/auth/passkey/verify', { challengeId: 'made-up', response: forged })).status).toBe(401);
  });

  it('keeps the last administrator, and nobody removes or demotes themselves', async () => {
    const admin = await enrolStaff(h, 'administrator');
    const members = await admin.client.json<{ staff: { id: string; role: string }[] }>('GET', '/staff');
    for (const other of members.staff.filter((m) => m.role === 'administrator' && m.id !== admin.id))
      expect((await admin.client.request('DELETE', `/staff/${other.id}`)).status).toBe(204);
    expect(await (await admin.client.request('DELETE', `/staff/${admin.id}`)).json()).toEqual({ error: 'self' });
    expect(await (await admin.client.post(`/staff/${admin.id}/role`, { role: 'officer' })).json()).toEqual({
      error: 'self',
    });
  });
});

describe('npm run staff', () => {
  it('adds, lists, resets and removes staff, printing one-time enrolment links', async () => {
    const out: string[] = [];
    const context = {
      store,
      deskOrigin: 'https://desk.school.test',
      now: h.clock.now,
      out: (line: string) => out.push(line),
    };
    expect(await runStaffCommand(['add', 'Head@School.test', '--role', 'head', '--name', 'Dr Jane Doe'], context)).toBe(
      0,
    );
    expect(out.join('\n')).toMatch(
      /Added Dr Jane Doe <head@school\.test> as head\.\nEnrolment link \(one use, 72 hours\): https:\/\/desk\.school\.test\/desk\/enrol#[\w-]{43}$/,
    );
    expect(await runStaffCommand(['add', 'head@school.test', '--role', 'head', '--name', 'Again'], context)).toBe(1);
    expect(await runStaffCommand(['add', 'x@school.test', '--role', 'superuser', '--name', 'X'], context)).toBe(1);
    expect(await runStaffCommand(['add', 'x@school.test'], context)).toBe(2);
    out.length = 0;
    expect(await runStaffCommand(['list'], context)).toBe(0);
    expect(out.some((line) => line.startsWith('head@school.test\thead\tDr Jane Doe\t-\t0 passkey(s)'))).toBe(true);
    expect(await runStaffCommand(['reset', 'head@school.test'], context)).toBe(0);
    expect(await runStaffCommand(['remove', 'head@school.test'], context)).toBe(0);
    expect(await runStaffCommand(['remove', 'head@school.test'], context)).toBe(1);
    const lines = await store.sql.query<{ action: string }>(
      "SELECT action FROM desk_audit WHERE actor = 'command line' ORDER BY id",
    );
    expect(lines.map((l) => l.action)).toEqual(['staff.added', 'staff.reset', 'staff.removed']);
  });
});
