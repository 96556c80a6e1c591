// @vitest-environment node
// Fuzzing WordPress's REST routes where the site passes them on to the school's WordPress
// (CONTENT_BASE_URL; endpoints-raw.test.ts covers the seeded content service): a stand-in
// WordPress on loopback records what reaches it and answers hostile HTML. Never a 5xx, answers
// of the documented shape, only GETs of the allowed routes reach WordPress, never a visitor's
// cookie or credentials, and the HTML that comes back is cleaned.

import fc from 'fast-check';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { testConfig } from '../intake/support';
import { buildRequest, SEED } from './arbitraries';
import { answerProblems, bodyText, operation, type Operation } from './contract';
import { badSegment, noiseHeaders, noiseQuery } from './noise';

const RUNS = 60;
const ALLOWED_ROUTE = /^\/wp-json\/wp\/v2\/(posts|pages|school_galley|media)(\/\d+)?$/;
const HOSTILE = [
  {
    id: 7,
    title: { rendered: 'Hi<img src=x onerror=alert(1)>' },
    content: { rendered: '<script>alert(1)</script><p>x</p>' },
  },
];

let server: Server;
let app: Hono;
let dir: string;
const received: { method: string; url: string; headers: IncomingHttpHeaders }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    received.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers });
    res.writeHead(200, { 'Content-Type': 'application/json', 'X-WP-Total': '1', 'X-WP-TotalPages': '1' });
    res.end(JSON.stringify(/\/\d+(\?|$)/.test(req.url ?? '') ? HOSTILE[0] : HOSTILE));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  dir = mkdtempSync(path.join(tmpdir(), 'fuzz-proxy-'));
  const config = loadConfig({ CONTENT_BASE_URL: `http://127.0.0.1:${port}` });
  app = createApp(
    { ...config, distDir: path.join(dir, 'dist'), ssrDir: path.join(dir, 'no-ssr'), intake: testConfig(dir) },
    {
      intake: {
        ready: () => Promise.reject(new Error('no intake in this test')),
        fetch: async () => Response.json({ error: 'not-found' }, { status: 404 }),
        close: async () => undefined,
      },
    },
  );
});

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const PARAMS = [
  'lang',
  'page',
  'per_page',
  'slug',
  'search',
  'orderby',
  'order',
  'include',
  '_embed',
  'gallery_section',
];
/** Parameters a page sends, and ones WordPress knows but the site never asks for. */
const param = fc.tuple(
  fc.constantFrom(...PARAMS, 'context', 'status', '_fields', 'password', 'author', '_method', 'per_page[]', '_jsonp'),
  fc.constantFrom('edit', 'draft', 'th', '1', '-1', '100', 'x%00', 'alert', '%FF', 'a,b'),
);

const recipe = (op: Operation) =>
  fc
    .record({
      type: fc.oneof({ weight: 4, arbitrary: fc.constantFrom('posts', 'pages', 'school_galley', 'media') }, badSegment),
      id: fc.oneof(fc.constantFrom('1', '007', '99999999999999999999'), badSegment),
      params: fc.array(param, { maxLength: 4 }),
      query: noiseQuery,
      headers: fc
        .tuple(noiseHeaders, fc.boolean())
        .map(([noise, secrets]): [string, string][] =>
          secrets
            ? [
                ...noise,
                ['cookie', 'wordpress_logged_in_x=secret'] as [string, string],
                ['authorization', 'Basic c2VjcmV0'],
              ]
            : noise,
        ),
    })
    .map((r) => {
      const path = op.served.replace('{type}', r.type).replace('{id}', r.id);
      const extra = r.params.map(([k, v]) => `${encodeURIComponent(k)}=${v}`).join('&');
      return { ...r, path, query: r.query ? `${r.query}${extra ? `&${extra}` : ''}` : extra ? `?${extra}` : '' };
    });

async function send(op: Operation, path: string, query: string, headers: [string, string][]) {
  received.length = 0;
  const res = await app.fetch(buildRequest({ method: 'GET', path, query, headers }));
  const copy = res.clone();
  expect(await answerProblems(op, res), `GET ${path}${query}`.slice(0, 300)).toEqual([]);
  return copy;
}

describe('the WordPress proxy under generated requests', () => {
  for (const id of ['contentCollection', 'contentItem']) {
    const op = operation(id);

    it(`${id}: never a 5xx; only GETs of allowed routes reach WordPress, without credentials; HTML cleaned`, async () => {
      await fc.assert(
        fc.asyncProperty(recipe(op), async ({ path, query, headers }) => {
          const res = await send(op, path, query, headers);
          for (const request of received) {
            expect(request.method).toBe('GET');
            expect(new URL(request.url, 'http://wp').pathname).toMatch(ALLOWED_ROUTE);
            expect(request.headers.cookie).toBeUndefined();
            expect(request.headers.authorization).toBeUndefined();
          }
          if (res.status === 200) expect(await bodyText(res)).not.toMatch(/<script|onerror/i);
        }),
        { seed: SEED, numRuns: RUNS },
      );
    }, 60_000);

    it(`${id}: only documented query parameters reach WordPress`, async () => {
      await fc.assert(
        fc.asyncProperty(recipe(op), async ({ path, query, headers }) => {
          await send(op, path, query, headers);
          for (const request of received)
            for (const key of new URL(request.url, 'http://wp').searchParams.keys()) expect(op.query).toContain(key);
        }),
        { seed: SEED, numRuns: RUNS },
      );
    }, 60_000);
  }
});
