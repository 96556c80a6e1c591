// The intake's client side over real HTTP (fetch), as the outbox speaks it: the submission POST,
// then tus core (POST to create, PATCH from the server's offset, HEAD after a failure) in 1 MB
// chunks. For the scale-out tests and benchmark, where requests go through a load balancer.

export const CHUNK_BYTES = 1024 * 1024;
const TUS = { 'Tus-Resumable': '1.0.0' };
const b64 = (text: string) => Buffer.from(text).toString('base64');

export interface Declared {
  id: string;
  sha256: string;
  name: string;
  type: string;
}

export function postSubmission(base: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${base}/api/submissions`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

/** The `Upload-Metadata` the intake wants: where the file belongs and what it declared. */
export function tusMetadata(submissionId: string, file: Declared): string {
  return [
    `submissionId ${b64(submissionId)}`,
    `attachmentId ${b64(file.id)}`,
    `sha256 ${b64(file.sha256)}`,
    `filename ${b64(file.name)}`,
    `filetype ${b64(file.type)}`,
  ].join(',');
}

/** Creates the upload; returns its absolute URL. */
export async function createUpload(
  base: string,
  submissionId: string,
  file: Declared,
  size: number,
  headers: Record<string, string> = {},
): Promise<string> {
  const res = await fetch(`${base}/api/uploads`, {
    method: 'POST',
    headers: { ...TUS, 'Upload-Length': String(size), 'Upload-Metadata': tusMetadata(submissionId, file), ...headers },
  });
  if (res.status !== 201) throw new Error(`creating the upload: ${res.status} ${await res.text()}`);
  return new URL(res.headers.get('location') ?? '', base).toString();
}

export function patchUpload(
  url: string,
  offset: number,
  body: Uint8Array | ReadableStream<Uint8Array>,
  headers: Record<string, string> = {},
) {
  return fetch(url, {
    method: 'PATCH',
    headers: {
      ...TUS,
      'Upload-Offset': String(offset),
      'Content-Type': 'application/offset+octet-stream',
      ...headers,
    },
    body,
    duplex: 'half',
  } as RequestInit);
}

/** The server's offset, or undefined when the upload is gone. */
export async function headOffset(url: string, headers: Record<string, string> = {}): Promise<number | undefined> {
  const res = await fetch(url, { method: 'HEAD', headers: { ...TUS, ...headers } });
  if (res.status === 404 || res.status === 410) return undefined;
  if (res.status !== 200) throw new Error(`HEAD answered ${res.status}`);
  return Number(res.headers.get('upload-offset'));
}

/**
 * Sends `bytes` from the server's offset in chunks, asking HEAD where to go on after a refused
 * or failed PATCH, as the outbox does. Returns which upstream served each PATCH (`X-Served-By`).
 */
export async function sendFile(
  url: string,
  bytes: Uint8Array,
  options: { from?: number; headers?: Record<string, string>; retries?: number } = {},
): Promise<string[]> {
  const servedBy: string[] = [];
  let offset = options.from ?? 0;
  let retries = options.retries ?? 5;
  while (offset < bytes.byteLength) {
    const res = await patchUpload(url, offset, bytes.slice(offset, offset + CHUNK_BYTES), options.headers).catch(
      () => undefined,
    );
    servedBy.push(res?.headers.get('x-served-by') ?? '-');
    if (res?.status === 204) {
      offset = Number(res.headers.get('upload-offset'));
      continue;
    }
    const text = (await res?.text()) ?? 'no answer';
    if (retries-- <= 0) throw new Error(`PATCH at ${offset} failed: ${res?.status} ${text}`);
    const current = await headOffset(url, options.headers);
    if (current === undefined) throw new Error(`the upload is gone (${res?.status} ${text})`);
    offset = current;
  }
  return servedBy;
}

/** A request body we hand out piece by piece: what a slow phone on island Wi-Fi sends. */
export function heldBody(): { stream: ReadableStream<Uint8Array>; send(bytes: Uint8Array): void; end(): void } {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const stream = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  return {
    stream,
    send: (bytes) => controller.enqueue(bytes),
    end: () => controller.close(),
  };
}
