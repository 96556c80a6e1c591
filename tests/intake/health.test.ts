// @vitest-environment node
// Health, readiness, request ids, the JSON access log and graceful shutdown, in process: /health
// answers without the database, the rate limit or the token; /ready says 503 while a part does not
// answer or the process is shutting down; each request gets one log line without personal data;
// a shutdown waits for a request in flight, but not past its grace period.

import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createIntakeApi, type IntakeApi } from '../../server/intake';
import { jsonLogger } from '../../server/intake/log';
import { openPgliteStore } from '../../server/intake/pglite-store';
import { openStorage } from '../../server/intake/storage';
import type { IntakeStore } from '../../server/intake/store-types';
import { shutDown } from '../../server/shutdown';
import { contactData, post, quietLogger, submission, testConfig } from './support';

let dir: string;
let store: IntakeStore;
const apis: IntakeApi[] = [];

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'intake-health-'));
  store = await openPgliteStore(path.join(dir, 'db'));
}, 60_000);

afterAll(async () => {
  for (const api of apis) await api.close();
  await store?.close();
  rmSync(dir, { recursive: true, force: true });
});

async function make(options: Partial<Parameters<typeof createIntakeApi>[0]> = {}) {
  const api = await createIntakeApi({
    config: testConfig(dir, { rateLimit: 1, apiToken: 'families', corsOrigins: ['https://apply.example.org'] }),
    store,
    logger: quietLogger,
    ...options,
  });
  apis.push(api);
  return api;
}

describe('health and readiness', () => {
  it('answers /api/health at once, uncached, CORS-friendly, outside the rate limit and the token', async () => {
    const { app } = await make();
    for (let i = 0; i < 3; i++) {
      const res = await app.request('/api/health', { headers: { Origin: 'https://apply.example.org' } });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ status: 'ok' });
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('access-control-allow-origin')).toBe('https://apply.example.org');
    }
    const evil = await app.request('/api/health', { headers: { Origin: 'https://evil.example' } });
    expect(evil.status).toBe(403);
  });

  it('is ready when the database and the storage answer, and not while shutting down', async () => {
    let draining = false;
    const { app } = await make({ draining: () => draining });
    const ready = await app.request('/api/ready');
    expect(ready.status).toBe(200);
    expect(ready.headers.get('cache-control')).toBe('no-store');
    draining = true;
    const stopping = await app.request('/api/ready');
    expect(stopping.status).toBe(503);
    expect(await stopping.json()).toEqual({ status: 'not-ready', failing: ['shutting-down'] });
  });

  it('is not ready while the file storage does not answer', async () => {
    const storage = await openStorage({ filesDir: path.join(dir, 'broken'), s3: undefined });
    const { app } = await make({ storage: { ...storage, check: () => Promise.reject(new Error('disk gone')) } });
    const res = await app.request('/api/ready');
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ status: 'not-ready', failing: ['storage'] });
  });
});

describe('request ids and the access log', () => {
  it('logs one JSON line per request with its id, and no address, body or name', async () => {
    const lines: string[] = [];
    const { app } = await make({
      config: testConfig(dir, { trustProxy: true }),
      logger: jsonLogger('info', (line) => lines.push(line)),
    });
    const res = await post(app, submission('contact', contactData()), {
      'X-Request-Id': 'lb-7f3a',
      'X-Forwarded-For': '203.0.113.50',
    });
    expect(res.status).toBe(201);
    expect(res.headers.get('x-request-id')).toBe('lb-7f3a');
    expect((await app.request('/api/health')).headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines).toHaveLength(1);
    const entry = JSON.parse(lines[0]!);
    expect(entry).toMatchObject({
      level: 'info',
      requestId: 'lb-7f3a',
      method: 'POST',
      path: '/api/submissions',
      status: 201,
    });
    expect(typeof entry.durationMs).toBe('number');
    expect(lines[0]).not.toMatch(/203\.0\.113|Anna|anna@example/);
  });

  it('writes nothing below its level, and nothing at all when silent', () => {
    const lines: string[] = [];
    jsonLogger('warn', (line) => lines.push(line)).info('request');
    jsonLogger('silent', (line) => lines.push(line)).error('boom', new Error('x'));
    jsonLogger('error', (line) => lines.push(line)).error('boom', new Error('disk full'));
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({
      level: 'error',
      message: 'boom',
      error: 'Error',
      detail: 'disk full',
    });
  });
});

describe('graceful shutdown', () => {
  /** A server whose one request waits until released: a tus PATCH still arriving. */
  async function holdingServer() {
    let arrived!: () => void;
    let release!: () => void;
    const arrival = new Promise<void>((resolve) => (arrived = resolve));
    const gate = new Promise<void>((resolve) => (release = resolve));
    const server = http.createServer((_req, res) => {
      arrived();
      void gate.then(() => res.end('done'));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    return { server, arrival, release, url };
  }
  const options = (graceMs: number) => ({
    graceMs,
    onDrain: vi.fn(),
    close: vi.fn(async () => undefined),
    logger: quietLogger,
  });

  it('stops accepting, lets the request in flight finish, then closes', async () => {
    const { server, arrival, release, url } = await holdingServer();
    const answer = fetch(url).then((res) => res.text());
    await arrival;
    const shutdown = options(10_000);
    const stopping = shutDown(server, shutdown, 'SIGTERM');
    expect(shutdown.onDrain).toHaveBeenCalledOnce();
    await expect(fetch(url)).rejects.toThrow();
    expect(shutdown.close).not.toHaveBeenCalled();
    release();
    expect(await answer).toBe('done');
    await stopping;
    expect(shutdown.close).toHaveBeenCalledOnce();
  });

  it('cuts a request still running when the grace period ends, and closes all the same', async () => {
    const { server, arrival, release, url } = await holdingServer();
    const answer = fetch(url).then(
      (res) => res.text(),
      () => 'cut',
    );
    await arrival;
    const shutdown = options(300);
    await shutDown(server, shutdown, 'SIGTERM');
    expect(await answer).toBe('cut');
    expect(shutdown.close).toHaveBeenCalledOnce();
    release();
  });
});
