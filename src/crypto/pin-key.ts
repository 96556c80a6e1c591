// Keys from a family's short PIN: PBKDF2-SHA256 (600,000 iterations, OWASP 2023) over a random
// per-session salt gives an AES-GCM 256 key that lives only in memory (and, sealed, in the tab's
// session storage while the family moves between pages: src/device/carry.ts).

export const PIN_ITERATIONS = 600_000;
export const SALT_BYTES = 16;

/** A fresh random salt for a new session. */
export function randomSalt(): Uint8Array<ArrayBuffer> {
  return crypto.getRandomValues(new Uint8Array(SALT_BYTES));
}

/**
 * Derives the session key from `pin` and `salt`. Deterministic: the same PIN and salt give the
 * same key; any other PIN gives a key under which nothing sealed with this one opens.
 */
export async function derivePinKey(
  pin: string,
  salt: Uint8Array,
  iterations: number = PIN_ITERATIONS,
  /** True for a session key that is carried to the next page, sealed (src/device/carry.ts). */
  extractable = false,
): Promise<CryptoKey> {
  const subtle = globalThis.crypto.subtle;
  const material = await subtle.importKey('raw', new TextEncoder().encode(pin.normalize('NFC')), 'PBKDF2', false, [
    'deriveKey',
  ]);
  return subtle.deriveKey(
    { name: 'PBKDF2', hash: 'SHA-256', salt: new Uint8Array(salt), iterations },
    material,
    { name: 'AES-GCM', length: 256 },
    extractable,
    ['encrypt', 'decrypt'],
  );
}
