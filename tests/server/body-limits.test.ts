// @vitest-environment node
// Every endpoint that reads a body refuses an oversized one while it streams in: a client sends a
// chunked body (no Content-Length) that would be far larger than the limit, and the server answers
// 413 before the client has sent it, without the handler seeing it (safe copies' requests carrying
// their copy's secret, which is checked before the body is read). The CSP report endpoint also
// answers 429 to a client past its budget.

import { serve, type ServerType } from '@hono/node-server';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSite, intakeWithDesk, type Site } from '../../server/app';
import { loadConfig } from '../../server/config';
import type { LazyIntakeApi } from '../../server/intake';
import { CSP_REPORTS_PER_MINUTE, type CspViolation } from '../../server/site/csp-report';
import { accessKeys, randomId } from '../intake/copy-device';
import { quietLogger, testConfig } from '../intake/support';

const WEBHOOK_SECRET = 'webhook-secret-for-the-tests';
/** Far more than any limit below (the largest, a safe copy's changes, is about 5.5 MB). */
const STREAM_BYTES = 32 * 1024 * 1024;
const CHUNK = Buffer.alloc(16 * 1024, 'a');

let dir: string;
let intake: LazyIntakeApi;
let site: Site;
let server: ServerType;
let origin: string;
const reports: CspViolation[] = [];
let purges = 0;
/** A safe copy made before the tests, whose changes and chunks are then sent too large. */
const copy = { id: randomId(), ...accessKeys() };

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'ccis-body-limits-'));
  const config = {
    ...loadConfig({ CONTENT_WEBHOOK_SECRET: WEBHOOK_SECRET }),
    distDir: path.join(dir, 'dist'),
    ssrDir: path.join(dir, 'no-ssr'),
    intake: testConfig(dir, { staffPin: '2468', maxBodyBytes: 64 * 1024, maxParcelBytes: 64 * 1024 }),
  };
  const parts = intakeWithDesk(config, { logger: quietLogger });
  intake = parts.intake;
  await intake.ready();
  site = createSite(config, { ...parts, logCspViolation: (violation) => reports.push(violation) });
  site.cache.purge = () => void (purges += 1);
  server = serve({ fetch: site.app.fetch, hostname: '127.0.0.1', port: 0 });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const made = await fetch(`${origin}/api/copies/${copy.id}`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ kind: 'draft', accessHash: copy.hash }),
  });
  if (made.status !== 201) throw new Error(`the safe copy was refused: ${made.status}`);
}, 60_000);

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await intake.close();
  rmSync(dir, { recursive: true, force: true });
});

interface Answer {
  status: number;
  /** Bytes of the body the client had written when the answer came. */
  sent: number;
}

/** Writes chunk after chunk (waiting for the socket to drain) until the server answers or STREAM_BYTES are out. */
function streamUntilAnswered(pathname: string, headers: Record<string, string>, method = 'POST'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const request = http.request(`${origin}${pathname}`, {
      method,
      headers: { ...headers, 'Transfer-Encoding': 'chunked' },
    });
    request.on('response', (response) => {
      answered = true;
      response.resume();
      response.on('end', () => {
        request.destroy();
        resolve({ status: response.statusCode ?? 0, sent });
      });
    });
    // Once answered, the server may close the connection under the rest of the body.
    request.on('error', (error) => {
      if (!answered) reject(error);
    });
    const pump = () => {
      while (!answered && sent < STREAM_BYTES) {
        sent += CHUNK.length;
        if (!request.write(CHUNK)) return void request.once('drain', pump);
      }
      if (!answered) request.end();
    };
    pump();
  });
}

const json = { 'Content-Type': 'application/json' };

const copySecret = { Authorization: `Copy ${copy.secret}` };

const endpoints: [string, string, Record<string, string>, string?][] = [
  ['a submission', '/api/submissions', json],
  ['a take-home parcel', '/api/parcels', { 'Content-Type': 'application/octet-stream' }],
  ['the staff PIN', '/api/device/staff', json],
  ['the family status page', '/api/status', json],
  ['an offer answer', '/api/status/offer', json],
  ['the desk API', '/api/desk/auth/password', json],
  ['the content webhook', '/content-webhook', { Authorization: `Bearer ${WEBHOOK_SECRET}` }],
  ['a CSP report', '/csp-report', { 'Content-Type': 'application/csp-report' }],
  ['a safe copy’s creation', `/api/copies/${randomId()}`, json, 'PUT'],
  ['a safe copy’s keep-until date', `/api/copies/${copy.id}`, { ...json, ...copySecret }, 'PATCH'],
  ['a safe copy’s changes', `/api/copies/${copy.id}/changes`, { ...json, ...copySecret }],
  ['a safe copy’s snapshot', `/api/copies/${copy.id}/compact`, { ...json, ...copySecret }],
  [
    'a safe copy’s file chunk',
    `/api/copies/${copy.id}/files/${randomId()}/0`,
    { 'Content-Type': 'application/octet-stream', ...copySecret },
    'PUT',
  ],
];

describe('oversized bodies without Content-Length', () => {
  it.each(endpoints)(
    '%s (%s) is refused with 413 before the client has sent it',
    async (_name, pathname, headers, method) => {
      const before = { reports: reports.length, purges };
      // The desk takes state-changing requests from its own origin only.
      const answer = await streamUntilAnswered(pathname, { ...headers, Origin: origin }, method);
      expect(answer.status).toBe(413);
      expect(answer.sent).toBeLessThan(STREAM_BYTES);
      expect({ reports: reports.length, purges }).toEqual(before);
    },
  );

  it('leaves bodies within the limits to their handlers', async () => {
    const report = await fetch(`${origin}/csp-report`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/csp-report' },
      body: JSON.stringify({ 'csp-report': { 'document-uri': `${origin}/`, 'blocked-uri': 'inline' } }),
    });
    expect(report.status).toBe(204);
    const hook = await fetch(`${origin}/content-webhook`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${WEBHOOK_SECRET}` },
      body: JSON.stringify({ event: 'publish', type: 'post', id: 7 }),
    });
    expect(hook.status).toBe(204);
    expect(purges).toBe(1);
    const status = await fetch(`${origin}/api/status`, { method: 'POST', headers: json, body: '{"token":"x"}' });
    expect(status.status).toBe(404);
    expect(await status.json()).toEqual({ error: 'invalid' });
  });
});

describe('the CSP report endpoint', () => {
  const report = (forwardedFor: string) =>
    site.app.request('/csp-report', {
      method: 'POST',
      headers: { 'Content-Type': 'application/csp-report', 'X-Forwarded-For': forwardedFor },
      body: JSON.stringify({ 'csp-report': { 'document-uri': 'https://www.coconutcoast.school/' } }),
    });

  it(`takes ${CSP_REPORTS_PER_MINUTE} reports a minute from one client, then answers 429`, async () => {
    const trusting = createSite(
      {
        ...loadConfig({}),
        distDir: path.join(dir, 'dist'),
        ssrDir: path.join(dir, 'no-ssr'),
        intake: testConfig(dir, { trustProxy: true }),
      },
      { intake, logCspViolation: () => undefined },
    );
    const send = (forwardedFor: string) =>
      trusting.app.request('/csp-report', {
        method: 'POST',
        headers: { 'Content-Type': 'application/csp-report', 'X-Forwarded-For': forwardedFor },
        body: JSON.stringify({ 'csp-report': { 'document-uri': 'https://www.coconutcoast.school/' } }),
      });
    for (let i = 0; i < CSP_REPORTS_PER_MINUTE; i += 1) expect((await send('203.0.113.7')).status).toBe(204);
    const refused = await send('203.0.113.7');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another client has its own budget.
    expect((await send('198.51.100.4')).status).toBe(204);
  });

  it('counts reports per client, not per forwarded header, unless the proxy is trusted', async () => {
    const answers = [];
    for (let i = 0; i <= CSP_REPORTS_PER_MINUTE; i += 1) answers.push((await report(`192.0.2.${i}`)).status);
    expect(answers.at(-1)).toBe(429);
  });
});
