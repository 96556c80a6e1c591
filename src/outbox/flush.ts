// flushOutbox(): the one sender of the outbox (STYLE.md "One outbox, one flush"), called by the
// service worker's `sync` handler and by the page's start-up/online fallback. It speaks the intake
// contract (docs/submission-contract.md) with plain fetch: POST the submission (idempotent by
// id), the tus core protocol for the files, then the receipt. No DOM, no React: it runs in both.

import {
  completeSubmission,
  dueOutboxItems,
  getOutboxItem,
  outboxAttachmentBlob,
  updateOutboxItem,
  type OutboxError,
  type OutboxItem,
  type ServerReceipt,
  type UploadProgress,
} from '../db/outbox';

/** The Web Lock that keeps one flusher at a time across tabs and the service worker. */
export const OUTBOX_LOCK = 'ccis-outbox';
/** tus: bytes per PATCH. */
export const CHUNK_BYTES = 1024 * 1024;
/** Per request; a slow line sends 1 MB in well under that. */
export const REQUEST_TIMEOUT_MS = 30_000;
export const BACKOFF_BASE_MS = 2_000;
export const BACKOFF_CAP_MS = 10 * 60_000;

export interface FlushOptions {
  /** Base and prefix of the intake API (`/api`, `https://api.school.ac.th/api`): paths are appended. */
  apiBase: string;
  fetch?: typeof fetch;
  /** Bearer token, when the school's API wants one. */
  token?: string;
  now?: () => number;
  /** Bytes of file `attachmentId` of submission `id` the server has, after each chunk. */
  onProgress?: (id: string, attachmentId: string, sent: number, total: number) => void;
  /** For tests: the jitter's randomness (0..1). */
  random?: () => number;
}

export interface FlushReport {
  /** True when another flusher held the lock and this call did nothing. */
  skipped: boolean;
  /** Submissions the school confirmed (now receipts). */
  completed: string[];
  /** Submissions that will be tried again at their `nextAttemptAt`. */
  retrying: string[];
  /** Submissions stopped for the family (or the school) to look at. */
  needsAttention: string[];
}

/** A temporary failure: network, timeout, 5xx, 408, 429. */
class RetryLater extends Error {
  constructor(
    readonly detail: OutboxError,
    readonly retryAfterMs?: number,
  ) {
    super(`retry later (${detail.status} ${detail.code ?? ''})`);
  }
}

/** A refusal that retrying will not change: 4xx. */
class NeedsAttention extends Error {
  constructor(readonly detail: OutboxError) {
    super(`needs attention (${detail.status} ${detail.code ?? ''})`);
  }
}

interface Context {
  apiBase: string;
  fetch: typeof fetch;
  headers: Record<string, string>;
  now: () => number;
  random: () => number;
  onProgress?: FlushOptions['onProgress'];
}

const TUS = { 'Tus-Resumable': '1.0.0' };

/** Full-jitter exponential backoff: a random delay up to min(cap, base * 2^(attempt-1)). */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempt - 1));
  return Math.floor(random() * ceiling);
}

function apiUrl(ctx: Context, path: string): string {
  return `${ctx.apiBase}${path}`;
}

/** The upload's Location, made absolute against the API's origin when the API is elsewhere. */
function resolveLocation(ctx: Context, location: string): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(location) || !/^[a-z][a-z0-9+.-]*:/i.test(ctx.apiBase)) return location;
  return new URL(location, ctx.apiBase).href;
}

function isTimeout(error: unknown): boolean {
  const name = (error as { name?: unknown } | null)?.name;
  return name === 'TimeoutError' || name === 'AbortError';
}

async function call(ctx: Context, url: string, init: RequestInit): Promise<Response> {
  try {
    return await ctx.fetch(url, {
      ...init,
      headers: { ...ctx.headers, ...(init.headers as Record<string, string>) },
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch (error) {
    throw new RetryLater({ status: 0, code: isTimeout(error) ? 'timeout' : 'network' });
  }
}

async function readJson(response: Response): Promise<Record<string, unknown>> {
  try {
    const body: unknown = await response.json();
    return body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Turns an unsuccessful answer into the error the item keeps. */
async function failure(response: Response, attachmentId?: string): Promise<RetryLater | NeedsAttention> {
  const body = response.status === 204 || response.status === 404 ? {} : await readJson(response);
  const detail: OutboxError = { status: response.status };
  if (typeof body.error === 'string') detail.code = body.error;
  if (body.fieldErrors && typeof body.fieldErrors === 'object') {
    detail.fieldErrors = body.fieldErrors as Record<string, string[]>;
  }
  if (attachmentId) detail.attachmentId = attachmentId;
  if (response.status >= 500 || response.status === 408 || response.status === 429) {
    const retryAfter = Number(response.headers.get('retry-after'));
    return new RetryLater(detail, Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter * 1000 : undefined);
  }
  return new NeedsAttention(detail);
}

function isReceipt(value: Record<string, unknown>): value is Record<string, unknown> & ServerReceipt {
  return typeof value.reference === 'string' && typeof value.status === 'string' && Array.isArray(value.missingFiles);
}

async function receiptFrom(response: Response): Promise<ServerReceipt> {
  const body = await readJson(response);
  if (!isReceipt(body)) throw new RetryLater({ status: response.status, code: 'bad-receipt' });
  return body;
}

/** POST /api/submissions: 201 or 200 answer the receipt (the original one for a known id). */
async function postSubmission(ctx: Context, item: OutboxItem): Promise<ServerReceipt> {
  const body = item.robotToken ? { ...item.payload, robotToken: item.robotToken } : item.payload;
  const response = await call(ctx, apiUrl(ctx, '/submissions'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': item.id },
    body: JSON.stringify(body),
  });
  if (response.status !== 201 && response.status !== 200) throw await failure(response);
  return receiptFrom(response);
}

async function getReceipt(ctx: Context, id: string): Promise<ServerReceipt> {
  const response = await call(ctx, apiUrl(ctx, `/submissions/${encodeURIComponent(id)}`), { method: 'GET' });
  if (!response.ok) throw await failure(response);
  return receiptFrom(response);
}

const base64 = (text: string) => {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
};

function offsetOf(response: Response): number | undefined {
  const value = Number(response.headers.get('upload-offset'));
  return response.headers.has('upload-offset') && Number.isInteger(value) && value >= 0 ? value : undefined;
}

/** Remembers how far file `attachmentId` has come, in the item (survives a closed tab). */
async function saveProgress(item: OutboxItem, attachmentId: string, progress: UploadProgress): Promise<void> {
  item.uploaded = { ...item.uploaded, [attachmentId]: progress };
  await updateOutboxItem(item.id, { uploaded: item.uploaded });
}

/** tus creation: POST /api/uploads with the length and the metadata the server checks. */
async function createUpload(ctx: Context, item: OutboxItem, file: OutboxItem['attachments'][number]): Promise<string> {
  const metadata = [
    ['submissionId', item.id],
    ['attachmentId', file.id],
    ['sha256', file.sha256],
    ['filename', file.name],
    ['filetype', file.type],
  ]
    .map(([key, value]) => `${key} ${base64(value ?? '')}`)
    .join(',');
  const response = await call(ctx, apiUrl(ctx, '/uploads'), {
    method: 'POST',
    headers: { ...TUS, 'Upload-Length': String(file.size), 'Upload-Metadata': metadata },
  });
  const location = response.headers.get('location');
  if (response.status !== 201 || !location) throw await failure(response, file.id);
  return resolveLocation(ctx, location);
}

/** The server's offset of an upload; undefined when the upload is gone (finished, expired). */
async function serverOffset(ctx: Context, url: string, attachmentId: string): Promise<number | undefined> {
  const response = await call(ctx, url, { method: 'HEAD', headers: TUS });
  if (response.status === 404 || response.status === 410) return undefined;
  const offset = offsetOf(response);
  if (!response.ok || offset === undefined) throw await failure(response, attachmentId);
  return offset;
}

/** Sends one file: resumes a known upload from the server's offset, else creates one. */
async function uploadFile(ctx: Context, item: OutboxItem, file: OutboxItem['attachments'][number]): Promise<void> {
  const blob = await outboxAttachmentBlob(file.id);
  if (!blob) throw new NeedsAttention({ status: 0, code: 'file-missing', attachmentId: file.id });
  let progress = item.uploaded[file.id] ?? { offset: 0 };
  let offset: number | undefined;
  if (progress.url) offset = await serverOffset(ctx, progress.url, file.id);
  if (!progress.url || offset === undefined) {
    const url = await createUpload(ctx, item, file);
    offset = 0;
    progress = { url, offset };
    await saveProgress(item, file.id, progress);
  }
  const url = progress.url as string;
  ctx.onProgress?.(item.id, file.id, offset, file.size);
  let resyncs = 0;
  while (offset < file.size) {
    const end = Math.min(file.size, offset + CHUNK_BYTES);
    // Plain bytes built at send time: WebKit has dropped Blob bodies replayed from a worker.
    const chunk = await blob.slice(offset, end).arrayBuffer();
    const response = await call(ctx, url, {
      method: 'PATCH',
      headers: { ...TUS, 'Upload-Offset': String(offset), 'Content-Type': 'application/offset+octet-stream' },
      body: chunk,
    });
    if (response.status === 409 && resyncs++ < 3) {
      // Our offset was stale (another sender, or a lost answer): ask the server where it stands.
      const current = await serverOffset(ctx, url, file.id);
      if (current === undefined) throw new RetryLater({ status: 404, code: 'upload-gone', attachmentId: file.id });
      offset = current;
      continue;
    }
    if (response.status === 404 || response.status === 410) {
      await saveProgress(item, file.id, { offset: 0 });
      throw new RetryLater({ status: response.status, code: 'upload-gone', attachmentId: file.id });
    }
    const next = offsetOf(response);
    if (response.status !== 204 || next === undefined) {
      const error = await failure(response, file.id);
      // 460 and 415 discard the upload on the server: never send those bytes to that URL again.
      if (error instanceof NeedsAttention) await saveProgress(item, file.id, { offset: 0 });
      throw error;
    }
    offset = next;
    await saveProgress(item, file.id, { url, offset, done: offset >= file.size });
    ctx.onProgress?.(item.id, file.id, offset, file.size);
  }
}

async function finish(ctx: Context, item: OutboxItem, receipt: ServerReceipt): Promise<void> {
  await updateOutboxItem(item.id, { status: 'sent', reference: receipt.reference, lastError: undefined });
  await completeSubmission(item.id, receipt);
}

/** One submission, as far as it goes: POST, the missing files, the receipt. */
async function deliver(ctx: Context, item: OutboxItem): Promise<void> {
  let receipt = await postSubmission(ctx, item);
  if (item.reference !== receipt.reference) {
    item.reference = receipt.reference;
    await updateOutboxItem(item.id, { reference: receipt.reference });
  }
  if (receipt.status !== 'complete') {
    const missing = new Set(receipt.missingFiles);
    for (const file of item.attachments) {
      if (missing.has(file.id)) await uploadFile(ctx, item, file);
    }
    receipt = await getReceipt(ctx, item.id);
  }
  if (receipt.status === 'complete') return finish(ctx, item, receipt);
  // Every file went through yet the school still misses one: start those files over, later.
  for (const id of receipt.missingFiles) await saveProgress(item, id, { offset: 0 });
  throw new RetryLater({ status: 200, code: 'files-missing' });
}

async function attempt(ctx: Context, item: OutboxItem, report: FlushReport): Promise<void> {
  const attempts = item.attempts + 1;
  await updateOutboxItem(item.id, { status: 'sending', attempts });
  try {
    await deliver(ctx, { ...item, attempts });
    report.completed.push(item.id);
  } catch (error) {
    if (error instanceof NeedsAttention) {
      await updateOutboxItem(item.id, { status: 'needs-attention', lastError: error.detail });
      report.needsAttention.push(item.id);
      return;
    }
    const detail = error instanceof RetryLater ? error.detail : { status: 0, code: 'client' };
    const delay = Math.max(
      backoffDelay(attempts, ctx.random),
      error instanceof RetryLater ? (error.retryAfterMs ?? 0) : 0,
    );
    await updateOutboxItem(item.id, { status: 'queued', lastError: detail, nextAttemptAt: ctx.now() + delay });
    report.retrying.push(item.id);
  }
}

async function run(options: FlushOptions): Promise<FlushReport> {
  const ctx: Context = {
    apiBase: options.apiBase.replace(/\/+$/, ''),
    fetch: options.fetch ?? globalThis.fetch.bind(globalThis),
    headers: options.token ? { Authorization: `Bearer ${options.token}` } : {},
    now: options.now ?? Date.now,
    random: options.random ?? Math.random,
    onProgress: options.onProgress,
  };
  const report: FlushReport = { skipped: false, completed: [], retrying: [], needsAttention: [] };
  const tried = new Set<string>();
  // Items enqueued while this flush runs are picked up before it ends (the next flusher was
  // turned away by the lock).
  for (;;) {
    const due = (await dueOutboxItems(ctx.now())).filter((item) => !tried.has(item.id));
    if (due.length === 0) return report;
    for (const item of due) {
      tried.add(item.id);
      // Re-read: another context may have completed or withdrawn it meanwhile.
      const fresh = await getOutboxItem(item.id);
      if (fresh) await attempt(ctx, fresh, report);
    }
  }
}

let running = false;

/**
 * Sends every due outbox item to the school: one flusher at a time (a Web Lock across tabs and
 * the service worker where `navigator.locks` exists, else one per JavaScript context); a call
 * that finds one running returns `{ skipped: true }`. Network errors, timeouts (30 s a request),
 * 5xx, 408 and 429 retry later with full-jitter backoff (2 s doubling, 10 min cap); other 4xx
 * stop the item as 'needs-attention' with the error kept. An item leaves the outbox only when
 * the school's receipt says complete (`completeSubmission`). Rejects only on database errors.
 */
export async function flushOutbox(options: FlushOptions): Promise<FlushReport> {
  const skipped: FlushReport = { skipped: true, completed: [], retrying: [], needsAttention: [] };
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (typeof locks?.request === 'function') {
    return locks.request(OUTBOX_LOCK, { ifAvailable: true }, (lock) => (lock ? run(options) : skipped));
  }
  if (running) return skipped;
  running = true;
  try {
    return await run(options);
  } finally {
    running = false;
  }
}
