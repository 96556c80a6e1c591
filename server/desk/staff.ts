// Staff accounts: made and removed from the command line (`npm run staff`) or by an administrator
// in the desk; none exists by default and none has a default password. A new account (or one
// reset) gets a one-time enrolment link, valid 72 hours, where its owner sets a password with a
// TOTP second factor and/or a passkey; a used link's row is deleted at once, an expired one by the
// sweep. Removing an account ends its sessions and passkeys at once.

import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { isStaffRole, type StaffRole } from '../../src/shared/admissions/workflow';
import type { StaffMember } from '../../src/shared/contracts/desk-staff';
import { one, toDate, type DbTime, type SqlQueries } from './db';

export type { StaffMember };

export const ENROLMENT_HOURS = 72;

interface StaffRow {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  has_password: boolean;
  passkeys: number | string;
  created_at: DbTime;
}

const COLUMNS = `s.id::text AS id, s.email, s.name, s.role, (s.password_hash IS NOT NULL AND s.totp_secret IS NOT NULL) AS has_password,
  (SELECT count(*) FROM desk_passkeys p WHERE p.staff_id = s.id) AS passkeys, s.created_at`;

const memberOf = (row: StaffRow): StaffMember => ({
  id: row.id,
  email: row.email,
  name: row.name,
  role: row.role,
  hasPassword: row.has_password,
  passkeys: Number(row.passkeys),
  createdAt: toDate(row.created_at).toISOString(),
});

const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,190}\.[^\s@]{2,}$/;
export const normaliseEmail = (email: string) => email.trim().toLowerCase();
export const isEmail = (email: string) => EMAIL.test(normaliseEmail(email));

export type StaffError = 'invalid-email' | 'invalid-name' | 'invalid-role' | 'exists' | 'not-found';

export class StaffProblem extends Error {
  constructor(readonly code: StaffError) {
    super(code);
  }
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function listStaff(db: SqlQueries): Promise<StaffMember[]> {
  return (await db.query<StaffRow>(`SELECT ${COLUMNS} FROM desk_staff s ORDER BY s.name, s.email`)).map(memberOf);
}

export async function getStaff(db: SqlQueries, id: string): Promise<StaffMember | undefined> {
  const row = await one<StaffRow>(db, `SELECT ${COLUMNS} FROM desk_staff s WHERE s.id = $1`, [id]);
  return row && memberOf(row);
}

export async function findStaffByEmail(db: SqlQueries, email: string): Promise<StaffMember | undefined> {
  const row = await one<StaffRow>(db, `SELECT ${COLUMNS} FROM desk_staff s WHERE s.email = $1`, [
    normaliseEmail(email),
  ]);
  return row && memberOf(row);
}

/**
 * A new enrolment for `staffId` (earlier unused ones stop working); returns its token. Its TOTP
 * key is made when the link is first opened (auth/totp-secrets.ts), where DESK_SECRET seals it.
 */
export async function createEnrolment(db: SqlQueries, staffId: string, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.query('DELETE FROM desk_enrolments WHERE staff_id = $1', [staffId]);
  await db.query('INSERT INTO desk_enrolments (token_hash, staff_id, expires_at) VALUES ($1, $2, $3)', [
    hashToken(token),
    staffId,
    new Date(now.getTime() + ENROLMENT_HOURS * 3_600_000).toISOString(),
  ]);
  return token;
}

/** Adds a member of staff without any credential; returns them and their enrolment token. */
export async function addStaff(
  db: SqlQueries,
  input: { email: string; name: string; role: string },
  now: Date,
): Promise<{ member: StaffMember; token: string }> {
  const email = normaliseEmail(input.email);
  const name = input.name.trim();
  if (!isEmail(email)) throw new StaffProblem('invalid-email');
  if (!name || name.length > 120) throw new StaffProblem('invalid-name');
  if (!isStaffRole(input.role)) throw new StaffProblem('invalid-role');
  const id = randomUUID();
  const inserted = await db.query<{ id: string }>(
    `INSERT INTO desk_staff (id, email, name, role, created_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (email) DO NOTHING RETURNING id::text AS id`,
    [id, email, name, input.role, now.toISOString()],
  );
  if (!inserted[0]) throw new StaffProblem('exists');
  const token = await createEnrolment(db, id, now);
  return { member: (await getStaff(db, id))!, token };
}

/** Removes a member of staff (their sessions, passkeys and enrolments go with them). */
export async function removeStaff(db: SqlQueries, id: string): Promise<boolean> {
  return (await db.query('DELETE FROM desk_staff WHERE id = $1 RETURNING id', [id])).length > 0;
}

/** Clears every credential of a member of staff and gives them a new enrolment link. */
export async function resetStaff(db: SqlQueries, id: string, now: Date): Promise<string> {
  const rows = await db.query(
    'UPDATE desk_staff SET password_hash = NULL, totp_secret = NULL WHERE id = $1 RETURNING id',
    [id],
  );
  if (!rows[0]) throw new StaffProblem('not-found');
  await db.query('DELETE FROM desk_passkeys WHERE staff_id = $1', [id]);
  await db.query('DELETE FROM desk_sessions WHERE staff_id = $1', [id]);
  return createEnrolment(db, id, now);
}

export async function setRole(db: SqlQueries, id: string, role: string): Promise<void> {
  if (!isStaffRole(role)) throw new StaffProblem('invalid-role');
  const rows = await db.query('UPDATE desk_staff SET role = $2 WHERE id = $1 RETURNING id', [id, role]);
  if (!rows[0]) throw new StaffProblem('not-found');
}

export async function countAdministrators(db: SqlQueries): Promise<number> {
  const row = await one<{ n: number | string }>(
    db,
    "SELECT count(*) AS n FROM desk_staff WHERE role = 'administrator'",
  );
  return Number(row?.n ?? 0);
}

export interface Enrolment {
  tokenHash: string;
  member: StaffMember;
}

/** The enrolment a token opens, while unused and unexpired. */
export async function openEnrolment(db: SqlQueries, token: string, now: Date): Promise<Enrolment | undefined> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return undefined;
  const tokenHash = hashToken(token);
  const row = await one<{ staff_id: string }>(
    db,
    `SELECT staff_id::text AS staff_id FROM desk_enrolments
     WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2`,
    [tokenHash, now.toISOString()],
  );
  const member = row && (await getStaff(db, row.staff_id));
  return member ? { tokenHash, member } : undefined;
}

/** Uses up an enrolment: its row (and TOTP key) goes; false when it was used meanwhile (two tabs). */
export async function closeEnrolment(db: SqlQueries, tokenHash: string, now: Date): Promise<boolean> {
  const rows = await db.query(
    'DELETE FROM desk_enrolments WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2 RETURNING staff_id',
    [tokenHash, now.toISOString()],
  );
  return rows.length > 0;
}

/** Deletes expired enrolments and any marked used (the sweep); returns how many. */
export async function purgeEnrolments(db: SqlQueries, now: Date): Promise<number> {
  const rows = await db.query(
    'DELETE FROM desk_enrolments WHERE used_at IS NOT NULL OR expires_at <= $1 RETURNING token_hash',
    [now.toISOString()],
  );
  return rows.length;
}

/** The enrolment page's address for a token (the token in the fragment, out of server logs). */
export const enrolmentUrl = (deskOrigin: string, token: string) => `${deskOrigin}/desk/enrol#${token}`;
