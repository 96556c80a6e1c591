// WordPress's HTML made safe before it reaches a browser through the content proxy: every HTML
// field of the answer, wherever it is (the item, `_embedded` authors, attachments and terms, ACF
// fields), is sanitised here, in Node, as the server's own renders are. The page sanitises again
// in an inert document, but Chromium reports every handler attribute (`onerror`, `onclick`...) of
// HTML it parses, inert or not, to the Content-Security-Policy: only HTML that is already clean
// meets the browser's parser.

import { createNodeWindow } from '../../src/content/sanitize-node';
import { sanitizeWpHtml } from '../../src/content/sanitize';

/**
 * Fields WordPress fills with HTML: `rendered` of every `{ rendered }` wrapper (title, content,
 * excerpt, an attachment's caption and description, guid) and `description` (users, terms).
 */
const HTML_FIELDS = new Set(['rendered', 'description']);
/** Yoast's ready-made `<head>` markup: the site writes its own head (from `yoast_head_json`). */
const DROPPED_FIELDS = new Set(['yoast_head']);

type Sanitise = (html: string) => string;

/** Markup needs a `<`: a string without one is text whatever a browser does with it. */
const cleanString = (value: string, sanitise: Sanitise) => (value.includes('<') ? sanitise(value) : value);

/** `node` with its HTML fields sanitised; inside `acf`, every string is treated as possible HTML. */
function clean(node: unknown, sanitise: Sanitise, inAcf: boolean): unknown {
  if (Array.isArray(node)) return node.map((item) => clean(item, sanitise, inAcf));
  if (!node || typeof node !== 'object') return node;
  // No prototype: a `__proto__` key WordPress sent stays a plain field.
  const out: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  for (const [key, value] of Object.entries(node as Record<string, unknown>)) {
    if (DROPPED_FIELDS.has(key)) continue;
    if (typeof value === 'string') out[key] = inAcf || HTML_FIELDS.has(key) ? cleanString(value, sanitise) : value;
    else out[key] = clean(value, sanitise, inAcf || key === 'acf');
  }
  return out;
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
  const sanitise: Sanitise = (html) => sanitizeWpHtml(html, { window: createNodeWindow(), contentOrigin });
  return JSON.stringify(clean(json, sanitise, false));
}
