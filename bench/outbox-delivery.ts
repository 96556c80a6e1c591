// Outbox delivery benchmark: ten submissions queued offline with 5 MB of files each (two 2.5 MB
// PDFs, sent in 1 MB tus chunks) are delivered by one sendOutbox() once the connection is back,
// to the real intake server on loopback (PGlite in a temporary folder). The device side is the
// real src/db facade over fake-indexeddb, as in the unit tests. `npx tsx bench/outbox-delivery.ts [n]`

import 'fake-indexeddb/auto';
import { serve } from '@hono/node-server';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createIntakeApi } from '../server/intake';
import { loadIntakeConfig } from '../server/intake/config';
import { enqueueSubmission, listOutbox, listReceipts } from '../src/db';
import { sendOutbox } from '../src/outbox';
import { finishedScholarship, MB } from '../tests/outbox/support';

const count = Number(process.argv[2] ?? 10);
const fileBytes = 2.5 * MB;

const dir = mkdtempSync(path.join(tmpdir(), 'outbox-bench-'));
const config = {
  ...loadIntakeConfig({}, dir),
  logLevel: 'silent' as const,
  pgliteDir: path.join(dir, 'db'),
  filesDir: path.join(dir, 'files'),
  rateLimit: 0,
};
const api = await createIntakeApi({
  config,
  logger: { info: () => undefined, warn: console.warn, error: console.error },
});
const server = serve({ fetch: api.app.fetch, hostname: '127.0.0.1', port: 0 });
await new Promise<void>((resolve) => server.once('listening', () => resolve()));
const apiBase = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;

try {
  const queuing = performance.now();
  for (let i = 0; i < count; i++) {
    const { draftId } = await finishedScholarship([fileBytes, fileBytes]);
    await enqueueSubmission(draftId);
  }
  const queuedMs = performance.now() - queuing;

  const started = performance.now();
  const report = await sendOutbox({ apiBase });
  const seconds = (performance.now() - started) / 1000;
  const receipts = await listReceipts();
  const left = await listOutbox();
  if (report.completed.length !== count || receipts.length !== count || left.length !== 0)
    throw new Error(`delivered ${report.completed.length} of ${count}; ${left.length} left in the outbox`);
  const stored = (await api.store.listSubmissions()).filter((s) => s.status === 'complete').length;
  const megabytes = (count * 2 * fileBytes) / MB;

  console.log(`\nOutbox delivery after reconnecting (loopback, PGlite, ${count} submissions x 5 MB):\n`);
  console.log(
    '| submissions | files | MB   | queueing on the device | delivery | throughput | complete on the server |',
  );
  console.log(
    '| ----------- | ----- | ---- | ---------------------- | -------- | ---------- | ---------------------- |',
  );
  console.log(
    `| ${count} | ${count * 2} | ${megabytes.toFixed(0)} | ${(queuedMs / 1000).toFixed(1)} s | ${seconds.toFixed(1)} s | ${(megabytes / seconds).toFixed(1)} MB/s | ${stored} |`,
  );
} finally {
  server.close();
  await api.close();
  rmSync(dir, { recursive: true, force: true });
}
