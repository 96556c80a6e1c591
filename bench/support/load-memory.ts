// Memory of the intake instances under the load benchmark: each process's resident set size read
// from /proc/<pid>/status every few seconds (with the machine's load average beside it), and the
// verdict. The warm-up (one minute unless asked: JIT, pools, caches, the allocator's arenas fill)
// is left out; memory counts as flat when the median of the last minute is within the threshold
// (15 %) of the median of the minute after the warm-up. Each instance also logs its heap, so
// growth can be told apart as the heap's or the allocator's.

import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';

export interface RssSample {
  /** Seconds since the load started. */
  t: number;
  mb: number;
}

/** VmRSS of process `pid` in MB, or undefined once it is gone. */
export function rssMb(pid: number): number | undefined {
  try {
    const match = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : undefined;
  } catch {
    return undefined;
  }
}

export interface Sampler {
  /** Per pid, in the order given. */
  series: RssSample[][];
  /** The 1-minute load average at each sample. */
  load: number[];
  stop(): void;
}

export function sampleRss(pids: number[], everyMs: number, started: number): Sampler {
  const series: RssSample[][] = pids.map(() => []);
  const load: number[] = [];
  const take = () => {
    const t = (performance.now() - started) / 1000;
    pids.forEach((pid, i) => {
      const mb = rssMb(pid);
      if (mb !== undefined) series[i]!.push({ t, mb });
    });
    load.push(loadavg()[0]!);
  };
  take();
  const timer = setInterval(take, everyMs);
  return { series, load, stop: () => clearInterval(timer) };
}

/**
 * NODE_OPTIONS for an instance that writes its own heap figures (`process.memoryUsage()`) to its
 * log every `everyMs`, one JSON line each: whether RSS growth is the heap's, or the allocator's.
 */
export function heapProbe(everyMs: number): string {
  const code = `setInterval(() => console.log(JSON.stringify({ message: 'memory', time: Date.now(), ...process.memoryUsage() })), ${everyMs}).unref();`;
  return `--import=data:text/javascript,${encodeURIComponent(code)}`;
}

/** The probe's heap-used and external (buffers) series from an instance's log, in MB. */
export function heapSeries(log: string, startedAt: number): { heap: RssSample[]; external: RssSample[] } {
  const lines = log.split('\n').filter((line) => line.startsWith('{"message":"memory"'));
  const entries = lines.map((line) => JSON.parse(line) as { time: number; heapUsed: number; external: number });
  const at = (time: number) => (time - startedAt) / 1000;
  return {
    heap: entries.map((e) => ({ t: at(e.time), mb: e.heapUsed / 1024 / 1024 })),
    external: entries.map((e) => ({ t: at(e.time), mb: e.external / 1024 / 1024 })),
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** Least-squares slope of MB over time, in MB a minute. */
function slopePerMinute(samples: RssSample[]): number {
  if (samples.length < 2) return 0;
  const mt = samples.reduce((s, x) => s + x.t, 0) / samples.length;
  const mm = samples.reduce((s, x) => s + x.mb, 0) / samples.length;
  const num = samples.reduce((s, x) => s + (x.t - mt) * (x.mb - mm), 0);
  const den = samples.reduce((s, x) => s + (x.t - mt) ** 2, 0);
  return den === 0 ? 0 : (num / den) * 60;
}

export interface MemoryVerdict {
  firstMinute: number;
  /** The minute after the warm-up: what the last minute is held to. */
  afterWarmUp: number;
  lastMinute: number;
  /** From the end of the warm-up, MB a minute. */
  slope: number;
  /** lastMinute / afterWarmUp - 1. */
  growth: number;
  flat: boolean;
  /** False when the load ended before a minute after the warm-up: there is nothing to compare. */
  judged: boolean;
}

/**
 * The verdict over the samples of the load's `seconds` (later samples, the drain, are left out),
 * the first `warmUp` seconds being warm-up.
 */
export function memoryVerdict(samples: RssSample[], seconds: number, warmUp = 60, threshold = 0.15): MemoryVerdict {
  const within = (from: number, to: number) => samples.filter((s) => s.t >= from && s.t <= to).map((s) => s.mb);
  const judged = seconds >= warmUp + 60;
  const afterWarmUp = judged ? median(within(warmUp, warmUp + 60)) : NaN;
  const lastMinute = median(within(seconds - 60, seconds));
  const growth = judged ? lastMinute / afterWarmUp - 1 : 0;
  return {
    firstMinute: median(within(0, 60)),
    afterWarmUp,
    lastMinute,
    slope: slopePerMinute(samples.filter((s) => s.t >= warmUp && s.t <= seconds)),
    growth,
    flat: growth <= threshold,
    judged,
  };
}

/** The heap's and the buffers' verdicts beside the RSS one (for the table; RSS decides). */
export function heapVerdicts(series: { heap: RssSample[]; external: RssSample[] }, seconds: number, warmUp: number) {
  return {
    heap: memoryVerdict(series.heap, seconds, warmUp),
    external: memoryVerdict(series.external, seconds, warmUp),
  };
}

const mb = (n: number) => (Number.isNaN(n) ? '—' : `${n.toFixed(0)} MB`);
const span = (v: MemoryVerdict) => `${mb(v.afterWarmUp)} → ${mb(v.lastMinute)}`;

/** Per instance: RSS by minute, its slope and growth, the verdict; heap and buffers beside. */
export function memoryTable(rows: { rss: MemoryVerdict; heap: MemoryVerdict; external: MemoryVerdict }[]): string {
  const lines = [
    '| instance | RSS, 1st minute | after warm-up | last minute | slope after warm-up | growth | flat | heap used, after warm-up → last minute | buffers (external) |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ];
  rows.forEach(({ rss, heap, external }, i) =>
    lines.push(
      `| ${i + 1} | ${mb(rss.firstMinute)} | ${mb(rss.afterWarmUp)} | ${mb(rss.lastMinute)} | ` +
        `${rss.slope.toFixed(1)} MB/min | ${(rss.growth * 100).toFixed(1)} % | ` +
        `${rss.judged ? (rss.flat ? 'yes' : 'NO') : 'not judged (too short)'} | ${span(heap)} | ${span(external)} |`,
    ),
  );
  return lines.join('\n');
}
