// WordPress's HTML made safe before it reaches a browser through the content proxy: the
// `rendered` title, excerpt and content of posts, pages and gallery items are sanitised here, in
// Node, as the server's own renders are. The page sanitises again in an inert document, but
// Chromium reports every handler attribute (`onerror`, `onclick`...) of HTML it parses, inert or
// not, to the Content-Security-Policy: only HTML that is already clean meets the browser's parser.

import { createNodeWindow } from '../../src/content/sanitize-node';
import { sanitizeWpHtml } from '../../src/content/sanitize';

const FIELDS = ['title', 'excerpt', 'content'] as const;

function cleanItem(item: unknown, contentOrigin: string): void {
  if (!item || typeof item !== 'object') return;
  for (const field of FIELDS) {
    const wrapper = (item as Record<string, unknown>)[field];
    if (!wrapper || typeof wrapper !== 'object') continue;
    const rendered = (wrapper as { rendered?: unknown }).rendered;
    if (typeof rendered !== 'string') continue;
    (wrapper as { rendered: string }).rendered = sanitizeWpHtml(rendered, {
      window: createNodeWindow(),
      contentOrigin,
    });
  }
}

/**
 * The body of a WordPress REST answer (one item or a list) with its HTML fields sanitised;
 * anything that is not JSON (an error page, say) is returned as it came, for the client to judge.
 * `contentOrigin` is where WordPress's root-relative files are (`/wp-content/...`).
 */
export function cleanRestAnswer(body: string, contentOrigin: string): string {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return body;
  }
  for (const item of Array.isArray(json) ? json : [json]) cleanItem(item, contentOrigin);
  return JSON.stringify(json);
}
