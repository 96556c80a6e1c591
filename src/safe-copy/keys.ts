// The keys of safe copies (docs/safe-copy.md, "Keys"): the family secret `S`, each draft's key
// `K`, and what HKDF-SHA256 derives from `S` (the index's id and key, each copy's access secret)
// and from a passkey's PRF output `P` (the key slot's id, key and access secret). Random ids for
// copies and changes, and the access hash the server keeps. WebCrypto only: page and worker alike.

import { fromBase64Url, toBase64Url } from '../crypto';
import { hkdfBytes, hkdfKey, importAesKey } from '../crypto/hkdf';

/** HKDF's salt for every derivation of safe copies. */
export const SAFE_COPY_SALT = 'ccis-safe-copy-v1';

/** Bytes of a family secret, a draft key, a PRF output, an access secret. */
export const SECRET_BYTES = 32;

/** Bytes of a copy's, a file's or a change's id. */
export const ID_BYTES = 16;

/** Fresh random bytes: a family secret or a draft key. */
export function randomSecret(): Uint8Array<ArrayBuffer> {
  return crypto.getRandomValues(new Uint8Array(SECRET_BYTES));
}

/** A fresh random id (16 bytes, base64url): a copy, a change. Never derived from the family. */
export function randomId(): string {
  return toBase64Url(crypto.getRandomValues(new Uint8Array(ID_BYTES)));
}

/** A UUID (an attachment's id on the device) as the 16-byte base64url id a file has on the wire. */
export function fileIdOf(uuid: string): string {
  const hex = uuid.replaceAll('-', '');
  if (!/^[0-9a-f]{32}$/i.test(hex)) throw new Error(`not a UUID: ${uuid}`);
  return toBase64Url(Uint8Array.from(hex.match(/../g) ?? [], (pair) => parseInt(pair, 16)));
}

/** The UUID of a file id made by `fileIdOf`; undefined when `id` is not one. */
export function uuidOf(id: string): string | undefined {
  const bytes = fromBase64Url(id);
  if (!bytes || bytes.length !== ID_BYTES) return undefined;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** SHA-256 of an access secret, base64url: all the server keeps of it. */
export async function accessHash(secret: Uint8Array): Promise<string> {
  return toBase64Url(new Uint8Array(await crypto.subtle.digest('SHA-256', new Uint8Array(secret))));
}

const idFrom = async (secret: Uint8Array, info: string) =>
  toBase64Url((await hkdfBytes(secret, SAFE_COPY_SALT, info)).subarray(0, ID_BYTES));

/** What the family secret `S` opens: its index and every copy's access secret. */
export interface FamilyKeys {
  secret: Uint8Array;
  /** The family index's copy id (HKDF `index id`, first 16 bytes). */
  indexId: string;
  /** The AES-GCM key of the index's changes (HKDF `index key`). */
  indexKey: CryptoKey;
  /** The access secret of copy `copyId` (HKDF `access <copy id>`), for drafts and the index. */
  access(copyId: string): Promise<Uint8Array>;
}

/** Derives the family's keys from `S`. */
export async function familyKeys(secret: Uint8Array): Promise<FamilyKeys> {
  if (secret.length !== SECRET_BYTES) throw new Error('a family secret has 32 bytes');
  const [indexId, indexKey] = await Promise.all([
    idFrom(secret, 'index id'),
    hkdfKey(secret, SAFE_COPY_SALT, 'index key'),
  ]);
  return {
    secret,
    indexId,
    indexKey,
    access: (copyId) => hkdfBytes(secret, SAFE_COPY_SALT, `access ${copyId}`),
  };
}

/** What a passkey's PRF output `P` opens: its key slot. */
export interface SlotKeys {
  /** The slot's copy id (HKDF `slot id`, first 16 bytes). */
  slotId: string;
  /** The AES-GCM key that seals `S` in the slot (HKDF `slot key`). */
  slotKey: CryptoKey;
  /** The slot's access secret (HKDF `slot access`). */
  access: Uint8Array;
}

/** Derives the slot's keys from the passkey's PRF output `P`. */
export async function slotKeys(prfOutput: Uint8Array): Promise<SlotKeys> {
  if (prfOutput.length !== SECRET_BYTES) throw new Error('a PRF output has 32 bytes');
  const [slotId, slotKey, access] = await Promise.all([
    idFrom(prfOutput, 'slot id'),
    hkdfKey(prfOutput, SAFE_COPY_SALT, 'slot key'),
    hkdfBytes(prfOutput, SAFE_COPY_SALT, 'slot access'),
  ]);
  return { slotId, slotKey, access };
}

/** A draft's key `K` (32 bytes) as a usable AES-GCM key. */
export function draftKey(raw: Uint8Array): Promise<CryptoKey> {
  return importAesKey(raw);
}
