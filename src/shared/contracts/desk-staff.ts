// The admissions desk's API for people (docs/desk.md): the session, signing in, enrolment, one's
// own passkeys and the staff list. The desk's server validates each request body with these
// schemas and types its answers by them; the desk's page (src/desk/api.ts) checks every answer
// against them. A message on a schema is the API's error code for that problem (422, which the
// desk words); a body that fails without one is a bad request (400).

import { z } from '../../config/zod';
import { staffRoles } from '../admissions/workflow';

/** Who is signed in, as the page shows them. */
export const staffSummarySchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(staffRoles),
});

/** After a sign-in or an enrolment, and GET /session when signed in. */
export const sessionAnswerSchema = z.object({
  staff: staffSummarySchema,
  /** To send back in `X-CSRF-Token` with every change. */
  csrfToken: z.string(),
  /** What the server cannot do as configured: no DESK_SECRET, no e-mail. */
  warnings: z.object({ noSecret: z.boolean(), noMail: z.boolean() }),
});

/** GET /session: signed out is an answer, not an error (the page asks before it knows). */
export const sessionStateSchema = z.union([
  z.object({ signedIn: z.literal(true), ...sessionAnswerSchema.shape }),
  z.object({ signedIn: z.literal(false), secondFactor: z.boolean() }),
]);

/** POST /auth/password: the first of two steps; the answer asks for the code. */
export const passwordSignInSchema = z.object({
  email: z.string().max(320).trim().toLowerCase().min(1),
  password: z.string().max(1024),
});
export const passwordSignInAnswerSchema = z.object({ next: z.literal('totp') });

/** POST /auth/totp: the authenticator app's code. */
export const totpSignInSchema = z.object({ code: z.string().max(20) });

/** POST /auth/passkey/options: optionally whose passkeys to offer. */
export const passkeySignInOptionsSchema = z.object({ email: z.string().max(320).optional() });

/** A WebAuthn ceremony's options (the server's library's JSON, passed on to the browser's). */
export const passkeyOptionsAnswerSchema = z.object({
  challengeId: z.string(),
  options: z.looseObject({ challenge: z.string() }),
});

/** The browser's answer to a WebAuthn ceremony, checked by the server's library. */
const passkeyResponse = { challengeId: z.string().max(64), response: z.record(z.string(), z.unknown()) };

/** POST /auth/passkey/verify, POST /account/passkeys/verify. */
export const passkeyVerifySchema = z.object(passkeyResponse);

/** The one-time enrolment link's token (`/desk/enrol#<token>`). */
const enrolToken = { token: z.string().max(100) };

/** POST /enrol/open and POST /enrol/passkey/options. */
export const enrolOpenSchema = z.object(enrolToken);

/** POST /enrol/open: whose link it is, and the TOTP key made for it (null without DESK_SECRET). */
export const enrolOpenAnswerSchema = z.object({
  name: z.string(),
  email: z.string(),
  role: z.enum(staffRoles),
  totp: z.object({ secret: z.string(), uri: z.string() }).nullable(),
});

/** POST /enrol/password: a password and the first code of the authenticator app. */
export const enrolPasswordSchema = z.object({
  ...enrolToken,
  password: z.string().max(1024),
  code: z.string().max(20),
});

/** POST /enrol/passkey/verify. */
export const enrolPasskeyVerifySchema = z.object({ ...enrolToken, ...passkeyResponse });

/** GET /account/passkeys. */
export const accountPasskeysAnswerSchema = z.object({
  passkeys: z.array(z.object({ id: z.string(), createdAt: z.iso.datetime(), lastUsedAt: z.iso.datetime().optional() })),
  hasPassword: z.boolean(),
});

/** A colleague's account as administrators see it. */
export const staffMemberSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(staffRoles),
  /** Password and TOTP set. */
  hasPassword: z.boolean(),
  passkeys: z.int().min(0),
  createdAt: z.iso.datetime(),
});

/** GET /staff. */
export const staffListAnswerSchema = z.object({ staff: z.array(staffMemberSchema) });

/** GET /colleagues: whom a case can be assigned to. */
export const colleaguesAnswerSchema = z.object({
  colleagues: z.array(z.object({ id: z.string(), name: z.string(), role: z.enum(staffRoles) })),
});

/** POST /staff: a new colleague; the answer carries their one-time enrolment link. */
export const addStaffSchema = z.object({
  email: z.string({ error: 'invalid-email' }).max(320, 'invalid-email'),
  name: z.string({ error: 'invalid-name' }).max(200, 'invalid-name'),
  role: z.enum(staffRoles, { error: 'invalid-role' }),
});
export const addStaffAnswerSchema = z.object({ member: staffMemberSchema, enrolUrl: z.string() });

/** POST /staff/:id/role. */
export const staffRoleSchema = z.object({ role: z.enum(staffRoles, { error: 'invalid-role' }) });
export const staffRoleAnswerSchema = z.object({ member: staffMemberSchema.optional() });

/** POST /staff/:id/reset: a new enrolment link. */
export const staffResetAnswerSchema = z.object({ enrolUrl: z.string() });

export type StaffSummary = z.infer<typeof staffSummarySchema>;
export type SessionAnswer = z.infer<typeof sessionAnswerSchema>;
export type SessionState = z.infer<typeof sessionStateSchema>;
export type StaffMember = z.infer<typeof staffMemberSchema>;
export type EnrolOpenAnswer = z.infer<typeof enrolOpenAnswerSchema>;
export type AccountPasskeysAnswer = z.infer<typeof accountPasskeysAnswerSchema>;
