// Verifies the robot-check token of the contact-for-application form. `dev` accepts the local
// development tokens `dev.<expiresAtMs>.<nonce>` (valid two minutes, no third party); the reCAPTCHA
// modes ask Google's siteverify endpoint (the Enterprise mode with the key's legacy secret key).
// The configuration refuses `dev` when NODE_ENV=production (config.ts).

import type { RobotCheckMode } from './config';

export type RobotVerifier = (token: string, remoteIp?: string) => Promise<boolean>;

/** A token lives two minutes (docs/platform.md §11); a little clock skew between device and server is fine. */
export const TOKEN_LIFETIME_MS = 2 * 60 * 1000;
const SKEW_MS = 30 * 1000;
const DEV_TOKEN = /^dev\.(\d{13})\.([A-Za-z0-9-]{8,64})$/;

export const SITEVERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';

export function devVerifier(now: () => number = Date.now): RobotVerifier {
  return async (token) => {
    const match = DEV_TOKEN.exec(token);
    if (!match) return false;
    const expiresAt = Number(match[1]);
    const t = now();
    return expiresAt > t && expiresAt <= t + TOKEN_LIFETIME_MS + SKEW_MS;
  };
}

export function recaptchaVerifier(secret: string, fetchImpl: typeof fetch = fetch): RobotVerifier {
  return async (token, remoteIp) => {
    const body = new URLSearchParams({ secret, response: token });
    if (remoteIp) body.set('remoteip', remoteIp);
    try {
      const res = await fetchImpl(SITEVERIFY_URL, { method: 'POST', body, signal: AbortSignal.timeout(10_000) });
      if (!res.ok) return false;
      const answer = (await res.json()) as { success?: unknown };
      return answer.success === true;
    } catch {
      return false;
    }
  };
}

export function createRobotVerifier(mode: RobotCheckMode, secret: string): RobotVerifier {
  return mode === 'dev' ? devVerifier() : recaptchaVerifier(secret);
}

/** A fresh development token, as the page's development provider should make it. */
export function makeDevToken(now = Date.now(), nonce: string = crypto.randomUUID()): string {
  return `dev.${now + TOKEN_LIFETIME_MS}.${nonce}`;
}
