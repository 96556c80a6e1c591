// What counts as a block and what is never text, for both text engines (Node and browser), so
// the server and the page turn the same WordPress HTML into the same words.

/** Elements whose content is not text a reader sees. */
export const SKIPPED_ELEMENTS: ReadonlySet<string> = new Set([
  'script',
  'style',
  'template',
  'noscript',
  'iframe',
  'object',
  'svg',
  'math',
  'head',
  'title',
]);

/** Elements that start a new line: their ends become spaces. */
export const BLOCK_ELEMENTS: ReadonlySet<string> = new Set(
  'p div br hr h1 h2 h3 h4 h5 h6 li ul ol dl dt dd blockquote figure figcaption table thead tbody tfoot tr td th caption section article header footer pre address main nav aside'.split(
    ' ',
  ),
);

/** Whitespace (no-break spaces too) collapsed to single spaces, ends trimmed. */
export const collapse = (text: string): string => text.replace(/[\s\u00a0]+/g, ' ').trim();
