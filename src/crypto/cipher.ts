// AES-GCM 256 sealing of bytes and JSON with WebCrypto (page, service worker and Node 20 alike).
// A sealed value is one byte array: version (1), a fresh random 96-bit IV, then ciphertext + tag.
// Additional data, when given, is authenticated and not stored: the same bytes must be given to
// open it (safe copies bind a change to its copy and a file chunk to its place, docs/safe-copy.md).

import { fromBase64Url, toBase64Url } from './base64url';
import { SealError } from './errors';

const VERSION = 1;
const IV_BYTES = 12;
const HEADER = 1 + IV_BYTES;
/** The 128-bit tag GCM appends. */
const TAG_BYTES = 16;

const subtle = () => globalThis.crypto.subtle;

/** Copies a view into its own ArrayBuffer (WebCrypto wants BufferSource over ArrayBuffer). */
const own = (bytes: Uint8Array): Uint8Array<ArrayBuffer> => new Uint8Array(bytes);

/** A fresh random AES-GCM 256 key; `extractable` only when it must travel (the take-home link). */
export async function randomKey(extractable = false): Promise<CryptoKey> {
  return subtle().generateKey({ name: 'AES-GCM', length: 256 }, extractable, ['encrypt', 'decrypt']);
}

/** The raw bytes of an extractable key, as base64url (43 characters). */
export async function exportKeyText(key: CryptoKey): Promise<string> {
  return toBase64Url(new Uint8Array(await subtle().exportKey('raw', key)));
}

/** The key `text` (from `exportKeyText`) as a non-extractable key; SealError 'malformed' if broken. */
export async function importKeyText(text: string): Promise<CryptoKey> {
  const raw = fromBase64Url(text);
  if (!raw || raw.length !== 32) throw new SealError('malformed', 'not a 256-bit key');
  return subtle().importKey('raw', own(raw), { name: 'AES-GCM' }, false, ['encrypt', 'decrypt']);
}

/** Authenticated data that is not stored with the seal: text as UTF-8, or bytes. */
export type AdditionalData = string | Uint8Array;

function gcm(iv: Uint8Array<ArrayBuffer>, additionalData: AdditionalData | undefined): AesGcmParams {
  if (additionalData === undefined) return { name: 'AES-GCM', iv };
  const bytes = typeof additionalData === 'string' ? new TextEncoder().encode(additionalData) : own(additionalData);
  return { name: 'AES-GCM', iv, additionalData: bytes };
}

/** Encrypts `plain` with `key` under a fresh random IV, binding `additionalData` when given. */
export async function sealBytes(
  key: CryptoKey,
  plain: ArrayBuffer | Uint8Array,
  additionalData?: AdditionalData,
): Promise<Uint8Array<ArrayBuffer>> {
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const data = plain instanceof Uint8Array ? own(plain) : plain;
  const cipher = new Uint8Array(await subtle().encrypt(gcm(iv, additionalData), key, data));
  const sealed = new Uint8Array(HEADER + cipher.length);
  sealed[0] = VERSION;
  sealed.set(iv, 1);
  sealed.set(cipher, HEADER);
  return sealed;
}

/**
 * Decrypts what `sealBytes` made (with the same `additionalData`). Throws SealError 'unreadable'
 * for a wrong key, other additional data or changed bytes (GCM's tag cannot tell them apart) and
 * 'malformed' for anything that is not a sealed value.
 */
export async function openBytes(
  key: CryptoKey,
  sealed: ArrayBuffer | Uint8Array,
  additionalData?: AdditionalData,
): Promise<ArrayBuffer> {
  const bytes = sealed instanceof Uint8Array ? sealed : new Uint8Array(sealed);
  if (bytes.length < HEADER + TAG_BYTES || bytes[0] !== VERSION) throw new SealError('malformed', 'not sealed data');
  try {
    return await subtle().decrypt(
      gcm(own(bytes.subarray(1, HEADER)), additionalData),
      key,
      own(bytes.subarray(HEADER)),
    );
  } catch {
    throw new SealError('unreadable', 'wrong key or changed ciphertext');
  }
}

/** Seals a structured value as JSON. */
export async function sealJson(key: CryptoKey, value: unknown): Promise<Uint8Array<ArrayBuffer>> {
  return sealBytes(key, new TextEncoder().encode(JSON.stringify(value)));
}

/** Opens a value sealed by `sealJson` (SealError as `openBytes`). */
export async function openJson<T = unknown>(key: CryptoKey, sealed: ArrayBuffer | Uint8Array): Promise<T> {
  const text = new TextDecoder().decode(await openBytes(key, sealed));
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new SealError('malformed', 'sealed value is not JSON');
  }
}
