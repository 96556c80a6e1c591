// Malformed or partial CMS data never breaks a page: with WordPress down, slow, answering HTML
// instead of JSON or a 500, or sending items without their fields, a page shows what it has (the
// last complete copy, the build's file, or what WordPress did send), the problem is logged on the
// server, and nothing answers 500. A fault proxy stands between the site and the real WordPress.

import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it, vi } from 'vitest';
import { startFaultProxy, type Fault, type FaultProxy } from './fault-proxy';
import { h1Of, siteFor, type TestSite } from './site';

const wordpress = inject('wordpress');
let proxy: FaultProxy;
let site: TestSite;
let logged: string[];

beforeAll(async () => {
  proxy = await startFaultProxy(wordpress.url);
  // Every request renders anew (no cache lifetime), so each one meets the fault.
  site = siteFor(proxy.url, { CONTENT_CACHE_SECONDS: '0', CONTENT_TIMEOUT_MS: '1000' });
});

afterAll(async () => {
  site.close();
  await proxy.close();
});

beforeEach(() => {
  logged = [];
  const keep = (...args: unknown[]) => void logged.push(args.map(String).join(' '));
  vi.spyOn(console, 'error').mockImplementation(keep);
  vi.spyOn(console, 'warn').mockImplementation(keep);
  proxy.fault = { kind: 'pass' };
});

afterEach(() => vi.restoreAllMocks());

const failures: [string, Fault, RegExp][] = [
  ['is down', { kind: 'down' }, /unreachable/],
  ['is slow', { kind: 'hang' }, /unreachable/],
  ['answers HTML instead of JSON', { kind: 'html' }, /sent no JSON \(text\/html/],
  ['answers 500', { kind: 'status', status: 500 }, /answered 500/],
];

describe.each(failures)('when WordPress %s', (_, fault, problem) => {
  it('serves the last complete copy of a page, and logs why', async () => {
    expect((await site.get('/news-updates/open-house-2026')).status).toBe(200);
    proxy.fault = fault;
    const response = await site.get('/news-updates/open-house-2026');
    expect(response.status).toBe(200);
    expect(h1Of(await response.text())).toBe('Open House 2026');
    expect(logged.join('\n')).toMatch(problem);
  });

  it('serves the build’s page when it has no copy, and 503 (never 500) when there is none', async () => {
    proxy.fault = fault;
    const list = await site.get('/ru/news-updates');
    expect(list.status).toBe(200);
    expect(await list.text()).toContain('<h1');
    const article = await site.get('/ru/news-updates/open-house-2026');
    expect(article.status).toBe(503);
    expect(article.headers.get('retry-after')).toBe('30');
    expect(await article.text()).toContain('Произошла ошибка');
    expect(logged.join('\n')).toMatch(problem);
  });
});

describe('items without their fields', () => {
  it('render what they have, and the server says what was missing', async () => {
    proxy.fault = { kind: 'edit', match: 'slug=weekly-bulletin-5', edit: ({ title: _t, date: _d, ...item }) => item };
    const response = await site.get('/news-updates/weekly-bulletin-5');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(h1Of(html)).toBe('weekly bulletin 5');
    expect(html).toContain('Notes for families, week 5.');
    expect(logged.join('\n')).toMatch(/post \d+ \(weekly-bulletin-5\) has no title/);
  });

  it('drop a gallery’s broken photos and keep the page', async () => {
    proxy.fault = {
      kind: 'edit',
      match: 'school_galley',
      edit: (item) => ({ ...item, acf: { section: 'boarding', images: ['x', { id: 'bad' }, -1] }, _embedded: {} }),
    };
    const response = await site.get('/school-gallery/boarding-weekend');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Boarders’ weekend');
    expect(logged.join('\n')).toMatch(/dropped image of gallery boarding-weekend/);
  });

  it('leave out a list item without an id, and show the rest', async () => {
    proxy.fault = {
      kind: 'edit',
      match: 'posts?lang=th',
      edit: (item) => (item.slug === 'open-house-2026' ? { ...item, id: 'not a number' } : item),
    };
    const response = await site.get('/th/news-updates');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('กีฬาสี 2026');
    expect(html).not.toContain('href="/th/news-updates/open-house-2026"');
    expect(logged.join('\n')).toMatch(/dropped posts item/);
  });
});
