// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isAccepted, sniffFileType } from '../../src/shared/files/file-type';

const bytes = (...parts: (string | number[])[]) =>
  Uint8Array.from(parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)));

describe('sniffFileType', () => {
  it.each([
    ['application/pdf', bytes('%PDF-1.7\n%')],
    ['application/pdf', bytes([0xef, 0xbb, 0xbf], '%PDF-1.4')],
    ['image/jpeg', bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10], 'JFIF')],
    ['image/png', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d], 'IHDR')],
    ['image/webp', bytes('RIFF', [0x24, 0x10, 0, 0], 'WEBPVP8 ')],
    ['image/heic', bytes([0, 0, 0, 0x18], 'ftypheic', [0, 0, 0, 0], 'mif1heic')],
    ['image/heic', bytes([0, 0, 0, 0x18], 'ftypheix')],
    ['image/heif', bytes([0, 0, 0, 0x18], 'ftypmif1', [0, 0, 0, 0], 'heic')],
  ])('recognises %s', (type, head) => {
    expect(sniffFileType(head)).toBe(type);
  });

  it.each([
    ['text', bytes('hello, world')],
    ['GIF', bytes('GIF89a')],
    ['AVIF', bytes([0, 0, 0, 0x1c], 'ftypavif')],
    ['RIFF audio', bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt ')],
    ['nothing', new Uint8Array(0)],
  ])('refuses %s', (_label, head) => {
    expect(sniffFileType(head)).toBeUndefined();
  });
});

describe('isAccepted', () => {
  it('matches exact types, wildcards, and HEIC as HEIF', () => {
    expect(isAccepted(['application/pdf'], 'application/pdf')).toBe(true);
    expect(isAccepted(['application/pdf'], 'image/png')).toBe(false);
    expect(isAccepted(['image/*'], 'image/webp')).toBe(true);
    expect(isAccepted(['image/heic'], 'image/heif')).toBe(true);
  });
});
