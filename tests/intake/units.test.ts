// @vitest-environment node
// The intake's small parts on their own: the sliding window, the robot verifiers (Google is
// never called: a fake fetch answers), the canonical hash, the CSV cells of the export and the
// embedded database's lock.

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { csvCell, flatten } from '../../scripts/export-submissions';
import { canonicalJson } from '../../server/intake/hash';
import { openPgliteStore } from '../../server/intake/pglite-store';
import { createRateLimiter } from '../../server/intake/rate-limit';
import { devVerifier, makeDevToken, recaptchaVerifier, SITEVERIFY_URL } from '../../server/intake/robot-check';

describe('rate limiter', () => {
  it('allows `limit` requests in any 60 s and says when the next one is allowed', () => {
    const limiter = createRateLimiter(2);
    expect(limiter.hit('a', 0)).toBe(0);
    expect(limiter.hit('a', 10_000)).toBe(0);
    expect(limiter.hit('a', 20_000)).toBe(40);
    expect(limiter.hit('b', 20_000)).toBe(0);
    // The window slides: the first request leaves it at 60 s.
    expect(limiter.hit('a', 60_001)).toBe(0);
    expect(limiter.hit('a', 60_002)).toBe(10);
  });
});

describe('robot check', () => {
  it('accepts development tokens until they expire, two minutes after issue', async () => {
    const now = 1_800_000_000_000;
    const verify = devVerifier(() => now);
    expect(await verify(makeDevToken(now))).toBe(true);
    expect(await verify(makeDevToken(now - 121_000))).toBe(false);
    expect(await verify(`dev.${now + 10 * 60_000}.abcdefgh`)).toBe(false);
    expect(await verify('dev.6f1c2a34-1111-4a2b-9c3d-123456789abc')).toBe(false);
    expect(await verify('03AFcWeA...')).toBe(false);
  });

  it('asks siteverify with the secret, the token and the client IP', async () => {
    const calls: { url: string; body: string }[] = [];
    const fakeFetch = (async (url: string, init: RequestInit) => {
      calls.push({ url, body: String(init.body) });
      return Response.json({ success: !String(init.body).includes('bad') });
    }) as unknown as typeof fetch;
    const verify = recaptchaVerifier('s3cret', fakeFetch);
    expect(await verify('good-token', '203.0.113.7')).toBe(true);
    expect(await verify('bad-token')).toBe(false);
    expect(calls[0]?.url).toBe(SITEVERIFY_URL);
    expect(new URLSearchParams(calls[0]?.body)).toEqual(
      new URLSearchParams({ secret: 's3cret', response: 'good-token', remoteip: '203.0.113.7' }),
    );
    const failing = recaptchaVerifier('s3cret', (async () => {
      throw new Error('offline');
    }) as unknown as typeof fetch);
    expect(await failing('token')).toBe(false);
  });
});

describe('canonical JSON', () => {
  it('ignores key order at every level and keeps array order', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, 1], c: 'x' } })).toBe(canonicalJson({ a: { c: 'x', d: [2, 1] }, b: 1 }));
    expect(canonicalJson({ a: [1, 2] })).not.toBe(canonicalJson({ a: [2, 1] }));
  });
});

describe('export cells', () => {
  it('flattens answers into dot paths', () => {
    expect(flatten({ applicants: [{ info: { firstName: 'Ploy' }, ok: true }], note: null })).toEqual({
      'applicants.0.info.firstName': 'Ploy',
      'applicants.0.ok': 'true',
      note: '',
    });
  });

  it('quotes CSV and defuses spreadsheet formulas', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a, "b"')).toBe('"a, ""b"""');
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('+66 81 234 5678')).toBe("'+66 81 234 5678");
  });
});

describe('embedded database lock', () => {
  it('refuses a folder another live process holds', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'intake-lock-'));
    try {
      writeFileSync(path.join(dir, 'db.lock'), String(process.ppid));
      await expect(openPgliteStore(path.join(dir, 'db'))).rejects.toThrow(`in use by process ${process.ppid}`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
