// The signed-in member of staff's own account: who they are (and the CSRF token), and their
// passkeys: add one, or remove one as long as another way to sign in remains.

import { Hono } from 'hono';
import { audit } from '../audit';
import { listPasskeys, registerPasskey, registrationOptions, removePasskey } from '../auth/passkeys';
import { readSession } from '../auth/sessions';
import type { DeskDeps } from '../context';
import { toIso } from '../db';
import { getStaff } from '../staff';
import {
  passkeyVerifySchema,
  type AccountPasskeysAnswer,
  type SessionState,
} from '../../../src/shared/contracts/desk-staff';
import { readBody, refuse, requireStaff, sessionToken, text, type DeskEnv } from './guard';
import { sessionAnswer } from './session-answer';

export function accountRoutes(deps: DeskDeps): Hono<DeskEnv> {
  const app = new Hono<DeskEnv>();
  const { db } = deps;

  app.get('/session', async (c) => {
    // Signed out is an answer, not an error: the page asks before it knows.
    const session = await readSession(db, sessionToken(c, deps), deps.now(), deps.config);
    const staff = session && (await getStaff(db, session.staffId));
    if (!session || !staff || session.stage !== 'signed-in')
      return c.json({ signedIn: false, secondFactor: session?.stage === 'second-factor' } satisfies SessionState);
    return c.json({ signedIn: true, ...sessionAnswer(deps, staff, session.csrfToken) } satisfies SessionState);
  });

  app.use('/account/*', requireStaff(deps));

  app.get('/account/passkeys', async (c) => {
    const rows = await listPasskeys(db, c.get('staff').id);
    return c.json({
      passkeys: rows.map((row) => ({
        id: row.id,
        createdAt: toIso(row.created_at)!,
        lastUsedAt: toIso(row.last_used_at),
      })),
      hasPassword: c.get('staff').hasPassword,
    } satisfies AccountPasskeysAnswer);
  });

  app.post('/account/passkeys/options', async (c) =>
    c.json(await registrationOptions(db, c.get('staff'), deps.rp, deps.now())),
  );

  app.post('/account/passkeys/verify', async (c) => {
    const body = await readBody(c, passkeyVerifySchema);
    if (!body.ok) return body.refusal;
    const staff = c.get('staff');
    const ok = await registerPasskey(db, staff, body.value, deps.rp, deps.now());
    if (!ok) return refuse(c, 422, 'passkey');
    await audit(db, deps.now(), {
      actor: { id: staff.id, label: staff.email },
      action: 'passkey.added',
      ip: deps.clientIp(c),
    });
    return c.body(null, 204);
  });

  app.delete('/account/passkeys/:id', async (c) => {
    const staff = c.get('staff');
    const id = text(c.req.param('id'), 1400) ?? '';
    if (!staff.hasPassword && staff.passkeys <= 1) return refuse(c, 409, 'last-credential');
    if (!(await removePasskey(db, staff.id, id))) return refuse(c, 404, 'not-found');
    await audit(db, deps.now(), {
      actor: { id: staff.id, label: staff.email },
      action: 'passkey.removed',
      ip: deps.clientIp(c),
    });
    return c.body(null, 204);
  });

  return app;
}
