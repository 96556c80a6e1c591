// What shows WordPress content is answered as WordPress has it now: pages rendered on request
// (home, news, articles, gallery, content pages with their WordPress meta), the sitemap and the
// search indexes, through the page cache. When WordPress fails and no complete copy is cached,
// the build's file is served; with neither, a page renders what it has, and a page that could not
// render at all answers 503 with Retry-After (never a 500).

import type { Context } from 'hono';
import type { Locale } from '../../src/i18n/locales';
import type { PageCache, CachedBody } from './page-cache';
import type { PageRenderer, Rendered } from './renderer';
import { fileExists, serveFile } from './static-files';

/** Route kinds whose pages carry WordPress content. */
export const FRESH_KINDS: ReadonlySet<string> = new Set([
  'home',
  'content',
  'news-list',
  'news-page',
  'news-article',
  'gallery',
  'gallery-item',
]);

const RETRY_AFTER_SECONDS = '30';

export interface FreshContent {
  renderer: PageRenderer;
  cache: PageCache;
}

function respond(c: Context, copy: CachedBody): Response {
  const status = copy.degraded && copy.status >= 500 ? 503 : copy.status;
  const headers = new Headers({
    'Content-Type': copy.contentType,
    'Cache-Control': 'no-cache',
    ETag: copy.etag,
    Vary: 'Accept-Encoding',
  });
  if (status === 503) headers.set('Retry-After', RETRY_AFTER_SECONDS);
  if (status === 200 && c.req.header('if-none-match') === copy.etag)
    return new Response(null, { status: 304, headers });
  const accepted = c.req.header('accept-encoding') ?? '';
  const encoding = accepted.includes('br') ? 'br' : accepted.includes('gzip') ? 'gzip' : undefined;
  const body = encoding ? copy[encoding] : copy.body;
  if (encoding) headers.set('Content-Encoding', encoding);
  headers.set('Content-Length', String(body.byteLength));
  return new Response(c.req.method === 'HEAD' ? null : new Uint8Array(body), { status, headers });
}

const produce = (rendered: Rendered) => (rendered.kind === 'body' ? rendered : undefined);

/**
 * Answers from the cache or a fresh render; a degraded copy gives way to the build's `file`
 * when there is one. Undefined when there is nothing to send (the caller's 404 or file).
 */
export async function freshResponse(
  c: Context,
  fresh: FreshContent,
  key: string,
  render: () => Promise<Rendered>,
  file: string | undefined,
): Promise<Response | undefined> {
  const copy = await fresh.cache.get(key, async () => produce(await render()));
  if (copy && !copy.degraded) return respond(c, copy);
  if (file && (await fileExists(file))) {
    return serveFile(file, {
      urlPath: new URL(c.req.url).pathname,
      method: c.req.method,
      acceptEncoding: c.req.header('accept-encoding'),
      ifNoneMatch: c.req.header('if-none-match'),
    });
  }
  return copy && respond(c, copy);
}

/** A page of `locale` at `rest` (path under the prefix), keyed by its address. */
export function freshPage(c: Context, fresh: FreshContent, locale: Locale, key: string, rest: string, file?: string) {
  return freshResponse(c, fresh, key, () => fresh.renderer.page(locale, rest), file);
}
