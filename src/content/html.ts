// Sanitised WordPress HTML: the only kind RichHtml renders. The loaders of the pages that show
// WordPress text run on the server, and sanitise what they load there, so the HTML sent carries
// clean markup. The prerender step and the server hand the sanitiser a jsdom window first.

import { contentOrigin } from './content-client';
import { sanitizeWpHtml, type WindowLike } from './sanitize';

/** HTML that went through sanitizeWpHtml. */
export type SafeHtml = string & { readonly __safe: true };

let nodeWindow: WindowLike | undefined;

export function configureSanitizerWindow(window: WindowLike): void {
  nodeWindow = window;
}

export function safeHtml(html: string): SafeHtml {
  if (!nodeWindow) throw new Error('safeHtml: call configureSanitizerWindow(createNodeWindow()) first');
  return sanitizeWpHtml(html, { window: nodeWindow, contentOrigin: contentOrigin() }) as SafeHtml;
}
