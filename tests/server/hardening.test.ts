// @vitest-environment node
// Hardening of the server: odd paths, slugs and query values never reach a file outside the build
// and never fail with a 500; failures answer without stack traces; CSP reports are taken in.

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { createIntakeApi, lazyIntakeApi } from '../../server/intake';
import type { IntakeStore } from '../../server/intake/store-types';
import type { CspViolation } from '../../server/site/csp-report';
import { contactData, post, quietLogger, submission, testConfig } from '../intake/support';

const SECRET = 'TOP-SECRET-OUTSIDE-THE-BUILD';
let root: string;
let app: ReturnType<typeof createApp>;
const reports: CspViolation[] = [];

beforeAll(() => {
  // root/secret.txt and root/package.json sit beside the build, root/dist.
  root = mkdtempSync(path.join(tmpdir(), 'ccis-hardening-'));
  const write = (file: string, body: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), body);
  };
  write('secret.txt', SECRET);
  write('package.json', SECRET);
  write('dist/shell.html', '<!doctype html><div id="root"></div>');
  write('dist/index.html', '<h1>Home</h1>');
  write('dist/curriculum/index.html', '<h1>Curriculum</h1>');
  write('dist/_errors/404-en.html', '<h1>Sorry, page not found!</h1>');
  write('dist/_errors/500-en.html', '<h1>An error occurred</h1>');
  const config = loadConfig({});
  app = createApp(
    // No SSR build here: the server answers from the build's files alone.
    { ...config, distDir: path.join(root, 'dist'), ssrDir: path.join(root, 'no-ssr'), intake: testConfig(root) },
    { logCspViolation: (violation) => reports.push(violation) },
  );
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A test title for a long address. */
const short = (text: string) => (text.length > 80 ? `${text.slice(0, 40)}… (${text.length} characters)` : text);

const escapes = [
  '/../secret.txt',
  '/..%2fsecret.txt',
  '/..%2Fsecret.txt',
  '/%2e%2e/secret.txt',
  '/%2e%2e%2fsecret.txt',
  '/%2E%2E%2F%2E%2E%2Fpackage.json',
  '/assets/..%2f..%2fsecret.txt',
  '/assets/%2e%2e%5c%2e%2e%5csecret.txt',
  '/..%5csecret.txt',
  '/secret.txt%00.html',
  '/%00',
  '/curriculum/..%2f..%2fsecret.txt',
  '/news-updates/..%2f..%2fsecret',
  '/news-updates/%2e%2e%2f%2e%2e%2fsecret',
  '/news-updates/a%00b',
  '/school-gallery/%2F..%2F..%2Fsecret',
  '/th/%2e%2e/%2e%2e/secret.txt',
  '/%E0%A4%A',
  `/news-updates/${'a'.repeat(5000)}`,
  `/school-gallery/${'%2e'.repeat(3000)}`,
  `/${'x'.repeat(10_000)}`,
  '/news-updates/page/-1',
  '/news-updates/page/0',
  '/news-updates/page/1e3',
  '/news-updates/page/99999999999999999999999',
];

describe('paths and slugs', () => {
  it.each(escapes.map((address) => [short(address), address]))(
    '%s answers 404 or 400, never a file outside the build',
    async (_label, address) => {
      const res = await app.request(address);
      expect([400, 404]).toContain(res.status);
      expect(await res.text()).not.toContain(SECRET);
    },
  );

  it('resolves encoded dot segments as URLs do, to a page inside the site', async () => {
    const res = await app.request('/curriculum/%2e%2e');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('<h1>Home</h1>');
  });

  it('keeps the same answers for HEAD', async () => {
    for (const address of escapes.slice(0, 8)) {
      const res = await app.request(address, { method: 'HEAD' });
      expect([400, 404]).toContain(res.status);
    }
  });
});

describe('query values', () => {
  it.each(['?lang=../../x', '?lang=%00', '?lang=en%2F..%2F..', `?lang=${'x'.repeat(3000)}`].map((q) => [short(q), q]))(
    '%s is a 404, not a redirect anywhere',
    async (_label, query) => {
      const res = await app.request(`/curriculum${query}`);
      expect(res.status).toBe(404);
      expect(res.headers.get('location')).toBeNull();
    },
  );

  it.each(['?page=-1', '?page=../../secret.txt', '?q=%3Cscript%3E', '?slug=..%2f..%2fsecret.txt', '?%00=%00'])(
    '%s is ignored by pages (200, the page itself)',
    async (query) => {
      const res = await app.request(`/curriculum${query}`);
      expect(res.status).toBe(200);
      expect(await res.text()).toBe('<h1>Curriculum</h1>');
    },
  );

  it('keeps language redirects on the site itself', async () => {
    const res = await app.request('/curriculum?lang=th&next=https://evil.example');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toMatch(/^\/th\/curriculum/);
  });

  it.each([
    '/wp-json/wp/v2/posts?page=-1',
    '/wp-json/wp/v2/posts?per_page=100000',
    '/wp-json/wp/v2/posts?slug=../../secret.txt',
    '/wp-json/wp/v2/posts?lang=../../x',
    '/wp-json/wp/v2/school_galley?page=abc',
    '/wp-json/wp/v2/../../secret.txt',
    '/wp-content/uploads/..%2f..%2fsecret.txt',
  ])('the content service answers %s without a 500 or a file outside', async (address) => {
    const res = await app.request(address);
    expect(res.status).toBeLessThan(500);
    expect(await res.text()).not.toContain(SECRET);
  });
});

describe('errors leak nothing', () => {
  it('answers other methods 405 and odd verbs without a stack trace', async () => {
    const res = await app.request('/curriculum', { method: 'DELETE' });
    expect(res.status).toBe(405);
    expect(await res.text()).toBe('Method Not Allowed');
  });

  it('answers with the error page and 503, not the error, when the content service fails', async () => {
    // Nothing listens on port 9: every WordPress call fails.
    const failing = createApp({
      ...loadConfig({ CONTENT_BASE_URL: 'http://127.0.0.1:9' }),
      distDir: path.join(root, 'dist'),
      ssrDir: path.join(root, 'no-ssr'),
      intake: testConfig(root),
    });
    const original = console.error;
    console.error = () => undefined;
    const res = await failing.request('/news-updates/some-article');
    console.error = original;
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('30');
    expect(await res.text()).toBe('<h1>An error occurred</h1>');
    expect(res.headers.get('content-security-policy')).toMatch(/script-src 'self'/);
  });

  it('answers an intake exception 500 {"error":"internal"} without its message or stack', async () => {
    const failingStore = new Proxy({} as IntakeStore, {
      get: () => async () => {
        throw new Error(`${SECRET}\n    at createSubmission (/srv/store.js:1:1)`);
      },
    });
    const api = await createIntakeApi({ config: testConfig(root), store: failingStore, logger: quietLogger });
    const res = await post(api.app, submission('contact', contactData()));
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ error: 'internal' });
    expect(text).not.toContain(SECRET);
    await api.close();
  });

  it('answers 500 in JSON when the intake database cannot open', async () => {
    const config = { ...testConfig(root), pgliteDir: path.join(root, 'secret.txt', 'db') };
    const intake = lazyIntakeApi({ config, logger: quietLogger });
    const site = createApp(
      { ...loadConfig({}), distDir: path.join(root, 'dist'), ssrDir: path.join(root, 'no-ssr'), intake: config },
      { intake },
    );
    const res = await site.request('/api/submissions', { method: 'POST', body: '{}' });
    expect(res.status).toBe(500);
    expect(await res.text()).toBe('{"error":"internal"}');
    await intake.close();
  });
});

describe('CSP reports', () => {
  it('logs report-uri and Reporting API reports, one line each', async () => {
    reports.length = 0;
    const legacy = await app.request('/csp-report', {
      method: 'POST',
      headers: { 'Content-Type': 'application/csp-report' },
      body: JSON.stringify({
        'csp-report': {
          'document-uri': 'https://www.coconutcoast.school/',
          'effective-directive': 'script-src-elem',
          'blocked-uri': 'https://evil.example/x.js',
        },
      }),
    });
    expect(legacy.status).toBe(204);
    const modern = await app.request('/csp-report', {
      method: 'POST',
      headers: { 'Content-Type': 'application/reports+json' },
      body: JSON.stringify([
        {
          type: 'csp-violation',
          body: {
            documentURL: 'https://www.coconutcoast.school/th',
            effectiveDirective: 'img-src',
            blockedURL: 'https://tracker.example/p.gif',
            sourceFile: 'https://www.coconutcoast.school/assets/a.js',
            lineNumber: 3,
          },
        },
        { type: 'deprecation', body: {} },
      ]),
    });
    expect(modern.status).toBe(204);
    expect(reports).toEqual([
      {
        documentUrl: 'https://www.coconutcoast.school/',
        directive: 'script-src-elem',
        blocked: 'https://evil.example/x.js',
      },
      {
        documentUrl: 'https://www.coconutcoast.school/th',
        directive: 'img-src',
        blocked: 'https://tracker.example/p.gif',
        source: 'https://www.coconutcoast.school/assets/a.js:3',
      },
    ]);
  });

  it('refuses bodies it cannot read, and large ones, without logging', async () => {
    reports.length = 0;
    const bad = await app.request('/csp-report', { method: 'POST', body: '{"csp-report": ' });
    expect(bad.status).toBe(400);
    const big = await app.request('/csp-report', { method: 'POST', body: 'x'.repeat(20_000) });
    expect(big.status).toBe(413);
    expect(reports).toEqual([]);
  });
});
