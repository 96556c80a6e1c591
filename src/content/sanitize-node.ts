// A DOM for sanitising WordPress HTML in Node (prerender, server, tests). Kept apart from
// sanitize.ts so the server-rendering bundle (dist/ssr) never carries jsdom: the server and the
// prerender step load it themselves and hand its window in (content/html.ts).

import { JSDOM } from 'jsdom';
import type { WindowLike } from './sanitize';

let shared: WindowLike | undefined;

/**
 * A jsdom window for `sanitizeWpHtml(html, window)`. The first call creates it; later calls
 * return the same one, so the DOMPurify instance bound to it is reused as well.
 */
export function createNodeWindow(): WindowLike {
  shared ??= new JSDOM('<!doctype html><html><body></body></html>').window as unknown as WindowLike;
  return shared;
}
