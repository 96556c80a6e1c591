// Intake benchmark: throughput and latency of submissions over HTTP on loopback, against the
// embedded PGlite database in a temporary folder (`npx tsx bench/intake.ts [posts] [concurrency]`).
// The server runs in this process (@hono/node-server, port 0); the load comes from a child
// process with `concurrency` keep-alive connections, so client and server do not share an event
// loop. Phases: first posts (201), the outbox retrying every one (200, same receipt), receipts.

import { serve } from '@hono/node-server';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { percentile, runPhase } from './load';

interface LoadSpec {
  base: string;
  posts: number;
  concurrency: number;
}

interface PhaseResult {
  name: string;
  requests: number;
  seconds: number;
  latencies: number[];
  errors: number;
}

const WARM_UP = 200;

function body(id: string, i: number): string {
  return JSON.stringify({
    id,
    kind: 'contact',
    schemaVersion: 1,
    locale: 'en',
    data: {
      fullName: `Parent ${i}`,
      email: `parent${i}@example.com`,
      mobile: '+66 81 234 5678',
      purpose: 'admissions',
      message: 'We are moving to Koh Samui next year and would like to visit the school with our two children.',
    },
    attachments: [],
  });
}

/** The load generator (child process). */
async function generateLoad({ base, posts, concurrency }: LoadSpec): Promise<PhaseResult[]> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const send = (method: string, url: string, payload?: string) =>
    new Promise<number>((resolve, reject) => {
      const headers = payload
        ? { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(payload)) }
        : {};
      const req = http.request(url, { method, agent, headers }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      });
      req.on('error', reject);
      req.end(payload);
    });

  const run = async (name: string, count: number, expected: number, request: (i: number) => Promise<number>) => ({
    name,
    requests: count,
    ...(await runPhase(count, concurrency, async (i) => (await request(i)) === expected)),
  });

  const warm = Array.from({ length: WARM_UP }, () => crypto.randomUUID());
  await run('warm-up', WARM_UP, 201, (i) => send('POST', base, body(warm[i]!, i)));
  const ids = Array.from({ length: posts }, () => crypto.randomUUID());
  const payloads = ids.map((id, i) => body(id, i));
  const results = [
    await run('first post (201)', posts, 201, (i) => send('POST', base, payloads[i])),
    await run('retry, same id (200)', posts, 200, (i) => send('POST', base, payloads[i])),
    await run('GET receipt (200)', posts, 200, (i) => send('GET', `${base}/${ids[i]}`)),
  ];
  agent.destroy();
  return results;
}

async function main() {
  const { createIntakeApi } = await import('../server/intake');
  const { loadIntakeConfig } = await import('../server/intake/config');
  const posts = Number(process.argv[2] ?? 2000);
  const concurrency = Number(process.argv[3] ?? 50);
  const dir = mkdtempSync(path.join(tmpdir(), 'intake-bench-'));
  const config = {
    ...loadIntakeConfig({}, dir),
    logLevel: 'silent' as const,
    pgliteDir: path.join(dir, 'db'),
    filesDir: path.join(dir, 'files'),
    rateLimit: 0,
  };
  const api = await createIntakeApi({ config });
  const server = serve({ fetch: api.app.fetch, hostname: '127.0.0.1', port: 0 });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/submissions`;
  try {
    const child = fork(fileURLToPath(import.meta.url), ['--load', JSON.stringify({ base, posts, concurrency })], {
      execArgv: ['--import', 'tsx'],
    });
    const phases = await new Promise<PhaseResult[]>((resolve, reject) => {
      child.once('message', (message) => resolve(message as PhaseResult[]));
      child.once('error', reject);
      child.once('exit', (code) => reject(new Error(`the load generator exited with ${code}`)));
    });
    console.log(`Intake benchmark: ${posts} requests a phase, ${concurrency} connections, PGlite, loopback HTTP\n`);
    console.table(
      phases.map((p) => ({
        phase: p.name,
        requests: p.requests,
        'req/s': Math.round(p.requests / p.seconds),
        'p50 ms': percentile(p.latencies, 0.5).toFixed(1),
        'p99 ms': percentile(p.latencies, 0.99).toFixed(1),
        errors: p.errors,
      })),
    );
    if (phases.some((p) => p.errors > 0)) process.exitCode = 1;
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await api.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

const load = process.argv.indexOf('--load');
if (load < 0) await main();
else {
  const results = await generateLoad(JSON.parse(process.argv[load + 1] ?? '{}') as LoadSpec);
  process.send?.(results, () => process.exit(0));
}
