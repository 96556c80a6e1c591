// runExclusive (src/shared/exclusive.ts) with Node's own Web Locks: one runner at a time, a second
// caller told "busy" or waiting its turn, and a page that leaves lets go of the lock at once (a
// page frozen in WebKit's back/forward cache would otherwise hold it).

import { afterEach, describe, expect, it, vi } from 'vitest';
import { runExclusive } from '../../src/shared/exclusive';

/** A promise and the function that resolves it. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

afterEach(() => vi.unstubAllGlobals());

describe('runExclusive', () => {
  it('answers busy to a second caller while the first runs, and runs a waiting one after it', async () => {
    const first = gate();
    const order: string[] = [];
    const running = runExclusive('test-a', async () => (await first.opened, order.push('first'), 'first'), {
      busy: 'busy',
    });
    await expect(runExclusive('test-a', async () => 'second', { busy: 'busy' })).resolves.toBe('busy');
    const waiting = runExclusive('test-a', async () => (order.push('third'), 'third'), { busy: 'busy', wait: true });
    first.open();
    await expect(running).resolves.toBe('first');
    await expect(waiting).resolves.toBe('third');
    expect(order).toEqual(['first', 'third']);
  });

  it('lets go of the lock when the page leaves, while the frozen work never finishes', async () => {
    const page = new EventTarget();
    vi.stubGlobal('onpagehide', null);
    vi.stubGlobal('addEventListener', page.addEventListener.bind(page));
    const frozen = new Promise<string>(() => {});
    const running = runExclusive('test-b', () => frozen, { busy: 'left' });
    await expect(runExclusive('test-b', async () => 'other', { busy: 'busy' })).resolves.toBe('busy');
    page.dispatchEvent(new Event('pagehide'));
    await expect(running).resolves.toBe('left');
    await expect(runExclusive('test-b', async () => 'next page', { busy: 'busy' })).resolves.toBe('next page');
  });
});
