// Makes WordPress HTML safe to render: article markup only, no scripts, handlers, frames, forms or
// inline styles; images lazy, external links without opener. Browser window by default, jsdom in Node.

import createDOMPurify, { type Config, type DOMPurify, type WindowLike } from 'dompurify';

export { htmlToText } from './html-text';
export type { WindowLike } from 'dompurify';

const ALLOWED_TAGS = [
  'p',
  'br',
  'hr',
  'h2',
  'h3',
  'h4',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'a',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'small',
  'sub',
  'sup',
  'mark',
  'abbr',
  'time',
  'span',
  'blockquote',
  'cite',
  'q',
  'code',
  'pre',
  'figure',
  'figcaption',
  'img',
  'table',
  'caption',
  'colgroup',
  'col',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
];

const ALLOWED_ATTR = [
  'href',
  'title',
  'lang',
  'dir',
  'class',
  'src',
  'srcset',
  'sizes',
  'width',
  'height',
  'alt',
  'colspan',
  'rowspan',
  'scope',
  'headers',
  'span',
  'datetime',
  'cite',
];

// Web links, mail, phone, fragments and relative paths; everything else (javascript:, data:, vbscript:) goes.
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

const instances = new WeakMap<object, DOMPurify>();

function isExternal(href: string): boolean {
  return /^(?:[a-z][a-z0-9+.-]*:)?\/\//i.test(href.trim());
}

function purifierFor(window: WindowLike): DOMPurify {
  const cached = instances.get(window);
  if (cached) return cached;
  const purify = createDOMPurify(window);
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'IMG') {
      node.setAttribute('loading', 'lazy');
      node.setAttribute('decoding', 'async');
      // An image without alt gets read out by its file name; treat it as decorative instead.
      if (!node.hasAttribute('alt')) node.setAttribute('alt', '');
      if (!node.getAttribute('src')) node.remove();
    } else if (node.nodeName === 'A') {
      const href = node.getAttribute('href');
      if (href && isExternal(href)) node.setAttribute('rel', 'noopener noreferrer');
      else node.removeAttribute('rel');
    }
  });
  instances.set(window, purify);
  return purify;
}

function defaultWindow(): WindowLike {
  const candidate = (globalThis as { window?: WindowLike }).window;
  if (!candidate?.document) {
    throw new Error('sanitizeWpHtml needs a window outside the browser: pass createNodeWindow() from sanitize-node');
  }
  return candidate;
}

/**
 * Sanitises WordPress `content.rendered` HTML for rendering. Uses the browser's window unless one
 * is given (in Node, pass `createNodeWindow()` from `./sanitize-node`).
 */
export function sanitizeWpHtml(html: string, window?: WindowLike): string {
  if (!html) return '';
  return purifierFor(window ?? defaultWindow()).sanitize(html, CONFIG);
}
