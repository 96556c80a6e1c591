// Sanitised WordPress HTML: the only kind RichHtml renders. The loaders of the pages that show
// WordPress text run on the server and sanitise what they load there (PageContent.safeHtml), so
// the HTML sent carries clean markup. The server and the prerender step make the sanitiser with a
// jsdom window (sanitize-node.ts), which the server-rendering bundle never carries.

import { sanitizeWpHtml, type WindowLike } from './sanitize';

/** HTML that went through sanitizeWpHtml. */
export type SafeHtml = string & { readonly __safe: true };

/** A sanitiser for a site whose WordPress files are at `contentOrigin` ('' for this site's own). */
export function htmlSanitiser(window: WindowLike, contentOrigin: string): (html: string) => SafeHtml {
  return (html) => sanitizeWpHtml(html, { window, contentOrigin }) as SafeHtml;
}
