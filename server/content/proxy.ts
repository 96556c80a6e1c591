// The WordPress REST routes the page reads, passed on to the school's WordPress when this server
// is not its own content service: the browser keeps asking this site (no CORS, one origin in the
// Content-Security-Policy's connect-src), whether the build named WordPress or not. Only GETs of
// posts, pages, gallery items and media; no cookie or credential goes along. The query is built
// anew from the parameters the site's own client sends (FORWARDED_PARAMS), so WordPress never sees
// `rest_route` (another REST route than the path), `_jsonp` (JavaScript from this origin),
// `_method`, `_envelope` or anything else. Every HTML field of the answer is sanitised on the way
// (clean-answer.ts); an answer that is not JSON is relayed as plain text, never as a document or
// a script of this origin.

import { Hono } from 'hono';
import { cleanRestAnswer } from './clean-answer';

const ROUTE = /^\/wp-json\/wp\/v2\/(posts|pages|school_galley|media)(\/\d+)?$/;
const PASSED_HEADERS = ['x-wp-total', 'x-wp-totalpages'];

/**
 * What src/content/wp-client.ts and wp-media.ts send: a language, a slug, a page of a list, a
 * search, attachment ids, the fields wanted, and `_embed` (always `1` from the client).
 */
export const FORWARDED_PARAMS = ['lang', 'slug', 'page', 'per_page', 'search', 'include', '_fields', '_embed'] as const;
/** What one item (`/posts/12`) is asked with: a language, the fields wanted, `_embed`. */
const ITEM_PARAMS = ['lang', '_fields', '_embed'] as const;

/** The query WordPress gets: the allowed parameters (`names`), once each, in a fixed order. */
function forwardedQuery(params: URLSearchParams, names: readonly string[] = FORWARDED_PARAMS): string {
  const query = new URLSearchParams();
  for (const name of names) {
    const value = params.get(name);
    if (value !== null) query.set(name, name === '_embed' ? '1' : value);
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}

export function createContentProxy(options: { baseUrl: string; timeoutMs: number; fetch?: typeof fetch }): Hono {
  const app = new Hono();
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  app.get('/wp-json/*', async (c) => {
    const url = new URL(c.req.url);
    const route = ROUTE.exec(url.pathname);
    if (!route) return c.json({ code: 'rest_no_route', data: { status: 404 } }, 404);
    const query = forwardedQuery(url.searchParams, route[2] ? ITEM_PARAMS : FORWARDED_PARAMS);
    try {
      const answer = await doFetch(`${options.baseUrl}${url.pathname}${query}`, {
        headers: { Accept: 'application/json' },
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      const headers = new Headers({ 'Cache-Control': 'no-cache' });
      for (const name of PASSED_HEADERS) {
        const value = answer.headers.get(name);
        if (value !== null) headers.set(name, value);
      }
      const type = answer.headers.get('content-type') ?? '';
      const json = /^application\/(?:[\w.+-]+\+)?json\b/i.test(type);
      headers.set('Content-Type', json ? type : 'text/plain; charset=utf-8');
      const body = json
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
