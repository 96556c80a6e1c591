// The WordPress REST routes the page reads, passed on to the school's WordPress when this server
// is not its own content service: the browser keeps asking this site (no CORS, one origin in the
// Content-Security-Policy's connect-src), whether the build named WordPress or not. Only GETs of
// posts, pages, gallery items and media; no cookie or credential goes along. The HTML in what
// comes back is sanitised on the way (clean-answer.ts).

import { Hono } from 'hono';
import { cleanRestAnswer } from './clean-answer';

const ROUTE = /^\/wp-json\/wp\/v2\/(posts|pages|school_galley|media)(\/\d+)?$/;
const PASSED_HEADERS = ['content-type', 'x-wp-total', 'x-wp-totalpages'];

export function createContentProxy(options: { baseUrl: string; timeoutMs: number; fetch?: typeof fetch }): Hono {
  const app = new Hono();
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  app.get('/wp-json/*', async (c) => {
    const url = new URL(c.req.url);
    if (!ROUTE.test(url.pathname)) return c.json({ code: 'rest_no_route', data: { status: 404 } }, 404);
    try {
      const answer = await doFetch(`${options.baseUrl}${url.pathname}${url.search}`, {
        headers: { Accept: 'application/json' },
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      const headers = new Headers({ 'Cache-Control': 'no-cache' });
      for (const name of PASSED_HEADERS) {
        const value = answer.headers.get(name);
        if (value !== null) headers.set(name, value);
      }
      const type = answer.headers.get('content-type') ?? '';
      const body = type.includes('json')
        ? cleanRestAnswer(await answer.text(), new URL(options.baseUrl).origin)
        : await answer.arrayBuffer();
      return new Response(body, { status: answer.status, headers });
    } catch (error) {
      console.error(`[content] WordPress did not answer ${url.pathname}`, error);
      return c.json({ code: 'content_unavailable', data: { status: 503 } }, 503);
    }
  });
  return app;
}
