// The load benchmark's request log: every request a family makes, by kind, with its latency and
// whether the answer was the one the contract promises; and the table of counts, percentiles and
// errors per kind that the benchmark prints.

import { percentile } from '../load';

export const REQUEST_KINDS = {
  create: 'create submission',
  replay: 'replayed create',
  tusCreate: 'tus create',
  tusPatch: 'tus patch',
  tusCut: 'tus patch cut by the family',
  tusHead: 'tus head',
  receipt: 'finish (receipt)',
} as const;
export type RequestKind = keyof typeof REQUEST_KINDS;

export interface RequestSample {
  kind: RequestKind;
  /** When it was sent (performance.now()). */
  at: number;
  /** The path asked for (random ids only), to follow one upload through the run. */
  path: string;
  ms: number;
  /** The answer's status, `timeout` (the outbox's 30 s) or `network`. */
  status: number | 'timeout' | 'network';
  ok: boolean;
}

export class RequestLog {
  readonly samples: RequestSample[] = [];
  /** Unexpected answers, in the order they came: kind, status, and the first bytes of the body. */
  readonly errors: string[] = [];

  add(sample: RequestSample, detail = ''): void {
    this.samples.push(sample);
    if (!sample.ok && sample.kind !== 'tusCut')
      this.errors.push(`${sample.kind} ${sample.status} ${sample.path} ${detail}`.trim());
  }
}

export interface KindRow {
  kind: string;
  count: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  /** Errors by status, e.g. `500×2, timeout×1`. */
  statuses: string;
}

/** Per kind: count, p50/p95/p99 of the latency (ms) and the unexpected answers. */
export function kindRows(samples: readonly RequestSample[]): KindRow[] {
  return (Object.keys(REQUEST_KINDS) as RequestKind[]).map((kind) => {
    const mine = samples.filter((s) => s.kind === kind);
    const latencies = mine.map((s) => s.ms);
    const failed = kind === 'tusCut' ? [] : mine.filter((s) => !s.ok);
    const byStatus = new Map<string, number>();
    for (const s of failed) byStatus.set(String(s.status), (byStatus.get(String(s.status)) ?? 0) + 1);
    return {
      kind: REQUEST_KINDS[kind],
      count: mine.length,
      p50: percentile(latencies, 0.5),
      p95: percentile(latencies, 0.95),
      p99: percentile(latencies, 0.99),
      errors: failed.length,
      statuses: [...byStatus].map(([status, n]) => `${status}×${n}`).join(', '),
    };
  });
}

const ms = (n: number) => (n >= 10_000 ? `${(n / 1000).toFixed(1)} s` : `${Math.round(n)} ms`);

/** The table in Markdown, as docs/benchmarks.md holds it. */
export function kindTable(rows: readonly KindRow[]): string {
  const lines = ['| request | count | p50 | p95 | p99 | errors |', '| --- | --- | --- | --- | --- | --- |'];
  for (const r of rows)
    lines.push(
      `| ${r.kind} | ${r.count} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${r.errors}${r.statuses ? ` (${r.statuses})` : ''} |`,
    );
  return lines.join('\n');
}
