// The nginx rules the build writes (dist/nginx.conf), run by Debian's nginx over the build
// (`npm run build` comes first; .ci/run installs nginx-light): nginx accepts the file, and it
// answers as the Node server does where a school serves dist/client with it: ?lang= redirects and
// remembers the language, hostile paths are 404, /en/ drops its prefix, pages carry the security
// headers and HSTS.

import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const NGINX = '/usr/sbin/nginx';
const dist = path.resolve('dist');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

let dir: string;
let port: number;
let nginx: ChildProcess | undefined;

beforeAll(async () => {
  if (!existsSync(NGINX)) throw new Error(`${NGINX} is missing: apt-get install nginx-light (.ci/run does)`);
  dir = mkdtempSync(path.join(tmpdir(), 'nginx-test-'));
  port = await freePort();
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    [
      `pid ${dir}/nginx.pid;`,
      `error_log ${dir}/error.log;`,
      'daemon off;',
      'events {}',
      'http {',
      '  access_log off;',
      `  client_body_temp_path ${dir}/body;`,
      `  proxy_temp_path ${dir}/proxy;`,
      `  fastcgi_temp_path ${dir}/fastcgi;`,
      `  uwsgi_temp_path ${dir}/uwsgi;`,
      `  scgi_temp_path ${dir}/scgi;`,
      '  server {',
      `    listen 127.0.0.1:${port};`,
      `    root ${dist}/client;`,
      `    include ${dist}/nginx.conf;`,
      '  }',
      '}',
    ].join('\n'),
  );
  execFileSync(NGINX, ['-t', '-q', '-c', path.join(dir, 'nginx.conf')], { stdio: 'pipe' });
  nginx = spawn(NGINX, ['-c', path.join(dir, 'nginx.conf')], { stdio: 'ignore' });
  for (let tries = 0; ; tries += 1) {
    const up = await fetch(`http://127.0.0.1:${port}/robots.txt`).then(
      () => true,
      () => false,
    );
    if (up) break;
    if (tries > 100) throw new Error(`nginx did not start: ${readFileSync(path.join(dir, 'error.log'), 'utf8')}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}, 30_000);

afterAll(() => {
  nginx?.kill('SIGQUIT');
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const get = (urlPath: string) => fetch(`http://127.0.0.1:${port}${urlPath}`, { redirect: 'manual' });

describe('the nginx rules the build writes', () => {
  it('switch the language with ?lang=, remembering it in the cookie the server reads', async () => {
    const answer = await get('/school-fees?lang=th');
    expect(answer.status).toBe(302);
    expect(new URL(answer.headers.get('location') ?? '').pathname).toBe('/th/school-fees');
    expect(answer.headers.get('set-cookie')).toBe('locale=th; Path=/; Max-Age=31536000; SameSite=Lax');
    const back = await get('/th/school-fees?lang=en');
    expect(new URL(back.headers.get('location') ?? '').pathname).toBe('/school-fees');
    expect((await get('/school-fees?lang=xx')).status).toBe(404);
  });

  it('set no cookie on an ordinary page', async () => {
    const page = await get('/th/school-fees');
    expect(page.status).toBe(200);
    expect(page.headers.get('set-cookie')).toBeNull();
  });

  it('never redirect to another host, whatever the path', async () => {
    for (const hostile of [
      '//evil.example',
      '///evil.example/',
      '/en//evil.example',
      '/en/%2F%2Fevil.example',
      '/th//evil.example/',
      '/%5Cevil.example',
      '/en/%5Cevil.example',
      '//evil.example?lang=th',
    ]) {
      const answer = await get(hostile);
      const location = answer.headers.get('location');
      // nginx merges slashes in $uri: a path either is a 404 or lands on a page of this site.
      if (location === null) expect(answer.status, hostile).toBe(404);
      else
        expect(new URL(location, `http://127.0.0.1:${port}/`).host, `${hostile} -> ${location}`).toBe(
          `127.0.0.1:${port}`,
        );
    }
  });

  it('send /en/ to the page without its prefix', async () => {
    const answer = await get('/en/school-fees');
    expect(answer.status).toBe(301);
    expect(new URL(answer.headers.get('location') ?? '').pathname).toBe('/school-fees');
  });

  it('send the security headers and HSTS with pages, files and redirects', async () => {
    for (const urlPath of ['/', '/th/school-fees', '/sw.js', '/school-fees?lang=ru']) {
      const answer = await get(urlPath);
      expect(answer.headers.get('content-security-policy'), urlPath).toContain("default-src 'self'");
      expect(answer.headers.get('strict-transport-security'), urlPath).toBe('max-age=63072000; includeSubDomains');
      expect(answer.headers.get('x-content-type-options'), urlPath).toBe('nosniff');
    }
  });
});
