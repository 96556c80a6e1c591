// Plain text of WordPress HTML in Node (server, build, tests): htmlparser2 reads the markup and
// the `entities` package decodes character references. The browser build gets
// text-engine.browser.ts instead (vite.config.ts), which lets the platform's inert DOMParser do
// the same work without shipping either library to the page.

import { decodeHTML } from 'entities';
import { Parser } from 'htmlparser2';
import { BLOCK_ELEMENTS, SKIPPED_ELEMENTS, collapse } from './text-rules';

/** Decodes HTML character references (`&amp;`, `&#8217;`, `&hellip;`...) in a text. */
export function decodeEntities(text: string): string {
  return text.includes('&') ? decodeHTML(text) : text;
}

/**
 * Plain text of an HTML fragment: scripts, styles and embedded objects dropped, block ends made
 * spaces so words do not run together, entities decoded and whitespace collapsed.
 */
export function htmlToText(html: string): string {
  if (!html) return '';
  const parts: string[] = [];
  let skipping = 0;
  const parser = new Parser(
    {
      onopentagname(name) {
        if (SKIPPED_ELEMENTS.has(name)) skipping += 1;
        else if (BLOCK_ELEMENTS.has(name)) parts.push(' ');
      },
      onclosetag(name) {
        if (SKIPPED_ELEMENTS.has(name)) skipping = Math.max(0, skipping - 1);
        else if (BLOCK_ELEMENTS.has(name)) parts.push(' ');
      },
      ontext(text) {
        if (skipping === 0) parts.push(text);
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return collapse(parts.join(''));
}
