// What the service worker takes as a page's message: "take over now" in workbox-window's spelling
// (what the update prompt sends) and in the spelling pages of earlier builds still send, so that
// a visitor on either can apply an update; nothing else passes for it.

import { describe, expect, it } from 'vitest';
import { isPageToWorkerMessage, isSkipWaiting } from '../../src/shared/worker-messages';

describe('messages from the page to the service worker', () => {
  it("take workbox-window's SKIP_WAITING and the earlier 'skip-waiting' as the visitor's yes", () => {
    for (const type of ['SKIP_WAITING', 'skip-waiting']) {
      expect(isPageToWorkerMessage({ type })).toBe(true);
      expect(isSkipWaiting({ type })).toBe(true);
    }
  });

  it('take nothing else as a skip-waiting request', () => {
    for (const value of [{ type: 'skipWaiting' }, { type: 'cache-locale', locale: 'en' }, 'SKIP_WAITING', null, {}]) {
      expect(isSkipWaiting(value)).toBe(false);
    }
    expect(isPageToWorkerMessage({ type: 'flush-outbox', reconnected: false })).toBe(true);
    expect(isPageToWorkerMessage({ type: 'something-else' })).toBe(false);
  });
});
