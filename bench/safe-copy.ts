// Safe-copy benchmark (`npx tsx bench/safe-copy.ts`): the page's engine (src/safe-copy) with its
// real IndexedDB code (fake-indexeddb), sealing and merging, against the intake in-process (PGlite,
// files in a temp folder) where it has safe copies, else the tests' in-memory /api/copies, over a
// modelled link: each request costs one round trip plus its bytes at the link's
// speed, added to the measured time (the engine sends one request at a time, so they add up). A
// four-child application with 20 MB of files (a passport and a transcript per child, 2.5 MB
// each). Printed as a table:
// - an edit to the server's copy being up to date (the flush after the save; the page starts it
//   SAVE_SETTLE_MS after the last save), p50/p95 on a good link and a throttled one;
// - bytes sent for one changed field and for one changed file;
// - restore after a purge, from the passkey's touch to the draft and every file read back.
import 'fake-indexeddb/auto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createDraft, listAttachments, loadDraft, putAttachment, saveDraft } from '../src/db';
import { protectWithPasskey } from '../src/safe-copy/protect';
import { restoreWithPasskey } from '../src/safe-copy/restore';
import { turnOnSafeCopies } from '../src/safe-copy/setup';
import { SAVE_SETTLE_MS } from '../src/safe-copy/triggers';
import { flushSafeCopies } from '../src/safe-copy/flush';
import { pdfFile } from '../tests/db/support';
import { installAuthenticator } from '../tests/safe-copy/authenticator';
import { purgeDevice, resetDevices, useDevice } from '../tests/safe-copy/devices';
import { fakeCopies } from '../tests/safe-copy/fake-copies';
import { holding } from '../tests/safe-copy/support';

const EDITS = 30;
const MB = 1024 * 1024;
const FILE_BYTES = 2.5 * MB;

interface Link {
  name: string;
  rttMs: number;
  upMbps: number;
  downMbps: number;
}

const links: Link[] = [
  { name: 'good (30 ms, 20/20 Mbit/s)', rttMs: 30, upMbps: 20, downMbps: 20 },
  { name: 'throttled (300 ms, 1.6/0.75 Mbit/s)', rttMs: 300, upMbps: 0.75, downMbps: 1.6 },
];

interface Backend {
  name: string;
  apiBase: string;
  fetch: typeof globalThis.fetch;
  close(): Promise<void>;
}

/** The intake in-process where it has safe copies, else the tests' in-memory server. */
async function backend(): Promise<Backend> {
  if (!existsSync(path.join(import.meta.dirname, '../server/intake/safe-copies'))) {
    const server = fakeCopies();
    return {
      name: 'in-memory /api/copies',
      apiBase: 'http://fake/api',
      fetch: server.fetch,
      close: async () => undefined,
    };
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-safe-copy-'));
  const { createIntakeApi } = await import('../server/intake');
  const { quietLogger, testConfig } = await import('../tests/intake/support');
  const intake = await createIntakeApi({ config: testConfig(dir), logger: quietLogger });
  return {
    name: 'the intake (PGlite, files on disk)',
    apiBase: '/api',
    fetch: (async (input, init) => intake.app.request(String(input), init)) as typeof fetch,
    close: async () => {
      await intake.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The server behind a modelled link: `network.ms` grows by each request's cost. */
function overLink(server: Backend, link: Link) {
  const network = { ms: 0, up: 0, requests: 0 };
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const response = await server.fetch(input, init);
    const body = init?.body;
    const up = body instanceof Uint8Array ? body.length : typeof body === 'string' ? Buffer.byteLength(body) : 0;
    const down = (await response.clone().arrayBuffer()).byteLength;
    network.ms += link.rttMs + ((up * 8) / (link.upMbps * 1e6)) * 1000 + ((down * 8) / (link.downMbps * 1e6)) * 1000;
    network.up += up;
    network.requests++;
    return response;
  };
  return { network, api: { apiBase: server.apiBase, fetch } };
}

async function fourChildDraft() {
  const children = ['Anong', 'Niran', 'Sasha', 'Mei'].map((firstName, i) => ({
    firstName,
    grade: i + 1,
    notes: 'x'.repeat(400),
  }));
  const draft = await createDraft('application', { children, mother: { phone: '081 234 5678' } }, 1);
  for (let i = 0; i < 4; i++) {
    for (const doc of ['passport', 'transcript']) {
      const stored = await putAttachment(draft.id, `children.${i}.${doc}`, pdfFile(FILE_BYTES, `${doc}-${i}.pdf`), {
        maxBytes: 10 * MB,
      });
      if (!stored.ok) throw new Error(stored.reason);
    }
  }
  return draft;
}

/** Measured time of `work` plus the modelled network time it used. */
async function timed(network: { ms: number }, work: () => Promise<unknown>): Promise<number> {
  const before = network.ms;
  const start = performance.now();
  await work();
  return performance.now() - start + (network.ms - before);
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};
const fmt = (ms: number) => (ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${ms.toFixed(0)} ms`);
const kb = (bytes: number) => (bytes >= MB ? `${(bytes / MB).toFixed(2)} MB` : `${(bytes / 1024).toFixed(1)} KB`);

const rows: string[][] = [];
let serverName = '';
for (const link of links) {
  await resetDevices();
  installAuthenticator({ prf: true, secret: Buffer.alloc(32, 9), evaluations: 0 });
  const server = await backend();
  const { network, api } = overLink(server, link);
  const flush = () => flushSafeCopies({ api, wait: true, random: () => 0.5 });
  await useDevice('phone');
  const draft = await fourChildDraft();
  await turnOnSafeCopies();
  await protectWithPasskey({ site: 'CCIS', user: 'Our applications' });
  const first = await timed(network, flush);
  rows.push([link.name, 'first safe copy (20 MB of files)', fmt(first), `${kb(network.up)} up`]);

  const edits: number[] = [];
  let fieldBytes = 0;
  let fieldRequests = 0;
  for (let i = 0; i < EDITS; i++) {
    const current = (await loadDraft(draft.id))!;
    await saveDraft(draft.id, {
      data: { ...current.data, mother: { phone: `081 234 ${String(i).padStart(4, '0')}` } },
    });
    const up = network.up;
    const requests = network.requests;
    edits.push(await timed(network, flush));
    fieldBytes = network.up - up;
    fieldRequests = network.requests - requests;
  }
  rows.push([
    link.name,
    `one field edited → up to date, p50 (${EDITS} edits)`,
    fmt(percentile(edits, 50)),
    `+ ${SAVE_SETTLE_MS} ms settle`,
  ]);
  rows.push([link.name, 'one field edited → up to date, p95', fmt(percentile(edits, 95)), '']);
  rows.push([link.name, 'bytes sent for one changed field', kb(fieldBytes), `${fieldRequests} requests`]);

  const up = network.up;
  const requests = network.requests;
  const fileTime = await timed(network, async () => {
    await putAttachment(draft.id, 'children.0.passport', pdfFile(FILE_BYTES, 'passport-renewed.pdf'), {
      maxBytes: 10 * MB,
    });
    await flush();
  });
  rows.push([
    link.name,
    'bytes sent for one changed file (2.5 MB)',
    kb(network.up - up),
    `${network.requests - requests} requests, ${fmt(fileTime)}`,
  ]);

  const before = await holding(draft.id);
  await purgeDevice();
  const restore = await timed(network, async () => {
    await restoreWithPasskey({ api, wait: true, random: () => 0.5 });
    await holding(draft.id);
  });
  const after = await holding(draft.id);
  if (JSON.stringify(after) !== JSON.stringify(before)) throw new Error('the restored draft differs');
  rows.push([
    link.name,
    'restore after a purge: touch → form with every file',
    fmt(restore),
    `${(await listAttachments(draft.id)).length} files, SHA-256 equal`,
  ]);
  serverName = server.name;
  await server.close();
}

console.log(`Safe copies against ${serverName}, a four-child draft with 20 MB of files:`);
const header = ['link', 'measure', 'time / size', 'note'];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => (row[i] ?? '').length)));
const line = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join(' | ')} |`;
console.log(line(header));
console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
for (const row of rows) console.log(line(row));
