// Secrets the desk keeps at rest (the staff's TOTP keys) sealed with AES-256-GCM (node:crypto),
// under a key derived from DESK_SECRET with HKDF-SHA256 and a purpose label, so that a copy of
// the database (a backup, a dump) does not give them away. A sealed value is
// `v1.<base64url(iv, ciphertext, tag)>` with a fresh 96-bit IV each time, the purpose bound in as
// associated data. Without DESK_SECRET there is no key and nothing can be sealed or opened.

import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const PREFIX = 'v1.';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export type SealPurpose = 'totp-secret';

export interface SecretBox {
  seal(plain: string): string;
  /** The plain text of a sealed value; undefined when it does not open with this key. */
  open(sealed: string): string | undefined;
}

/** Whether a stored value is sealed (else it is a value stored in the clear). */
export const isSealed = (stored: string) => stored.startsWith(PREFIX);

/** The box for `purpose` under `secret`, or undefined when no secret is configured. */
export function createSecretBox(secret: string, purpose: SealPurpose): SecretBox | undefined {
  if (!secret) return undefined;
  const key = Buffer.from(hkdfSync('sha256', secret, 'ccis-desk', `at-rest:${purpose}`, 32));
  const aad = Buffer.from(purpose);
  return {
    seal(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(aad);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return PREFIX + Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url');
    },
    open(sealed) {
      if (!isSealed(sealed)) return undefined;
      const bytes = Buffer.from(sealed.slice(PREFIX.length), 'base64url');
      if (bytes.length < IV_BYTES + TAG_BYTES) return undefined;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES)).setAAD(aad);
        decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
        const body = bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES);
        return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
      } catch {
        return undefined;
      }
    },
  };
}
