// The sending queues' shared triggers (src/shared/page-triggers.ts): one flush at a time, the
// calls made during it folded into one more run (reconnected if any of them said so); no run
// started while the browser says it is offline; triggers started by the first caller and
// stopped with the last.

import { describe, expect, it, vi } from 'vitest';
import { coalescedFlush, sharedTriggers } from '../../src/shared/page-triggers';

function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

describe('coalescedFlush', () => {
  it('runs once more after a run for every call made during it, reconnected if any call was', async () => {
    const first = gate();
    const runs: boolean[] = [];
    const flush = coalescedFlush(async ({ reconnected }) => {
      runs.push(reconnected);
      if (runs.length === 1) await first.opened;
      return runs.length;
    }, 'Test flush');
    const started = flush();
    const during = [flush(), flush({ reconnected: true }), flush()];
    first.open();
    expect(await started).toBe(2);
    expect(await Promise.all(during)).toEqual([2, 2, 2]);
    expect(runs).toEqual([false, true]);
    // Nothing runs in the background once it has settled; the next call is a run of its own.
    expect(await flush()).toBe(3);
  });

  it('goes on after a run that failed, and starts nothing while it may not', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let allowed = false;
    let runs = 0;
    const flush = coalescedFlush(
      async () => {
        runs++;
        if (runs === 1) throw new Error('link down');
        return runs;
      },
      'Test flush',
      () => allowed,
    );
    expect(await flush()).toBeUndefined();
    expect(runs).toBe(0);
    allowed = true;
    expect(await flush()).toBeUndefined();
    expect(warn).toHaveBeenCalledWith('Test flush failed:', expect.any(Error));
    expect(await flush()).toBe(2);
    warn.mockRestore();
  });
});

describe('sharedTriggers', () => {
  it('starts with the first caller and stops with the last, each caller counting once', () => {
    const stop = vi.fn();
    const start = vi.fn(() => stop);
    const startTriggers = sharedTriggers(start);
    const a = startTriggers();
    const b = startTriggers();
    expect(start).toHaveBeenCalledTimes(1);
    a();
    a();
    expect(stop).not.toHaveBeenCalled();
    b();
    expect(stop).toHaveBeenCalledTimes(1);
    startTriggers();
    expect(start).toHaveBeenCalledTimes(2);
  });
});
