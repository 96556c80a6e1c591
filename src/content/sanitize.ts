// Makes WordPress HTML safe to render: article markup only, no scripts, handlers, frames, forms or
// inline styles; images lazy, external links without opener. The HTML is read into an inert
// document (DOMParser: no script runs, nothing loads) and cleaned there by DOMPurify; it meets a
// live document only once clean. Addresses that would resolve against this site as junk
// (`src="x"`, `href="foo"`) are dropped; WordPress's root-relative files point at WordPress.
// Player iframes on the allow-list become click-to-load links (embeds.ts). It runs in Node only (the
// server renders every page with WordPress content): the caller hands it a jsdom window
// (sanitize-node.ts), so neither DOMPurify nor this module is in the page's bundle.

import createDOMPurify, { type Config, type DOMPurify, type WindowLike } from 'dompurify';
import { embedFromPlayerUrl } from './embeds';
import { ALLOWED_ATTR, ALLOWED_TAGS } from './sanitize-lists';

export type { WindowLike } from 'dompurify';

export interface SanitizeOptions {
  /** The window whose DOMParser and DOMPurify do the work (createNodeWindow()). */
  window: WindowLike;
  /** Origin of WordPress's files for root-relative `/wp-content/...` addresses; '' for this site. */
  contentOrigin?: string;
}

// Web links, mail, phone, fragments and paths; everything else (javascript:, data:, vbscript:) goes.
const ALLOWED_URI_REGEXP = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

const CONFIG: Config = {
  ALLOWED_TAGS,
  ALLOWED_ATTR,
  ALLOWED_URI_REGEXP,
  ALLOW_DATA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  // Besides DOMPurify's own list (script, style, iframe, svg...), these go with their content.
  ADD_FORBID_CONTENTS: ['form', 'object', 'embed', 'select', 'textarea', 'button', 'canvas'],
  KEEP_CONTENT: true,
  RETURN_TRUSTED_TYPE: false,
};

/** Where an address from WordPress leads; undefined when it would resolve against this page as junk. */
export function resolveWpUrl(value: string, kind: 'link' | 'media', origin: string): string | undefined {
  const url = value.trim();
  if (/^https?:\/\//i.test(url)) return url;
  if (url.startsWith('//')) return `https:${url}`;
  if (kind === 'link' && (/^(mailto|tel):/i.test(url) || url.startsWith('#'))) return url;
  if (url.startsWith('/')) {
    // A link to a page of this site stays; WordPress's own files and pages are WordPress's.
    const wordpress = kind === 'media' || /^\/(wp-content|wp-includes|wp-admin|wp-json)\//.test(url) || url === '/';
    return wordpress ? `${origin}${url}` : url;
  }
  return undefined;
}

function resolveSrcSet(srcset: string, contentOrigin: string): string {
  return srcset
    .split(/,\s+/)
    .map((candidate) => {
      const [url = '', ...descriptor] = candidate.trim().split(/\s+/);
      const resolved = resolveWpUrl(url, 'media', contentOrigin);
      return resolved && !resolved.includes(',') ? [resolved, ...descriptor].join(' ') : undefined;
    })
    .filter(Boolean)
    .join(', ');
}

/** Makes the addresses of `node` absolute against `contentOrigin`, or drops them. */
function fixAddresses(node: Element, contentOrigin: string): void {
  if (node.nodeName === 'IMG') {
    const src = resolveWpUrl(node.getAttribute('src') ?? '', 'media', contentOrigin);
    if (!src) {
      node.remove();
      return;
    }
    node.setAttribute('src', src);
    const srcset = node.getAttribute('srcset');
    const fixed = srcset ? resolveSrcSet(srcset, contentOrigin) : '';
    if (fixed) node.setAttribute('srcset', fixed);
    else node.removeAttribute('srcset');
    if (!fixed) node.removeAttribute('sizes');
    // An image without alt gets read out by its file name; treat it as decorative instead. (Set
    // before the attributes below, so cleaning clean HTML again writes them in the same order.)
    if (!node.hasAttribute('alt')) node.setAttribute('alt', '');
    node.setAttribute('loading', 'lazy');
    node.setAttribute('decoding', 'async');
    return;
  }
  for (const attribute of ['href', 'cite']) {
    const value = node.getAttribute(attribute);
    if (value === null) continue;
    const resolved = resolveWpUrl(value, 'link', contentOrigin);
    if (resolved) node.setAttribute(attribute, resolved);
    else node.removeAttribute(attribute);
  }
  if (node.nodeName === 'A') {
    const href = node.getAttribute('href') ?? '';
    if (/^https?:\/\//i.test(href)) node.setAttribute('rel', 'noopener noreferrer');
    else node.removeAttribute('rel');
  }
}

/** One DOMPurify per window and content origin, its hook bound to that origin. */
const instances = new WeakMap<object, Map<string, DOMPurify>>();

function purifierFor(window: WindowLike, contentOrigin: string): DOMPurify {
  const byOrigin = instances.get(window) ?? new Map<string, DOMPurify>();
  instances.set(window, byOrigin);
  const cached = byOrigin.get(contentOrigin);
  if (cached) return cached;
  const purify = createDOMPurify(window);
  purify.addHook('afterSanitizeAttributes', (node) => fixAddresses(node, contentOrigin));
  byOrigin.set(contentOrigin, purify);
  return purify;
}

/** Player iframes on the allow-list become links to the video, titled as the iframe was. */
function replaceEmbeds(doc: Document): void {
  for (const frame of Array.from(doc.querySelectorAll('iframe'))) {
    const embed = embedFromPlayerUrl(frame.getAttribute('src'));
    if (!embed) continue;
    const link = doc.createElement('a');
    link.className = 'video-embed';
    link.setAttribute('href', embed.watchUrl);
    link.textContent = frame.getAttribute('title')?.trim() ?? '';
    frame.replaceWith(link);
  }
}

/**
 * Sanitises WordPress `content.rendered` HTML for rendering. Never touches a live document: the
 * HTML is parsed into an inert one by the window's DOMParser.
 */
export function sanitizeWpHtml(html: string, options: SanitizeOptions): string {
  if (!html) return '';
  const { window } = options;
  const doc = new window.DOMParser().parseFromString(html, 'text/html');
  replaceEmbeds(doc);
  // Whitespace around the whole means nothing, and a parser drops it at the start: trimmed, so
  // cleaning clean HTML again gives it back unchanged.
  return purifierFor(window, options.contentOrigin ?? '')
    .sanitize(doc.body.innerHTML, CONFIG)
    .trim();
}
