// @vitest-environment node
// The WordPress proxy in front of a fake upstream WordPress that records each query it receives
// and answers as a hostile (or compromised) WordPress might: only the parameters the site's own
// client sends reach it, and every HTML field of its answer, embedded ones included, comes back
// without script.

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { FORWARDED_PARAMS } from '../../server/content/proxy';
import { testConfig } from '../intake/support';

const HOSTILE = '<img src="x" onerror="alert(1)"><script>alert(2)</script>';
const received: URL[] = [];
let upstream: Server;
let dir: string;
let app: ReturnType<typeof createApp>;

/** One post as WordPress sends it with `_embed`, every HTML field carrying script. */
const hostilePost = () => ({
  id: 7,
  slug: 'art-week',
  title: { rendered: `Art week${HOSTILE}` },
  excerpt: { rendered: `<p>Paint${HOSTILE}</p>` },
  content: { rendered: `<p>Still here</p>${HOSTILE}` },
  guid: { rendered: 'https://cms.example/?p=7' },
  yoast_head: '<title>Art week</title><script>alert(3)</script>',
  yoast_head_json: { title: 'Art week – CCIS', description: 'Painting & drawing' },
  acf: { intro: `<p onclick="alert(4)">Welcome</p>${HOSTILE}`, images: [{ id: 3, caption: HOSTILE, alt: 'A <b>' }] },
  _embedded: {
    author: [{ id: 1, name: 'Editor', description: `Our editor${HOSTILE}` }],
    'wp:featuredmedia': [
      {
        id: 3,
        alt_text: 'Children painting',
        caption: { rendered: `<p>Caption</p>${HOSTILE}` },
        description: { rendered: `<p>About</p><iframe src="https://evil.example"></iframe>${HOSTILE}` },
        title: { rendered: 'Painting' },
      },
    ],
    'wp:term': [[{ id: 9, name: 'News', description: `<a href="javascript:alert(5)">News</a>${HOSTILE}` }]],
  },
});

beforeAll(async () => {
  upstream = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://wordpress.test');
    received.push(url);
    // What WordPress does with these: JSONP is JavaScript, and rest_route picks another route.
    const jsonp = url.searchParams.get('_jsonp');
    if (jsonp) {
      response.writeHead(200, { 'Content-Type': 'application/javascript; charset=UTF-8' });
      return void response.end(`/**/${jsonp}([])`);
    }
    if (url.pathname === '/wp-json/wp/v2/pages') {
      response.writeHead(200, { 'Content-Type': 'text/html; charset=UTF-8' });
      return void response.end('<!doctype html><script>alert(6)</script>');
    }
    const body = url.searchParams.has('rest_route') ? [{ id: 1, name: 'admin' }] : [hostilePost()];
    response.writeHead(200, { 'Content-Type': 'application/json; charset=UTF-8', 'X-WP-Total': '1' });
    response.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  dir = mkdtempSync(path.join(tmpdir(), 'ccis-proxy-'));
  app = createApp({
    ...loadConfig({ CONTENT_BASE_URL: `http://127.0.0.1:${(upstream.address() as AddressInfo).port}` }),
    distDir: path.join(dir, 'dist'),
    ssrDir: path.join(dir, 'no-ssr'),
    intake: testConfig(dir),
  });
});

afterAll(async () => {
  await new Promise((resolve) => upstream.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

/** The query WordPress received for one request through the proxy. */
async function forwarded(query: string): Promise<{ status: number; type: string | null; params: URLSearchParams }> {
  received.length = 0;
  const res = await app.request(`/wp-json/wp/v2/posts${query}`);
  await res.arrayBuffer();
  expect(received).toHaveLength(1);
  expect(received[0]!.pathname).toBe('/wp-json/wp/v2/posts');
  return { status: res.status, type: res.headers.get('content-type'), params: received[0]!.searchParams };
}

describe('the query WordPress receives', () => {
  it.each([
    ['rest_route', '?rest_route=/wp/v2/users&slug=art-week'],
    ['_jsonp', '?_jsonp=alert&slug=art-week'],
    ['_method', '?_method=DELETE&slug=art-week'],
    ['_envelope', '?_envelope=1&slug=art-week'],
    ['an unknown parameter', '?context=edit&status=draft&password=x&author=1&slug=art-week'],
    ['an array form of an allowed one', '?slug[]=art-week&lang[]=th&rest_route[]=/wp/v2/users&slug=art-week'],
    ['a name PHP would read as rest_route', '?rest.route=/wp/v2/users&rest%20route=/x&slug=art-week'],
  ])('never carries %s', async (_name, query) => {
    const { status, type, params } = await forwarded(query);
    expect([...params.keys()]).toEqual(['slug']);
    expect(params.get('slug')).toBe('art-week');
    expect(status).toBe(200);
    expect(type).toMatch(/^application\/json/);
  });

  it('carries what the site’s client sends, once each', async () => {
    const { params } = await forwarded(
      '?lang=th-TH&slug=art-week&slug=other&page=2&per_page=9&search=art%20week&include=3,4&_fields=id,slug&_embed=author',
    );
    expect(Object.fromEntries(params)).toEqual({
      lang: 'th-TH',
      slug: 'art-week',
      page: '2',
      per_page: '9',
      search: 'art week',
      include: '3,4',
      _fields: 'id,slug',
      _embed: '1',
    });
    expect([...params.keys()].every((name) => (FORWARDED_PARAMS as readonly string[]).includes(name))).toBe(true);
  });
});

describe('the answer the browser gets', () => {
  const relayed = async () => {
    const res = await app.request('/wp-json/wp/v2/posts?slug=art-week&_embed=1');
    expect(res.status).toBe(200);
    const text = await res.text();
    return { text, post: (JSON.parse(text) as ReturnType<typeof hostilePost>[])[0]! };
  };

  it('holds no script, handler or frame anywhere, _embedded and ACF included', async () => {
    const { text } = await relayed();
    for (const bad of ['<script', 'onerror', 'onclick', 'javascript:', '<iframe', 'alert('])
      expect(text, bad).not.toContain(bad);
  });

  it('keeps the content, the embedded author, caption and description as clean HTML', async () => {
    const { post } = await relayed();
    expect(post.content.rendered).toContain('<p>Still here</p>');
    expect(post._embedded.author[0]!.description).toContain('Our editor');
    expect(post._embedded['wp:featuredmedia'][0]!.caption.rendered).toContain('<p>Caption</p>');
    expect(post._embedded['wp:featuredmedia'][0]!.description.rendered).toContain('<p>About</p>');
    expect(post._embedded['wp:term'][0]![0]!.description).toContain('News');
    expect(post.acf.intro).toContain('Welcome');
    // Text fields stay text, as WordPress sent them.
    expect(post._embedded['wp:featuredmedia'][0]!.alt_text).toBe('Children painting');
    expect(post.yoast_head_json).toEqual({ title: 'Art week – CCIS', description: 'Painting & drawing' });
    expect(post.guid.rendered).toBe('https://cms.example/?p=7');
  });

  it('leaves out Yoast’s ready-made head markup', async () => {
    const { post } = await relayed();
    expect(post).not.toHaveProperty('yoast_head');
  });

  it('relays an answer that is not JSON as plain text, not as a page of this site', async () => {
    const res = await app.request('/wp-json/wp/v2/pages?slug=about');
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
  });
});
