// @vitest-environment node
// The forms benchmark's quiet gate (bench/support/quiet.ts): a Lighthouse run starts only after a
// window in which the machine's CPU was mostly idle, or after the time-out, reported as not quiet.

import { describe, expect, it } from 'vitest';
import { cpuTimes, waitForQuiet, type CpuTimes } from '../../bench/support/quiet';

/** CPU times that advance by 100 jiffies a window, `busy[i]` of them busy in window i. */
function machine(busy: number[]): () => CpuTimes {
  let at = 0;
  let spent = 0;
  let window = -1;
  return () => {
    if (window >= 0) spent += busy[Math.min(window, busy.length - 1)]!;
    window++;
    at += window ? 100 : 0;
    return { busy: spent, total: at };
  };
}

describe('waitForQuiet', () => {
  it('starts after the first window with at most the busy share given', async () => {
    const spell = await waitForQuiet({ windowMs: 5, read: machine([90, 60, 20, 10, 0]) });
    expect(spell.quiet).toBe(true);
    expect(spell.busyShare).toBe(0.1);
    expect(spell.waitedMs).toBeGreaterThanOrEqual(4 * 4);
  });

  it('lets the run start after the time-out, reported as not quiet', async () => {
    const spell = await waitForQuiet({ windowMs: 5, timeoutMs: 30, read: machine([100]) });
    expect(spell.quiet).toBe(false);
    expect(spell.busyShare).toBe(1);
    expect(spell.waitedMs).toBeGreaterThanOrEqual(30);
  });

  it('does not wait where the machine has no /proc/stat', async () => {
    expect(await waitForQuiet({ windowMs: 5, read: () => undefined })).toEqual({
      waitedMs: 0,
      busyShare: NaN,
      quiet: true,
    });
  });

  it('reads this machine’s CPU times on Linux', () => {
    const times = cpuTimes();
    if (process.platform === 'linux') expect(times!.total).toBeGreaterThan(times!.busy);
    else expect(times).toBeUndefined();
  });
});
