// @vitest-environment node
// Two intake processes on one PostgreSQL and one S3-compatible store, a round robin in front
// (docs/deployment.md): the chunks of one upload alternate between them, a submission replayed
// against both at once is stored once, an upload both hold is handed over, a process killed or
// stopped mid-upload leaves the rest to the other, a parcel parked on one is read on the other,
// the rate limit is one count; in the end every submission arrived once, every file's SHA-256 is
// what the family sent, nothing is locked and nothing is left behind.

import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { connectionOf } from '../../server/intake/postgres-store';
import { scaleOutEnv, startIntakeProcess, type IntakeProcess } from '../support/intake-process';
import { startPgCluster, type PgCluster } from '../support/postgres-cluster';
import { startRoundRobinProxy, type RoundRobinProxy } from '../support/round-robin-proxy';
import { freePort } from '../support/ports';
import { startS3Emulator, type S3Emulator } from '../support/s3-emulator';
import {
  CHUNK_BYTES,
  createUpload,
  headOffset,
  heldBody,
  patchUpload,
  postSubmission,
  sendFile,
} from '../support/tus-http';
import { bucketState, instanceReached, randomPdf, storedSha256 } from './scale-out-support';
import { contactData, pngBytes, scholarshipSubmission, sha256, submission } from './support';

const MB = 1024 * 1024;
const STAFF = { Authorization: 'Bearer staff-export', 'X-Forwarded-For': '192.0.2.10' };

let dir: string;
let cluster: PgCluster;
let s3: S3Emulator;
let proxy: RoundRobinProxy;
let sql: postgres.Sql;
const ports: number[] = []; // per slot: a restarted instance comes back on it, behind the same proxy
const instances: IntakeProcess[] = [];
const logs: string[] = [];
/** Every submission the test sent, and the files it declared. */
const sent = new Map<string, { sha256: string; size: number }[]>();

const start = (slot: number) => {
  const tmp = path.join(dir, `tmp-${slot}-${Date.now()}`);
  mkdirSync(tmp);
  return startIntakeProcess(ports[slot]!, {
    ...scaleOutEnv(cluster.url(), s3.config),
    INTAKE_RATE_LIMIT: '60',
    INTAKE_TRUST_PROXY: 'true',
    INTAKE_EXPORT_TOKEN: 'staff-export',
    INTAKE_SHUTDOWN_GRACE_SECONDS: '20',
    TMPDIR: tmp,
  });
};
/** Replaces instance `slot` (after it was stopped) with a fresh process on the same port. */
const restart = async (slot: number) => {
  logs.push(...instances[slot]!.lines);
  instances[slot] = await start(slot);
};
/** A family's own client IP: the rate limit (60 a minute here) counts each apart. */
const family = (n: number) => ({ 'X-Forwarded-For': `203.0.113.${n}` });

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'intake-scale-'));
  cluster = startPgCluster();
  s3 = await startS3Emulator();
  ports.push(await freePort(), await freePort());
  // The first process creates the tables; the second starts on them.
  instances.push(await start(0));
  instances.push(await start(1));
  proxy = await startRoundRobinProxy([instances[0]!.url, instances[1]!.url]);
  const { url, options } = connectionOf(cluster.url());
  sql = postgres(url, { ...options, max: 2 });
}, 180_000);

afterAll(async () => {
  for (const instance of instances) instance.kill('SIGKILL');
  await Promise.all(instances.map((instance) => instance.exited));
  await proxy?.close();
  await sql?.end();
  await s3?.stop();
  cluster?.stop();
  rmSync(dir, { recursive: true, force: true });
}, 60_000);

/** Posts a scholarship application with `files` through the proxy; returns its upload URLs. */
async function apply(n: number, files: Uint8Array[]) {
  const body = scholarshipSubmission(
    files.map((bytes, i) => ({
      field: i === 0 ? 'attachments.transcript' : 'attachments.awards',
      bytes,
      type: i === 0 ? 'application/pdf' : 'image/png',
      name: i === 0 ? 'ผลการเรียน.pdf' : 'awards.png',
    })),
  );
  expect((await postSubmission(proxy.url, body, family(n))).status).toBe(201);
  sent.set(
    body.id,
    body.attachments.map((a) => ({ sha256: a.sha256, size: a.size })),
  );
  const urls = [];
  for (const [i, a] of body.attachments.entries())
    urls.push(await createUpload(proxy.url, body.id, a, files[i]!.byteLength, family(n)));
  return { body, urls };
}

/** The proxy's byte counts now, to see later which instance a held body went to. */
const before = () => [...proxy.forwarded];
const arrivedAt = (counted: number[], bytes: number) => instanceReached(proxy, counted, bytes);

const receipt = async (id: string) => (await fetch(`${proxy.url}/api/submissions/${id}`)).json();

/** The school has the submission complete, and the bucket holds its file as it was sent. */
async function expectWhole(body: { id: string; attachments: { id: string }[] }, bytes: Uint8Array) {
  expect(await receipt(body.id)).toMatchObject({ status: 'complete', missingFiles: [] });
  expect(await storedSha256(s3, `files/${body.id}/${body.attachments[0]!.id}`)).toBe(sha256(bytes));
}

describe('two intake instances behind a round robin', () => {
  it('sends the chunks of one upload to both instances in turn, and the file arrives whole', async () => {
    const bytes = randomPdf(7 * MB);
    const { body, urls } = await apply(1, [bytes]);
    const servedBy = await sendFile(urls[0]!, bytes, { headers: family(1), retries: 0 });
    expect(servedBy).toHaveLength(7);
    for (let i = 1; i < servedBy.length; i++) expect(servedBy[i]).not.toBe(servedBy[i - 1]);
    expect(await receipt(body.id)).toMatchObject({ status: 'complete', missingFiles: [] });
    // The upload has moved: no instance answers for it any more (its metadata is shared).
    for (const instance of instances)
      expect(await headOffset(`${instance.url}${new URL(urls[0]!).pathname}`)).toBeUndefined();
    // Two parts of a multipart upload (5 MiB + the rest), put together in the bucket.
    expect(await storedSha256(s3, `files/${body.id}/${body.attachments[0]!.id}`)).toBe(sha256(bytes));
  });

  it('stores a submission replayed against both instances at once exactly once', async () => {
    const body = submission('contact', contactData());
    const answers = await Promise.all(
      Array.from({ length: 40 }, async (_, i) => {
        const res = await postSubmission(instances[i % 2]!.url, body, family(20));
        return { status: res.status, reference: ((await res.json()) as { reference: string }).reference };
      }),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(39);
    expect(new Set(answers.map((a) => a.reference)).size).toBe(1);
    const [row] = await sql`SELECT count(*)::int AS n FROM submissions WHERE id = ${body.id}`;
    expect(row?.n).toBe(1);
    sent.set(body.id, []);
  });

  it('hands an upload over when the other instance asks for it, keeping the bytes received', async () => {
    const bytes = randomPdf(2 * MB);
    const { body, urls } = await apply(2, [bytes]);
    // A slow PATCH holds the upload's lock on one instance...
    const slow = heldBody();
    const first = patchUpload(urls[0]!, 0, slow.stream, family(2)).then(
      (res) => res.status,
      () => 'cut',
    );
    slow.send(bytes.slice(0, MB / 2));
    const holder = await arrivedAt(before(), MB / 2);
    // ...until the same upload is sent to the other: that one waits, the holder lets go, keeping
    // what it received, and the newcomer learns the offset moved (without the hand-over it would
    // wait out the lock's 30 s and fail).
    const other = instances[1 - holder]!.url;
    const second = await patchUpload(`${other}${new URL(urls[0]!).pathname}`, 0, bytes);
    expect(second.status).toBe(409);
    expect([204, 400, 'cut']).toContain(await first);
    const offset = await headOffset(urls[0]!);
    expect(offset).toBe(MB / 2);
    await sendFile(urls[0]!, bytes, { from: offset });
    await expectWhole(body, bytes);
  }, 60_000);

  it('finishes an upload on the other instance when one is killed mid-PATCH', async () => {
    const bytes = randomPdf(6 * MB + 12_345);
    const { body, urls } = await apply(3, [bytes]);
    await sendFile(urls[0]!, bytes.slice(0, 2 * MB), { headers: family(3) });
    const counted = before();
    const slow = heldBody();
    const patch = patchUpload(urls[0]!, 2 * MB, slow.stream, family(3)).catch(() => undefined);
    slow.send(bytes.slice(2 * MB, 2 * MB + CHUNK_BYTES / 2));
    const victim = await arrivedAt(counted, CHUNK_BYTES / 2);
    instances[victim]!.kill('SIGKILL');
    expect(await instances[victim]!.exited).toBe('SIGKILL');
    expect((await patch)?.status ?? 'cut').not.toBe(204);
    // The other instance answers from what the bucket holds, and takes the rest.
    const offset = await headOffset(urls[0]!, family(3));
    expect(offset).toBeLessThanOrEqual(3 * MB);
    await sendFile(urls[0]!, bytes, { from: offset, headers: family(3) });
    await expectWhole(body, bytes);
    await restart(victim);
  }, 120_000);

  it('lets a PATCH in flight finish on SIGTERM, then the other instance takes the rest', async () => {
    const bytes = randomPdf(3 * MB);
    const { body, urls } = await apply(4, [bytes]);
    const counted = before();
    const slow = heldBody();
    const patch = patchUpload(urls[0]!, 0, slow.stream, family(4));
    slow.send(bytes.slice(0, CHUNK_BYTES / 2));
    const stopping = await arrivedAt(counted, CHUNK_BYTES / 2);
    const instance = instances[stopping]!;
    instance.kill('SIGTERM');
    await vi.waitFor(() => expect(instance.lines.some((line) => line.includes('"shutting down"'))).toBe(true));
    slow.send(bytes.slice(CHUNK_BYTES / 2, CHUNK_BYTES));
    slow.end();
    const answer = await patch;
    expect(answer.status).toBe(204);
    expect(answer.headers.get('upload-offset')).toBe(String(CHUNK_BYTES));
    expect(await instance.exited).toBe(0);
    await sendFile(urls[0]!, bytes, { from: CHUNK_BYTES, headers: family(4) });
    await expectWhole(body, bytes);
    await restart(stopping);
  }, 120_000);

  it('takes many families at once, each file whole', async () => {
    await Promise.all(
      Array.from({ length: 6 }, async (_, i) => {
        const files = [randomPdf((i + 1) * 900_000), pngBytes(300_000 + i)];
        const { body, urls } = await apply(10 + i, files);
        for (const [j, url] of urls.entries()) await sendFile(url, files[j]!, { headers: family(10 + i) });
        expect(await receipt(body.id)).toMatchObject({ status: 'complete' });
      }),
    );
  }, 120_000);

  it('parks a take-home parcel in the bucket that either instance gives back', async () => {
    const sealed = randomPdf(200_000); // opaque to the server: any bytes will do
    const parked = await fetch(`${instances[0]!.url}/api/parcels`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/octet-stream' },
      body: sealed,
    });
    expect(parked.status).toBe(201);
    const { id } = (await parked.json()) as { id: string };
    expect(await storedSha256(s3, `parcels/${id}`)).toBe(sha256(sealed));
    const read = await fetch(`${instances[1]!.url}/api/parcels/${id}`);
    expect(read.status).toBe(200);
    expect(sha256(new Uint8Array(await read.arrayBuffer()))).toBe(sha256(sealed));
    expect((await fetch(`${instances[1]!.url}/api/parcels/${id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await fetch(`${instances[0]!.url}/api/parcels/${id}`)).status).toBe(404);
    expect(await storedSha256(s3, `parcels/${id}`)).toBeNull();
  });

  it('counts the rate limit once for both instances', async () => {
    const ip = { 'X-Forwarded-For': '198.51.100.77' };
    const statuses = [];
    for (let i = 0; i < 61; i++)
      statuses.push((await fetch(`${proxy.url}/api/submissions/${crypto.randomUUID()}`, { headers: ip })).status);
    expect(statuses.slice(0, 60).every((s) => s === 404)).toBe(true);
    expect(statuses[60]).toBe(429);
  });

  it('received every submission once and every file whole; nothing is locked or left behind', async () => {
    const res = await fetch(`${proxy.url}/api/export`, { headers: STAFF });
    const { submissions } = (await res.json()) as {
      submissions: { id: string; status: string; files: { sha256: string; storedSha256: string; size: number }[] }[];
    };
    expect(submissions.map((s) => s.id).sort()).toEqual([...sent.keys()].sort());
    for (const s of submissions) {
      expect(s.status).toBe('complete');
      const declared = sent.get(s.id)!.map((f) => f.sha256);
      expect(s.files.map((f) => f.storedSha256).sort()).toEqual(declared.sort());
    }
    const state = await bucketState(s3, sql);
    expect(state.advisoryLocks).toBe(0);
    expect(state.uploadRows).toBe(0);
    expect(state.keys.filter((key) => !key.startsWith('files/'))).toEqual([]);
    expect(state.keys).toHaveLength([...sent.values()].flat().length);
    for (const instance of instances) {
      const ready = await fetch(`${instance.url}/api/ready`);
      expect(ready.status).toBe(200);
      // Idle connections are the balancer's to close (server/keep-alive.ts), not the instance's.
      expect(ready.headers.get('keep-alive')).toBe('timeout=65');
    }
  });

  it('wrote JSON log lines with request ids and no personal data', () => {
    const lines = [...logs, ...instances.flatMap((instance) => instance.lines)];
    const requests = lines
      .filter((line) => line.includes('"message":"request"'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(requests.length).toBeGreaterThan(50);
    for (const entry of requests)
      expect(Object.keys(entry).sort()).toEqual([
        'durationMs',
        'level',
        'message',
        'method',
        'path',
        'requestId',
        'status',
        'time',
      ]);
    for (const line of lines) expect(line).not.toMatch(/203\.0\.113\.|198\.51\.100\.|Ploy|anna@example/);
  });
});
