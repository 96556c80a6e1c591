// An in-memory /api/copies for the engine's unit tests, answering as docs/safe-copy.md's wire
// protocol says (validated with the contract's schemas), with a switch to take the link down and
// a byte quota per copy. It records every request body, so tests can check what left the device.

import {
  appendChangesRequestSchema,
  compactRequestSchema,
  createCopyRequestSchema,
  keepUntilRequestSchema,
  SAFE_ID,
} from '../../src/shared/contracts/safe-copy';

interface FakeCopy {
  kind: string;
  accessHash: string;
  changes: { seq: number; changeId: string; body: string }[];
  last: number;
  files: Map<string, Map<number, Uint8Array>>;
  keepUntil?: string;
  changedAt: number;
}

export interface FakeCopies {
  fetch: typeof fetch;
  copies: Map<string, FakeCopy>;
  deleted: Set<string>;
  /** Bytes of every request body, in order. */
  sent: { method: string; path: string; bytes: number }[];
  /** While true, every request fails as a network error does. */
  down: boolean;
  /** While set, every write (PUT, POST, PATCH) is refused with this answer. */
  refuse?: { status: number; error: string; retryAfter?: number };
  /** Bytes a copy may hold (changes and chunks); beyond, 413 too-large (the server's per-copy limit). */
  quotaBytes: number;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

async function sha256(text: string): Promise<string> {
  const bytes = Buffer.from(text, 'base64url');
  return Buffer.from(await crypto.subtle.digest('SHA-256', bytes)).toString('base64url');
}

const bytesOf = (copy: FakeCopy) =>
  copy.changes.reduce((sum, change) => sum + change.body.length, 0) +
  [...copy.files.values()].reduce((sum, file) => sum + [...file.values()].reduce((s, c) => s + c.length, 0), 0);

export function fakeCopies(now: () => number = Date.now): FakeCopies {
  const state: FakeCopies = {
    copies: new Map(),
    deleted: new Set(),
    sent: [],
    down: false,
    quotaBytes: Infinity,
    fetch: async (input, init) => {
      if (state.down) throw new TypeError('fetch failed');
      const url = new URL(String(input), 'http://fake');
      const method = init?.method ?? 'GET';
      const body = init?.body;
      const raw = body instanceof Uint8Array ? body : typeof body === 'string' ? Buffer.from(body) : new Uint8Array();
      state.sent.push({ method, path: url.pathname, bytes: raw.length });
      return answer(method, url, raw, String((init?.headers as Record<string, string>)?.Authorization ?? ''));
    },
  };

  async function answer(method: string, url: URL, raw: Uint8Array, auth: string): Promise<Response> {
    const [, , , id = '', section, fileId, n] = url.pathname.split('/');
    if (state.refuse && ['PUT', 'POST', 'PATCH'].includes(method)) {
      const { status, error, retryAfter } = state.refuse;
      const headers: Record<string, string> = { 'Content-Type': 'application/json' };
      if (retryAfter) headers['Retry-After'] = String(retryAfter);
      return new Response(JSON.stringify({ error }), { status, headers });
    }
    if (!SAFE_ID.test(id)) return json(404, { error: 'not-found' });
    const copy = state.copies.get(id);
    const body = () => JSON.parse(Buffer.from(raw).toString()) as unknown;
    if (method === 'PUT' && !section) {
      const request = createCopyRequestSchema.safeParse(body());
      if (!request.success) return json(422, { error: 'invalid' });
      if (state.deleted.has(id)) return json(404, { error: 'not-found' });
      if (copy) return copy.accessHash === request.data.accessHash ? json(200, {}) : json(409, { error: 'exists' });
      state.copies.set(id, { ...request.data, changes: [], last: 0, files: new Map(), changedAt: now() });
      return json(201, {});
    }
    if (!copy) return json(404, { error: 'not-found' });
    if (!auth.startsWith('Copy ') || (await sha256(auth.slice(5))) !== copy.accessHash) {
      return json(403, { error: 'forbidden' });
    }
    if (method === 'DELETE' && !section) {
      state.copies.delete(id);
      state.deleted.add(id);
      return new Response(null, { status: 204 });
    }
    if (method === 'GET' && !section) {
      const deleteAfter = new Date(copy.keepUntil ? Date.parse(copy.keepUntil) : copy.changedAt + 120 * 86_400_000);
      return json(200, {
        kind: copy.kind,
        changedAt: new Date(copy.changedAt).toISOString(),
        deleteAfter: deleteAfter.toISOString(),
        bytes: bytesOf(copy),
      });
    }
    if (method === 'PATCH' && !section) {
      const request = keepUntilRequestSchema.safeParse(body());
      if (!request.success) return json(422, { error: 'invalid' });
      copy.keepUntil = request.data.keepUntil;
      return json(200, {});
    }
    if (section === 'changes' && method === 'POST') {
      const request = appendChangesRequestSchema.safeParse(body());
      if (!request.success) return json(422, { error: 'invalid' });
      const adding = request.data.changes.filter((change) => !copy.changes.some((c) => c.changeId === change.changeId));
      if (bytesOf(copy) + adding.reduce((sum, c) => sum + c.body.length, 0) > state.quotaBytes) {
        return json(413, { error: 'too-large' });
      }
      for (const change of adding) copy.changes.push({ seq: ++copy.last, ...change });
      copy.changedAt = now();
      return json(200, { seq: copy.last });
    }
    if (section === 'changes' && method === 'GET') {
      const after = Number(url.searchParams.get('after') ?? 0);
      const changes = copy.changes.filter((change) => change.seq > after).slice(0, 500);
      return json(200, { changes, last: copy.last });
    }
    if (section === 'compact' && method === 'POST') {
      const request = compactRequestSchema.safeParse(body());
      if (!request.success || request.data.upTo > copy.last) return json(422, { error: 'invalid' });
      // As the intake does: the snapshot is the copy's next change, the changes up to `upTo` go.
      copy.changes = copy.changes.filter((change) => change.seq > request.data.upTo);
      copy.changes.push({ seq: ++copy.last, changeId: request.data.changeId, body: request.data.body });
      return json(200, { seq: copy.last });
    }
    if (section === 'files' && fileId) {
      const file = copy.files.get(fileId) ?? new Map<number, Uint8Array>();
      if (method === 'GET' && n === undefined) return json(200, { chunks: [...file.keys()].sort((a, b) => a - b) });
      if (method === 'DELETE') {
        copy.files.delete(fileId);
        return new Response(null, { status: 204 });
      }
      const chunk = file.get(Number(n));
      if (method === 'GET') return chunk ? new Response(new Uint8Array(chunk)) : json(404, { error: 'not-found' });
      if (method === 'PUT') {
        if (bytesOf(copy) + raw.length > state.quotaBytes) return json(413, { error: 'too-large' });
        file.set(Number(n), new Uint8Array(raw));
        copy.files.set(fileId, file);
        copy.changedAt = now();
        return new Response(null, { status: 204 });
      }
    }
    return json(404, { error: 'not-found' });
  }

  return state;
}
