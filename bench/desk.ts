// Admissions desk benchmark: with N submissions (10,000 unless given: `npx tsx bench/desk.ts
// [count] [pglite|postgres|both]`) received over two years through the real intake API, the desk's
// list, filters, search (Latin, Thai, Cyrillic, Chinese, reference), the figures and the detail
// view are timed on the server (the desk's Hono app called in-process, a signed-in staff session,
// the audit written as in production), and the CSV export of every case. Prints a table per
// database: PostgreSQL (a throwaway Debian PostgreSQL 15 cluster) and the embedded PGlite.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import postgres from 'postgres';
import { openPgliteStore } from '../server/intake/pglite-store';
import { connectionOf, openPostgresStore } from '../server/intake/postgres-store';
import type { IntakeStore } from '../server/intake/store-types';
import { enrolStaff, startHarness, submitApplication, type Child, type Harness } from '../tests/desk/support';
import { post, submission, contactData } from '../tests/intake/support';
import { startPgCluster } from '../tests/support/postgres-cluster';

const COUNT = Number(process.argv[2] ?? 10_000);
const WHICH = process.argv[3] ?? 'both';
const RUNS = 40;
const SMTP_PORT = 4790;
const SEED_BATCH = 8;

const given = ['Anna', 'Leo', 'Mila', 'Noah', 'ณัฐ', 'ปิยะ', 'มะลิ', 'Анна', 'Иван', 'Мария', '小明', '美玲', '子涵'];
const family = ['Sriwong', 'Hale', 'ใจดี', 'ทองคำ', 'Иванова', 'Петров', '王', '李', 'Smith', 'Nakamura'];
const years = ['f2', 'y1', 'y2', 'y3', 'y5', 'y7', 'y9'];

function child(i: number): Child {
  return {
    firstName: given[i % given.length]!,
    familyName: family[(i * 7) % family.length]!,
    dateOfBirth: `${2012 + (i % 12)}-0${1 + (i % 9)}-1${i % 10}`,
    year: years[i % years.length],
  };
}

/** One submission: four in five are applications (one or two children), the rest messages. */
async function submitOne(h: Harness, i: number): Promise<string | undefined> {
  if (i % 5 === 4) {
    const answer = await post(
      h.intake,
      submission('contact', contactData(`Message ${i}: may we visit on a Saturday?`)),
    );
    if (answer.status !== 201) throw new Error(`contact refused: ${answer.status}`);
    return undefined;
  }
  const children = i % 3 === 0 ? [child(i), child(i + 1)] : [child(i)];
  const locale = ['en', 'th', 'ru', 'cn'][i % 4];
  const receipt = await submitApplication(h, children, { locale, email: `family${i}@example.com`, withFiles: false });
  return receipt.id;
}

/** N submissions over two years, a few at a time as families send them. */
async function seed(h: Harness): Promise<string[]> {
  const start = new Date(Date.now() - 700 * 86_400_000);
  const ids: string[] = [];
  for (let i = 0; i < COUNT; i += SEED_BATCH) {
    h.clock.set(new Date(start.getTime() + (i / COUNT) * 690 * 86_400_000));
    const batch = Array.from({ length: Math.min(SEED_BATCH, COUNT - i) }, (_, k) => submitOne(h, i + k));
    for (const id of await Promise.all(batch)) if (id) ids.push(id);
    if ((i + SEED_BATCH) % 1000 < SEED_BATCH) process.stdout.write(`  ${i + SEED_BATCH} stored\n`);
  }
  h.clock.set(new Date());
  return ids;
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

async function timed(run: (i: number) => Promise<Response>, runs = RUNS) {
  await run(0); // warm-up: statement plans, caches
  const times: number[] = [];
  let bytes = 0;
  for (let i = 1; i <= runs; i++) {
    const started = performance.now();
    const response = await run(i);
    const body = await response.arrayBuffer();
    times.push(performance.now() - started);
    if (!response.ok) throw new Error(`status ${response.status}`);
    bytes = body.byteLength;
  }
  times.sort((a, b) => a - b);
  return { p50: quantile(times, 0.5), p95: quantile(times, 0.95), bytes };
}

async function measure(name: string, store: IntakeStore) {
  const h = await startHarness(store, SMTP_PORT, { DESK_PLACES: 'y1=20,y2=20,y3=20' });
  try {
    const seeded = performance.now();
    const ids = await seed(h);
    const seedSeconds = (performance.now() - seeded) / 1000;
    const { client } = await enrolStaff(h, 'officer');
    const cases = await h.store.sql.query<{ n: number }>('SELECT count(*)::int AS n FROM desk_cases');
    const pairs = await h.store.sql.query<{ n: number }>('SELECT count(*)::int AS n FROM desk_duplicates');
    const list = (query: string) => () => client.get(`/cases?${query}`);
    const reference = (
      await h.store.sql.query<{ reference: string }>(
        'SELECT reference FROM submissions ORDER BY received_at LIMIT 1 OFFSET $1',
        [Math.floor(COUNT / 2)],
      )
    )[0]!.reference;
    const rows: [string, Awaited<ReturnType<typeof timed>>][] = [
      ['list, newest first (page 1 of 25)', await timed(list(''))],
      ['list, page 200, sorted by name', await timed(list('sort=name&dir=asc&page=200'))],
      ['filter: applications, received, Year 2', await timed(list('kind=application&stage=received&year=y2'))],
      ['filter: received in one month', await timed(list('from=2026-03-01&to=2026-03-31'))],
      ['filter: needs attention', await timed(list('attention=1'))],
      ['search: Latin name "Nakamura"', await timed(list('q=Nakamura'))],
      ['search: Thai name "ใจดี"', await timed(list(`q=${encodeURIComponent('ใจดี')}`))],
      ['search: Cyrillic name "Иванова"', await timed(list(`q=${encodeURIComponent('Иванова')}`))],
      ['search: Chinese name "美玲"', await timed(list(`q=${encodeURIComponent('美玲')}`))],
      ['search: reference', await timed(list(`q=${reference}`))],
      ['figures of the first page', await timed(() => client.get('/stats'))],
      ['detail view (audited)', await timed((i) => client.get(`/submissions/${ids[(i * 97) % ids.length]}`))],
      ['CSV export of every case', await timed(() => client.get('/cases/export'), 3)],
    ];
    console.log(
      `\n${name}: ${COUNT} submissions, ${cases[0]!.n} cases (${pairs[0]!.n / 2} duplicate pairs), seeded through the intake API in ${seedSeconds.toFixed(0)} s`,
    );
    console.log('| request (server, in-process)              | p50 ms | p95 ms | answer KB |');
    console.log('| ------------------------------------------ | ------ | ------ | --------- |');
    for (const [label, r] of rows)
      console.log(
        `| ${label.padEnd(42)} | ${r.p50.toFixed(1).padStart(6)} | ${r.p95.toFixed(1).padStart(6)} | ${(r.bytes / 1024).toFixed(0).padStart(9)} |`,
      );
  } finally {
    await h.close();
  }
}

if (WHICH === 'postgres' || WHICH === 'both') {
  const cluster = startPgCluster();
  try {
    const { url, options } = connectionOf(cluster.url());
    const admin = postgres(url, options);
    await admin.unsafe('CREATE DATABASE desk_bench');
    await admin.end();
    const store = await openPostgresStore(cluster.url('desk_bench'));
    try {
      await measure('PostgreSQL 15', store);
    } finally {
      await store.close();
    }
  } finally {
    cluster.stop();
  }
}
if (WHICH === 'pglite' || WHICH === 'both') {
  const dir = mkdtempSync(path.join(tmpdir(), 'desk-bench-'));
  const store = await openPgliteStore(path.join(dir, 'db'));
  try {
    await measure('PGlite (embedded)', store);
  } finally {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
