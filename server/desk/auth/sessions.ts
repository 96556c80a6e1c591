// Staff sessions, kept in the database: a random 256-bit token in an HttpOnly, SameSite=Strict
// cookie (Secure and `__Host-` prefixed over HTTPS), only its SHA-256 stored. A session ends after
// DESK_IDLE_MINUTES without a request and DESK_SESSION_HOURS after sign-in, whichever comes
// first. A password sign-in starts as "second-factor" (5 minutes to give the TOTP code), and gets a
// new token once complete, so a token seen before the second factor is worth nothing after it.

import { createHash, randomBytes } from 'node:crypto';
import { one, toDate, type DbTime, type SqlQueries } from '../db';

export type SessionStage = 'second-factor' | 'signed-in';

export const SECOND_FACTOR_MS = 5 * 60 * 1000;
/** last_seen_at is written at most this often (reads stay reads). */
const TOUCH_EVERY_MS = 60 * 1000;

export interface SessionPolicy {
  idleMinutes: number;
  sessionHours: number;
}

export interface Session {
  tokenHash: string;
  staffId: string;
  csrfToken: string;
  stage: SessionStage;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');

/** Starts a session; returns the cookie's token (never stored) and the session. */
export async function createSession(
  db: SqlQueries,
  staffId: string,
  stage: SessionStage,
  now: Date,
  policy: SessionPolicy,
): Promise<{ token: string; session: Session }> {
  const token = newToken();
  const session: Session = { tokenHash: hashToken(token), staffId, csrfToken: newToken(), stage };
  const lifetime = stage === 'signed-in' ? policy.sessionHours * 3_600_000 : SECOND_FACTOR_MS;
  await db.query(
    `INSERT INTO desk_sessions (token_hash, staff_id, csrf_token, stage, created_at, last_seen_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $5, $6)`,
    [
      session.tokenHash,
      staffId,
      session.csrfToken,
      stage,
      now.toISOString(),
      new Date(now.getTime() + lifetime).toISOString(),
    ],
  );
  return { token, session };
}

interface SessionRow {
  token_hash: string;
  staff_id: string;
  csrf_token: string;
  stage: SessionStage;
  last_seen_at: DbTime;
  expires_at: DbTime;
}

/** The live session of a cookie token, touched; expired sessions are deleted and answer undefined. */
export async function readSession(
  db: SqlQueries,
  token: string | undefined,
  now: Date,
  policy: SessionPolicy,
): Promise<Session | undefined> {
  if (!token || token.length > 100) return undefined;
  const tokenHash = hashToken(token);
  const row = await one<SessionRow>(
    db,
    `SELECT token_hash, staff_id::text AS staff_id, csrf_token, stage, last_seen_at, expires_at
     FROM desk_sessions WHERE token_hash = $1`,
    [tokenHash],
  );
  if (!row) return undefined;
  const lastSeen = toDate(row.last_seen_at).getTime();
  const idle = now.getTime() - lastSeen > policy.idleMinutes * 60_000;
  if (idle || toDate(row.expires_at).getTime() <= now.getTime()) {
    await db.query('DELETE FROM desk_sessions WHERE token_hash = $1', [tokenHash]);
    return undefined;
  }
  if (now.getTime() - lastSeen >= TOUCH_EVERY_MS)
    await db.query('UPDATE desk_sessions SET last_seen_at = $2 WHERE token_hash = $1', [tokenHash, now.toISOString()]);
  return { tokenHash, staffId: row.staff_id, csrfToken: row.csrf_token, stage: row.stage };
}

export async function endSession(db: SqlQueries, tokenHash: string): Promise<void> {
  await db.query('DELETE FROM desk_sessions WHERE token_hash = $1', [tokenHash]);
}

/** Ends every session of a member of staff (removed, reset, or their role changed). */
export async function endSessionsOf(db: SqlQueries, staffId: string): Promise<void> {
  await db.query('DELETE FROM desk_sessions WHERE staff_id = $1', [staffId]);
}

/** Drops sessions past their absolute end (the sweep). */
export async function purgeSessions(db: SqlQueries, now: Date, policy: SessionPolicy): Promise<void> {
  await db.query('DELETE FROM desk_sessions WHERE expires_at <= $1 OR last_seen_at < $2', [
    now.toISOString(),
    new Date(now.getTime() - policy.idleMinutes * 60_000).toISOString(),
  ]);
  await db.query('DELETE FROM desk_challenges WHERE expires_at <= $1', [now.toISOString()]);
}
