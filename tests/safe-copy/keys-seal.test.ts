// @vitest-environment node
// The keys and seals of safe copies (docs/safe-copy.md, "Keys" and "The draft on the wire"):
// HKDF derivations are fixed by their labels, a record or chunk opens only with its key and its
// place, and a change's ciphertext length says nothing finer than 256 bytes.
import { describe, expect, it } from 'vitest';
import { fromBase64Url, isSealError, toBase64Url } from '../../src/crypto';
import { SAFE_ID, SAFE_KEY } from '../../src/shared/contracts/safe-copy';
import {
  accessHash,
  draftKey,
  familyKeys,
  fileIdOf,
  randomId,
  randomSecret,
  slotKeys,
  uuidOf,
} from '../../src/safe-copy/keys';
import { openChunk, openRecord, padded, sealChunk, sealRecord } from '../../src/safe-copy/seal';

const raw = async (key: CryptoKey) => {
  // Derived keys are not extractable: compare them by what they seal and open.
  const sealed = await sealRecord(key, 'probe', { probe: 1 });
  return sealed;
};

describe('key derivations', () => {
  it('gives the same index id, index key and access secrets from the same S, and others from another S', async () => {
    const secret = randomSecret();
    const a = await familyKeys(secret);
    const b = await familyKeys(new Uint8Array(secret));
    expect(a.indexId).toBe(b.indexId);
    expect(a.indexId).toMatch(SAFE_ID);
    expect(await openRecord(b.indexKey, 'probe', await raw(a.indexKey))).toEqual({ probe: 1 });
    expect(toBase64Url(await a.access('copy-1'))).toBe(toBase64Url(await b.access('copy-1')));
    expect(toBase64Url(await a.access('copy-1'))).not.toBe(toBase64Url(await a.access('copy-2')));
    const other = await familyKeys(randomSecret());
    expect(other.indexId).not.toBe(a.indexId);
    await expect(openRecord(other.indexKey, 'probe', await raw(a.indexKey))).rejects.toSatisfy(isSealError);
  });

  it('matches HKDF-SHA256 with the documented salt and labels', async () => {
    const secret = new Uint8Array(32).fill(7);
    const material = await crypto.subtle.importKey('raw', secret, 'HKDF', false, ['deriveBits']);
    const derive = async (info: string) =>
      new Uint8Array(
        await crypto.subtle.deriveBits(
          {
            name: 'HKDF',
            hash: 'SHA-256',
            salt: new TextEncoder().encode('ccis-safe-copy-v1'),
            info: new TextEncoder().encode(info),
          },
          material,
          256,
        ),
      );
    const keys = await familyKeys(secret);
    expect(keys.indexId).toBe(toBase64Url((await derive('index id')).subarray(0, 16)));
    expect(toBase64Url(await keys.access('abc'))).toBe(toBase64Url(await derive('access abc')));
    const slot = await slotKeys(secret);
    expect(slot.slotId).toBe(toBase64Url((await derive('slot id')).subarray(0, 16)));
    expect(toBase64Url(slot.access)).toBe(toBase64Url(await derive('slot access')));
    // The slot's id from P never equals the index's id from the same bytes: labels separate them.
    expect(slot.slotId).not.toBe(keys.indexId);
  });

  it('refuses secrets that are not 32 bytes', async () => {
    await expect(familyKeys(new Uint8Array(16))).rejects.toThrow();
    await expect(slotKeys(new Uint8Array(31))).rejects.toThrow();
  });

  it('makes random ids and access hashes in the wire format', async () => {
    expect(randomId()).toMatch(SAFE_ID);
    expect(randomId()).not.toBe(randomId());
    const secret = randomSecret();
    const hash = await accessHash(secret);
    expect(hash).toMatch(SAFE_KEY);
    expect(hash).not.toBe(toBase64Url(secret));
  });

  it('maps an attachment UUID to a file id and back', () => {
    const uuid = crypto.randomUUID();
    const id = fileIdOf(uuid);
    expect(id).toMatch(SAFE_ID);
    expect(uuidOf(id)).toBe(uuid);
    expect(uuidOf('short')).toBeUndefined();
    expect(() => fileIdOf('not-a-uuid')).toThrow();
  });
});

describe('sealed records', () => {
  it('pads every change to a multiple of 256 bytes before sealing', async () => {
    expect(padded(new Uint8Array(1)).length).toBe(256);
    expect(padded(new Uint8Array(256)).length).toBe(256);
    expect(padded(new Uint8Array(257)).length).toBe(512);
    const key = await draftKey(randomSecret());
    const short = fromBase64Url(await sealRecord(key, 'c', { a: 'x' }));
    const longer = fromBase64Url(await sealRecord(key, 'c', { a: 'x'.repeat(200) }));
    expect(short?.length).toBe(256 + 29);
    expect(longer?.length).toBe(256 + 29);
  });

  it('opens a record with its key and copy id only', async () => {
    const key = await draftKey(randomSecret());
    const body = await sealRecord(key, 'copy-a', { set: { 'child.0.name': 'Anong' } });
    expect(await openRecord(key, 'copy-a', body)).toEqual({ set: { 'child.0.name': 'Anong' } });
    // The wrong key, another copy's id, a changed byte: all unreadable.
    await expect(openRecord(await draftKey(randomSecret()), 'copy-a', body)).rejects.toMatchObject({
      code: 'unreadable',
    });
    await expect(openRecord(key, 'copy-b', body)).rejects.toMatchObject({ code: 'unreadable' });
    const bytes = fromBase64Url(body) as Uint8Array;
    bytes[40] = (bytes[40] as number) ^ 1;
    await expect(openRecord(key, 'copy-a', toBase64Url(bytes))).rejects.toMatchObject({ code: 'unreadable' });
    await expect(openRecord(key, 'copy-a', '!!')).rejects.toMatchObject({ code: 'malformed' });
  });

  it('opens a chunk only at its own place in its own file', async () => {
    const key = await draftKey(randomSecret());
    const bytes = crypto.getRandomValues(new Uint8Array(1000));
    const sealed = await sealChunk(key, 'file-a', 1, 3, bytes);
    expect(await openChunk(key, 'file-a', 1, 3, sealed)).toEqual(bytes);
    await expect(openChunk(key, 'file-a', 0, 3, sealed)).rejects.toMatchObject({ code: 'unreadable' });
    await expect(openChunk(key, 'file-b', 1, 3, sealed)).rejects.toMatchObject({ code: 'unreadable' });
    // A file cut short (the last chunk claimed to be chunk 1 of 2) does not open either.
    await expect(openChunk(key, 'file-a', 1, 2, sealed)).rejects.toMatchObject({ code: 'unreadable' });
    await expect(openChunk(await draftKey(randomSecret()), 'file-a', 1, 3, sealed)).rejects.toMatchObject({
      code: 'unreadable',
    });
  });
});

describe('the wire’s constants', () => {
  it('are the contract’s, restated without zod for the worker', async () => {
    const contract = await import('../../src/shared/contracts/safe-copy');
    const wire = await import('../../src/safe-copy/wire');
    expect(wire.SAFE_COPY_AUTH_SCHEME).toBe(contract.SAFE_COPY_AUTH_SCHEME);
    expect(wire.SAFE_CHANGE_PADDING).toBe(contract.SAFE_CHANGE_PADDING);
    expect(wire.SAFE_CHUNK_BYTES).toBe(contract.SAFE_CHUNK_BYTES);
  });
});
