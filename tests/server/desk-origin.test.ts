// @vitest-environment node
// The admissions desk on a host of its own, as the real server mounts it (createSite on PGlite):
// with SITE_ORIGIN http://127.0.0.1:P and DESK_ORIGIN http://localhost:P, the desk answers on
// localhost alone, localhost answers nothing of the site, a change from any origin but the desk's
// is refused, and production without a host of the desk's own does not start.

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSite, intakeWithDesk } from '../../server/app';
import { loadConfig, type ServerConfig } from '../../server/config';
import { totpCode } from '../../server/desk/auth/totp';
import { loadDeskConfig } from '../../server/desk/config';
import { addStaff } from '../../server/desk/staff';
import type { LazyIntakeApi } from '../../server/intake';
import { quietLogger, testConfig } from '../intake/support';

const P = 8123;
const SITE = `http://127.0.0.1:${P}`;
const DESK = `http://localhost:${P}`;
const PASSWORD = 'correct horse battery staple';

let root: string;
let config: ServerConfig;
let intake: LazyIntakeApi;
let site: ReturnType<typeof createSite>['app'];
/** The same server behind a trusted proxy (INTAKE_TRUST_PROXY). */
let proxied: ReturnType<typeof createSite>['app'];
let cookie = '';
let csrf = '';

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'desk-origin-'));
  const write = (file: string, body: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), body);
  };
  write('dist/shell.html', '<!doctype html><div id="root"></div>');
  write('dist/index.html', '<h1>Home</h1>');
  write('dist/application-form/index.html', '<h1>Application form</h1>');
  write('dist/sw.js', 'self.addEventListener("fetch", () => {});');
  write('dist/icons/favicon-96x96.png', 'PNG');
  write('dist/_errors/404-en.html', '<h1>Sorry, page not found!</h1>');
  write('desk/index.html', '<!doctype html><html lang="en"><title>Admissions desk</title><div id="desk"></div>');
  write('desk/assets/desk-abc123.js', 'console.log("desk");');
  config = {
    ...loadConfig({ PORT: String(P), SITE_ORIGIN: SITE, DESK_ORIGIN: DESK, DESK_SECRET: 'x'.repeat(40) }),
    distDir: path.join(root, 'dist'),
    ssrDir: path.join(root, 'no-ssr'),
    deskDistDir: path.join(root, 'desk'),
    intake: testConfig(root),
  };
  const made = intakeWithDesk(config, { logger: quietLogger });
  intake = made.intake;
  site = createSite(config, made).app;
  proxied = createSite({ ...config, intake: { ...config.intake, trustProxy: true } }, made).app;

  // A member of staff enrols on the desk's host, as the enrolment link leads them.
  const { store } = await intake.ready();
  const { token } = await addStaff(store.sql, { email: 'noi@school.test', name: 'Noi', role: 'officer' }, new Date());
  const json = { 'Content-Type': 'application/json', Origin: DESK };
  const opened = await site.request(`${DESK}/api/desk/enrol/open`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ token }),
  });
  const { totp } = (await opened.json()) as { totp: { secret: string } };
  const enrolled = await site.request(`${DESK}/api/desk/enrol/password`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ token, password: PASSWORD, code: totpCode(totp.secret, new Date()) }),
  });
  expect(enrolled.status).toBe(200);
  csrf = ((await enrolled.json()) as { csrfToken: string }).csrfToken;
  const setCookie = enrolled.headers.get('set-cookie') ?? '';
  // Host-only (no Domain), never for scripts, never sent from another site.
  expect(setCookie).toMatch(/^desk-session=[^;]+; Path=\/; HttpOnly; SameSite=Strict$/);
  cookie = setCookie.split(';')[0]!;
}, 120_000);

afterAll(async () => {
  await intake.close();
  rmSync(root, { recursive: true, force: true });
});

const session = async (origin: string) =>
  (await (await site.request(`${origin}/api/desk/session`, { headers: { Cookie: cookie } })).json()) as Record<
    string,
    unknown
  >;

describe('the site’s host', () => {
  it('answers nothing of the desk’s API, even with the staff cookie', async () => {
    const answer = await site.request(`${SITE}/api/desk/session`, { headers: { Cookie: cookie } });
    expect(answer.status).toBe(404);
    const text = await answer.text();
    expect(JSON.parse(text)).toEqual({ error: 'not-found' });
    expect(text).not.toContain(csrf);
    const signIn = await site.request(`${SITE}/api/desk/auth/password`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: SITE },
      body: JSON.stringify({ email: 'noi@school.test', password: PASSWORD }),
    });
    expect([signIn.status, await signIn.json()]).toEqual([404, { error: 'not-found' }]);
  });

  it('sends an old bookmark of the desk to the desk’s origin, the path alone', async () => {
    const page = await site.request(`${SITE}/desk/applications?search=Sriwong`);
    expect(page.status).toBe(302);
    expect(page.headers.get('location')).toBe(`${DESK}/desk/applications`);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(await page.text()).toBe('');
    const thai = await site.request(`${SITE}/th/desk`);
    expect([thai.status, thai.headers.get('location')]).toEqual([302, `${DESK}/th/desk`]);
  });

  it('serves the site as before', async () => {
    const home = await site.request(`${SITE}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('Home');
    expect(home.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect((await site.request(`${SITE}/application-form`)).status).toBe(200);
    // The families' API is there: it reads the post and says what is wrong with it.
    const submissions = await site.request(`${SITE}/api/submissions`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect([submissions.status, await submissions.json()]).toMatchObject([422, { error: 'invalid' }]);
  });
});

describe('the desk’s host', () => {
  it('serves the desk with its strict headers, and opens it at /', async () => {
    const start = await site.request(`${DESK}/`);
    expect([start.status, start.headers.get('location')]).toEqual([302, '/desk']);
    const page = await site.request(`${DESK}/desk`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="desk">');
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect((await site.request(`${DESK}/desk/assets/desk-abc123.js`)).status).toBe(200);
    expect(await session(DESK)).toMatchObject({ signedIn: true, csrfToken: csrf });
    const robots = await site.request(`${DESK}/robots.txt`);
    expect(await robots.text()).toBe('User-agent: *\nDisallow: /\n');
    expect((await site.request(`${DESK}/api/health`)).status).toBe(200);
    expect((await site.request(`${DESK}/icons/favicon-96x96.png`)).status).toBe(200);
    // The desk's CSP reports to its own host.
    const report = await site.request(`${DESK}/csp-report`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/csp-report' },
      body: JSON.stringify({ 'csp-report': { 'document-uri': `${DESK}/desk`, 'effective-directive': 'img-src' } }),
    });
    expect(report.status).toBe(204);
  });

  it('refuses the site’s pages, the families’ API and everything else of the site', async () => {
    const elsewhere = ['/application-form', '/th', '/app-config.json', '/sw.js', '/wp-json/wp/v2/pages', '/csp-report'];
    for (const urlPath of elsewhere) {
      const answer = await site.request(`${DESK}${urlPath}`);
      expect([urlPath, answer.status]).toEqual([urlPath, 404]);
      expect(answer.headers.get('content-security-policy')).toContain("default-src 'none'");
      expect(await answer.text()).not.toContain('<h1>');
    }
    const submission = await site.request(`${DESK}/api/submissions`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect([submission.status, await submission.json()]).toEqual([404, { error: 'not-found' }]);
  });

  it('refuses a change with the CSRF token from any origin but the desk’s, and changes nothing', async () => {
    const change = (origin: string, urlPath: string) =>
      site.request(`${DESK}/api/desk${urlPath}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Cookie: cookie, 'X-CSRF-Token': csrf, Origin: origin },
        body: '{}',
      });
    for (const origin of [SITE, `https://localhost:${P}`, 'null']) {
      for (const urlPath of ['/account/passkeys/options', '/auth/sign-out']) {
        const refused = await change(origin, urlPath);
        expect([origin, urlPath, refused.status, await refused.json()]).toEqual([
          origin,
          urlPath,
          403,
          { error: 'origin' },
        ]);
      }
    }
    expect(await session(DESK)).toMatchObject({ signedIn: true });
    expect((await change(DESK, '/account/passkeys/options')).status).toBe(200);
  });

  it('is told by a trusted proxy’s X-Forwarded-Host, and by nobody else’s', async () => {
    const forwarded = { 'X-Forwarded-Host': `localhost:${P}` };
    expect((await proxied.request(`${SITE}/desk`, { headers: forwarded })).status).toBe(200);
    expect((await proxied.request(`${SITE}/application-form`, { headers: forwarded })).status).toBe(404);
    expect((await site.request(`${SITE}/desk`, { headers: forwarded })).status).toBe(302);
  });
});

describe('the desk’s configuration', () => {
  const site = { siteOrigin: 'https://www.school.ac.th', port: 8080 };
  const production = { NODE_ENV: 'production', SITE_ORIGIN: site.siteOrigin };

  it('refuses production without a host of the desk’s own', () => {
    expect(() => loadDeskConfig(production, site)).toThrow(/DESK_ORIGIN is not set.*host of its own/);
    for (const desk of ['https://www.school.ac.th', 'https://WWW.school.ac.th:8443'])
      expect(() => loadDeskConfig({ ...production, DESK_ORIGIN: desk }, site)).toThrow(
        /has the host of SITE_ORIGIN.*host of its own/,
      );
    expect(loadDeskConfig({ ...production, DESK_ORIGIN: 'https://desk.school.ac.th' }, site).ownHost).toBe(true);
  });

  it('keeps one origin for both outside production', () => {
    expect(loadDeskConfig({ SITE_ORIGIN: site.siteOrigin }, site)).toMatchObject({
      origin: site.siteOrigin,
      ownHost: false,
    });
    expect(loadDeskConfig({}, site)).toMatchObject({ origin: 'http://localhost:8080', ownHost: false });
  });
});
