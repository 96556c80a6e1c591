// @vitest-environment node
// sendOutbox() against the real intake API (server/intake on PGlite, files in a temp folder),
// called in-process through `app.request`: delivery, retries, lost answers, resumed uploads,
// concurrent flushes and refusals, judged by what the server stored and what the device keeps.
import 'fake-indexeddb/auto';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeDevToken } from '../../server/intake/robot-check';
import {
  createDraft,
  enqueueSubmission,
  listOutbox,
  listReceipts,
  loadDraft,
  retrySubmission,
  saveDraft,
} from '../../src/db';
import { getDb } from '../../src/db/database';
import { getOutboxItem } from '../../src/db/outbox';
import { BACKOFF_BASE_MS, sendOutbox, type SendOptions } from '../../src/outbox';
import { cutStream } from '../intake/support';
import { clearDatabase } from '../db/support';
import { finishedScholarship, MB, memoryLocks, useTestIntake } from './support';

const intake = useTestIntake('outbox-flush-');

beforeEach(clearDatabase);
afterEach(() => vi.unstubAllGlobals());

type Fetch = typeof fetch;
type Handler = (input: string, init: RequestInit, real: () => Promise<Response>) => Promise<Response>;

/** The intake app as `fetch`, recording every request; `handler` may answer or fail instead. */
function intakeFetch(handler?: Handler) {
  const calls: { method: string; url: string; headers: Headers }[] = [];
  const fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    calls.push({ method: init.method ?? 'GET', url, headers: new Headers(init.headers) });
    const real = async () => intake.api.app.request(url, init);
    return handler ? handler(url, init, real) : real();
  }) as Fetch;
  return {
    fetch,
    calls,
    count: (method: string, part: string) => calls.filter((c) => c.method === method && c.url.includes(part)).length,
  };
}

/** A clock the tests move past each backoff. */
function clock(start = Date.now()) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

const options = (fetch: Fetch, extra: Partial<SendOptions> = {}): SendOptions => ({
  apiBase: '/api',
  fetch,
  ...extra,
});

/** The server's submissions carrying `marker` in their data: "one copy" means length 1. */
async function serverCopies(marker: string) {
  const all = await intake.api.store.listSubmissions();
  return all.filter((s) => JSON.stringify(s.data).includes(marker));
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

async function expectOnlyReceipt(reference: string) {
  const db = getDb();
  expect(await db.drafts.count()).toBe(0);
  expect(await db.attachments.count()).toBe(0);
  expect(await db.attachmentBlobs.count()).toBe(0);
  expect(await listOutbox()).toEqual([]);
  const receipts = await listReceipts();
  expect(receipts).toHaveLength(1);
  expect(receipts[0]).toMatchObject({ reference, kind: 'scholarship-external', names: ['Ploy Jaidee'] });
}

describe('flushOutbox against the intake API', () => {
  it('delivers a submission with two files once; the device keeps only the receipt', async () => {
    const draft = await finishedScholarship([300_000, 1_500_000]);
    const item = await enqueueSubmission(draft.draftId, { locale: 'th' });
    const net = intakeFetch();
    const progress: [string, number, number][] = [];

    const report = await sendOutbox(
      options(net.fetch, { onProgress: (_id, file, sent, total) => progress.push([file, sent, total]) }),
    );

    expect(report).toEqual({ skipped: false, completed: [item.id], retrying: [], needsAttention: [] });
    const copies = await serverCopies(draft.marker);
    expect(copies).toHaveLength(1);
    expect(copies[0]).toMatchObject({ id: item.id, status: 'complete', locale: 'th' });
    for (const file of draft.files) {
      const stored = readFileSync(path.join(intake.dir, 'files', 'files', item.id, file.id));
      expect(sha256(stored)).toBe(sha256(file.bytes));
    }
    expect(net.count('POST', '/api/submissions')).toBe(1);
    expect(net.count('POST', '/api/uploads')).toBe(2);
    // 1.5 MB goes in two chunks of at most 1 MB.
    expect(net.count('PATCH', '/api/uploads/')).toBe(3);
    const patch = net.calls.find((c) => c.method === 'PATCH')!;
    expect(patch.headers.get('content-type')).toBe('application/offset+octet-stream');
    expect(patch.headers.get('tus-resumable')).toBe('1.0.0');
    expect(progress).toContainEqual([draft.files[1]!.id, 1_500_000, 1_500_000]);
    await expectOnlyReceipt(copies[0]!.reference);

    // Nothing is left to send.
    const again = await sendOutbox(options(net.fetch));
    expect(again.completed).toEqual([]);
    expect(net.count('POST', '/api/submissions')).toBe(1);
  });

  it('retries after 503 twice with backoff, and the school stores one copy', async () => {
    const draft = await finishedScholarship([200_000]);
    const item = await enqueueSubmission(draft.draftId);
    let refused = 0;
    const net = intakeFetch(async (url, init, real) => {
      if (init.method === 'POST' && url.endsWith('/api/submissions') && refused < 2) {
        refused++;
        return Response.json({ error: 'internal' }, { status: 503 });
      }
      return real();
    });
    const time = clock();
    const flush = () => sendOutbox(options(net.fetch, { now: time.now, random: () => 1 }));

    expect((await flush()).retrying).toEqual([item.id]);
    let queued = await getOutboxItem(item.id);
    expect(queued).toMatchObject({ status: 'queued', attempts: 1, lastError: { status: 503, code: 'internal' } });
    expect(queued!.nextAttemptAt).toBe(time.now() + BACKOFF_BASE_MS);
    // Not due yet: nothing is sent.
    expect((await flush()).retrying).toEqual([]);
    expect(net.count('POST', '/api/submissions')).toBe(1);

    time.advance(BACKOFF_BASE_MS);
    expect((await flush()).retrying).toEqual([item.id]);
    queued = await getOutboxItem(item.id);
    expect(queued!.nextAttemptAt).toBe(time.now() + 2 * BACKOFF_BASE_MS);

    time.advance(2 * BACKOFF_BASE_MS);
    expect((await flush()).completed).toEqual([item.id]);
    expect(await serverCopies(draft.marker)).toHaveLength(1);
    expect(net.count('POST', '/api/submissions')).toBe(3);
    await expectOnlyReceipt((await serverCopies(draft.marker))[0]!.reference);
  });

  it('gets the original receipt when the answer was lost after the server stored it', async () => {
    const draft = await finishedScholarship([100_000]);
    const item = await enqueueSubmission(draft.draftId);
    let original: { reference: string } | undefined;
    const net = intakeFetch(async (url, init, real) => {
      const response = await real();
      if (!original && init.method === 'POST' && url.endsWith('/api/submissions')) {
        original = (await response.json()) as { reference: string };
        throw new TypeError('Failed to fetch');
      }
      return response;
    });
    const time = clock();
    const flush = () => sendOutbox(options(net.fetch, { now: time.now }));

    expect((await flush()).retrying).toEqual([item.id]);
    expect(await getOutboxItem(item.id)).toMatchObject({ status: 'queued', lastError: { status: 0, code: 'network' } });
    expect(original).toBeDefined();
    time.advance(10 * 60_000);
    expect((await flush()).completed).toEqual([item.id]);
    const copies = await serverCopies(draft.marker);
    expect(copies).toHaveLength(1);
    expect(copies[0]!.reference).toBe(original!.reference);
    await expectOnlyReceipt(original!.reference);
  });

  it('resumes a file from the offset HEAD reports after the connection dropped at 90%', async () => {
    const size = 10_000_000;
    const draft = await finishedScholarship([size]);
    const item = await enqueueSubmission(draft.draftId);
    const cutAt = 9_000_000;
    let sentBytes = 0;
    let dropped = false;
    const net = intakeFetch(async (url, init, real) => {
      if (init.method !== 'PATCH') return real();
      const bytes = new Uint8Array(init.body as ArrayBuffer);
      const offset = Number(new Headers(init.headers).get('upload-offset'));
      if (!dropped && offset + bytes.byteLength > cutAt) {
        // The line goes down part-way through this chunk: the server gets bytes up to 90%.
        dropped = true;
        const part = cutAt - offset;
        sentBytes += part;
        await intake.api.app.request(url, { ...init, body: cutStream(bytes, part), duplex: 'half' } as RequestInit);
        throw new TypeError('network connection was lost');
      }
      sentBytes += bytes.byteLength;
      return real();
    });
    const time = clock();
    const flush = () => sendOutbox(options(net.fetch, { now: time.now }));

    expect((await flush()).retrying).toEqual([item.id]);
    const interrupted = await getOutboxItem(item.id);
    const upload = interrupted!.uploaded[draft.files[0]!.id];
    expect(upload?.url).toMatch(/^\/api\/uploads\/[0-9a-f-]{36}\.[\w-]+\.[0-9a-f]{16}$/);
    expect(upload?.offset).toBe(8 * MB);

    time.advance(10 * 60_000);
    expect((await flush()).completed).toEqual([item.id]);
    expect(net.count('HEAD', upload!.url!)).toBe(1);
    expect(net.count('POST', '/api/uploads')).toBe(1);
    expect(sentBytes).toBeGreaterThanOrEqual(size);
    expect(sentBytes).toBeLessThan(11 * MB);
    const stored = readFileSync(path.join(intake.dir, 'files', 'files', item.id, draft.files[0]!.id));
    expect(sha256(stored)).toBe(sha256(draft.files[0]!.bytes));
    await expectOnlyReceipt((await serverCopies(draft.marker))[0]!.reference);
  }, 60_000);

  it('lets one of two simultaneous flushes send (Web Locks), one copy', async () => {
    vi.stubGlobal('navigator', { locks: memoryLocks() });
    const draft = await finishedScholarship([50_000, 60_000]);
    const item = await enqueueSubmission(draft.draftId);
    const net = intakeFetch();

    const reports = await Promise.all([sendOutbox(options(net.fetch)), sendOutbox(options(net.fetch))]);

    expect(reports.map((r) => r.skipped).sort()).toEqual([false, true]);
    expect(reports.flatMap((r) => r.completed)).toEqual([item.id]);
    expect(net.count('POST', '/api/submissions')).toBe(1);
    expect(net.count('POST', '/api/uploads')).toBe(2);
    expect(await serverCopies(draft.marker)).toHaveLength(1);
  });

  it('keeps everything on a 422 and records the field errors by field', async () => {
    const draft = await finishedScholarship([50_000], { firstName: '', studentEmail: 'not-an-email' });
    const item = await enqueueSubmission(draft.draftId);
    const net = intakeFetch();
    const time = clock();

    const report = await sendOutbox(options(net.fetch, { now: time.now }));

    expect(report.needsAttention).toEqual([item.id]);
    const stopped = await getOutboxItem(item.id);
    expect(stopped).toMatchObject({
      status: 'needs-attention',
      attempts: 1,
      lastError: { status: 422, code: 'invalid' },
    });
    expect(stopped!.lastError!.fieldErrors).toEqual({
      'student.firstName': ['form.common.required'],
      'student.studentEmail': ['form.common.emailInvalid'],
    });
    expect(await loadDraft(draft.draftId)).toMatchObject({ status: 'ready' });
    expect(await getDb().attachmentBlobs.count()).toBe(1);
    expect(await serverCopies(draft.marker)).toHaveLength(0);
    // It is not retried on its own.
    time.advance(60 * 60_000);
    await sendOutbox(options(net.fetch, { now: time.now }));
    expect(net.count('POST', '/api/submissions')).toBe(1);
  });

  it('asks for the robot check again (403), then sends with the new token', async () => {
    const marker = `Somchai ${crypto.randomUUID().slice(0, 8)}`;
    const data = {
      parentName: marker,
      studentName: 'Ploy Jaidee',
      email: 'somchai@example.com',
      mobile: '081 234 5678',
      yearGroup: 'y3',
      language: 'th',
    };
    const draft = await createDraft('contact-app', data, 1);
    await saveDraft(draft.id, { names: ['Ploy Jaidee'] });
    // Submitted offline: no token.
    const item = await enqueueSubmission(draft.id, { locale: 'th' });
    const net = intakeFetch();

    expect((await sendOutbox(options(net.fetch))).needsAttention).toEqual([item.id]);
    expect(await getOutboxItem(item.id)).toMatchObject({ lastError: { status: 403, code: 'robot-check' } });

    await retrySubmission(item.id, { robotToken: makeDevToken() });
    expect((await sendOutbox(options(net.fetch))).completed).toEqual([item.id]);
    expect(await serverCopies(marker)).toHaveLength(1);
    expect(await listReceipts('contact-app')).toHaveLength(1);
  });
});
