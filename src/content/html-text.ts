// Turning WordPress HTML into plain text without a DOM: entity decoding and tag stripping.
// Used by the content client (titles), excerpts and the search index in the page, the worker and Node.

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  ndash: '\u2013',
  mdash: '\u2014',
  hellip: '\u2026',
  lsquo: '\u2018',
  rsquo: '\u2019',
  sbquo: '\u201a',
  ldquo: '\u201c',
  rdquo: '\u201d',
  bdquo: '\u201e',
  laquo: '\u00ab',
  raquo: '\u00bb',
  middot: '\u00b7',
  bull: '\u2022',
  copy: '\u00a9',
  reg: '\u00ae',
  trade: '\u2122',
  deg: '\u00b0',
  times: '\u00d7',
  divide: '\u00f7',
  euro: '\u20ac',
  pound: '\u00a3',
  yen: '\u00a5',
  cent: '\u00a2',
  sect: '\u00a7',
  para: '\u00b6',
  shy: '\u00ad',
  thinsp: '\u2009',
  ensp: '\u2002',
  emsp: '\u2003',
  zwj: '\u200d',
  zwnj: '\u200c',
  prime: '\u2032',
  Prime: '\u2033',
  frac12: '\u00bd',
  frac14: '\u00bc',
  frac34: '\u00be',
};

const ENTITY = /&(#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6}|[a-zA-Z][a-zA-Z0-9]{1,31});/g;

function fromCodePoint(code: number): string | undefined {
  if (!Number.isFinite(code) || code <= 0 || code > 0x10ffff) return undefined;
  if (code >= 0xd800 && code <= 0xdfff) return undefined;
  return String.fromCodePoint(code);
}

/**
 * Decodes HTML character references: numeric ones (`&#8217;`, `&#x2019;`) and the named entities
 * WordPress actually emits. Unknown names are left as they are.
 */
export function decodeEntities(text: string): string {
  return text.replace(ENTITY, (whole, body: string) => {
    if (body.startsWith('#')) {
      const hex = body[1] === 'x' || body[1] === 'X';
      const decoded = fromCodePoint(Number.parseInt(body.slice(hex ? 2 : 1), hex ? 16 : 10));
      return decoded ?? '\ufffd';
    }
    return NAMED_ENTITIES[body] ?? whole;
  });
}

const DROPPED_BLOCKS = /<(script|style|template|noscript|iframe|object|svg|math)\b[\s\S]*?<\/\1\s*>/gi;
const COMMENTS = /<!--[\s\S]*?-->/g;
// Attribute values may contain '>' (`alt="a > b"`), so quoted strings are skipped as a whole.
const ATTRS = String.raw`(?:[^>"']|"[^"]*"|'[^']*')*`;
const BLOCK_NAMES =
  'p|div|br|hr|h[1-6]|li|ul|ol|dl|dt|dd|blockquote|figure|figcaption|table|thead|tbody|tfoot|tr|td|th|caption|section|article|header|footer|pre|address';
const BLOCK_BOUNDARY = new RegExp(String.raw`<\/?(?:${BLOCK_NAMES})\b${ATTRS}>`, 'gi');
const ANY_TAG = new RegExp(String.raw`<\/?[a-zA-Z]${ATTRS}>`, 'g');

/**
 * Plain text of an HTML fragment: scripts and styles dropped, tags stripped (block ends become a
 * space so words do not run together), entities decoded and whitespace collapsed.
 */
export function htmlToText(html: string): string {
  const stripped = html
    .replace(COMMENTS, ' ')
    .replace(DROPPED_BLOCKS, ' ')
    .replace(BLOCK_BOUNDARY, ' ')
    .replace(ANY_TAG, '');
  return decodeEntities(stripped)
    .replace(/[\s\u00a0]+/g, ' ')
    .trim();
}
