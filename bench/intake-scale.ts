// Scale-out benchmark (`npx tsx bench/intake-scale.ts [posts] [uploads]`): the intake as one and
// as two processes on PostgreSQL and S3-compatible storage (a throwaway cluster and the emulator of
// tests/support), behind the same round-robin proxy, on loopback. Phases: 100 posts to warm up,
// first posts (201) at 50 connections, then files of 2 MB sent by tus in 1 MB chunks by 12
// families at once (p50/p99: one file from POST to its last PATCH). Logs at `info`, to files. Then the
// check: the export lists every submission once, every file's SHA-256 as sent, the bucket holds one
// object per file. Every part shares this machine's two cores, so two instances cannot be faster
// here than the cores allow; the figures are for comparing runs, not for sizing a host.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { scaleOutEnv, startIntakeProcess, type IntakeProcess } from '../tests/support/intake-process';
import { startPgCluster } from '../tests/support/postgres-cluster';
import { freePort } from '../tests/support/ports';
import { startRoundRobinProxy } from '../tests/support/round-robin-proxy';
import { startS3Emulator } from '../tests/support/s3-emulator';
import { createUpload, postSubmission, sendFile } from '../tests/support/tus-http';
import { contactData, scholarshipSubmission, sha256, submission } from '../tests/intake/support';
import { bucketState, randomPdf } from '../tests/intake/scale-out-support';
import postgres from 'postgres';
import { connectionOf } from '../server/intake/postgres-store';
import { percentile, runPhase } from './load';

const POSTS = Number(process.argv[2] ?? 1000);
const UPLOADS = Number(process.argv[3] ?? 48);
const FILE_BYTES = 2 * 1024 * 1024;
const WARM_UP = 100;
interface Phase {
  perSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

async function phase(count: number, concurrency: number, job: (i: number) => Promise<boolean>): Promise<Phase> {
  const { seconds, latencies, errors } = await runPhase(count, concurrency, job);
  return { perSecond: count / seconds, p50: percentile(latencies, 0.5), p99: percentile(latencies, 0.99), errors };
}

async function run(
  instanceCount: number,
  databaseUrl: string,
  s3: Awaited<ReturnType<typeof startS3Emulator>>,
  logDir: string,
) {
  const env = {
    ...scaleOutEnv(databaseUrl, s3.config),
    INTAKE_RATE_LIMIT: '0',
    INTAKE_EXPORT_TOKEN: 'bench',
    INTAKE_LOG_LEVEL: 'info',
  };
  const instances: IntakeProcess[] = [];
  for (let i = 0; i < instanceCount; i++) {
    const port = await freePort();
    instances.push(await startIntakeProcess(port, env, path.join(logDir, `intake-${instanceCount}-${port}.log`)));
  }
  const proxy = await startRoundRobinProxy(
    instances.map((instance) => instance.url),
    { keepAlive: true },
  );
  try {
    const expected = new Map<string, string[]>();
    const post = async () => {
      const body = submission('contact', contactData());
      const res = await postSubmission(proxy.url, body);
      await res.arrayBuffer();
      expected.set(body.id, []);
      return res.status === 201;
    };
    // Warm-up (connections, prepared statements, JIT), not measured but checked with the rest.
    await phase(WARM_UP, 50, post);
    const posts = await phase(POSTS, 50, post);
    const uploads = await phase(UPLOADS, 12, async () => {
      const bytes = randomPdf(FILE_BYTES);
      const body = scholarshipSubmission([{ field: 'attachments.transcript', bytes }]);
      if ((await postSubmission(proxy.url, body)).status !== 201) return false;
      expected.set(body.id, [sha256(bytes)]);
      const url = await createUpload(proxy.url, body.id, body.attachments[0]!, bytes.byteLength);
      await sendFile(url, bytes);
      return true;
    });
    const res = await fetch(`${proxy.url}/api/export`, { headers: { Authorization: 'Bearer bench' } });
    const { submissions } = (await res.json()) as {
      submissions: { id: string; status: string; files: { storedSha256: string | null }[] }[];
    };
    const ids = submissions.map((s) => s.id);
    const intact =
      ids.length === expected.size &&
      new Set(ids).size === ids.length &&
      submissions.every(
        (s) =>
          s.status === 'complete' &&
          JSON.stringify(s.files.map((f) => f.storedSha256)) === JSON.stringify(expected.get(s.id)),
      );
    return { posts, uploads, submissions: ids.length, intact };
  } finally {
    await proxy.close();
    for (const instance of instances) instance.kill('SIGTERM');
    await Promise.all(instances.map((instance) => instance.exited));
  }
}

async function main() {
  const cluster = startPgCluster();
  const s3 = await startS3Emulator();
  // The instances' JSON logs (level info, as in production) go to files here.
  const logDir = mkdtempSync(path.join(tmpdir(), 'intake-scale-logs-'));
  try {
    const rows = [];
    for (const count of [1, 2]) {
      await cluster.createDatabase(`bench${count}`);
      rows.push({ count, ...(await run(count, cluster.url(`bench${count}`), s3, logDir)) });
    }
    const { url, options } = connectionOf(cluster.url('bench2'));
    const sql = postgres(url, { ...options, max: 1 });
    const state = await bucketState(s3, sql);
    await sql.end();
    const ms = (n: number) => `${n.toFixed(0)} ms`;
    console.log(
      `\nIntake scale-out, loopback, PostgreSQL 15 + S3 emulator: ${POSTS} first posts, ${UPLOADS} files of 2 MB\n`,
    );
    console.log(
      '| instances | first posts/s | p50 | p99 | uploads/s (2 MB) | MB/s | p50 | p99 | errors | submissions | lost or duplicated |',
    );
    console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
    for (const r of rows)
      console.log(
        `| ${r.count} | ${r.posts.perSecond.toFixed(0)} | ${ms(r.posts.p50)} | ${ms(r.posts.p99)} | ` +
          `${r.uploads.perSecond.toFixed(1)} | ${((r.uploads.perSecond * FILE_BYTES) / 1024 / 1024).toFixed(1)} | ` +
          `${ms(r.uploads.p50)} | ${ms(r.uploads.p99)} | ${r.posts.errors + r.uploads.errors} | ${r.submissions} | ` +
          `${r.intact ? 'none' : 'YES'} |`,
      );
    const files = UPLOADS * rows.length;
    console.log(
      `\nBucket: ${state.keys.length} objects for ${files} files; advisory locks held: ${state.advisoryLocks}.`,
    );
    if (rows.some((r) => !r.intact) || state.keys.length !== files) process.exitCode = 1;
  } finally {
    await s3.stop();
    cluster.stop();
    rmSync(logDir, { recursive: true, force: true });
  }
}

await main();
