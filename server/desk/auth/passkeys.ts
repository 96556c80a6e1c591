// Passkeys (WebAuthn, @simplewebauthn/server): registered by a signed-in member of staff or at
// enrolment, used to sign in with a discoverable credential (no e-mail typed) or one listed for an
// e-mail. User verification is required (the device's PIN or biometrics), so a passkey is a whole
// sign-in on its own. Challenges live in the database for two minutes and are used once.

import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { brand } from '../../../src/config/brand';
import { one, type SqlQueries } from '../db';
import { randomId } from '../signing';
import type { StaffMember } from '../staff';

const CHALLENGE_MS = 2 * 60 * 1000;

/** The relying party: the desk's origin and its host name. */
export interface RelyingParty {
  origin: string;
  id: string;
}

export const relyingParty = (deskOrigin: string): RelyingParty => ({
  origin: deskOrigin,
  id: new URL(deskOrigin).hostname,
});

async function keepChallenge(db: SqlQueries, challenge: string, purpose: string, staffId: string | null, now: Date) {
  const id = randomId();
  await db.query(
    'INSERT INTO desk_challenges (id, challenge, purpose, staff_id, expires_at) VALUES ($1, $2, $3, $4, $5)',
    [id, challenge, purpose, staffId, new Date(now.getTime() + CHALLENGE_MS).toISOString()],
  );
  return id;
}

/** Takes a challenge (once): its value, if it exists, is unexpired and was made for `purpose`. */
async function takeChallenge(db: SqlQueries, id: unknown, purpose: string, staffId: string | null, now: Date) {
  if (typeof id !== 'string' || id.length > 64) return undefined;
  const row = await one<{ challenge: string; staff_id: string | null; expires_at: Date | string }>(
    db,
    'DELETE FROM desk_challenges WHERE id = $1 AND purpose = $2 RETURNING challenge, staff_id::text AS staff_id, expires_at',
    [id, purpose],
  );
  if (!row || new Date(row.expires_at).getTime() <= now.getTime() || row.staff_id !== staffId) return undefined;
  return row.challenge;
}

export async function registrationOptions(db: SqlQueries, member: StaffMember, rp: RelyingParty, now: Date) {
  const existing = await db.query<{ id: string; transports: string }>(
    'SELECT id, transports FROM desk_passkeys WHERE staff_id = $1',
    [member.id],
  );
  const options = await generateRegistrationOptions({
    rpName: `${brand.shortName} admissions desk`,
    rpID: rp.id,
    userName: member.email,
    userDisplayName: member.name,
    userID: new TextEncoder().encode(member.id),
    attestationType: 'none',
    excludeCredentials: existing.map((p) => ({
      id: p.id,
      transports: p.transports ? p.transports.split(',') : undefined,
    })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  const challengeId = await keepChallenge(db, options.challenge, 'register', member.id, now);
  return { challengeId, options };
}

/** Verifies a new passkey and stores it; false when the response does not hold. */
export async function registerPasskey(
  db: SqlQueries,
  member: StaffMember,
  input: { challengeId: unknown; response: unknown },
  rp: RelyingParty,
  now: Date,
): Promise<boolean> {
  const challenge = await takeChallenge(db, input.challengeId, 'register', member.id, now);
  if (!challenge || !input.response || typeof input.response !== 'object') return false;
  const result = await verifyRegistrationResponse({
    response: input.response as RegistrationResponseJSON,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification: true,
  }).catch(() => undefined);
  if (!result?.verified) return false;
  const { credential } = result.registrationInfo;
  await db.query(
    `INSERT INTO desk_passkeys (id, staff_id, public_key, counter, transports, created_at) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (id) DO NOTHING`,
    [
      credential.id,
      member.id,
      Buffer.from(credential.publicKey),
      credential.counter,
      (credential.transports ?? []).join(','),
      now.toISOString(),
    ],
  );
  return true;
}

/** Options for a sign-in: any passkey of this desk (discoverable), or those of `email`'s account. */
export async function signInOptions(db: SqlQueries, rp: RelyingParty, now: Date, staffId?: string) {
  const allow = staffId
    ? await db.query<{ id: string; transports: string }>(
        'SELECT id, transports FROM desk_passkeys WHERE staff_id = $1',
        [staffId],
      )
    : [];
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    userVerification: 'required',
    allowCredentials: allow.map((p) => ({ id: p.id, transports: p.transports ? p.transports.split(',') : undefined })),
  });
  const challengeId = await keepChallenge(db, options.challenge, 'sign-in', null, now);
  return { challengeId, options };
}

/** The member of staff a passkey sign-in proves, or undefined. */
export async function checkPasskey(
  db: SqlQueries,
  input: { challengeId: unknown; response: unknown },
  rp: RelyingParty,
  now: Date,
): Promise<string | undefined> {
  const challenge = await takeChallenge(db, input.challengeId, 'sign-in', null, now);
  const response = input.response as AuthenticationResponseJSON | undefined;
  if (!challenge || !response || typeof response.id !== 'string') return undefined;
  const row = await one<{
    id: string;
    staff_id: string;
    public_key: Uint8Array;
    counter: string | number;
    transports: string;
  }>(db, 'SELECT id, staff_id::text AS staff_id, public_key, counter, transports FROM desk_passkeys WHERE id = $1', [
    response.id,
  ]);
  if (!row) return undefined;
  const result = await verifyAuthenticationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification: true,
    credential: { id: row.id, publicKey: new Uint8Array(row.public_key), counter: Number(row.counter) },
  }).catch(() => undefined);
  if (!result?.verified) return undefined;
  await db.query('UPDATE desk_passkeys SET counter = $2, last_used_at = $3 WHERE id = $1', [
    row.id,
    result.authenticationInfo.newCounter,
    now.toISOString(),
  ]);
  return row.staff_id;
}

export async function listPasskeys(db: SqlQueries, staffId: string) {
  return db.query<{ id: string; created_at: Date | string; last_used_at: Date | string | null }>(
    'SELECT id, created_at, last_used_at FROM desk_passkeys WHERE staff_id = $1 ORDER BY created_at',
    [staffId],
  );
}

export async function removePasskey(db: SqlQueries, staffId: string, id: string): Promise<boolean> {
  return (
    (await db.query('DELETE FROM desk_passkeys WHERE staff_id = $1 AND id = $2 RETURNING id', [staffId, id])).length > 0
  );
}
