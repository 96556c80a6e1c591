// Sanitised WordPress HTML for rendering. In the browser DOMPurify uses the page's window; at
// build time the prerender step hands it a jsdom window first.

import { sanitizeWpHtml } from './sanitize';

type SanitizeWindow = Parameters<typeof sanitizeWpHtml>[1];
let buildWindow: SanitizeWindow;

export function configureSanitizerWindow(window: SanitizeWindow): void {
  buildWindow = window;
}

export function safeHtml(html: string): string {
  return sanitizeWpHtml(html, buildWindow);
}
