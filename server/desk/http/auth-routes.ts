// Signing in and out: a passkey (one step), or a password and then a TOTP code (two steps, the
// first leaving a short "second-factor" session). Each password or code is reserved against the
// sign-in limits before it is checked (auth/throttle.ts, docs/desk.md); a passkey is never
// throttled, since its answer is a signature and not a guess. Every failure is audited; an unknown
// e-mail costs the same time, spends the same limits and gets the same answer as a wrong password.

import { Hono, type Context } from 'hono';
import { audit } from '../audit';
import { checkPassword } from '../auth/password';
import { checkPasskey, signInOptions } from '../auth/passkeys';
import { createSession, endSession, readSession } from '../auth/sessions';
import { deskThrottle, passwordKeys, secondFactorKey, type ThrottleKey } from '../auth/throttle';
import { checkTotp } from '../auth/totp';
import { readTotpSecret, totpBox } from '../auth/totp-secrets';
import type { DeskDeps } from '../context';
import { one } from '../db';
import { findStaffByEmail, getStaff, type StaffMember } from '../staff';
import {
  passkeySignInOptionsSchema,
  passkeyVerifySchema,
  passwordSignInSchema,
  totpSignInSchema,
} from '../../../src/shared/contracts/desk-staff';
import { clearSessionCookie, readBody, refuse, sessionToken, setSessionCookie } from './guard';
import { sessionAnswer } from './session-answer';

export function authRoutes(deps: DeskDeps): Hono {
  const app = new Hono();
  const { db } = deps;
  const throttle = deskThrottle(db);
  const box = totpBox(deps.config.secret);

  /** Reserves the attempt; a 429 with Retry-After when a key must wait, undefined when it may go ahead. */
  const reserve = async (c: Context, keys: ThrottleKey[]) => {
    const wait = await throttle.reserve(keys, deps.now());
    if (wait === 0) return undefined;
    const retryAfter = Math.ceil(wait / 1000);
    c.header('Retry-After', String(retryAfter));
    return refuse(c, 429, 'locked', { retryAfter });
  };

  const failed = async (c: Context, method: string, staff?: StaffMember) => {
    await audit(db, deps.now(), {
      actor: staff ? { id: staff.id, label: staff.email } : { label: 'unknown' },
      action: 'sign-in.failed',
      detail: { method },
      ip: deps.clientIp(c),
    });
  };

  const signedIn = async (c: Context, staff: StaffMember, method: string) => {
    const now = deps.now();
    const { token, session } = await createSession(db, staff.id, 'signed-in', now, deps.config);
    setSessionCookie(c, deps, token);
    await audit(db, now, {
      actor: { id: staff.id, label: staff.email },
      action: 'sign-in',
      detail: { method },
      ip: deps.clientIp(c),
    });
    return c.json(sessionAnswer(deps, staff, session.csrfToken));
  };

  app.post('/password', async (c) => {
    const body = await readBody(c, passwordSignInSchema);
    if (!body.ok) return body.refusal;
    const { email, password } = body.value;
    const keys = passwordKeys(email, deps.clientIp(c));
    const wait = await reserve(c, [keys.pair, keys.account, keys.address]);
    if (wait) return wait;
    const staff = await findStaffByEmail(db, email);
    const row =
      staff &&
      (await one<{ password_hash: string | null; totp_secret: string | null }>(
        db,
        'SELECT password_hash, totp_secret FROM desk_staff WHERE id = $1',
        [staff.id],
      ));
    const ok = await checkPassword(row?.password_hash, password);
    if (!staff || !ok || !row?.totp_secret) {
      await failed(c, 'password', staff);
      return refuse(c, 401, 'credentials');
    }
    // The password is proven from here: this address owes nothing, the others get their attempt back.
    await throttle.clear([keys.pair]);
    await throttle.refund([keys.account, keys.address]);
    const { token } = await createSession(db, staff.id, 'second-factor', deps.now(), deps.config);
    setSessionCookie(c, deps, token);
    return c.json({ next: 'totp' } as const);
  });

  app.post('/totp', async (c) => {
    const body = await readBody(c, totpSignInSchema);
    if (!body.ok) return body.refusal;
    const { code } = body.value;
    const now = deps.now();
    const pending = await readSession(db, sessionToken(c, deps), now, deps.config);
    if (!pending || pending.stage !== 'second-factor') return refuse(c, 401, 'unauthorized');
    const staff = await getStaff(db, pending.staffId);
    if (!staff) return refuse(c, 401, 'unauthorized');
    const key = secondFactorKey(staff.email);
    const wait = await reserve(c, [key]);
    if (wait) return wait;
    const row = await one<{ totp_secret: string | null; totp_last_step: string | number }>(
      db,
      'SELECT totp_secret, totp_last_step FROM desk_staff WHERE id = $1',
      [staff.id],
    );
    const secret = row?.totp_secret ? readTotpSecret(box, row.totp_secret) : undefined;
    if (row?.totp_secret && !secret)
      deps.logger.error(`desk: the TOTP key of staff ${staff.id} does not open with DESK_SECRET`);
    const step = secret ? checkTotp(secret, code, now, Number(row!.totp_last_step)) : undefined;
    // Taking the step is atomic: of two requests with one code, one wins.
    const taken =
      step !== undefined &&
      (
        await db.query('UPDATE desk_staff SET totp_last_step = $2 WHERE id = $1 AND totp_last_step < $2 RETURNING id', [
          staff.id,
          step,
        ])
      ).length > 0;
    if (!taken) {
      await failed(c, 'totp', staff);
      return refuse(c, 401, 'code');
    }
    await throttle.refund([key]);
    await endSession(db, pending.tokenHash);
    return signedIn(c, staff, 'password+totp');
  });

  app.post('/passkey/options', async (c) => {
    const body = await readBody(c, passkeySignInOptionsSchema);
    if (!body.ok) return body.refusal;
    const { email } = body.value;
    const staff = email ? await findStaffByEmail(db, email) : undefined;
    return c.json(await signInOptions(db, deps.rp, deps.now(), staff?.id));
  });

  app.post('/passkey/verify', async (c) => {
    const body = await readBody(c, passkeyVerifySchema);
    if (!body.ok) return body.refusal;
    const staffId = await checkPasskey(db, body.value, deps.rp, deps.now());
    const staff = staffId ? await getStaff(db, staffId) : undefined;
    if (!staff) {
      await failed(c, 'passkey');
      return refuse(c, 401, 'passkey');
    }
    return signedIn(c, staff, 'passkey');
  });

  app.post('/sign-out', async (c) => {
    const session = await readSession(db, sessionToken(c, deps), deps.now(), deps.config);
    if (session) {
      await endSession(db, session.tokenHash);
      const staff = await getStaff(db, session.staffId);
      if (staff)
        await audit(db, deps.now(), {
          actor: { id: staff.id, label: staff.email },
          action: 'sign-out',
          ip: deps.clientIp(c),
        });
    }
    clearSessionCookie(c, deps);
    return c.body(null, 204);
  });

  return app;
}
