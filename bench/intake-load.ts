// Load benchmark of the intake (`npx tsx bench/intake-load.ts [--minutes 10] [--families 50]
// [--seed 1] [--warm-up 1]`): families submitting applications with files for that long against
// two intake processes on PostgreSQL (a throwaway cluster) and S3-compatible storage (the emulator
// of tests/support), behind the round-robin proxy, as docs/deployment.md runs it. The emulator and
// the proxy run in processes of their own. Each family behaves as the page's outbox does
// (bench/support/load-family.ts), thinks a few seconds, and the next family starts; when the time
// is up, families finish what they started. Then it prints the requests by kind, the totals, each
// instance's memory, and checks that nothing was lost, stored twice or left behind; it exits 1 if
// anything was, or if an instance's memory grew more than 15 % after the warm-up (minutes).

import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { freePort } from '../tests/support/ports';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import postgres from 'postgres';
import type { S3Config } from '../server/intake/config';
import { connectionOf } from '../server/intake/postgres-store';
import { scaleOutEnv, startIntakeProcess, type IntakeProcess } from '../tests/support/intake-process';
import { startPgCluster } from '../tests/support/postgres-cluster';
import { between, familySubmission, seededRng } from './support/load-data';
import { CUT_SHARE, deliverSubmission, REPLAY_SHARE, type Outcome } from './support/load-family';
import { heapProbe, heapSeries, heapVerdicts, memoryTable, memoryVerdict, sampleRss } from './support/load-memory';
import { kindRows, kindTable, RequestLog } from './support/load-record';
import { gather, judge } from './support/load-verify';
import { startSide, type SideProcess } from './support/side-process';

const THINK_MS = [2_000, 8_000] as const;
const SAMPLE_EVERY_MS = 5_000;
const MB = 1024 * 1024;

function options() {
  const { values } = parseArgs({
    options: {
      minutes: { type: 'string', default: '10' },
      families: { type: 'string', default: '50' },
      seed: { type: 'string', default: '1' },
      'warm-up': { type: 'string', default: '1' },
    },
  });
  const minutes = Number(values.minutes);
  const families = Number(values.families);
  const seed = Number(values.seed);
  const warmUp = Number(values['warm-up']);
  if (!(minutes > 0) || !Number.isInteger(families) || families < 1 || !Number.isInteger(seed) || !(warmUp >= 0))
    throw new Error(
      'usage: bench/intake-load.ts [--minutes <n > 0>] [--families <whole n ≥ 1>] [--seed <integer>] [--warm-up <minutes ≥ 0>]',
    );
  return { minutes, families, seed, warmUp };
}

/** Error lines of the instances' JSON logs: what a 5xx left behind, for the report. */
function loggedErrors(files: string[]): string[] {
  return files.flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => line.includes('"level":"error"'))
      .map((line) => {
        const entry = JSON.parse(line) as Record<string, unknown>;
        return `${path.basename(file)}: ${String(entry.message)} ${String(entry.error ?? '')} ${String(entry.detail ?? '')}`;
      }),
  );
}

async function main() {
  const { minutes, families, seed, warmUp } = options();
  const started = new Date();
  const logDir = mkdtempSync(path.join(tmpdir(), 'intake-load-logs-'));
  const cluster = startPgCluster();
  const sides: SideProcess<unknown>[] = [];
  const instances: IntakeProcess[] = [];
  let keepLogs = false;
  try {
    await cluster.createDatabase('load');
    const s3 = await startSide<{ config: S3Config }>(['s3']);
    sides.push(s3);
    const env = {
      ...scaleOutEnv(cluster.url('load'), s3.ready.config),
      INTAKE_TRUST_PROXY: 'true',
      INTAKE_LOG_LEVEL: 'info',
      NODE_OPTIONS: heapProbe(SAMPLE_EVERY_MS),
    };
    const logs: string[] = [];
    for (const n of [1, 2]) {
      const port = await freePort();
      logs.push(path.join(logDir, `intake-${n}.log`));
      instances.push(await startIntakeProcess(port, env, logs.at(-1)));
    }
    const proxy = await startSide<{ url: string }>(['proxy', ...instances.map((i) => i.url)]);
    sides.push(proxy);

    console.log(
      `Intake load: ${families} families for ${minutes} min, 2 instances, PostgreSQL 15 + S3 emulator, seed ${seed}; ` +
        `${cpus().length} cores, load average ${loadavg()[0]!.toFixed(1)} at the start`,
    );
    const log = new RequestLog();
    const outcomes: Outcome[] = [];
    const t0 = performance.now();
    const wallT0 = Date.now();
    const deadline = t0 + minutes * 60_000;
    const sampler = sampleRss(
      instances.map((i) => i.pid),
      SAMPLE_EVERY_MS,
      t0,
    );
    const progress = setInterval(() => {
      const done = outcomes.filter((o) => o.finished).length;
      console.log(`  ${((performance.now() - t0) / 60_000).toFixed(1)} min: ${done} submissions complete`);
    }, 60_000);
    await Promise.all(
      Array.from({ length: families }, async (_, worker) => {
        const rng = seededRng(seed * 1_000 + worker);
        // Families arrive spread over the first think time, not all in the same millisecond.
        await sleep(between(rng, 0, THINK_MS[1]));
        for (let n = 0; performance.now() < deadline; n++) {
          const ip = `10.${worker >> 8}.${worker & 255}.${n % 250}`;
          const submission = familySubmission(rng, new Date());
          outcomes.push(await deliverSubmission({ base: proxy.ready.url, log, rng, ip, sleep }, submission));
          await sleep(between(rng, ...THINK_MS));
        }
      }),
    );
    const seconds = (performance.now() - t0) / 1000;
    clearInterval(progress);
    sampler.stop();

    const { url, options: pgOptions } = connectionOf(cluster.url('load'));
    const sql = postgres(url, { ...pgOptions, max: 2, onnotice: () => undefined });
    // A check that cannot be made fails the run, after printing everything measured.
    const unchecked: string[] = [];
    const verdict = await gather(sql, s3.ready.config, outcomes).then(
      (stored) => judge(outcomes, stored),
      (error: unknown) => {
        unchecked.push(String(error));
        return { lost: [], duplicated: [], leftBehind: [] };
      },
    );
    await sql.end();

    const finished = outcomes.filter((o) => o.finished);
    const fileMb = finished.reduce((s, o) => s + o.files.reduce((t, f) => t + f.size, 0), 0) / MB;
    const sentMb = outcomes.reduce((s, o) => s + o.bytesSent, 0) / MB;
    const files = finished.reduce((s, o) => s + o.files.length, 0);
    const retried = outcomes.filter((o) => o.attempts > 1).length;
    const moved = log.samples.filter((r) => r.kind === 'tusPatch' && r.status === 409).length;
    console.log(
      `\n${started.toISOString().slice(0, 16)} UTC, ${families} families, ${minutes} min of arrivals ` +
        `(${(seconds / 60).toFixed(1)} min until the last finished); load average during the run ` +
        `${Math.min(...sampler.load).toFixed(1)}–${Math.max(...sampler.load).toFixed(1)} on ${cpus().length} cores\n`,
    );
    console.log(kindTable(kindRows(log.samples)));
    console.log(
      `\n${finished.length} of ${outcomes.length} submissions complete (${((finished.length / seconds) * 60).toFixed(1)} a minute), ` +
        `${files} files, ${fileMb.toFixed(0)} MB of files (${(fileMb / seconds).toFixed(2)} MB/s); ` +
        `${sentMb.toFixed(0)} MB acknowledged in PATCHes, resends included; ${retried} submissions needed ` +
        `more than one attempt (planned: ${REPLAY_SHARE * 100} % POSTs replayed at once, ${CUT_SHARE * 100} % of files cut once); ` +
        `${moved} PATCHes answered 409 (offset moved: HEAD and go on)`,
    );

    const memory = sampler.series.map((series, i) => ({
      rss: memoryVerdict(series, minutes * 60, warmUp * 60),
      ...heapVerdicts(heapSeries(readFileSync(logs[i]!, 'utf8'), wallT0), minutes * 60, warmUp * 60),
    }));
    console.log(`\n${memoryTable(memory)}`);

    const unfinished = outcomes.filter((o) => !o.finished).map((o) => `${o.id} after ${o.attempts} attempts`);
    const errors = loggedErrors(logs);
    const report = (title: string, items: string[]) => {
      console.log(`\n${title}: ${items.length === 0 ? 'none' : items.length}`);
      for (const item of items.slice(0, 20)) console.log(`  ${item}`);
    };
    report('Could not check', unchecked);
    report('Lost', verdict.lost);
    report('Stored twice', verdict.duplicated);
    report('Left behind', verdict.leftBehind);
    report('Not finished by their family', unfinished);
    report('Unexpected answers', log.errors);
    report("Errors in the instances' logs", errors);

    const results = path.join(import.meta.dirname, 'results');
    mkdirSync(results, { recursive: true });
    const file = path.join(results, `intake-load-${started.toISOString().replace(/[:.]/g, '-')}.json`);
    const requests = log.samples.map((r) => ({ ...r, at: Math.round(r.at - t0), ms: Math.round(r.ms) }));
    const run = { started, minutes, families, seed, seconds, requests, rss: sampler.series, load: sampler.load };
    writeFileSync(file, JSON.stringify({ ...run, memory, verdict, unfinished, errors }));
    console.log(`\nEvery request and memory sample: ${path.relative(process.cwd(), file)}`);

    const failed =
      unchecked.length + verdict.lost.length + verdict.duplicated.length > 0 ||
      verdict.leftBehind.length + unfinished.length > 0 ||
      memory.some((m) => !m.rss.flat);
    if (failed) {
      keepLogs = true;
      console.log(`\nFAILED; the instances' logs are kept in ${logDir}`);
      process.exitCode = 1;
    }
  } finally {
    for (const instance of instances) instance.kill('SIGTERM');
    await Promise.all(instances.map((instance) => instance.exited));
    for (const side of sides.reverse()) await side.stop();
    cluster.stop();
    if (!keepLogs) rmSync(logDir, { recursive: true, force: true });
  }
}

await main();
