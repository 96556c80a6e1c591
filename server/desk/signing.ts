// HMAC-SHA256 under DESK_SECRET for the families' links: one key per purpose (derived with HKDF),
// so a status link's signature can never pass as an offer link's, nor either as a guardian's
// signing link's or a teacher's reference link's. Tokens are base64url, compared in constant
// time. Without a secret no key exists and no link can be made or accepted.

import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';

export type LinkPurpose = 'status' | 'offer' | 'sign' | 'fees-qr' | 'reference';

export interface Signer {
  sign(purpose: LinkPurpose, payload: string): string;
  verify(purpose: LinkPurpose, payload: string, signature: string): boolean;
}

/** The signer for `secret`, or undefined when none is configured. */
export function createSigner(secret: string): Signer | undefined {
  if (!secret) return undefined;
  const keys = new Map<LinkPurpose, Buffer>();
  const keyOf = (purpose: LinkPurpose) => {
    let key = keys.get(purpose);
    if (!key) {
      key = Buffer.from(hkdfSync('sha256', secret, 'ccis-desk', `family-link:${purpose}`, 32));
      keys.set(purpose, key);
    }
    return key;
  };
  const mac = (purpose: LinkPurpose, payload: string) =>
    createHmac('sha256', keyOf(purpose)).update(payload).digest().subarray(0, 18).toString('base64url');
  return {
    sign: mac,
    verify(purpose, payload, signature) {
      const expected = Buffer.from(mac(purpose, payload));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

/** A random id for links and tokens: `bytes` of randomness as base64url. */
export const randomId = (bytes = 16) => randomBytes(bytes).toString('base64url');
