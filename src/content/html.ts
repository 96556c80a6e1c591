// Sanitised WordPress HTML: the only kind RichHtml renders. Page loaders sanitise what they load,
// so the server's HTML and the router state a page hydrates from carry clean markup. In the
// browser DOMPurify uses the page's window (through an inert DOMParser document); in Node the
// prerender step and the server hand it a jsdom window first.

import { contentOrigin } from './content-client';
import { sanitizeWpHtml, type WindowLike } from './sanitize';

/** HTML that went through sanitizeWpHtml. */
export type SafeHtml = string & { readonly __safe: true };

let nodeWindow: WindowLike | undefined;

export function configureSanitizerWindow(window: WindowLike): void {
  nodeWindow = window;
}

export function safeHtml(html: string): SafeHtml {
  return sanitizeWpHtml(html, { window: nodeWindow, contentOrigin: contentOrigin() }) as SafeHtml;
}
