// The desk API's gate: every answer uncached and unindexed; a session read from its cookie;
// state-changing requests only from the desk's own origin and with the session's CSRF token; roles
// checked per route; JSON bodies small, parsed once and read by their contract. Refusals are JSON
// `{ error }`, never a page.

import type { Context, MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import { getCookie, setCookie, deleteCookie } from 'hono/cookie';
import { timingSafeEqual } from 'node:crypto';
import type { StaffRole } from '../../../src/shared/admissions/workflow';
import { readSession, type Session } from '../auth/sessions';
import type { DeskDeps } from '../context';
import { getStaff, type StaffMember } from '../staff';

export type DeskEnv = { Variables: { staff: StaffMember; session: Session } };

export const CSRF_HEADER = 'x-csrf-token';
export const MAX_JSON_BYTES = 64 * 1024;

type Status = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429 | 500 | 503;

export const refuse = (c: Context, status: Status, error: string, extra: Record<string, unknown> = {}) =>
  c.json({ error, ...extra }, status);

/** Over HTTPS (directly or, trusted, through a proxy) the cookie is Secure and `__Host-` prefixed. */
function isSecure(c: Context, trustProxy: boolean): boolean {
  if (new URL(c.req.url).protocol === 'https:') return true;
  return trustProxy && c.req.header('x-forwarded-proto') === 'https';
}

const cookieName = (secure: boolean) => (secure ? '__Host-desk-session' : 'desk-session');

export function setSessionCookie(c: Context, deps: DeskDeps, token: string): void {
  const secure = isSecure(c, deps.trustProxy);
  setCookie(c, cookieName(secure), token, { httpOnly: true, sameSite: 'Strict', secure, path: '/' });
}

export function clearSessionCookie(c: Context, deps: DeskDeps): void {
  const secure = isSecure(c, deps.trustProxy);
  deleteCookie(c, cookieName(secure), { path: '/', secure });
}

export const sessionToken = (c: Context, deps: DeskDeps) => getCookie(c, cookieName(isSecure(c, deps.trustProxy)));

const hostOf = (url: string) => {
  try {
    return new URL(url).host;
  } catch {
    return undefined;
  }
};

/**
 * A state-changing request must come from a page of the desk's origin: only that one when the desk
 * has a host of its own, else that one or this server's own (one machine, reached by any name).
 */
export function sameOrigin(c: Context, deps: DeskDeps): boolean {
  const origin = c.req.header('origin');
  if (!origin) return false;
  if (origin === deps.config.origin) return true;
  if (deps.config.ownHost) return false;
  const ownHost = (deps.trustProxy && c.req.header('x-forwarded-host')) || hostOf(c.req.url);
  return hostOf(origin) === ownHost;
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Headers on every desk answer, and the origin check on every state-changing request. */
export function deskHeaders(deps: DeskDeps): MiddlewareHandler {
  return async (c, next) => {
    if (UNSAFE.has(c.req.method) && !sameOrigin(c, deps)) {
      c.header('Cache-Control', 'no-store');
      return refuse(c, 403, 'origin');
    }
    await next();
    c.res.headers.set('Cache-Control', 'no-store');
    c.res.headers.set('X-Robots-Tag', 'noindex, nofollow');
  };
}

function sameToken(given: string | undefined, expected: string): boolean {
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** A signed-in member of staff (of one of `roles`, when given); unsafe methods need the CSRF token. */
export function requireStaff(deps: DeskDeps, roles?: readonly StaffRole[]): MiddlewareHandler<DeskEnv> {
  return async (c, next) => {
    const session = await readSession(deps.db, sessionToken(c, deps), deps.now(), deps.config);
    if (!session || session.stage !== 'signed-in') return refuse(c, 401, 'unauthorized');
    const staff = await getStaff(deps.db, session.staffId);
    if (!staff) return refuse(c, 401, 'unauthorized');
    if (UNSAFE.has(c.req.method) && !sameToken(c.req.header(CSRF_HEADER), session.csrfToken))
      return refuse(c, 403, 'csrf');
    if (roles && !roles.includes(staff.role)) return refuse(c, 403, 'forbidden');
    c.set('staff', staff);
    c.set('session', session);
    await next();
  };
}

/** The JSON body as an object; undefined (and the request refused by the caller) otherwise. */
export async function jsonBody(c: Context): Promise<Record<string, unknown> | undefined> {
  if (!/^application\/json\b/i.test(c.req.header('content-type') ?? '')) return undefined;
  try {
    const body: unknown = JSON.parse(await c.req.text());
    return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** An error code a contract names for a problem (`too-long`, `invalid-email`): lowercase words. */
const ERROR_CODE = /^[a-z]+(?:-[a-z]+)*$/;

/**
 * The JSON body read by its contract (src/shared/contracts/desk-*.ts), or its refusal: 422 with the
 * code the contract names for the first problem (`too-long` also says the limit), else 400
 * `bad-request`. A request without a JSON object is read as `{}`.
 */
export async function readBody<Schema extends z.ZodType>(
  c: Context,
  schema: Schema,
): Promise<{ ok: true; value: z.output<Schema> } | { ok: false; refusal: Response }> {
  const parsed = schema.safeParse((await jsonBody(c)) ?? {});
  if (parsed.success) return { ok: true, value: parsed.data };
  const [issue] = parsed.error.issues;
  if (!issue || !ERROR_CODE.test(issue.message)) return { ok: false, refusal: refuse(c, 400, 'bad-request') };
  const limit = issue.message === 'too-long' && issue.code === 'too_big' ? { max: Number(issue.maximum) } : {};
  return { ok: false, refusal: refuse(c, 422, issue.message, limit) };
}

export const text = (value: unknown, max = 1000): string | undefined =>
  typeof value === 'string' && value.length <= max ? value : undefined;

/** The audit actor of a request's member of staff. */
export const actorOf = (staff: StaffMember) => ({ id: staff.id, label: staff.email, role: staff.role });
