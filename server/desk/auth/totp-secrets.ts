// Where the staff's TOTP keys live: sealed with DESK_SECRET (secret-box.ts) in `desk_staff` once
// enrolled, and in `desk_enrolments` from the first time an enrolment link is opened until it is
// used (then the row goes) or expires (the sweep deletes it). Without DESK_SECRET no TOTP key is
// made: the desk offers passkeys only. Keys stored in the clear by an earlier version of the desk
// are sealed when the desk starts with a DESK_SECRET, and still read until then.

import type { Logger } from '../../intake/log';
import type { SqlQueries } from '../db';
import { createSecretBox, isSealed, type SecretBox } from './secret-box';
import { newTotpSecret } from './totp';

/** The box TOTP keys are sealed in; undefined without DESK_SECRET. */
export const totpBox = (deskSecret: string) => createSecretBox(deskSecret, 'totp-secret');

/** The TOTP key of a stored value: sealed (opened with `box`) or, from an earlier version, clear. */
export function readTotpSecret(box: SecretBox | undefined, stored: string): string | undefined {
  return isSealed(stored) ? box?.open(stored) : stored;
}

/** The TOTP key of an open enrolment, made (sealed) the first time it is asked for. */
export async function enrolmentTotpSecret(
  db: SqlQueries,
  box: SecretBox | undefined,
  tokenHash: string,
): Promise<string | undefined> {
  if (!box) return undefined;
  const [row] = await db.query<{ totp_secret: string }>(
    'UPDATE desk_enrolments SET totp_secret = COALESCE(totp_secret, $2) WHERE token_hash = $1 RETURNING totp_secret',
    [tokenHash, box.seal(newTotpSecret())],
  );
  return row && readTotpSecret(box, row.totp_secret);
}

const TABLES = [
  { table: 'desk_staff', key: 'id::text' },
  { table: 'desk_enrolments', key: 'token_hash' },
] as const;

/**
 * At start: seals every TOTP key still in the clear (each row changed only if nobody changed it
 * meanwhile), and warns of keys in the clear without DESK_SECRET or sealed under another one.
 */
export async function sealStoredTotpSecrets(db: SqlQueries, box: SecretBox | undefined, logger: Logger) {
  for (const { table, key } of TABLES) {
    const clear = await db.query<{ key: string; secret: string }>(
      `SELECT ${key} AS key, totp_secret AS secret FROM ${table}
       WHERE totp_secret IS NOT NULL AND totp_secret NOT LIKE 'v1.%'`,
    );
    if (!box) {
      if (clear.length > 0)
        logger.warn(
          `desk: ${clear.length} TOTP key(s) in ${table} are stored in the clear; set DESK_SECRET to seal them`,
        );
      continue;
    }
    for (const row of clear)
      await db.query(`UPDATE ${table} SET totp_secret = $3 WHERE ${key} = $1 AND totp_secret = $2`, [
        row.key,
        row.secret,
        box.seal(row.secret),
      ]);
  }
  if (!box) return;
  const sealed = await db.query<{ secret: string }>(
    "SELECT totp_secret AS secret FROM desk_staff WHERE totp_secret LIKE 'v1.%'",
  );
  const unreadable = sealed.filter((row) => box.open(row.secret) === undefined).length;
  if (unreadable > 0)
    logger.warn(
      `desk: ${unreadable} staff TOTP key(s) do not open with this DESK_SECRET (was it changed?); ` +
        'those staff sign in with a passkey, or get a new enrolment link (npm run staff -- reset)',
    );
}
