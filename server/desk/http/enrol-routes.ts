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
import {
  enrolOpenSchema,
  enrolPasskeyVerifySchema,
  enrolPasswordSchema,
  type EnrolOpenAnswer,
} from '../../../src/shared/contracts/desk-staff';
import { closeEnrolment, getStaff, openEnrolment, type Enrolment } from '../staff';
import { readBody, refuse, setSessionCookie } from './guard';
import { sessionAnswer } from './session-answer';

export function enrolRoutes(deps: DeskDeps): Hono {
  const app = new Hono();
  const { db } = deps;
  const box = totpBox(deps.config.secret);

  const enrolmentOf = (body: { token: string }) => openEnrolment(db, body.token, deps.now());

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
    const body = await readBody(c, enrolOpenSchema);
    if (!body.ok) return body.refusal;
    const enrolment = await enrolmentOf(body.value);
    if (!enrolment) return refuse(c, 410, 'enrolment');
    const { member } = enrolment;
    const secret = await enrolmentTotpSecret(db, box, enrolment.tokenHash);
    return c.json({
      name: member.name,
      email: member.email,
      role: member.role,
      totp: secret ? { secret, uri: totpUri(secret, member.email) } : null,
    } satisfies EnrolOpenAnswer);
  });

  app.post('/password', async (c) => {
    const body = await readBody(c, enrolPasswordSchema);
    if (!body.ok) return body.refusal;
    const enrolment = await enrolmentOf(body.value);
    if (!enrolment) return refuse(c, 410, 'enrolment');
    const secret = await enrolmentTotpSecret(db, box, enrolment.tokenHash);
    if (!box || !secret) return refuse(c, 409, 'totp-unavailable');
    const { password, code } = body.value;
    const problem = passwordProblem(password, enrolment.member.email);
    if (problem) return refuse(c, 422, 'password', { problem });
    const step = checkTotp(secret, code, deps.now(), 0);
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
    const body = await readBody(c, enrolOpenSchema);
    if (!body.ok) return body.refusal;
    const enrolment = await enrolmentOf(body.value);
    if (!enrolment) return refuse(c, 410, 'enrolment');
    return c.json(await registrationOptions(db, enrolment.member, deps.rp, deps.now()));
  });

  app.post('/passkey/verify', async (c) => {
    const body = await readBody(c, enrolPasskeyVerifySchema);
    if (!body.ok) return body.refusal;
    const enrolment = await enrolmentOf(body.value);
    if (!enrolment) return refuse(c, 410, 'enrolment');
    const ok = await registerPasskey(db, enrolment.member, body.value, deps.rp, deps.now());
    if (!ok) return refuse(c, 422, 'passkey');
    return complete(c, enrolment, 'passkey');
  });

  return app;
}
