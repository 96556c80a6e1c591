// HKDF-SHA256 (RFC 5869) with WebCrypto: named keys and secrets derived from one high-entropy
// secret (a safe copy's family secret, a passkey's PRF output), and raw AES-GCM 256 keys imported
// for use only, never extractable.

const encoder = new TextEncoder();

const own = (bytes: Uint8Array): Uint8Array<ArrayBuffer> => new Uint8Array(bytes);

/** `length` bytes (32 by default) of HKDF-SHA256 over `secret` with `salt` and the label `info`. */
export async function hkdfBytes(secret: Uint8Array, salt: string, info: string, length = 32): Promise<Uint8Array> {
  const subtle = globalThis.crypto.subtle;
  const material = await subtle.importKey('raw', own(secret), 'HKDF', false, ['deriveBits']);
  const bits = await subtle.deriveBits(
    { name: 'HKDF', hash: 'SHA-256', salt: encoder.encode(salt), info: encoder.encode(info) },
    material,
    length * 8,
  );
  return new Uint8Array(bits);
}

/** `raw` (32 bytes) as an AES-GCM 256 key that cannot be read back out. */
export async function importAesKey(raw: Uint8Array): Promise<CryptoKey> {
  return globalThis.crypto.subtle.importKey('raw', own(raw), { name: 'AES-GCM' }, false, ['encrypt', 'decrypt']);
}

/** An AES-GCM 256 key derived from `secret` with `salt` and `info` (as `hkdfBytes`). */
export async function hkdfKey(secret: Uint8Array, salt: string, info: string): Promise<CryptoKey> {
  return importAesKey(await hkdfBytes(secret, salt, info));
}
