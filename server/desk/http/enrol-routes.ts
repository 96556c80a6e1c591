// Enrolment: the one-time link `/desk/enrol#<token>` (from `npm run staff -- add` or an
// administrator) lets its owner set a password with a TOTP second factor (the QR code shows the
// key made for this enrolment, sealed at rest with DESK_SECRET) or register a passkey. Either
// completes the enrolment, uses up the link and signs the person in. An expired, used or unknown
// link is refused. Without DESK_SECRET the TOTP key could not be sealed: only a passkey is offered.

import { Hono, type Context } from 'hono';
import { audit } from '../audit';
import { hashPassword, passwordProblem } from '../auth/password';
import { registerPasskey, registrationOptions } from '../auth/passkeys';
import { createSession } from '../auth/sessions';
import { checkTotp, totpUri } from '../auth/totp';
import { enrolmentTotpSecret, totpBox } from '../auth/totp-secrets';
import type { DeskDeps } from '../context';
import { closeEnrolment, getStaff, openEnrolment, type Enrolment } from '../staff';
import { jsonBody, refuse, setSessionCookie, text } from './guard';
import { sessionAnswer } from './session-answer';

export function enrolRoutes(deps: DeskDeps): Hono {
  const app = new Hono();
  const { db } = deps;
  const box = totpBox(deps.config.secret);

  const enrolmentOf = async (body: Record<string, unknown> | undefined) =>
    openEnrolment(db, text(body?.token, 100) ?? '', deps.now());

  /** Closes the enrolment and signs its owner in. */
  const complete = async (c: Context, enrolment: Enrolment, method: string) => {
    const now = deps.now();
    if (!(await closeEnrolment(db, enrolment.tokenHash, now))) return refuse(c, 410, 'enrolment');
    const staff = (await getStaff(db, enrolment.member.id))!;
    await audit(db, now, {
      actor: { id: staff.id, label: staff.email },
      action: 'enrolment.completed',
      detail: { method },
      ip: deps.clientIp(c),
    });
    const { token, session } = await createSession(db, staff.id, 'signed-in', now, deps.config);
    setSessionCookie(c, deps, token);
    return c.json(sessionAnswer(deps, staff, session.csrfToken));
  };

  app.post('/open', async (c) => {
    const enrolment = await enrolmentOf(await jsonBody(c));
    if (!enrolment) return refuse(c, 410, 'enrolment');
    const { member } = enrolment;
    const secret = await enrolmentTotpSecret(db, box, enrolment.tokenHash);
    return c.json({
      name: member.name,
      email: member.email,
      role: member.role,
      totp: secret ? { secret, uri: totpUri(secret, member.email) } : null,
    });
  });

  app.post('/password', async (c) => {
    const body = await jsonBody(c);
    const enrolment = await enrolmentOf(body);
    if (!enrolment) return refuse(c, 410, 'enrolment');
    const secret = await enrolmentTotpSecret(db, box, enrolment.tokenHash);
    if (!box || !secret) return refuse(c, 409, 'totp-unavailable');
    const password = text(body?.password, 1024) ?? '';
    const problem = passwordProblem(password, enrolment.member.email);
    if (problem) return refuse(c, 422, 'password', { problem });
    const step = checkTotp(secret, text(body?.code, 20) ?? '', deps.now(), 0);
    if (step === undefined) return refuse(c, 422, 'code');
    await db.query('UPDATE desk_staff SET password_hash = $2, totp_secret = $3, totp_last_step = $4 WHERE id = $1', [
      enrolment.member.id,
      await hashPassword(password),
      box.seal(secret),
      step,
    ]);
    return complete(c, enrolment, 'password+totp');
  });

  app.post('/passkey/options', async (c) => {
    const enrolment = await enrolmentOf(await jsonBody(c));
    if (!enrolment) return refuse(c, 410, 'enrolment');
    return c.json(await registrationOptions(db, enrolment.member, deps.rp, deps.now()));
  });

  app.post('/passkey/verify', async (c) => {
    const body = await jsonBody(c);
    const enrolment = await enrolmentOf(body);
    if (!enrolment) return refuse(c, 410, 'enrolment');
    const ok = await registerPasskey(
      db,
      enrolment.member,
      { challengeId: body?.challengeId, response: body?.response },
      deps.rp,
      deps.now(),
    );
    if (!ok) return refuse(c, 422, 'passkey');
    return complete(c, enrolment, 'passkey');
  });

  return app;
}
