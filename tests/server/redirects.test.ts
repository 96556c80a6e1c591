// Every redirect of the site stays on the site: addresses built to make a Location that a browser
// reads as another host (two slashes, a backslash, a tab, encoded slashes) are answered with a
// path on this site or a 404, by the resolver, by the real app, and by the nginx rules.

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nginxConf } from '../../scripts/nginx-conf';
import { createApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { resolvePage, sameSitePath } from '../../server/site/resolve';
import { testConfig } from '../intake/support';

const SITE = 'https://www.coconutcoast.school';

/** What a browser does with a Location: resolve it against the page's address, as URL does. */
function expectOnSite(location: string | null | undefined): void {
  expect(location).toBeTypeOf('string');
  const value = location ?? '';
  expect(value, value).toMatch(/^\/(?![/\\])/);
  expect(value, value).not.toMatch(/[\\\t\n\r]/);
  expect(new URL(value, `${SITE}/th/faq`).origin, value).toBe(SITE);
}

/** [pathname, search] as the resolver gets them: raw, as a server behind another router might. */
const hostile: [string, string][] = [
  ['//evil.example/', ''],
  ['///evil.example/', ''],
  ['/en//evil.example', ''],
  ['/en//evil.example/', '?a=1'],
  ['/en/\\evil.example', ''],
  ['/en/\\/evil.example', ''],
  ['/\\evil.example/', ''],
  ['/\\\\evil.example/', ''],
  ['/\\evil.example', '?lang=en'],
  ['/th/\\evil.example', '?lang=en'],
  ['//evil.example', '?lang=en'],
  ['/en/\t/evil.example', ''],
  ['/\t/evil.example/', ''],
  ['/en/\n/evil.example', ''],
  ['/%2F/evil.example/', ''],
  ['/%2F%2Fevil.example/', ''],
  ['/en/%2F%2Fevil.example', ''],
  ['/en/%5C%5Cevil.example', ''],
  ['/th//evil.example/', ''],
];

describe('the resolver', () => {
  it.each(hostile)('%j%s redirects to a path on this site', (pathname, search) => {
    const decision = resolvePage({ pathname, search });
    expect(decision.kind).toBe('redirect');
    if (decision.kind === 'redirect') expectOnSite(decision.location);
  });

  it('keeps the ordinary redirects as they were', () => {
    expect(resolvePage({ pathname: '/en/faq', search: '?a=1' })).toMatchObject({ location: '/faq?a=1' });
    expect(resolvePage({ pathname: '/faq/', search: '' })).toMatchObject({ location: '/faq' });
    expect(resolvePage({ pathname: '/th/faq', search: '?lang=ru&x=%2F%2Fy' })).toMatchObject({
      location: '/ru/faq?x=%2F%2Fy',
    });
  });

  it('keeps a configured root redirect on the site, whatever it says', () => {
    for (const to of ['//evil.example', '/\\evil.example', 'https://evil.example/'])
      expectOnSite(
        (resolvePage({ pathname: '/', search: '', rootRedirect: { to, status: 302 } }) as { location: string })
          .location,
      );
  });

  it.each(['//evil.example', '/\\evil.example', '/\t/evil.example', '\\\\evil.example', 'evil.example', ''])(
    'sameSitePath(%j) is a path on this site',
    (location) => expectOnSite(sameSitePath(location)),
  );
});

describe('the app', () => {
  let root: string;
  let app: ReturnType<typeof createApp>;

  beforeAll(() => {
    root = mkdtempSync(path.join(tmpdir(), 'ccis-redirects-'));
    for (const [file, body] of [
      ['shell.html', '<div id="root"></div>'],
      ['index.html', '<h1>Home</h1>'],
      ['_errors/404-en.html', '<h1>Sorry, page not found!</h1>'],
      ['_errors/404-th.html', '<h1>ไม่พบหน้า</h1>'],
    ]) {
      mkdirSync(path.dirname(path.join(root, 'dist', file!)), { recursive: true });
      writeFileSync(path.join(root, 'dist', file!), body!);
    }
    app = createApp({
      ...loadConfig({}),
      distDir: path.join(root, 'dist'),
      ssrDir: path.join(root, 'no-ssr'),
      intake: testConfig(root),
    });
  });

  afterAll(() => rmSync(root, { recursive: true, force: true }));

  // As a browser or a crafted link sends them (URL parsing turns `\` into `/` on the way), with
  // the status each gets: a path ending in `.example` asks for a file, which is a 404.
  const addresses: [string, number][] = [
    ['//evil.example/', 301],
    ['//evil.example/x', 404],
    ['//evil.example/?lang=en', 302],
    ['///evil.example/', 301],
    ['/en//evil.example', 404],
    ['/en//evil.example/x', 301],
    ['/en//evil.example/', 301],
    ['/en/\\evil.example/x', 301],
    ['/\\evil.example/', 301],
    ['/\\/evil.example/x?lang=en', 302],
    ['/en/%2F%2Fevil.example/x', 301],
    ['/%2F/evil.example/', 301],
    ['/%5Cevil.example/', 301],
    ['/th//evil.example/?lang=en', 302],
    ['//evil.example/stem-education', 404],
  ];

  it.each(addresses)('%s answers %i, on this site', async (address, status) => {
    const res = await app.request(address);
    expect(res.status).toBe(status);
    if (status !== 404) expectOnSite(res.headers.get('location'));
  });

  it('refuses to start with a root redirect to another host', () => {
    for (const to of ['//evil.example', '/\\evil.example', 'https://evil.example/', 'evil.example'])
      expect(() => loadConfig({ ROOT_REDIRECT_TO: to })).toThrow(/ROOT_REDIRECT_TO must be a path on this site/);
    expect(loadConfig({ ROOT_REDIRECT_TO: '/apply-now' }).rootRedirect).toEqual({ to: '/apply-now', status: 302 });
  });
});

describe('the nginx rules', () => {
  const line = nginxConf({})
    .split('\n')
    .find((l) => l.startsWith('if ($uri ~ '));
  // nginx unescapes \\ and \" in a quoted string before PCRE reads it.
  const quoted = /^if \(\$uri ~ "((?:[^"\\]|\\.)*)"\) \{ return 404; \}$/.exec(line ?? '')?.[1] ?? '';
  const pattern = new RegExp(quoted.replace(/\\([\\"])/g, '$1'));

  it('answer 404 to a path a redirect would turn into another host, before any redirect', () => {
    const conf = nginxConf({});
    expect(line).toBeDefined();
    expect(conf.indexOf(line!)).toBeLessThan(conf.indexOf('rewrite '));
    for (const uri of ['//evil.example', '/en//evil.example', '/th//evil.example', '/\\evil.example', '/en/\\x'])
      expect(pattern.test(uri), uri).toBe(true);
  });

  it('leave real pages alone', () => {
    for (const uri of ['/', '/en', '/en/faq', '/th', '/th/school-fees', '/news-updates/art-week', '/cn/contact-app'])
      expect(pattern.test(uri), uri).toBe(false);
  });
});
