// Plain text of WordPress HTML in the browser: the platform's DOMParser reads it into an inert
// document (no script runs, nothing loads) and the text is taken from its nodes. The same rules
// as the Node engine (text-engine.ts, which vite.config.ts swaps for this file in the page's build).

import { BLOCK_ELEMENTS, SKIPPED_ELEMENTS, collapse } from './text-rules';

let parser: DOMParser | undefined;
const parse = (html: string) => (parser ??= new DOMParser()).parseFromString(html, 'text/html');

/** Decodes HTML character references in a text (a title, an SEO description). */
export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  // A textarea's content is text: tags in it stay as they are, references are decoded.
  const area = parse('').createElement('textarea');
  area.innerHTML = text;
  return area.value;
}

function walk(node: Node, parts: string[]): void {
  for (let child = node.firstChild; child; child = child.nextSibling) {
    if (child.nodeType === 3) parts.push(child.nodeValue ?? '');
    if (child.nodeType !== 1) continue;
    const name = (child as Element).localName;
    if (SKIPPED_ELEMENTS.has(name)) continue;
    const block = BLOCK_ELEMENTS.has(name);
    if (block) parts.push(' ');
    walk(child, parts);
    if (block) parts.push(' ');
  }
}

/** Plain text of an HTML fragment (see text-engine.ts). */
export function htmlToText(html: string): string {
  if (!html) return '';
  const parts: string[] = [];
  walk(parse(html).body, parts);
  return collapse(parts.join(''));
}
