// @vitest-environment node
// The HTML cleaner the server uses for WordPress content (src/content/sanitize.ts, as
// server/content/clean-answer.ts and the server's renders call it), against known XSS payloads
// (xss-corpus.ts) and fast-check-generated tag soup made of dangerous pieces. The property: the
// cleaned HTML, parsed by a real HTML parser (jsdom), holds no script, frame, form, object, embed,
// base, meta, link, style or SVG/MathML; no `on*` handler, `style` or `srcdoc` attribute; no
// javascript:, vbscript: or data: address in any attribute that loads or navigates; and cleaning
// the output again changes nothing. The cleaner keeps no iframe at all: the allowed players
// become links (embeds.ts).

import fc from 'fast-check';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { sanitizeWpHtml } from '../../src/content/sanitize';
import { createNodeWindow } from '../../src/content/sanitize-node';
import { SEED } from './arbitraries';
import { XSS_PAYLOADS } from './xss-corpus';

const window = createNodeWindow();
const clean = (html: string) => sanitizeWpHtml(html, { window, contentOrigin: 'https://cms.example.com' });

const FORBIDDEN_ELEMENTS = new Set(
  [
    'script',
    'iframe',
    'frame',
    'frameset',
    'form',
    'object',
    'embed',
    'applet',
    'base',
    'meta',
    'link',
    'style',
  ].concat(['svg', 'math', 'template', 'noscript', 'portal', 'input', 'button', 'textarea', 'select', 'isindex']),
);
const URL_ATTRIBUTES = new Set([
  'href',
  'src',
  'action',
  'formaction',
  'xlink:href',
  'poster',
  'cite',
  'background',
  'data',
]);
const FORBIDDEN_ATTRIBUTES = new Set(['style', 'srcdoc', 'formaction', 'action']);

/** An address as a browser reads it: tabs and newlines dropped, controls and spaces trimmed. */
function asBrowserReads(url: string): string {
  const kept = url.replace(/[\t\n\r]/g, '');
  let start = 0;
  let end = kept.length;
  while (start < end && kept.charCodeAt(start) <= 0x20) start++;
  while (end > start && kept.charCodeAt(end - 1) <= 0x20) end--;
  return kept.slice(start, end).toLowerCase();
}
const runsScript = (url: string) => /^(javascript|vbscript|data):/.test(asBrowserReads(url));

const oracle = new JSDOM('<!doctype html><html><head></head><body></body></html>').window.document;

/** What is dangerous in cleaned HTML, as a real parser builds it (empty when nothing). */
function dangers(html: string): string[] {
  // A document of its own (jsdom runs no script and loads nothing), parsed as the page's body.
  oracle.body.innerHTML = html;
  const found: string[] = [];
  for (const element of Array.from(oracle.body.querySelectorAll('*'))) {
    const name = element.localName;
    if (FORBIDDEN_ELEMENTS.has(name) || element.namespaceURI !== 'http://www.w3.org/1999/xhtml')
      found.push(`<${name}> element`);
    for (const attribute of Array.from(element.attributes)) {
      const attr = attribute.name.toLowerCase();
      if (attr.startsWith('on')) found.push(`${attr} handler on <${name}>`);
      if (FORBIDDEN_ATTRIBUTES.has(attr)) found.push(`${attr} attribute on <${name}>`);
      if (URL_ATTRIBUTES.has(attr) && runsScript(attribute.value)) found.push(`${attr}="${attribute.value}"`);
      if (attr === 'srcset')
        for (const candidate of attribute.value.split(','))
          if (runsScript(candidate.trim().split(/\s+/)[0] ?? '')) found.push(`srcset="${attribute.value}"`);
    }
  }
  return found;
}

function expectSafe(html: string): void {
  const once = clean(html);
  expect(dangers(once), `cleaned: ${once}`).toEqual([]);
  expect(clean(once), 'cleaning again changes it').toBe(once);
}

describe('the HTML cleaner against known XSS payloads', () => {
  it('has a corpus of at least 100 payloads', () => {
    expect(new Set(XSS_PAYLOADS).size).toBeGreaterThanOrEqual(100);
  });

  it.each(XSS_PAYLOADS.map((payload) => [payload]))('%s', (payload) => {
    expectSafe(payload);
    expectSafe(`<p>Sports Day</p>${payload}<p>Results</p>`);
    expectSafe(`<figure><table><tr><td>${payload}</td></tr></table><figcaption>${payload}</figcaption></figure>`);
  });

  it('still keeps an article’s ordinary markup (the oracle is not blind)', () => {
    const out = clean(
      '<h2>News</h2><p><a href="https://school.test/a">link</a> <img src="/wp-content/uploads/a.jpg" alt="A"></p>',
    );
    expect(out).toContain('<h2>News</h2>');
    expect(out).toContain('href="https://school.test/a"');
    expect(out).toContain('src="https://cms.example.com/wp-content/uploads/a.jpg"');
    expect(dangers('<p onclick="x()">x</p><a href=" java\tscript:x">y</a><svg></svg>')).toEqual([
      'onclick handler on <p>',
      'href=" java\tscript:x"',
      '<svg> element',
    ]);
  });
});

/** `javascript:`, `vbscript:` and `data:` as editors and attackers write them. */
const scheme = fc
  .tuple(
    fc.constantFrom('javascript', 'vbscript', 'data'),
    fc.array(fc.boolean(), { minLength: 10, maxLength: 10 }),
    fc.array(fc.constantFrom('', '', '', '\t', '\n', '\r', '&#9;', '&#x0A;', '&Tab;', '&NewLine;'), {
      minLength: 10,
      maxLength: 10,
    }),
    fc.constantFrom('', ' ', '\u0001', '&#32;', ' \t'),
    fc.constantFrom(':', '&colon;', '&#58;', '&#x3a;', '&#0000058', '%3a'),
    fc.constantFrom('alert(1)', 'text/html,<script>alert(1)</script>', 'image/svg+xml,<svg onload=alert(1)>'),
  )
  .map(([name, upper, gaps, lead, colon, rest]) => {
    const letters = [...name].map((c, i) => {
      const letter = upper[i] ? c.toUpperCase() : c;
      return (i % 3 === 1 ? `&#${letter.charCodeAt(0)};` : letter) + (gaps[i] ?? '');
    });
    return `${lead}${letters.join('')}${colon}${rest}`;
  });

const tag = fc.constantFrom(
  ...['script', 'iframe', 'img', 'a', 'svg', 'math', 'style', 'form', 'object', 'embed', 'base', 'meta', 'link'],
  ...['noscript', 'template', 'table', 'td', 'select', 'textarea', 'title', 'p', 'div', 'mglyph', 'mtext'],
  ...['foreignObject', 'use', 'animate', 'set', 'video', 'source', 'button', 'input', 'details', 'figure', 'q'],
);
const attrName = fc.constantFrom(
  ...['href', 'src', 'srcset', 'xlink:href', 'action', 'formaction', 'poster', 'cite', 'srcdoc', 'style'],
  ...['onerror', 'onload', 'onclick', 'OnMouseOver', 'onbegin', 'ontoggle', 'title', 'alt', 'id', 'name', 'class'],
);
const attrValue = fc.oneof(
  scheme,
  fc.constantFrom('x', '/wp-content/uploads/a.jpg', 'https://www.youtube.com/embed/aqz-KE-bpKQ', 'alert(1)'),
  fc.constantFrom('</style><img src=x onerror=alert(1)>', '"><script>alert(1)</script>', 'expression(alert(1))'),
  fc.constantFrom('background:url(javascript:alert(1))', '<img src=x onerror=alert(1)>', '--><svg onload=alert(1)>'),
);
const quote = fc.constantFrom('"', "'", '', '`');
const attribute = fc
  .tuple(attrName, attrValue, quote, fc.constantFrom(' ', '/', '\n', '\t'))
  .map(([name, value, q, gap]) => `${gap}${name}=${q}${q === '"' ? value.replaceAll('"', '&quot;') : value}${q}`);
const piece = fc.oneof(
  fc
    .tuple(tag, fc.array(attribute, { maxLength: 3 }), fc.boolean())
    .map(([t, attrs, self]) => `<${t}${attrs.join('')}${self ? '/' : ''}>`),
  tag.map((t) => `</${t}>`),
  fc.constantFrom('<!--', '-->', '--!>', '<![CDATA[', ']]>', '<?x ', '"', "'", '>', '<', '&lt;', '&gt;', '&amp;'),
  fc.string({ maxLength: 8 }),
  fc.constantFrom(...XSS_PAYLOADS),
);

describe('the HTML cleaner against generated tag soup', () => {
  it('leaves nothing that runs, and is idempotent', () => {
    fc.assert(
      fc.property(fc.array(piece, { minLength: 1, maxLength: 14 }), (pieces) => expectSafe(pieces.join(''))),
      { seed: SEED, numRuns: 300 },
    );
  }, 60_000);
});
