// The server's answers over a small build folder: statuses, compression, cache and security headers.

import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { safeJoin } from '../../server/site/static-files';

let app: ReturnType<typeof createApp>;
let dist: string;

beforeAll(() => {
  dist = mkdtempSync(path.join(tmpdir(), 'ccis-dist-'));
  const write = (file: string, body: string | Buffer) => {
    mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    writeFileSync(path.join(dist, file), body);
  };
  write('shell.html', '<!doctype html><div id="root"></div>');
  write('index.html', '<h1>Home</h1>');
  write('th/school-fees/index.html', '<h1>ค่าเล่าเรียน</h1>');
  write('_errors/404-en.html', '<h1>Sorry, page not found!</h1>');
  write('_errors/404-th.html', '<h1>ไม่พบหน้า</h1>');
  write('_errors/500-en.html', '<h1>An error occurred</h1>');
  const js = 'console.log("x");'.repeat(100);
  write('assets/app-abc123.js', js);
  write('assets/app-abc123.js.gz', gzipSync(js));
  // No SSR build here: the server answers from the build's files alone.
  app = createApp({ ...loadConfig({}), distDir: dist, ssrDir: path.join(dist, 'no-ssr') });
});

describe('server', () => {
  it('serves pages with 200, no-cache and the security headers', async () => {
    const res = await app.request('/th/school-fees');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('ค่าเล่าเรียน');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('permissions-policy')).toContain('camera=()');
  });

  it('answers unknown pages with the 404 page of their language', async () => {
    const res = await app.request('/th/nope');
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('ไม่พบหน้า');
  });

  it('serves hashed assets immutable and compressed', async () => {
    const res = await app.request('/assets/app-abc123.js', { headers: { 'Accept-Encoding': 'gzip, deflate' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-type')).toContain('text/javascript');
    const etag = res.headers.get('etag');
    const again = await app.request('/assets/app-abc123.js', { headers: { 'If-None-Match': etag ?? '' } });
    expect(again.status).toBe(304);
  });

  it('serves pages published after the build from the shell, and 404s unknown slugs', async () => {
    const later = await app.request('/news-updates/stem-education');
    expect(later.status).toBe(200);
    expect(await later.text()).toContain('<div id="root"></div>');
    const missing = await app.request('/news-updates/not-a-real-article');
    expect(missing.status).toBe(404);
  });

  it('redirects with the right statuses and sets the language cookie', async () => {
    const en = await app.request('/en/faq');
    expect(en.status).toBe(301);
    expect(en.headers.get('location')).toBe('/faq');
    const lang = await app.request('/faq?lang=th');
    expect(lang.status).toBe(302);
    expect(lang.headers.get('set-cookie')).toMatch(/locale=th;.*Path=\//);
  });

  it('never serves files outside the build folder', async () => {
    expect(safeJoin(dist, '/../package.json')).toBe(path.join(dist, 'package.json'));
    expect(safeJoin(dist, '/%2e%2e/%2e%2e/etc/passwd')).toBe(path.join(dist, 'etc/passwd'));
    const res = await app.request('/..%2f..%2fpackage.json');
    expect(res.status).toBe(404);
  });
});
