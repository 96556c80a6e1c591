// @vitest-environment node
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sha256Hex } from '../../src/shared/files/sha256';

describe('sha256Hex', () => {
  it('matches node:crypto for an empty input, text and random bytes', async () => {
    const random = crypto.getRandomValues(new Uint8Array(65536));
    for (const input of [new Uint8Array(0), new TextEncoder().encode('สวัสดี Hello'), random]) {
      const expected = createHash('sha256').update(input).digest('hex');
      expect(await sha256Hex(input.slice().buffer)).toBe(expected);
      expect(await sha256Hex(new Blob([input]))).toBe(expected);
    }
  });

  it('gives the known digest of "abc"', async () => {
    expect(await sha256Hex(new TextEncoder().encode('abc').buffer as ArrayBuffer)).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });
});
