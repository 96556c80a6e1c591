// @vitest-environment node
// Strict-Transport-Security: on every answer that went over HTTPS (directly, or through a trusted
// proxy that says so), site, API and desk alike; never over plain http, where `npm start` runs;
// and on every location of the nginx rules.

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nginxConf } from '../../scripts/nginx-conf';
import { createSite, intakeWithDesk } from '../../server/app';
import { loadConfig } from '../../server/config';
import type { Desk } from '../../server/desk';
import type { LazyIntakeApi } from '../../server/intake';
import { quietLogger, testConfig } from '../intake/support';

const HSTS = 'max-age=63072000; includeSubDomains';
let dir: string;
let intake: LazyIntakeApi;
let desk: Desk;
type Requester = (url: string, headers?: Record<string, string>) => Promise<Response>;
/** The site with INTAKE_TRUST_PROXY off, and on (the same intake and desk under both). */
let direct: Requester;
let proxied: Requester;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'ccis-hsts-'));
  for (const [file, body] of [
    ['dist/shell.html', '<div id="root"></div>'],
    ['dist/index.html', '<h1>Home</h1>'],
    ['dist/th/school-fees/index.html', '<h1>ค่าเล่าเรียน</h1>'],
    ['dist/_errors/404-en.html', '<h1>Sorry, page not found!</h1>'],
    ['desk/index.html', '<!doctype html><html lang="en"><title>Desk</title>'],
  ] as const) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), body);
  }
  const config = (trustProxy: boolean) => ({
    ...loadConfig({}),
    distDir: path.join(dir, 'dist'),
    ssrDir: path.join(dir, 'no-ssr'),
    deskDistDir: path.join(dir, 'desk'),
    intake: testConfig(dir, { trustProxy }),
  });
  const parts = intakeWithDesk(config(false), { logger: quietLogger });
  ({ intake, desk } = parts);
  // The database opens before the tests, which then wait for nothing.
  await intake.ready();
  const requester = (trustProxy: boolean): Requester => {
    const { app } = createSite(config(trustProxy), parts);
    return async (url, headers = {}) => app.request(url, { headers });
  };
  direct = requester(false);
  proxied = requester(true);
}, 120_000);

afterAll(async () => {
  await intake.close();
  rmSync(dir, { recursive: true, force: true });
}, 60_000);

const hstsOf = (res: Response) => res.headers.get('strict-transport-security');

describe('over HTTPS', () => {
  it.each([
    ['a page', '/th/school-fees', 200],
    ['a redirect', '/en/faq', 301],
    ['a 404', '/nope', 404],
    ['the API', '/api/health', 200],
    ['the desk’s page', '/desk', 200],
    ['the desk’s API', '/api/desk/session', 200],
  ])('%s carries Strict-Transport-Security', async (_name, address, status) => {
    const res = await direct(`https://www.coconutcoast.school${address}`);
    expect(res.status).toBe(status);
    expect(hstsOf(res)).toBe(HSTS);
  });

  it('is the desk’s own page, with the desk’s stricter policy', async () => {
    const res = await direct('https://www.coconutcoast.school/desk');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it('reaches the desk served on its own, too', async () => {
    const res = await desk.fetch(new Request('https://desk.coconutcoast.school/desk'));
    expect(res.status).toBe(200);
    expect(hstsOf(res)).toBe(HSTS);
  });

  it('is known from a trusted proxy’s X-Forwarded-Proto', async () => {
    const res = await proxied('http://127.0.0.1:8080/th/school-fees', { 'X-Forwarded-Proto': 'https' });
    expect(hstsOf(res)).toBe(HSTS);
    const desk = await proxied('http://127.0.0.1:8080/desk', { 'X-Forwarded-Proto': 'https' });
    expect(hstsOf(desk)).toBe(HSTS);
  });
});

describe('over plain http', () => {
  it.each(['/th/school-fees', '/api/health', '/desk'])('%s carries none', async (address) => {
    const res = await direct(`http://localhost:8080${address}`);
    expect(res.status).toBe(200);
    expect(hstsOf(res)).toBeNull();
  });

  it('carries none when X-Forwarded-Proto comes from an untrusted client, or says http', async () => {
    const forged = await direct('http://localhost:8080/th/school-fees', { 'X-Forwarded-Proto': 'https' });
    expect(hstsOf(forged)).toBeNull();
    const plain = await proxied('http://127.0.0.1:8080/th/school-fees', { 'X-Forwarded-Proto': 'http' });
    expect(hstsOf(plain)).toBeNull();
  });
});

describe('the nginx rules', () => {
  const conf = nginxConf({});
  const line = `add_header Strict-Transport-Security "${HSTS}" always;`;

  it('send Strict-Transport-Security from the server block, without preload', () => {
    expect(conf.split('\n')).toContain(line);
    expect(conf).not.toMatch(/preload/);
  });

  it('repeat it in every location with headers of its own (nginx inherits none there)', () => {
    const blocks = conf.split(/^(?=location )/m).slice(1);
    expect(blocks.length).toBeGreaterThan(8);
    for (const block of blocks.map((b) => b.slice(0, b.indexOf('\n}') + 2))) {
      if (!block.includes('add_header')) continue;
      expect(block, block.split('\n')[0]).toContain(`  ${line}`);
      expect(block, block.split('\n')[0]).toContain('  add_header Content-Security-Policy');
    }
  });
});
