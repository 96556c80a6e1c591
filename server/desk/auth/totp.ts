// The second factor of a password sign-in: TOTP (RFC 6238) with otpauth: SHA-1, 6 digits, 30-second
// steps, one step either side accepted for clock drift. A code is refused once its step (or a later
// one) has been used, so a code seen over a shoulder cannot be replayed within its minute.

import { Secret, TOTP } from 'otpauth';
import { brand } from '../../../src/config/brand';

export const TOTP_PERIOD = 30;
export const TOTP_WINDOW = 1;

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totpFor(secret: string, email = ''): TOTP {
  return new TOTP({
    issuer: `${brand.shortName} admissions desk`,
    label: email,
    algorithm: 'SHA1',
    digits: 6,
    period: TOTP_PERIOD,
    secret: Secret.fromBase32(secret),
  });
}

/** The otpauth:// URI an authenticator app reads from the QR code. */
export const totpUri = (secret: string, email: string) => totpFor(secret, email).toString();

/** The code of the step at `at` (for tests and the enrolment check). */
export const totpCode = (secret: string, at: Date) => totpFor(secret).generate({ timestamp: at.getTime() });

/**
 * The step a code belongs to when it is valid at `at` (±1 step) and newer than `lastStep`;
 * undefined otherwise.
 */
export function checkTotp(secret: string, code: string, at: Date, lastStep: number): number | undefined {
  const token = code.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(token)) return undefined;
  const delta = totpFor(secret).validate({ token, timestamp: at.getTime(), window: TOTP_WINDOW });
  if (delta === null) return undefined;
  const step = Math.floor(at.getTime() / 1000 / TOTP_PERIOD) + delta;
  return step > lastStep ? step : undefined;
}
