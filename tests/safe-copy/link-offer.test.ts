// @vitest-environment node
// The recovery link carries the family secret in its fragment only, and reads back from a pasted
// link, a fragment or the bare key; a link cut short or changed gives nothing. The offer comes at
// once in a purging browser that is not installed, else after a draft was left unfinished.
import { describe, expect, it } from 'vitest';
import { toBase64Url } from '../../src/crypto';
import { randomSecret } from '../../src/safe-copy/keys';
import { recoveryLink, secretFromLink } from '../../src/safe-copy/link';
import { isWebKit, shouldOffer, type OfferSituation } from '../../src/safe-copy/offer';

describe('the recovery link', () => {
  it('puts the secret in the fragment, never in the path or the query', () => {
    const secret = randomSecret();
    const link = recoveryLink('https://school.example', '/th/restore', secret);
    const url = new URL(link);
    expect(url.pathname).toBe('/th/restore');
    expect(url.search).toBe('');
    expect(url.hash).toBe(`#${toBase64Url(secret)}`);
  });

  it('reads the secret from a whole link, a fragment or the key alone', () => {
    const secret = randomSecret();
    const link = recoveryLink('https://school.example', '/en/restore', secret);
    expect(secretFromLink(link)).toEqual(secret);
    expect(secretFromLink(`  ${link}\n`)).toEqual(secret);
    expect(secretFromLink(`#${toBase64Url(secret)}`)).toEqual(secret);
    expect(secretFromLink(toBase64Url(secret))).toEqual(secret);
  });

  it('gives nothing for a link cut short or with a stray character', () => {
    const key = toBase64Url(randomSecret());
    expect(secretFromLink(`https://school.example/en/restore#${key.slice(0, 40)}`)).toBeUndefined();
    expect(secretFromLink(`#${key.slice(0, 42)}+`)).toBeUndefined();
    expect(secretFromLink('https://school.example/en/restore')).toBeUndefined();
    expect(secretFromLink('')).toBeUndefined();
  });
});

describe('when the page offers safe copies', () => {
  const base: OfferSituation = {
    webkit: false,
    standalone: false,
    leftUnfinished: false,
    hasDraft: true,
    answered: false,
    sharedDevice: false,
  };
  it.each([
    ['Safari, not installed, a draft', { webkit: true }, true],
    ['Safari from the home screen', { webkit: true, standalone: true }, false],
    ['Chromium, first draft still open', {}, false],
    ['Chromium, a draft left unfinished', { leftUnfinished: true }, true],
    ['the family answered already', { webkit: true, leftUnfinished: true, answered: true }, false],
    ['a shared tablet', { webkit: true, leftUnfinished: true, sharedDevice: true }, false],
    ['no draft yet', { webkit: true, hasDraft: false }, false],
  ] as const)('%s', (_name, change, expected) => {
    expect(shouldOffer({ ...base, ...change })).toBe(expected);
  });

  it('tells WebKit from Chromium and Firefox by the user agent', () => {
    const iphoneChrome =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0 Mobile/15E148 Safari/604.1';
    const macSafari =
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
    const webkitGtk =
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15';
    const chrome = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
    const firefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
    expect(isWebKit(iphoneChrome)).toBe(true);
    expect(isWebKit(macSafari)).toBe(true);
    expect(isWebKit(webkitGtk)).toBe(true);
    expect(isWebKit(chrome)).toBe(false);
    expect(isWebKit(firefox)).toBe(false);
  });
});
