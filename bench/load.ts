// What the intake benchmarks share: a phase of `count` jobs run by `concurrency` workers, each
// job's duration one latency, and the percentile of a list of latencies.

import { performance } from 'node:perf_hooks';

export interface PhaseRun {
  seconds: number;
  latencies: number[];
  errors: number;
}

/** Runs `job(0..count-1)` on `concurrency` workers; a job that resolves false or throws is an error. */
export async function runPhase(
  count: number,
  concurrency: number,
  job: (i: number) => Promise<boolean>,
): Promise<PhaseRun> {
  const latencies: number[] = [];
  let next = 0;
  let errors = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const i = next++;
        const t = performance.now();
        const ok = await job(i).catch(() => false);
        latencies.push(performance.now() - t);
        if (!ok) errors++;
      }
    }),
  );
  return { seconds: (performance.now() - started) / 1000, latencies, errors };
}

/** The `p` quantile (0..1) of `values`, sorted or not. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
}
