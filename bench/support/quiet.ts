// Waits for a quiet spell of the machine before a measurement that a busy machine skews. Lighthouse
// simulates a slow phone by scaling the main-thread tasks it observes (4x), so a task stretched by
// another process (a test run, a build, a compile on the shared machine) counts four times over in
// its blocking time. The gate reads the whole machine's CPU times from /proc/stat: it is a
// condition on the machine before a run starts, never a filter on the runs' results. Elsewhere
// than Linux it does not wait.

import { readFileSync } from 'node:fs';

export interface CpuTimes {
  busy: number;
  total: number;
}

/** The machine's CPU times so far (jiffies, every core), or undefined without /proc/stat. */
export function cpuTimes(): CpuTimes | undefined {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0]!;
    // cpu user nice system idle iowait irq softirq steal ...
    const [user, nice, system, idle, iowait, irq, softirq, steal] = line.trim().split(/\s+/).slice(1).map(Number);
    const busy = user! + nice! + system! + irq! + softirq! + steal!;
    return { busy, total: busy + idle! + iowait! };
  } catch {
    return undefined;
  }
}

export interface QuietOptions {
  /** The busy share of all cores that counts as quiet over one window (0.15: 15 %). */
  busyShare?: number;
  windowMs?: number;
  /** Gives up after this long and lets the run start anyway (reported as not quiet). */
  timeoutMs?: number;
  /** Where the CPU times come from (the tests give their own). */
  read?: () => CpuTimes | undefined;
}

export interface QuietSpell {
  waitedMs: number;
  /** The busy share of the last window before the run started. */
  busyShare: number;
  quiet: boolean;
}

/** The gate's defaults, which reports quote. */
export const quietDefaults = { busyShare: 0.15, windowMs: 1000, timeoutMs: 120_000 } as const;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves once one window has had at most `busyShare` of the machine's CPU busy. */
export async function waitForQuiet({
  busyShare = quietDefaults.busyShare,
  windowMs = quietDefaults.windowMs,
  timeoutMs = quietDefaults.timeoutMs,
  read = cpuTimes,
}: QuietOptions = {}): Promise<QuietSpell> {
  const start = Date.now();
  let before = read();
  if (!before) return { waitedMs: 0, busyShare: NaN, quiet: true };
  for (;;) {
    await sleep(windowMs);
    const after = read()!;
    const share = (after.busy - before.busy) / Math.max(1, after.total - before.total);
    const waitedMs = Date.now() - start;
    if (share <= busyShare || waitedMs >= timeoutMs) return { waitedMs, busyShare: share, quiet: share <= busyShare };
    before = after;
  }
}
