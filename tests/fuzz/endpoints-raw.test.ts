// @vitest-environment node
// Fuzzing every operation of docs/openapi.yaml through the whole server with noise where it is not
// JSON: path parameters that are not ids (`..`, NUL, bad escapes, 10,000 characters), repeated
// and odd query parameters and headers, stray bodies, safe copies' requests with and without their
// secret (a copy of its own for each deletion); tus requests with wrong Tus-Resumable,
// negative, huge and non-numeric lengths and offsets, bad base64 metadata; parcels of every size
// and type. Never a 5xx, errors in the contract's shape, nothing stored by a refused request.

import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildRequest, filler, SEED } from './arbitraries';
import { badSegment, contentTypes, noiseHeaders, noiseQuery } from './noise';
import { operation, operations, type Operation } from './contract';
import { probe } from './probe';
import { startTarget, type FixtureCopy, type Target } from './target';
import { badMetadata, bytesOf, patchBody, tusHeaderList, tusHeaders } from './tus-arbitraries';

const RUNS = 30;
const TUS_RUNS = 50;

let target: Target;
let parcelId = '';
beforeAll(async () => {
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
  target = await startTarget();
  const parked = await target.app.request('/api/parcels', {
    method: 'POST',
    headers: { 'Content-Type': 'application/octet-stream' },
    body: new Uint8Array([1, 2, 3]),
  });
  parcelId = ((await parked.json()) as { id: string }).id;
}, 60_000);
afterAll(() => target?.close());

/**
 * A good value for each path parameter: the fixture's submission, a parked parcel, a real upload,
 * a safe copy (`copy`), one of its files and chunks.
 */
async function goodParam(op: Operation, name: string, copy: FixtureCopy): Promise<string> {
  if (name === 'uploadId') return (await target.newUpload()).split('/').pop()!;
  if (op.path.startsWith('/copies')) return { id: copy.id, fileId: copy.fileId, n: '0' }[name] ?? '';
  if (name === 'type') return 'posts';
  if (op.path.startsWith('/wp-json')) return '1';
  if (op.path.startsWith('/parcels')) return parcelId;
  return target.fixture.submissionId;
}

/** What a safe copy's request carries in Authorization: its secret mostly, else nothing or a wrong one. */
const copyProof = fc.oneof(
  { weight: 4, arbitrary: fc.constant('secret') },
  fc.constantFrom('', 'Copy ', 'Copy AAAA', `Copy ${'A'.repeat(43)}`, 'Bearer x', 'Copy a b', 'LONG:Copy :5000'),
);

/** Deleting spends the copy: those operations get one of their own each time. */
const SPENDS = new Set(['deleteCopy', 'deleteCopyFile']);

const bodyType = (op: Operation) =>
  op.id === 'parkParcel' || op.id === 'putChunk'
    ? 'application/octet-stream'
    : op.id === 'uploadBytes'
      ? 'application/offset+octet-stream'
      : 'application/json';

describe('every operation of docs/openapi.yaml, with noise in its path, query, headers and body', () => {
  for (const op of operations()) {
    const params = [...op.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
    it(`${op.method} ${op.served} (${op.id})`, async () => {
      const recipe = fc.record({
        params: fc.array(fc.option(badSegment, { freq: 2 }), { minLength: params.length, maxLength: params.length }),
        query: noiseQuery,
        headers: noiseHeaders,
        contentType: contentTypes(bodyType(op)),
        body: fc.option(fc.oneof(fc.uint8Array({ maxLength: 64 }), fc.string({ maxLength: 64 }))),
        proof: copyProof,
      });
      const copyOp = op.path.startsWith('/copies');
      await fc.assert(
        fc.asyncProperty(recipe, async ({ params: values, query, headers, contentType, body, proof }) => {
          const copy = SPENDS.has(op.id) ? await target.newCopy() : target.fixture.copy;
          let path = op.served;
          for (const [i, name] of params.entries())
            path = path.replace(`{${name}}`, values[i] ?? (await goodParam(op, name, copy)));
          const authorization: [string, string][] =
            copyOp && proof ? [['authorization', proof === 'secret' ? `Copy ${copy.secret}` : proof]] : [];
          const request = buildRequest({
            method: op.method,
            path,
            query,
            headers: [...authorization, ...headers],
            contentType,
            body: body ?? undefined,
          });
          await probe(target, op, request);
        }),
        { seed: SEED, numRuns: RUNS },
      );
    }, 60_000);
  }
});

describe('tus requests with bad headers, metadata and bodies', () => {
  const declared = () => ({
    submissionId: target.fixture.submissionId,
    attachmentId: target.fixture.attachment.id,
    sha256: target.fixture.attachment.sha256,
    name: target.fixture.attachment.name,
    type: target.fixture.attachment.type,
  });

  it('creating an upload (POST /api/uploads)', async () => {
    const op = operation('createUpload');
    const recipe = fc.record({ tus: tusHeaders, metadata: fc.option(badMetadata(declared()), { freq: 8 }) });
    await fc.assert(
      fc.asyncProperty(recipe, async ({ tus, metadata }) => {
        const headers = tusHeaderList({ ...tus, contentType: null }, metadata ?? undefined);
        await probe(target, op, buildRequest({ method: 'POST', path: op.served, headers }));
      }),
      { seed: SEED, numRuns: TUS_RUNS },
    );
  }, 60_000);

  for (const id of ['uploadBytes', 'uploadOffset', 'terminateUpload']) {
    it(`${id} on a real upload and on ids that are not one`, async () => {
      const op = operation(id);
      const recipe = fc.record({ tus: tusHeaders, body: patchBody, uploadId: fc.option(badSegment, { freq: 3 }) });
      await fc.assert(
        fc.asyncProperty(recipe, async ({ tus, body, uploadId }) => {
          const path = uploadId === null ? await target.newUpload() : `/api/uploads/${uploadId}`;
          const request = buildRequest({
            method: op.method,
            path,
            contentType: tus.contentType,
            headers: tusHeaderList(tus),
            body: op.method === 'PATCH' ? bytesOf(body) : undefined,
          });
          await probe(target, op, request);
        }),
        { seed: SEED, numRuns: TUS_RUNS },
      );
    }, 60_000);
  }
});

describe('parcels of every size and type', () => {
  it('parking (POST /api/parcels)', async () => {
    const op = operation('parkParcel');
    const recipe = fc.record({
      contentType: contentTypes('application/octet-stream'),
      body: fc.oneof(
        fc.constant(new Uint8Array(0)),
        fc.uint8Array({ maxLength: 64 }),
        fc.record({ size: fc.constantFrom(1024 * 1024, 1024 * 1024 + 1), fill: fc.constant(0) }),
      ),
      headers: noiseHeaders,
    });
    await fc.assert(
      fc.asyncProperty(recipe, async ({ contentType, body, headers }) => {
        const bytes = body instanceof Uint8Array ? body : filler(body);
        await probe(target, op, buildRequest({ method: 'POST', path: op.served, contentType, headers, body: bytes }));
      }),
      { seed: SEED, numRuns: TUS_RUNS },
    );
  }, 60_000);
});

describe('docs/openapi.yaml and the routes the server registers', () => {
  /** Same path: `{param}` of the document takes any segment; a route's `:param` only a `{param}`. */
  const samePath = (documented: string, route: string) => {
    const a = documented.split('/');
    const b = route.split('/');
    return a.length === b.length && a.every((part, i) => (part.startsWith('{') ? true : part === b[i]));
  };
  const routesOf = (app: { routes: { method: string; path: string }[] }) =>
    app.routes.filter((route) => !(route.method === 'ALL' && route.path.endsWith('*')));
  const listed = (route: { method: string; path: string }) =>
    operations().some(
      (op) => samePath(op.served, route.path) && (route.method === 'ALL' || route.method === op.method),
    );

  it('lists every route of the intake API (the families’ API under /api)', () => {
    const routes = routesOf(target.intake.app);
    expect(routes.length).toBeGreaterThan(10);
    expect(routes.filter((route) => !listed(route)).map((r) => `${r.method} ${r.path}`)).toEqual([]);
  });

  it('lists every endpoint the site answers besides its pages, files, the API and the desk', () => {
    const own = routesOf(target.app).filter(
      (route) =>
        !['/*', '/api', '/wp-content/uploads/:file{.+}'].includes(route.path) &&
        !/^\/(api|desk|th\/desk)(\/|$)/.test(route.path),
    );
    expect(own.map((r) => r.path)).toContain('/csp-report');
    expect(own.filter((route) => !listed(route)).map((r) => `${r.method} ${r.path}`)).toEqual([]);
  });

  it('has a route for every operation it lists', () => {
    const routes = [...routesOf(target.intake.app), ...routesOf(target.app)];
    const unanswered = operations().filter(
      (op) =>
        !routes.some(
          (route) =>
            (route.method === 'ALL' ||
              route.method === op.method ||
              (op.method === 'HEAD' && route.method === 'GET')) &&
            samePath(op.served, route.path.replace(/:\w+(\{[^}]*\})?/g, '{}')),
        ),
    );
    expect(unanswered.map((op) => `${op.method} ${op.served}`)).toEqual([]);
  });
});
