// The markup WordPress articles may keep after sanitising (sanitize.ts): text structure, links,
// images, figures and tables; attributes for those and nothing that runs or styles.

export const ALLOWED_TAGS = [
  ...['p', 'br', 'hr', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'dl', 'dt', 'dd', 'a'],
  ...['strong', 'b', 'em', 'i', 'u', 's', 'small', 'sub', 'sup', 'mark', 'abbr', 'time', 'span'],
  ...['blockquote', 'cite', 'q', 'code', 'pre', 'figure', 'figcaption', 'img'],
  ...['table', 'caption', 'colgroup', 'col', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td'],
];

export const ALLOWED_ATTR = [
  ...['href', 'title', 'lang', 'dir', 'class', 'src', 'srcset', 'sizes', 'width', 'height', 'alt'],
  ...['colspan', 'rowspan', 'scope', 'headers', 'span', 'datetime', 'cite'],
];
