// One simulated family of the load benchmark, behaving as the page's outbox does
// (src/outbox/send/deliver.ts, upload.ts, http.ts): POST the submission with its id as the
// Idempotency-Key, upload with tus the files the receipt still misses (1 MB PATCHes from the
// server's offset, HEAD after a failure), read the receipt; any network failure, timeout (30 s)
// or 5xx ends the attempt, and the next one, after a full-jitter backoff, starts again with the
// POST (a replay: the server answers 200 and the original receipt). On top of what failures bring,
// the seeded plan replays some POSTs at once (an answer lost on the way back) and cuts some
// PATCHes mid-body (a phone leaving the Wi-Fi). Every request goes into the request log.

import { performance } from 'node:perf_hooks';
import { between, chance, type FamilyFile, type FamilySubmission, type Rng } from './load-data';
import type { RequestKind, RequestLog } from './load-record';

const CHUNK_BYTES = 1024 * 1024;
const REQUEST_TIMEOUT_MS = 30_000;
const BACKOFF_BASE_MS = 2_000;
const MAX_ATTEMPTS = 6;
/** Share of submissions whose first POST is sent again at once, and of files cut once mid-PATCH. */
export const REPLAY_SHARE = 0.2;
export const CUT_SHARE = 0.1;
const TUS = { 'Tus-Resumable': '1.0.0' };

export interface FamilyContext {
  base: string;
  log: RequestLog;
  rng: Rng;
  /** The family's client IP, as the load balancer passes it on (`X-Forwarded-For`). */
  ip: string;
  sleep(ms: number): Promise<void>;
}

export interface Outcome {
  id: string;
  files: FamilyFile[];
  /** The school's receipt said complete, with no file missing. */
  finished: boolean;
  attempts: number;
  /** References the server answered for this id (more than one: stored twice). */
  references: Set<string>;
  /** Answers 201 (first stored) to this id; more than one means it was stored twice. */
  created: number;
  /** PATCH body bytes the server acknowledged, resends included. */
  bytesSent: number;
}

class Retry extends Error {}
class Refused extends Error {}

interface Answer {
  status: number;
  headers: Headers;
  text: string;
}

/** One request, timed to the end of its answer's body; a failure to answer is undefined. */
async function send(
  ctx: FamilyContext,
  kind: RequestKind,
  path: string,
  init: RequestInit & { duplex?: 'half' },
  expected: (answer: Answer) => boolean,
): Promise<Answer | undefined> {
  const started = performance.now();
  try {
    const res = await fetch(new URL(path, ctx.base), {
      ...init,
      headers: { 'X-Forwarded-For': ctx.ip, ...(init.headers as Record<string, string>) },
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const answer = { status: res.status, headers: res.headers, text: await res.text() };
    const ok = expected(answer);
    ctx.log.add(
      { kind, at: started, path, ms: performance.now() - started, status: res.status, ok },
      ok ? '' : answer.text.slice(0, 200),
    );
    return answer;
  } catch (error) {
    const name = (error as { name?: string }).name;
    const status = name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : 'network';
    ctx.log.add(
      { kind, at: started, path, ms: performance.now() - started, status, ok: kind === 'tusCut' },
      `${String(error)}${error instanceof Error && error.cause ? ` (${String(error.cause)})` : ''}`,
    );
    return undefined;
  }
}

/** A PATCH body that sends `bytes` up to `cutAt`, then fails as a dropped connection does. */
function cutBody(bytes: Uint8Array, cutAt: number): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= cutAt) return controller.error(new Error('the family left the Wi-Fi'));
      const end = Math.min(sent + 64 * 1024, cutAt);
      controller.enqueue(bytes.slice(sent, end));
      sent = end;
    },
  });
}

const offsetOf = (answer: Answer) => Number(answer.headers.get('upload-offset') ?? NaN);

export async function deliverSubmission(ctx: FamilyContext, sub: FamilySubmission): Promise<Outcome> {
  const outcome: Outcome = {
    id: sub.body.id,
    files: sub.files,
    finished: false,
    attempts: 0,
    references: new Set(),
    created: 0,
    bytesSent: 0,
  };
  const replayAtOnce = chance(ctx.rng, REPLAY_SHARE);
  /** Where each chosen file's one PATCH is cut: a byte offset inside the file. */
  const cuts = new Map(
    sub.files.filter(() => chance(ctx.rng, CUT_SHARE)).map((f) => [f.id, Math.floor(between(ctx.rng, 1, f.size))]),
  );
  const uploads = new Map<string, string>();
  const json = JSON.stringify(sub.body);

  const post = async (kind: 'create' | 'replay') => {
    const answer = await send(
      ctx,
      kind,
      '/api/submissions',
      { method: 'POST', headers: { 'Content-Type': 'application/json', 'Idempotency-Key': sub.body.id }, body: json },
      (a) => (kind === 'create' ? a.status === 201 : a.status === 200 || (a.status === 201 && outcome.created === 0)),
    );
    if (!answer || (answer.status !== 201 && answer.status !== 200)) {
      if (answer && answer.status < 500 && answer.status !== 408 && answer.status !== 429) throw new Refused();
      throw new Retry();
    }
    const receipt = JSON.parse(answer.text) as { reference: string; status: string; missingFiles: string[] };
    if (answer.status === 201) outcome.created++;
    outcome.references.add(receipt.reference);
    return receipt;
  };

  const head = async (url: string, file: FamilyFile) => {
    const answer = await send(ctx, 'tusHead', url, { method: 'HEAD', headers: TUS }, (a) =>
      [200, 404, 410].includes(a.status),
    );
    if (!answer) throw new Retry();
    if (answer.status === 404 || answer.status === 410) return undefined;
    const offset = offsetOf(answer);
    if (answer.status !== 200 || !Number.isInteger(offset) || offset > file.size) throw new Retry();
    return offset;
  };

  const upload = async (file: FamilyFile) => {
    let url = uploads.get(file.id);
    let offset = url ? await head(url, file) : undefined;
    if (!url || offset === undefined) {
      const metadata = Object.entries({
        submissionId: sub.body.id,
        attachmentId: file.id,
        sha256: file.sha256,
        filename: file.name,
        filetype: file.type,
      })
        .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
        .join(',');
      const headers = { ...TUS, 'Upload-Length': String(file.size), 'Upload-Metadata': metadata };
      const created = await send(
        ctx,
        'tusCreate',
        '/api/uploads',
        { method: 'POST', headers },
        (a) => a.status === 201,
      );
      const location = created?.headers.get('location');
      if (created?.status !== 201 || !location) throw created && created.status < 500 ? new Refused() : new Retry();
      url = location;
      uploads.set(file.id, url);
      offset = 0;
    }
    let resyncs = 0;
    while (offset < file.size) {
      const end = Math.min(file.size, offset + CHUNK_BYTES);
      const cutAt = cuts.get(file.id);
      const headers = { ...TUS, 'Upload-Offset': String(offset), 'Content-Type': 'application/offset+octet-stream' };
      if (cutAt !== undefined && cutAt >= offset && cutAt < end) {
        cuts.delete(file.id);
        const body = cutBody(file.bytes.subarray(offset, end), cutAt - offset);
        await send(ctx, 'tusCut', url, { method: 'PATCH', headers, body, duplex: 'half' }, () => false);
        throw new Retry();
      }
      const body = file.bytes.slice(offset, end);
      // 409: the offset moved (a cut PATCH still ending on the server); HEAD and go on, as the outbox.
      const answer = await send(ctx, 'tusPatch', url, { method: 'PATCH', headers, body }, (a) =>
        [204, 409].includes(a.status),
      );
      if (answer?.status === 409 && resyncs++ < 3) {
        const current = await head(url, file);
        if (current === undefined) throw new Retry();
        offset = current;
        continue;
      }
      if (answer?.status === 404 || answer?.status === 410) uploads.delete(file.id);
      if (answer?.status !== 204) throw answer && [415, 460].includes(answer.status) ? new Refused() : new Retry();
      const next = offsetOf(answer);
      outcome.bytesSent += next - offset;
      offset = next;
    }
  };

  const attempt = async () => {
    let receipt = await post(outcome.attempts === 1 ? 'create' : 'replay');
    if (outcome.attempts === 1 && replayAtOnce) receipt = await post('replay');
    if (receipt.status !== 'complete') {
      const missing = new Set(receipt.missingFiles);
      for (const file of sub.files) if (missing.has(file.id)) await upload(file);
      const answer = await send(ctx, 'receipt', `/api/submissions/${sub.body.id}`, { method: 'GET' }, (a) => {
        if (a.status !== 200) return false;
        const got = JSON.parse(a.text) as { status: string; missingFiles: string[] };
        return got.status === 'complete' && got.missingFiles.length === 0;
      });
      if (answer?.status !== 200) throw new Retry();
      receipt = JSON.parse(answer.text) as typeof receipt;
    }
    // Every file went through and the school still misses one: those start over, next attempt.
    if (receipt.status !== 'complete') {
      for (const id of receipt.missingFiles) uploads.delete(id);
      throw new Retry();
    }
  };

  while (outcome.attempts < MAX_ATTEMPTS) {
    outcome.attempts++;
    try {
      await attempt();
      outcome.finished = true;
      return outcome;
    } catch (error) {
      if (error instanceof Refused) return outcome;
      if (!(error instanceof Retry)) throw error;
    }
    const ceiling = BACKOFF_BASE_MS * 2 ** (outcome.attempts - 1);
    await ctx.sleep(Math.floor(ctx.rng() * ceiling));
  }
  return outcome;
}
