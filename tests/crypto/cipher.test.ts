// The crypto module: PIN key derivation, the sealing round trip, wrong PINs and keys, changed bytes.

import { describe, expect, it } from 'vitest';
import {
  PIN_ITERATIONS,
  SealError,
  derivePinKey,
  exportKeyText,
  importKeyText,
  openBytes,
  openJson,
  randomKey,
  randomSalt,
  sealBytes,
  sealJson,
} from '../../src/crypto';

/** Fewer iterations keep the tests quick; one test runs the real count. */
const FAST = 1_000;

async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'no error';
  } catch (error) {
    return error instanceof SealError ? error.code : `other: ${String(error)}`;
  }
}

describe('PIN keys', () => {
  it('derives the same key from the same PIN and salt, and it opens what it sealed', async () => {
    const salt = randomSalt();
    const sealed = await sealJson(await derivePinKey('4821', salt, FAST), { passport: 'AB1234567' });
    expect(await openJson(await derivePinKey('4821', salt, FAST), sealed)).toEqual({ passport: 'AB1234567' });
  });

  it('uses at least 600,000 iterations by default, and such a key works', async () => {
    expect(PIN_ITERATIONS).toBeGreaterThanOrEqual(600_000);
    const salt = randomSalt();
    const sealed = await sealBytes(await derivePinKey('0000', salt), new Uint8Array([1, 2, 3]));
    expect(new Uint8Array(await openBytes(await derivePinKey('0000', salt), sealed))).toEqual(
      new Uint8Array([1, 2, 3]),
    );
  });

  it('keys are not extractable', async () => {
    const key = await derivePinKey('1234', randomSalt(), FAST);
    expect(key.extractable).toBe(false);
    await expect(crypto.subtle.exportKey('raw', key)).rejects.toThrow();
  });

  it('a wrong PIN, or the right PIN with another salt, opens nothing', async () => {
    const salt = randomSalt();
    const sealed = await sealJson(await derivePinKey('4821', salt, FAST), 'Anna');
    expect(await codeOf(openJson(await derivePinKey('4822', salt, FAST), sealed))).toBe('unreadable');
    expect(await codeOf(openJson(await derivePinKey('4821', randomSalt(), FAST), sealed))).toBe('unreadable');
  });
});

describe('sealing', () => {
  it('round-trips bytes and hides them: no plaintext run survives, and each seal differs', async () => {
    const key = await randomKey();
    const plain = new TextEncoder().encode('passport AB1234567 of Anna Smith, allergic to peanuts');
    const one = await sealBytes(key, plain);
    const two = await sealBytes(key, plain);
    expect(new Uint8Array(await openBytes(key, one))).toEqual(plain);
    expect(Buffer.from(one).includes(Buffer.from('AB1234567'))).toBe(false);
    expect(Buffer.from(one).equals(Buffer.from(two))).toBe(false);
    expect(one.length).toBe(plain.length + 1 + 12 + 16);
  });

  it('rejects a changed byte anywhere (IV, ciphertext or tag) as unreadable', async () => {
    const key = await randomKey();
    const sealed = await sealBytes(key, new Uint8Array(100).fill(7));
    for (const index of [1, 20, sealed.length - 1]) {
      const changed = new Uint8Array(sealed);
      changed[index] = (changed[index] ?? 0) ^ 1;
      expect(await codeOf(openBytes(key, changed))).toBe('unreadable');
    }
  });

  it('rejects what it did not seal as malformed', async () => {
    const key = await randomKey();
    expect(await codeOf(openBytes(key, new Uint8Array(10)))).toBe('malformed');
    const sealed = await sealBytes(key, new Uint8Array(4));
    sealed[0] = 9;
    expect(await codeOf(openBytes(key, sealed))).toBe('malformed');
  });
});

describe('travelling keys', () => {
  it('exports a random key as 43 base64url characters and imports it back', async () => {
    const key = await randomKey(true);
    const text = await exportKeyText(key);
    expect(text).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const sealed = await sealJson(key, { a: 1 });
    expect(await openJson(await importKeyText(text), sealed)).toEqual({ a: 1 });
  });

  it('refuses a broken key text as malformed and another key as unreadable', async () => {
    const sealed = await sealJson(await randomKey(), 'x');
    expect(await codeOf(importKeyText('not a key!'))).toBe('malformed');
    expect(await codeOf(importKeyText('abc'))).toBe('malformed');
    const other = await exportKeyText(await randomKey(true));
    expect(await codeOf(openJson(await importKeyText(other), sealed))).toBe('unreadable');
  });
});
